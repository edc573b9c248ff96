import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { operations } from './api';
import { freigabeOperations } from './freigabe';
import { outboxJob } from './outbox';
import { sweepJob } from './sweep';

/**
 * Citizens' submissions (damage reports, error and barrier reports, contact messages, business
 * self-entries with their approval) and the staff inbox (ADR 13, 14, 15). Local: the town's own records stay in the site's database under DATA_DIR also
 * when the content comes from an upstream CMS. Not searchable, no demo content.
 */
export const eingaengePart: Part = {
  name: 'eingaenge',
  migrations,
  operations: [...operations, ...freigabeOperations],
  local: true,
  jobs: [outboxJob, sweepJob],
};
