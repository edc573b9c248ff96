import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { operations } from './api';
import { freigabeOperations } from './freigabe';
import { sweepJob } from './sweep';

/**
 * Citizens' submissions (damage reports, error and barrier reports, contact messages, business
 * self-entries with their approval) and the staff inbox (ADR 13, 15); their e-mails go through the
 * core's outbox (server/cms/mail, ADR 14, 49). Local: the town's own records stay in the site's database under DATA_DIR also
 * when the content comes from an upstream CMS. Not searchable, no demo content.
 */
export const eingaengePart: Part = {
  name: 'eingaenge',
  migrations,
  operations: [...operations, ...freigabeOperations],
  local: true,
  jobs: [sweepJob],
};
