import type { Kysely } from 'kysely';
import { gewerbeBuchstaben, gewerbeDetail, gewerbeList, gewerbeRubriken, type GewerbeDetail, type GewerbeItem } from '../../../../shared/contract/gewerbe';
import { letterOf } from '../../../../shared/site/paths';
import { gewerbeEntryPath } from '../../../../shared/pages/gewerbe/paths';
import { implement, notFound, type CmsContext } from '../../contract/implement';
import { germanCollator, listMeta, pageOf } from '../../query';
import { fold } from '../../search/fold';
import type { GewerbeTables } from './schema';

const db = (ctx: CmsContext) => ctx.db as Kysely<GewerbeTables>;

function rows(ctx: CmsContext) {
  return db(ctx)
    .selectFrom('gewerbe')
    .innerJoin('gewerbe_rubrik', 'gewerbe_rubrik.id', 'gewerbe.rubrik_id')
    .selectAll('gewerbe')
    .select(['gewerbe_rubrik.url as rubrik_url', 'gewerbe_rubrik.titel as rubrik_titel']);
}
type Row = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];

/** German alphabetical order of names (DIN 5007-1); the directory has a few hundred rows at most. */
const byName = (a: Row, b: Row) => germanCollator.compare(a.name, b.name) || a.id - b.id;

function toItem(r: Row): GewerbeItem {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    url: gewerbeEntryPath(r.rubrik_url, r.slug),
    spezialisierung: r.spezialisierung,
    rubrik: { id: r.rubrik_id, url: r.rubrik_url, titel: r.rubrik_titel },
    adresse: { location: r.location, street: r.street, zip: r.zip, city: r.city },
    telefon: r.telefon,
  };
}

function toDetail(r: Row): GewerbeDetail {
  let oeffnungszeiten: string[] = [];
  try {
    const parsed: unknown = JSON.parse(r.oeffnungszeiten);
    if (Array.isArray(parsed)) oeffnungszeiten = parsed.filter((x): x is string => typeof x === 'string' && x !== '');
  } catch {
    // An editor's broken value shows as no opening hours rather than as an error.
  }
  return { ...toItem(r), text: r.text, email: r.email || null, web: r.web || null, oeffnungszeiten };
}

export const operations = [
  implement(gewerbeList, async ({ query }, ctx) => {
    let q = rows(ctx);
    if (query.rubrik !== undefined) {
      const r = await db(ctx).selectFrom('gewerbe_rubrik').select('id').where('url', '=', query.rubrik).executeTakeFirst();
      if (!r) return notFound('Unbekannte Rubrik');
      q = q.where('gewerbe.rubrik_id', '=', r.id);
    }
    let all = await q.execute();
    // Every word must occur in the name, the specialisation or the category title ("Betrieb oder Branche").
    const words = fold(query.q.trim()).split(/\s+/).filter(Boolean);
    if (words.length) {
      all = all.filter((r) => {
        const hay = fold(`${r.name} ${r.spezialisierung} ${r.rubrik_titel}`);
        return words.every((w) => hay.includes(w));
      });
    }
    if (query.buchstabe !== undefined) all = all.filter((r) => letterOf(r.name) === query.buchstabe);
    all.sort(byName);
    return { data: pageOf(all, query.seite, query.pro_seite).map(toItem), meta: listMeta(query.seite, query.pro_seite, all.length) };
  }),

  implement(gewerbeRubriken, async (_input, ctx) => {
    const rs = await db(ctx)
      .selectFrom('gewerbe_rubrik')
      .leftJoin('gewerbe', 'gewerbe.rubrik_id', 'gewerbe_rubrik.id')
      .select(['gewerbe_rubrik.id', 'gewerbe_rubrik.url', 'gewerbe_rubrik.titel', (eb) => eb.fn.count<number>('gewerbe.id').as('anzahl')])
      .groupBy(['gewerbe_rubrik.id', 'gewerbe_rubrik.url', 'gewerbe_rubrik.titel'])
      .execute();
    const data = rs.map((r) => ({ id: r.id, url: r.url, titel: r.titel, anzahl: Number(r.anzahl) })).sort((a, b) => germanCollator.compare(a.titel, b.titel));
    return { data };
  }),

  implement(gewerbeBuchstaben, async (_input, ctx) => {
    const names = await db(ctx).selectFrom('gewerbe').select('name').execute();
    const counts = new Map<string, number>();
    for (const { name } of names) counts.set(letterOf(name), (counts.get(letterOf(name)) ?? 0) + 1);
    const data = [...counts].map(([buchstabe, anzahl]) => ({ buchstabe, anzahl })).sort((a, b) => a.buchstabe.localeCompare(b.buchstabe));
    return { data };
  }),

  implement(gewerbeDetail, async ({ params }, ctx) => {
    const r = await rows(ctx).where('gewerbe.id', '=', params.id).executeTakeFirst();
    if (!r) return notFound('Betrieb nicht gefunden');
    return { data: toDetail(r) };
  }),
];
