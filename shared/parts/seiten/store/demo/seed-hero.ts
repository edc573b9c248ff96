import type { SeedWork } from '../../../../../server/cms/seed/step';
import { hero } from './hero';

/** The hero sliders of the sections (demo/hero.ts). */
export const work: SeedWork = {
  async run(ctx) {
    const rows = hero.flatMap((h) =>
      h.slides.map((s, i) => ({ bereich: h.bereich, sortierung: i, bild: s.bild, alt: s.alt, titel: s.titel, link: s.link ?? null })),
    );
    for (let i = 0; i < rows.length; i += 50)
      await ctx.db
        .insertInto('hero')
        .values(rows.slice(i, i + 50))
        .execute();
  },
};
