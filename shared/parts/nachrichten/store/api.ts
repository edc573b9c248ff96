import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { newsDetail, newsList, type NewsDetail, type NewsItem } from '../contract';
import { isPublic, isPublicAt } from '../../../../server/cms/visibility';
import { compiledRead } from '../../../../server/cms/store/compiled';
import type { Database } from '../../../../server/cms/schema';
import { implement, notFound, type CmsContext } from '../../../../server/cms/contract/implement';
import { berlinNow, berlinToday, listMeta } from '../../../../server/cms/query';
import { toBild } from '../../../../server/cms/media/media';
import { DOKUMENT_COLUMNS, toDokument } from '../../../../server/cms/files/dokument';
import { NEWS_VISIBILITY } from './schema';

const db = (ctx: Pick<CmsContext, 'db'>) => ctx.db;

/**
 * Still valid at `now` (Berlin wall clock) and `today`: no end, or a date-only end ('2026-11-22')
 * that includes that whole day, or a date-time end that ends at that minute.
 */
const stillValid = (now: string, today: string) => (eb: ExpressionBuilder<Database, 'aktuelles'>) =>
  eb.or([
    eb('datum_bis', 'is', null),
    eb.and([eb(eb.fn('length', ['datum_bis']), '=', 10), eb('datum_bis', '>=', today)]),
    eb.and([eb(eb.fn('length', ['datum_bis']), '>', 10), eb('datum_bis', '>=', now)]),
  ]);

/**
 * The reads of the news lists (the home page has two) and of a news item, compiled once per store
 * (ADR 69): the time, the category and the page are parameters; what changes the SQL (the archive,
 * a year, the sort order) is the shape.
 */
const rubrikRows = compiledRead((db: Kysely<Database>, p: { url: string }) => db.selectFrom('rubrik').selectAll().where('url', '=', p.url));

interface NewsPageShape {
  aktiv: boolean;
  jahr: boolean;
  order: Array<[field: 'datum_von' | 'sortierung' | 'titel', dir: 'ASC' | 'DESC']>;
}
interface NewsPageValues {
  rubrik: number;
  now: string;
  today: string;
  jahrVon: string;
  jahrBis: string;
  limit: number;
  offset: number;
  [name: string]: unknown;
}

/** The public items of a category with the shape's filters (the list's count and its page share it). */
function newsOf(db: Kysely<Database>, p: NewsPageValues, shape: NewsPageShape) {
  let base = db.selectFrom('aktuelles').where('rubrik_id', '=', p.rubrik).where(isPublicAt(NEWS_VISIBILITY, p.now));
  if (shape.aktiv) base = base.where(stillValid(p.now, p.today));
  if (shape.jahr) base = base.where('datum_von', '>=', p.jahrVon).where('datum_von', '<', p.jahrBis);
  return base;
}

const newsCount = compiledRead((db: Kysely<Database>, p: NewsPageValues, shape: NewsPageShape) =>
  newsOf(db, p, shape).select((eb) => eb.fn.countAll<number>().as('n')),
);

const newsPage = compiledRead((db: Kysely<Database>, p: NewsPageValues, shape: NewsPageShape) => {
  let list = newsOf(db, p, shape).select(['id', 'titel', 'slug', 'teaser', 'datum_von', 'datum_bis', 'bild', 'bild_alt']);
  for (const [field, dir] of shape.order) list = list.orderBy(field, dir === 'ASC' ? 'asc' : 'desc');
  return list.orderBy('id', 'desc').limit(p.limit).offset(p.offset);
});

