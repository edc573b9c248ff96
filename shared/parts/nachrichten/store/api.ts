import { sql } from 'kysely';
import { newsDetail, newsList, type NewsDetail, type NewsItem } from '../contract';
import { isPublic } from '../../../../server/cms/visibility';
import { implement, notFound, type CmsContext } from '../../../../server/cms/contract/implement';
import { berlinNow, berlinToday, listMeta } from '../../../../server/cms/query';
import { toBild } from '../../../../server/cms/media/media';
import { DOKUMENT_COLUMNS, toDokument } from '../../../../server/cms/files/dokument';
import { NEWS_VISIBILITY } from './schema';

const db = (ctx: Pick<CmsContext, 'db'>) => ctx.db;

export const operations = [
  implement(newsList, async ({ params, query }, ctx) => {
    const rubrik = await db(ctx).selectFrom('rubrik').selectAll().where('url', '=', params.rubrik).executeTakeFirst();
    if (!rubrik) return notFound('Unbekannte Rubrik');
    const { seite, pro_seite: proSeite, datum: jahr } = query;

    let base = db(ctx).selectFrom('aktuelles').where('rubrik_id', '=', rubrik.id).where(isPublic(NEWS_VISIBILITY, ctx.now()));
    // "aktiv" (default) leaves out items whose validity has ended; aktiv=false includes the archive.
    // A date-only end ('2026-11-22') includes that whole day; a date-time end ends at that minute.
    if (query.aktiv) {
      const today = berlinToday(ctx.now());
      const current = berlinNow(ctx.now());
      base = base.where((eb) =>
        eb.or([
          eb('datum_bis', 'is', null),
          eb.and([eb(eb.fn('length', ['datum_bis']), '=', 10), eb('datum_bis', '>=', today)]),
          eb.and([eb(eb.fn('length', ['datum_bis']), '>', 10), eb('datum_bis', '>=', current)]),
        ]),
      );
    }
    if (jahr) base = base.where('datum_von', '>=', `${jahr}-01-01`).where('datum_von', '<', `${Number(jahr) + 1}-01-01`);

    if (query.group) {
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
    }

    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    let list = base.select(['id', 'titel', 'slug', 'teaser', 'datum_von', 'datum_bis', 'bild', 'bild_alt']);
    for (const o of query.order) list = list.orderBy(o.field, o.dir === 'ASC' ? 'asc' : 'desc');
    const rows = await list
      .orderBy('id', 'desc')
      .limit(proSeite)
      .offset((seite - 1) * proSeite)
      .execute();
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
    return { data, meta: listMeta(seite, proSeite, Number(total.n)) };
  }),

  implement(newsDetail, async ({ params }, ctx) => {
    const data = await newsDetailOf(ctx, params.id, true);
    return data ? { data } : notFound();
  }),
];

/** A news item as its page shows it: only a public one, or (for the desk's preview) any. */
export async function newsDetailOf(ctx: Pick<CmsContext, 'db' | 'now' | 'bilder'>, id: number, publicOnly: boolean): Promise<NewsDetail | null> {
  let q = db(ctx)
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
    .where('aktuelles.id', '=', id);
  if (publicOnly) q = q.where(isPublic({ status: 'aktuelles.status', von: 'aktuelles.datum_von' }, ctx.now()));
  const row = await q.executeTakeFirst();
  if (!row) return null;
  const docs = await db(ctx).selectFrom('dokument').select(DOKUMENT_COLUMNS).where('aktuelles_id', '=', id).orderBy('sortierung').orderBy('id').execute();
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
