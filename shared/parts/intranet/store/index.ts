import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { userForToken } from './tokens';
import { operations, rollenOf } from './api';
import { benutzerOperations } from './benutzer';
import { intranetKinds } from './redaktion';
import { nextChangeOf } from '../../../../server/cms/visibility';

export const intranetPart: Part = {
  name: 'intranet',
  migrations,
  operations: [...operations, ...benutzerOperations],
  desk: intranetKinds,
  // A category or text planned on the desk appears at its sichtbar_ab (ADR 47).
  nextChange: async (db, now) =>
    (
      await Promise.all((['intranet_rubrik', 'intranet_text'] as const).map((t) => nextChangeOf(db, t, { status: 'status', von: 'sichtbar_ab' }, now)))
    ).reduce<Date | null>((a, t) => (t && (!a || t < a) ? t : a), null),
  authenticate: {
    // The intranet token of an operation declared with auth: 'intranet'.
    intranet: async (ctx, token) => {
      const uuid = await userForToken(ctx.db, ctx.now, token);
      return uuid ? { uuid, rollen: await rollenOf(ctx, uuid) } : null;
    },
  },
  accountTables: ['intranet_user'],
  seed: [
    { name: 'Intranet-Rubriken', kind: 'basis', table: 'intranet_rubrik', load: async () => (await import('./basis')).work },
    // The demo accounts and texts: a database of an earlier release had the categories only with them.
    { name: 'Intranet', kind: 'demo', table: 'intranet_rubrik', load: async () => (await import('./demo/seed')).work() },
  ],
};
