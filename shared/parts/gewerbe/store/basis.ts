import type { SeedWork } from '../../../../server/cms/seed/step';

/** The business directory's categories (/wirtschaft/gewerbeverzeichnis/{url}): the self-entry form offers them. */
export const GEWERBE_RUBRIKEN: ReadonlyArray<{ id: number; url: string; titel: string }> = [
  { id: 1, url: 'handwerk', titel: 'Handwerk' },
  { id: 2, url: 'gastronomie', titel: 'Gastronomie' },
  { id: 3, url: 'einzelhandel', titel: 'Einzelhandel' },
  { id: 4, url: 'gesundheit', titel: 'Gesundheit' },
  { id: 5, url: 'dienstleistungen', titel: 'Dienstleistungen' },
  { id: 6, url: 'landwirtschaft-direktvermarktung', titel: 'Landwirtschaft und Direktvermarktung' },
  { id: 7, url: 'kfz', titel: 'Kfz' },
  { id: 8, url: 'bau', titel: 'Bau' },
  { id: 9, url: 'beratung-finanzen', titel: 'Beratung und Finanzen' },
  { id: 10, url: 'tourismus', titel: 'Tourismus' },
  { id: 11, url: 'holz-forst', titel: 'Holz und Forst' },
  { id: 12, url: 'soziales', titel: 'Soziales' },
];

export const work: SeedWork = {
  async run(ctx) {
    await ctx.db
      .insertInto('gewerbe_rubrik')
      .values(GEWERBE_RUBRIKEN.map((r) => ({ ...r })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  },
};
