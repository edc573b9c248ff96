import { makeSlug } from '../../../../format/slug-id';
import type { SeedContext } from '../../../../../server/cms/seed/step';
import { addDocuments } from '../../../../../server/cms/files/demo/documents';
import type { NewsRubrik, SeedNews } from './types';

/** Categories with their urls and titles; ids are fixed. */
export type SeedRubrik = { id: number; url: NewsRubrik; titel: string };

/**
 * News categories and news items with their documents; a news item's category is looked up by its url.
 * Categories and items that exist already are left alone (and an item left alone gets no documents).
 */
export async function insertNews(ctx: SeedContext, rubriken: readonly SeedRubrik[], items: readonly SeedNews[]): Promise<void> {
  const db = ctx.db;
  await db
    .insertInto('rubrik')
    .values(rubriken.map((r) => ({ id: r.id, url: r.url, titel: r.titel })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const rubrikId = new Map((await db.selectFrom('rubrik').select(['id', 'url']).execute()).map((r) => [r.url, r.id]));
  const existing = new Set(
    items.length
      ? (
          await db
            .selectFrom('aktuelles')
            .select('id')
            .where(
              'id',
              'in',
              items.map((n) => n.id),
            )
            .execute()
        ).map((r) => r.id)
      : [],
  );
  const fresh = items.filter((n) => !existing.has(n.id));
  const rows = fresh.map((n) => {
    const rid = rubrikId.get(n.rubrik);
    if (rid === undefined) throw new Error(`Nachricht ${n.id}: unbekannte Rubrik ${n.rubrik}`);
    return {
      id: n.id,
      rubrik_id: rid,
      titel: n.titel,
      slug: makeSlug(n.titel, n.id),
      teaser: n.teaser,
      text: n.text,
      datum_von: n.datum_von,
      datum_bis: n.datum_bis ?? null,
      bild: n.bild ?? null,
      bild_alt: n.bild ? (n.bild_alt ?? '') : null,
      sortierung: n.sortierung ?? 0,
    };
  });
  for (let i = 0; i < rows.length; i += 50)
    await db
      .insertInto('aktuelles')
      .values(rows.slice(i, i + 50))
      .execute();
  await addDocuments(
    ctx,
    fresh.flatMap((n) => (n.downloads ?? []).map((doc, i) => ({ doc, aktuelles_id: n.id, sortierung: i }))),
  );
}
