import type { SeedWork } from '../../../../server/cms/seed/step';

/**
 * The news categories every site has (spec §4: the menu's content check names them; the mayor's and
 * the climate news have menu entries of their own). Ids are fixed: the demo content refers to them.
 */
export const RUBRIKEN: ReadonlyArray<{ id: number; url: string; titel: string }> = [
  { id: 1, url: 'buergernachrichten', titel: 'Bürgernachrichten' },
  { id: 2, url: 'rathausnachrichten', titel: 'Rathausnachrichten' },
  { id: 3, url: 'jugendnachrichten', titel: 'Jugendnachrichten' },
  { id: 4, url: 'seniorennachrichten', titel: 'Seniorennachrichten' },
  { id: 5, url: 'corona-meldungen', titel: 'Corona-Meldungen' },
  { id: 6, url: 'integrationaktuell', titel: 'Integration aktuell' },
  { id: 7, url: 'inklusionaktuell', titel: 'Inklusion aktuell' },
  { id: 8, url: 'wahlen', titel: 'Wahlen' },
  { id: 9, url: 'buergermeister', titel: 'Neuigkeiten der Bürgermeisterin' },
  { id: 10, url: 'klimaschutz', titel: 'Klimaschutz-Neuigkeiten' },
];

/** The categories, where a category of that address is not there yet. */
export const work: SeedWork = {
  async run(ctx) {
    await ctx.db
      .insertInto('rubrik')
      .values(RUBRIKEN.map((r) => ({ ...r })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  },
};
