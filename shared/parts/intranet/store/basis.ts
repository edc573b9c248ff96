import type { SeedWork } from '../../../../server/cms/seed/step';

/** The intranet's text categories (spec §3: the intranet's categories and their latest texts). */
export const INTRANET_RUBRIKEN: ReadonlyArray<{ id: number; url: string; titel: string }> = [
  { id: 1, url: 'personal', titel: 'Personalnachrichten' },
  { id: 2, url: 'dienstbetrieb', titel: 'Dienstbetrieb' },
  { id: 3, url: 'it', titel: 'IT und Technik' },
  { id: 4, url: 'gesundheit', titel: 'Betriebliches Gesundheitsmanagement' },
];

export const work: SeedWork = {
  async run(ctx) {
    await ctx.db
      .insertInto('intranet_rubrik')
      .values(INTRANET_RUBRIKEN.map((r) => ({ ...r })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  },
};
