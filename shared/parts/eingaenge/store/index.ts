import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { operations } from './api';
import { freigabeOperations } from './freigabe';
import { sweepJob } from './sweep';
import { kategorienOperations } from './kategorien';
import { open311Operations } from './open311';
import { meldekategorienKind } from './redaktion';

/**
 * Citizens' submissions (damage reports, error and barrier reports, contact messages, business
 * self-entries with their approval) and the staff inbox (ADR 13, 15); their e-mails go through the
 * core's outbox (server/cms/mail, ADR 14, 49). Local: the town's own records stay in the site's database under DATA_DIR also
 * when the content comes from an upstream CMS. Not searchable, no demo content.
 */
export const eingaengePart: Part = {
  name: 'eingaenge',
  migrations,
  operations: [...operations, ...freigabeOperations, ...kategorienOperations, ...open311Operations],
  seed: [
    { name: 'Meldekategorien', kind: 'basis', table: 'meldekategorie', load: async () => (await import('./kategorien-basis')).work },
    // The demo's offices for the categories (a database from before the step records has no categories yet).
    { name: 'Meldekategorien-Ämter', kind: 'demo', table: 'meldekategorie', load: async () => (await import('./demo/kategorien')).work },
  ],
  desk: [meldekategorienKind],
  local: true,
  jobs: [sweepJob],
};
