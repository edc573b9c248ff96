import type { SeedWork } from '../../../../../server/cms/seed/step';

/** The demo town's offices for the report categories (the verwaltung part's demo offices). */
const AEMTER: Record<string, number> = {
  'strassen-wege': 51, // Stadtbauamt – Tiefbau
  beleuchtung: 51,
  verkehrszeichen: 43, // Ordnungsamt (Straßenverkehrsbehörde)
  muell: 43,
  spielplaetze: 52, // Bauhof
  gruenflaechen: 52,
  winterdienst: 52,
  gewaesser: 51,
  sonstiges: 52,
};

export const work: SeedWork = {
  async run(ctx) {
    for (const [schluessel, amt] of Object.entries(AEMTER)) {
      await ctx.db.updateTable('meldekategorie').set({ amt_id: amt }).where('schluessel', '=', schluessel).where('amt_id', 'is', null).execute();
    }
  },
};
