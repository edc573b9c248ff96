import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import { berlinNow } from '../../../format/date';
import { makeSlug } from '../../../format/slug-id';
import { newsDetailPath } from '../../../site/news-paths';
import type { nachrichtenArt } from '../desk';
import type { DeskKind, Felder, StoredItem } from '../../../../server/cms/desk/kind';
import { value } from '../../../../server/cms/desk/fields';
import { likePattern } from '../../../../server/cms/desk/search';
import { toDeskDokument } from '../../../../server/cms/desk/dokumente';
import { DOKUMENT_COLUMNS } from '../../../../server/cms/files/dokument';
import { newsDetailOf } from './api';

const COLUMNS = [
  'aktuelles.id',
  'aktuelles.titel',
  'slug',
  'teaser',
  'text',
  'datum_von',
  'datum_bis',
  'bild',
  'bild_alt',
  'status',
  'revision',
  'rubrik.url as rubrik',
] as const;

async function loadRow(ctx: { db: Kysely<Database> }, id: number) {
  return ctx.db
    .selectFrom('aktuelles')
    .innerJoin('rubrik', 'rubrik.id', 'aktuelles.rubrik_id')
    .select(COLUMNS)
    .where('aktuelles.id', '=', id)
    .executeTakeFirst();
}

const toItem = (r: NonNullable<Awaited<ReturnType<typeof loadRow>>>): StoredItem => ({
  ref: String(r.id),
  titel: r.titel,
  revision: r.revision,
  gespeichert: r.status === 'veroeffentlicht' ? 'veroeffentlicht' : 'entwurf',
  felder: {
    rubrik: r.rubrik,
    titel: r.titel,
    teaser: r.teaser,
    text: r.text,
    bild: r.bild ?? '',
    bild_alt: r.bild_alt ?? '',
    datum_von: r.datum_von,
    datum_bis: r.datum_bis ?? '',
  },
  adresse: newsDetailPath(r.rubrik, r.slug),
});

const idOf = (ref: string) => (/^\d{1,9}$/.test(ref) ? Number(ref) : 0);

/** News of every category on the editorial desk (ADR 16). */
export const newsKind: DeskKind<typeof nachrichtenArt> = {
  art: 'nachrichten',
  dokumente: 'aktuelles_id',

  async list(ctx, suche) {
    let q = ctx.db
      .selectFrom('aktuelles')
      .innerJoin('rubrik', 'rubrik.id', 'aktuelles.rubrik_id')
      .select(['aktuelles.id', 'aktuelles.titel', 'datum_von', 'status', 'rubrik.titel as rubrik_titel']);
    if (suche) {
      const like = likePattern(suche);
      q = q.where((eb) =>
        eb.or([eb('aktuelles.titel', ctx.dialect.likeAnyCase, like), eb('teaser', ctx.dialect.likeAnyCase, like), eb('text', ctx.dialect.likeAnyCase, like)]),
      );
    }
    const rows = await q.orderBy('datum_von', 'desc').orderBy('aktuelles.id', 'desc').execute();
    return rows.map((r) => ({
      ref: String(r.id),
      titel: r.titel,
      zusatz: `${r.rubrik_titel} · ${r.datum_von.slice(8, 10)}.${r.datum_von.slice(5, 7)}.${r.datum_von.slice(0, 4)}`,
      gespeichert: r.status === 'veroeffentlicht' ? 'veroeffentlicht' : 'entwurf',
      von: r.datum_von,
      bis: null,
    }));
  },

  async load(ctx, ref) {
    const r = idOf(ref) ? await loadRow(ctx, idOf(ref)) : undefined;
    return r ? toItem(r) : null;
  },

  async template() {
    return { rubrik: 'buergernachrichten', datum_von: '', datum_bis: '', titel: '', teaser: '', text: '', bild: '', bild_alt: '' };
  },

  async optionen(ctx) {
    const rubriken = await ctx.db.selectFrom('rubrik').select(['url', 'titel']).orderBy('titel').execute();
    // Who an item of the category reaches by e-mail (the alerts part's subscriptions, ADR 50): the
    // editor sees it before publishing. Counts only, never an address.
    const abos = await ctx.db
      .selectFrom('abo')
      .innerJoin('abo_person', 'abo_person.id', 'abo.person_id')
      .select(['abo.bezug', (eb) => eb.fn.countAll<number>().as('n')])
      .where('abo.thema', '=', 'nachrichten')
      .where('abo.status', '=', 'aktiv')
      .where('abo_person.pausiert', 'is', null)
      .groupBy('abo.bezug')
      .execute();
    const count = new Map(abos.map((a) => [a.bezug, Number(a.n)]));
    const per = (url: string) => {
      const n = count.get(url) ?? 0;
      return n ? ` (per E-Mail an ${n} ${n === 1 ? 'Person' : 'Personen'})` : '';
    };
    return { rubrik: rubriken.map((r) => ({ wert: r.url, label: `${r.titel}${per(r.url)}` })) };
  },

  async write(ctx, ref, felder: Felder, gespeichert, from, to) {
    const rubrik = await ctx.db.selectFrom('rubrik').select('id').where('url', '=', value(felder.rubrik)).executeTakeFirstOrThrow();
    const titel = value(felder.titel);
    const bild = value(felder.bild) || null;
    const columns = {
      rubrik_id: rubrik.id,
      titel,
      teaser: value(felder.teaser),
      text: value(felder.text),
      // Without a date the item is dated by its save (and so appears at once when published).
      datum_von: value(felder.datum_von) || berlinNow(ctx.now()),
      datum_bis: value(felder.datum_bis) || null,
      bild,
      bild_alt: bild ? value(felder.bild_alt) : null,
      status: gespeichert,
      revision: to,
      geaendert: ctx
        .now()
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z'),
    };
    if (ref === null) {
      const inserted = await ctx.db
        .insertInto('aktuelles')
        .values({ ...columns, slug: 'neu' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(inserted.id);
      await ctx.db
        .updateTable('aktuelles')
        .set({ slug: makeSlug(titel, id) })
        .where('id', '=', id)
        .execute();
      return String(id);
    }
    const id = idOf(ref);
    const res = await ctx.db
      .updateTable('aktuelles')
      .set({ ...columns, slug: makeSlug(titel, id) })
      .where('id', '=', id)
      .where('revision', '=', from)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1 ? ref : null;
  },

  async remove(ctx, ref) {
    await ctx.db.deleteFrom('dokument').where('aktuelles_id', '=', idOf(ref)).execute();
    await ctx.db.deleteFrom('aktuelles').where('id', '=', idOf(ref)).execute();
  },

  async preview(ctx, item) {
    const detail = await newsDetailOf(ctx, idOf(item.ref), false);
    return { seite: 'nachricht', pfad: item.adresse ?? '/rathaus/buergernachrichten/', titel: item.titel, daten: { item: detail } };
  },

  async listDokumente(ctx, ref) {
    const rows = await ctx.db
      .selectFrom('dokument')
      .select(DOKUMENT_COLUMNS)
      .where('aktuelles_id', '=', idOf(ref))
      .orderBy('sortierung')
      .orderBy('id')
      .execute();
    return rows.map(toDeskDokument);
  },
};
