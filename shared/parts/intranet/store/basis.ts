import type { Kysely } from 'kysely';
import type { SeedWork } from '../../../../server/cms/seed/step';
import type { IntranetTables } from './schema';

/** The intranet's text categories (spec §3: the intranet's categories and their latest texts). */
export const INTRANET_RUBRIKEN: ReadonlyArray<{ id: number; url: string; titel: string }> = [
  { id: 1, url: 'personal', titel: 'Personalnachrichten' },
  { id: 2, url: 'dienstbetrieb', titel: 'Dienstbetrieb' },
  { id: 3, url: 'it', titel: 'IT und Technik' },
  { id: 4, url: 'gesundheit', titel: 'Betriebliches Gesundheitsmanagement' },
];

export const work: SeedWork = {
  async run(ctx) {
    await (ctx.db as Kysely<IntranetTables>)
      .insertInto('intranet_rubrik')
      .values(INTRANET_RUBRIKEN.map((r) => ({ ...r })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  },
};