export const operations = [
  implement(newsList, async ({ params, query }, ctx) => {
    const [rubrik] = await rubrikRows(db(ctx), { url: params.rubrik });
    if (!rubrik) return notFound('Unbekannte Rubrik');
    const { seite, pro_seite: proSeite, datum: jahr } = query;

    if (!query.group) {
      // The page of a list: two reads compiled once per shape (ADR 69), the time and the year as parameters.
      const shape: NewsPageShape = { aktiv: query.aktiv, jahr: !!jahr, order: query.order.map((o) => [o.field, o.dir]) };
      const values: NewsPageValues = {
        rubrik: rubrik.id,
        now: berlinNow(ctx.now()),
        today: berlinToday(ctx.now()),
        jahrVon: jahr ? `${jahr}-01-01` : '',
        jahrBis: jahr ? `${Number(jahr) + 1}-01-01` : '',
        limit: proSeite,
        offset: (seite - 1) * proSeite,
      };
      const [total] = await newsCount(db(ctx), values, shape);
      const rows = await newsPage(db(ctx), values, shape);
      const media = await ctx.bilder(rows.map((r) => r.bild));
      const data: NewsItem[] = rows.map((r) => ({
        id: r.id,
        rubrik: rubrik.url,
        titel: r.titel,
        slug: r.slug,
        teaser: r.teaser,
        datum_von: r.datum_von,
        datum_bis: r.datum_bis,
        bild: r.bild ? toBild(r.bild, r.bild_alt, media.get(r.bild)) : null,
      }));
      return { data, meta: listMeta(seite, proSeite, Number(total!.n)) };
    }

    // The year list (group): built per request, it is no read of a hot page.
    let base = db(ctx).selectFrom('aktuelles').where('rubrik_id', '=', rubrik.id).where(isPublic(NEWS_VISIBILITY, ctx.now()));
    // "aktiv" (default) leaves out items whose validity has ended; aktiv=false includes the archive.
    if (query.aktiv) base = base.where(stillValid(berlinNow(ctx.now()), berlinToday(ctx.now())));
    if (jahr) base = base.where('datum_von', '>=', `${jahr}-01-01`).where('datum_von', '<', `${Number(jahr) + 1}-01-01`);

    // The year list of the news sidebar: one entry per year with news, newest first.
    const year = sql.raw<string>(ctx.dialect.year('datum_von'));
    const rows = await base
      .select((eb) => [year.as('jahr'), eb.fn.max('datum_von').as('datum_von')])
      .groupBy(year)
      .orderBy(year, 'desc')
      .limit(proSeite)
      .offset((seite - 1) * proSeite)
      .execute();
    return { data: rows.map((r) => ({ jahr: Number(r.jahr), datum_von: r.datum_von })) };
  }),

  implement(newsDetail, async ({ params }, ctx) => {
    const data = await newsDetailOf(ctx, params.id, true);
    return data ? { data } : notFound();
  }),
];

/** A news item with its category: only a public one (shape true), or any (the desk's preview). */
const newsItemRows = compiledRead((db: Kysely<Database>, p: { id: number; now: string }, publicOnly: boolean) => {
  const q = db
    .selectFrom('aktuelles')
    .innerJoin('rubrik', 'rubrik.id', 'aktuelles.rubrik_id')
    .select([
      'aktuelles.id',
      'aktuelles.titel',
      'slug',
      'teaser',
      'text',
      'datum_von',
      'datum_bis',
      'bild',
      'bild_alt',
      'geaendert',
      'rubrik.url as rubrik',
      'rubrik.titel as rubrik_titel',
    ])
    .where('aktuelles.id', '=', p.id);
  return publicOnly ? q.where(isPublicAt({ status: 'aktuelles.status', von: 'aktuelles.datum_von' }, p.now)) : q;
});

const newsDocumentRows = compiledRead((db: Kysely<Database>, p: { id: number }) =>
  db.selectFrom('dokument').select(DOKUMENT_COLUMNS).where('aktuelles_id', '=', p.id).orderBy('sortierung').orderBy('id'),
);

/** A news item as its page shows it: only a public one, or (for the desk's preview) any. */
export async function newsDetailOf(ctx: Pick<CmsContext, 'db' | 'now' | 'bilder'>, id: number, publicOnly: boolean): Promise<NewsDetail | null> {
  const values = { id, now: berlinNow(ctx.now()) };
  const [row] = await newsItemRows(db(ctx), values, publicOnly);
  if (!row) return null;
  const docs = await newsDocumentRows(db(ctx), values);
  const media = await ctx.bilder([row.bild]);
  return {
    id: row.id,
    rubrik: row.rubrik,
    rubrik_titel: row.rubrik_titel,
    titel: row.titel,
    slug: row.slug,
    teaser: row.teaser,
    text: row.text,
    datum_von: row.datum_von,
    datum_bis: row.datum_bis,
    geaendert: row.geaendert,
    bild: row.bild ? toBild(row.bild, row.bild_alt, media.get(row.bild)) : null,
    downloads: docs.map(toDokument),
  };
}
