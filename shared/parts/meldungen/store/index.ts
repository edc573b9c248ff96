import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { onSubmission, operations } from './api';
import { umfrageJob } from './umfrage';

/**
 * Public reports (ADR 53): the damage reports the town shows after approval, with status, answer,
 * history, photos and the people who hear back. Local like the submissions they belong to (ADR 13).
 */
export const meldungenPart: Part = {
  name: 'meldungen',
  migrations,
  operations,
  local: true,
  jobs: [umfrageJob],
  onSubmission,
  seed: [
    {
      // Reports under the first release's category keys take their successors (ADR 58).
      name: 'Meldungen: Kategorien der Grundliste',
      kind: 'basis',
      table: 'meldung',
      pending: async (ctx) =>
        !!(await ctx.db
          .selectFrom('meldung')
          .select('id')
          .where('kategorie', 'in', ['strassenbeleuchtung', 'strassenschaden', 'spielplatz', 'baum'])
          .executeTakeFirst()),
      load: async () => (await import('./kategorien-umstellen')).work,
    },
    {
      name: 'Öffentliche Meldungen',
      kind: 'demo',
      table: 'meldung',
      load: async () => (await import('./demo/seed')).work,
    },
  ],
};

export { publicReports, publicReport } from './api';
