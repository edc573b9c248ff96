import type { Kysely } from 'kysely';
import type { Bild } from '../../../shared/contract/common';
import type { MedienTables } from './schema';
import { compiledRead } from '../store/compiled';

/** Site address of an image of the media list (the original; pages show it through the image service). */
export const mediumUrl = (key: string) => `/api/cms/medien/${key}.jpg`;

/** One image with the alt text of its use (a news item's bild_alt), else the medium's own (from `bilder`). */
export function toBild(key: string, alt: string | null, stored: Bild | undefined): Bild {
  return { url: mediumUrl(key), alt: alt ?? stored?.alt ?? '', breite: stored?.breite ?? 1200, hoehe: stored?.hoehe ?? 800 };
}

/** The stored size and alt text of images by key: a read of nearly every page, compiled once per number of keys (ADR 69). */
const mediaRows = compiledRead((db: Kysely<MedienTables>, p: Record<string, string>, n: number) =>
  db
    .selectFrom('medium')
    .select(['key', 'breite', 'hoehe', 'alt'])
    .where(
      'key',
      'in',
      Array.from({ length: n }, (_, i) => p[`k${i}`]!),
    ),
);

/** Images as the contract shows them: the stored size and alt text, the caller's alt text first. */
export function mediaLookup(db: Kysely<MedienTables>) {
  async function bilder(keys: ReadonlyArray<string | null>): Promise<Map<string, Bild>> {
    const wanted = [...new Set(keys.filter((k): k is string => !!k))];
    if (wanted.length === 0) return new Map();
    const rows = await mediaRows(db, Object.fromEntries(wanted.map((k, i) => [`k${i}`, k])), wanted.length);
    return new Map(rows.map((r) => [r.key, { url: mediumUrl(r.key), alt: r.alt, breite: r.breite, hoehe: r.hoehe }]));
  }
  async function bild(key: string | null, alt: string | null): Promise<Bild | null> {
    return key ? toBild(key, alt, (await bilder([key])).get(key)) : null;
  }
  return { bilder, bild, toBild };
}
