import type { SeedWork } from '../../../../server/cms/seed/step';

/**
 * The archive topics every site has: the public notices, statutes and tenders (spec §4: topics 30, 31,
 * 32, with their menu entries) and the intranet's documents (spec §4, §9: topic 4, loaded at the
 * intranet's start) and forms.
 */
export const ARCHIV_THEMEN: ReadonlyArray<{ id: number; thema: string; intranet: number }> = [
  { id: 30, thema: 'Öffentliche Bekanntmachungen', intranet: 0 },
  { id: 31, thema: 'Satzungen und Verordnungen', intranet: 0 },
  { id: 32, thema: 'Ausschreibungen', intranet: 0 },
  { id: 4, thema: 'Dienstanweisungen und interne Dokumente', intranet: 1 },
  { id: 5, thema: 'Vorlagen und Formulare (intern)', intranet: 1 },
];

export const work: SeedWork = {
  async run(ctx) {
    await ctx.db
      .insertInto('archiv_thema')
      .values(ARCHIV_THEMEN.map((t) => ({ ...t })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  },
};
