import type { SeedWork } from '../../seed/step';
import { MEDIA_SIZES, media } from './media';
import { missingMedia } from './seed-check';

/**
 * The media list: one row per demo image (the JPEGs themselves are rendered at start, demo/media.ts).
 * Images added to the demo since a database was seeded (the council's portraits) are added to its
 * list; rows that are there stay as they are.
 */
export const work: SeedWork = {
  async run(ctx) {
    const missing = new Set(await missingMedia(ctx));
    const rows = media
      .filter((m) => missing.has(m.key))
      .map((m) => ({ key: m.key, datei: `${m.key}.jpg`, alt: m.alt, breite: MEDIA_SIZES[m.kind].width, hoehe: MEDIA_SIZES[m.kind].height }));
    for (let i = 0; i < rows.length; i += 50)
      await ctx.db
        .insertInto('medium')
        .values(rows.slice(i, i + 50))
        .execute();
  },
};
