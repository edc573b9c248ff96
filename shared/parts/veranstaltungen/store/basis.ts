import type { SeedWork } from '../../../../server/cms/seed/step';

/**
 * The event categories every site has. Ids are fixed: 6 (Fasnet) and 7 (Märkte) are addressed by the
 * menu (spec §2.3, /gaeste/veranstaltungen/?rubrik_id=7), and the demo content refers to all of them.
 */
export const VERANSTALTUNG_RUBRIKEN: ReadonlyArray<{ id: number; titel: string }> = [
  { id: 1, titel: 'Kultur' },
  { id: 2, titel: 'Sport' },
  { id: 3, titel: 'Vereine' },
  { id: 4, titel: 'Kinder und Jugend' },
  { id: 5, titel: 'Senioren' },
  { id: 6, titel: 'Fasnet' },
  { id: 7, titel: 'Märkte' },
  { id: 8, titel: 'Führungen und Natur' },
  { id: 9, titel: 'Kirche' },
  { id: 10, titel: 'Politik und Bürgerbeteiligung' },
];

export const work: SeedWork = {
  async run(ctx) {
    await ctx.db
      .insertInto('veranstaltung_rubrik')
      .values(VERANSTALTUNG_RUBRIKEN.map((r) => ({ ...r })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  },
};
