import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { operations } from './api';
import { search } from './search';
import { kontoForToken } from './tokens';
import { ratsinfoSweepJob } from './sweep';
import { desk } from './redaktion';
import { earliest, nextChangeOf } from '../../../../server/cms/visibility';

/**
 * The council (Gemeinderat): its bodies (committees, party groups, Ortschaftsräte), the persons who sit
 * in them with their functions, and the accounts of the council information system, whose tokens it
 * checks for every operation declared with auth 'ratsinfo' (X-Ratsinfo-Token).
 */
export const gremienPart: Part = {
  name: 'gremien',
  migrations,
  operations,
  search,
  authenticate: {
    ratsinfo: async (ctx, token) => {
      const uuid = await kontoForToken(ctx.db, ctx.now, token);
      return uuid ? { uuid } : null;
    },
  },
  accountTables: ['ratsinfo_konto'],
  seed: [{ name: 'Gemeinderat und Gremien', kind: 'demo', table: 'person', load: async () => (await import('./demo/seed')).work }],
  jobs: [ratsinfoSweepJob],
  desk,
  // A body, person or seat published ahead appears at its time (ADR 44).
  nextChange: async (db, now) =>
    earliest(
      await Promise.all((['gremium', 'person', 'mitgliedschaft'] as const).map((t) => nextChangeOf(db, t, { status: 'status', von: 'sichtbar_ab' }, now))),
    ),
};
