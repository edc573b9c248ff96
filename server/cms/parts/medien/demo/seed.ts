import type { Kysely } from 'kysely';
import type { SeedWork } from '../../../seed/step';
import type { MedienTables } from '../schema';
import { MEDIA_SIZES, media } from './media';

/** The media list: one row per demo image (the JPEGs themselves are rendered at start, demo/media.ts). */
export const work: SeedWork = {
  async run(ctx) {
    const rows = media.map((m) => ({ key: m.key, datei: `${m.key}.jpg`, alt: m.alt, breite: MEDIA_SIZES[m.kind].width, hoehe: MEDIA_SIZES[m.kind].height }));
    for (let i = 0; i < rows.length; i += 50) await (ctx.db as Kysely<MedienTables>).insertInto('medium').values(rows.slice(i, i + 50)).execute();
  },
};
