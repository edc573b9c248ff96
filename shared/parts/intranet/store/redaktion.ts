import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import { col, tableKind } from '../../../../server/cms/desk/table-kind';
import { germanCollator } from '../../../../server/cms/query';
import type { DeskContext } from '../../../../server/cms/desk/kind';
import { value } from '../../../../server/cms/desk/fields';
import type { IntranetNav } from '../types';
import type { intranetArchivArt, intranetArchivthemenArt, intranetRubrikenArt, intranetTexteArt } from '../desk';
import type { DeskKind, StoredItem } from '../../../../server/cms/desk/kind';
import { likePattern } from '../../../../server/cms/desk/search';
import { toDeskDokument } from '../../../../server/cms/desk/dokumente';
import { DOKUMENT_COLUMNS, toDokument } from '../../../../server/cms/files/dokument';
import { berlinToday } from '../../../format/date';
import { themen } from '../../archiv/store/api';

/**
 * The intranet's categories and texts on the editorial desk (ADR 47), made by the table builder. The
 * preview shows the intranet's own pages; their readers stay the signed-in staff (the routes' loaders).
 */
const db = (ctx: { db: Kysely<Database> }) => ctx.db;

const BOOKKEEPING = { revision: 'revision', status: 'status', von: 'sichtbar_ab', geaendert: 'geaendert' } as const;

/** The frame of a preview: the intranet's navigation as a colleague sees it (no one is named). */
async function previewNav(ctx: DeskContext): Promise<IntranetNav> {
  const rubriken = await db(ctx)
    .selectFrom('intranet_rubrik')
    .select(['id', 'url', 'titel'])
    .where('status', '=', 'veroeffentlicht')
    .orderBy('titel')
    .execute();
  return { user: { vorname: 'Vorschau', nachname: '', email: '' }, rubriken, themen: [], csrf: '' };
}

async function taken(ctx: DeskContext, table: 'intranet_rubrik' | 'intranet_text', ref: string | null, url: string, rubrik?: number) {
  let q = db(ctx).selectFrom(table).select('id').where('url', '=', url);
  if (rubrik !== undefined) q = q.where('rubrik_id' as never, '=', rubrik as never);
  if (ref) q = q.where('id', '<>', Number(ref));
  return Boolean(await q.executeTakeFirst());
}

export const rubrikKind = tableKind<typeof intranetRubrikenArt>({
  art: 'intranet-rubriken',
  table: 'intranet_rubrik',
  key: { column: 'id', type: 'integer' },
  fields: { titel: col.text('titel'), url: col.text('url'), sichtbar_ab: col.optional('sichtbar_ab') },
  bookkeeping: BOOKKEEPING,
  title: (r) => String(r.titel),
  extra: (r) => `/intranet/texte/${String(r.url)}`,
  search: ['titel', 'url'],
  address: (r) => `/intranet/texte/${String(r.url)}`,
  async check(ctx, ref, felder): Promise<Record<string, string>> {
    return (await taken(ctx, 'intranet_rubrik', ref, value(felder.url))) ? { url: 'Diese Kennung hat schon eine andere Rubrik.' } : {};
  },
  async inUse(ctx, key) {
    const r = await db(ctx)
      .selectFrom('intranet_text')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('rubrik_id', '=', Number(key))
      .executeTakeFirstOrThrow();
    const n = Number(r.n);
    return n ? `Die Rubrik enthält noch ${n} ${n === 1 ? 'Text' : 'Texte'}. Verschieben oder löschen Sie diese zuerst.` : null;
  },
  async preview(ctx, item, row) {
    const rubrik = { id: Number(row.id), url: String(row.url), titel: String(row.titel) };
    const texte = (
      await db(ctx)
        .selectFrom('intranet_text')
        .select(['id', 'titel', 'url', 'text', 'datum_von'])
        .where('rubrik_id', '=', rubrik.id)
        .orderBy('datum_von', 'desc')
        .execute()
    ).map((t) => ({ ...t, rubrik: rubrik.url, rubrik_titel: rubrik.titel }));
    const nav = await previewNav(ctx);
    if (!nav.rubriken?.some((r) => r.id === rubrik.id)) nav.rubriken = [...(nav.rubriken ?? []), rubrik];
    return { seite: 'rubrik', pfad: '/intranet/texte/', titel: item.titel, daten: { nav, rubrik, texte } };
  },
});

export const textKind = tableKind<typeof intranetTexteArt>({
  art: 'intranet-texte',
  table: 'intranet_text',
  key: { column: 'id', type: 'integer' },
  fields: {
    titel: col.text('titel'),
    rubrik: col.intOrNull('rubrik_id'),
    url: col.text('url'),
    datum: col.text('datum_von'),
    text: col.text('text'),
    sichtbar_ab: col.optional('sichtbar_ab'),
  },
  bookkeeping: BOOKKEEPING,
  title: (r) => String(r.titel),
  extra: (r) => String(r.datum_von ?? ''),
  search: ['titel', 'text'],
  order: [{ column: 'datum_von', direction: 'desc' }],
  address: () => null,
  async optionen(ctx) {
    const rows = await db(ctx).selectFrom('intranet_rubrik').select(['id', 'titel', 'status']).execute();
    return {
      rubrik: rows
        .map((r) => ({ wert: String(r.id), label: r.status === 'veroeffentlicht' ? r.titel : `${r.titel} (Entwurf)` }))
        .sort((a, b) => germanCollator.compare(a.label, b.label)),
    };
  },
  async check(ctx, ref, felder): Promise<Record<string, string>> {
    const rubrik = Number(value(felder.rubrik));
    return rubrik && (await taken(ctx, 'intranet_text', ref, value(felder.url), rubrik)) ? { url: 'Diese Kennung hat schon ein anderer Text der Rubrik.' } : {};
  },
  async preview(ctx, item, row) {
    const r = await db(ctx).selectFrom('intranet_rubrik').select(['id', 'url', 'titel']).where('id', '=', Number(row.rubrik_id)).executeTakeFirstOrThrow();
    const nav = await previewNav(ctx);
    const text = {
      id: Number(row.id),
      titel: String(row.titel),
      url: String(row.url),
      text: String(row.text),
      datum_von: String(row.datum_von),
      rubrik: r.url,
      rubrik_titel: r.titel,
    };
    return { seite: 'text', pfad: '/intranet/texte/', titel: item.titel, daten: { nav, rubrik: r, text } };
  },
});

const idOf = (ref: string) => (/^\d{1,9}$/.test(ref) ? Number(ref) : 0);
const dmy = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;

const FILTER = { gueltig_von: true, gueltig_bis: true, sortierung: 'archiv.titel', richtung: 'asc' } as const;

/** The intranet's archive topics (ADR 48); a public topic (intranet = 0) belongs to the public archive's kinds. */
const themaBase = tableKind<typeof intranetArchivthemenArt>({
  art: 'intranet-archivthemen',
  table: 'archiv_thema',
  key: { column: 'id', type: 'integer' },
  fields: { thema: col.text('thema'), sichtbar_ab: col.optional('sichtbar_ab') },
  bookkeeping: BOOKKEEPING,
  title: (r) => String(r.thema),
  extra: (r) => `/intranet/archiv/${String(r.id)}`,
  search: ['thema'],
  address: (r) => `/intranet/archiv/${String(r.id)}`,
  computed: () => ({ intranet: 1 }),
  async inUse(ctx, key) {
    const r = await db(ctx)
      .selectFrom('archiv')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('thema_id', '=', Number(key))
      .executeTakeFirstOrThrow();
    const n = Number(r.n);
    return n ? `Das Archivthema enthält noch ${n} ${n === 1 ? 'Eintrag' : 'Einträge'}. Verschieben oder löschen Sie diese zuerst.` : null;
  },
  async preview(ctx, item, row) {
    const id = Number(row.id);
    const thema = (
      await themen(ctx, { themen_id: [id], archiv_id: [], gueltig_von: true, gueltig_bis: true, order: [{ field: 'archiv.titel', dir: 'ASC' }] }, true)
    )[0];
    const nav = await previewNav(ctx);
    return { seite: 'thema', pfad: '/intranet/texte/', titel: item.titel, daten: { nav, id, titel: item.titel, entries: thema?.archiv ?? [], filter: FILTER } };
  },
});

const isIntranetTopic = async (ctx: { db: Kysely<Database> }, ref: string) =>
  /^\d{1,9}$/.test(ref) &&
  Boolean(await db(ctx).selectFrom('archiv_thema').select('id').where('id', '=', Number(ref)).where('intranet', '=', 1).executeTakeFirst());

export const archivThemaKind: DeskKind<typeof intranetArchivthemenArt> = {
  ...themaBase,
  async list(ctx, suche) {
    const ids = new Set((await db(ctx).selectFrom('archiv_thema').select('id').where('intranet', '=', 1).execute()).map((r) => String(r.id)));
    return (await themaBase.list(ctx, suche)).filter((r) => ids.has(r.ref));
  },
  async load(ctx, ref) {
    return (await isIntranetTopic(ctx, ref)) ? themaBase.load(ctx, ref) : null;
  },
  async write(ctx, ref, felder, gespeichert, from, to) {
    if (ref !== null && !(await isIntranetTopic(ctx, ref))) return null;
    return themaBase.write(ctx, ref, felder, gespeichert, from, to);
  },
  async remove(ctx, ref) {
    if (await isIntranetTopic(ctx, ref)) await themaBase.remove(ctx, ref);
  },
};

/** An entry of the intranet's archive (a row of `archiv` whose topic has intranet = 1), or none. */
const entryOf = (ctx: { db: Kysely<Database> }, id: number) =>
  db(ctx)
    .selectFrom('archiv as a')
    .innerJoin('archiv_thema as t', 't.id', 'a.thema_id')
    .selectAll('a')
    .select('t.thema')
    .where('a.id', '=', id)
    .where('t.intranet', '=', 1)
    .executeTakeFirst();

const dokumenteOf = (ctx: { db: Kysely<Database> }, id: number) =>
  db(ctx).selectFrom('dokument').select(DOKUMENT_COLUMNS).where('archiv_id', '=', id).orderBy('sortierung').orderBy('id').execute();

/**
 * The entries of the intranet's archive topics on the desk (ADR 48): the archive part's rows and
 * downloads, as the public archive's kinds keep them, but of the intranet's topics only, and their
 * downloads are internal (the intranet's download with the session, never the public one or the search).
 */
export const archivEintragKind: DeskKind<typeof intranetArchivArt> = {
  art: 'intranet-archiv',
  dokumente: 'archiv_id',
  dokumenteIntern: true,
  async list(ctx, suche) {
    let q = db(ctx)
      .selectFrom('archiv as a')
      .innerJoin('archiv_thema as t', 't.id', 'a.thema_id')
      .select(['a.id', 'a.titel', 'a.status', 'a.gueltig_von', 'a.gueltig_bis', 't.thema'])
      .where('t.intranet', '=', 1);
    if (suche)
      q = q.where((eb) =>
        eb.or([eb('a.titel', ctx.dialect.likeAnyCase, likePattern(suche)), eb('a.beschreibung', ctx.dialect.likeAnyCase, likePattern(suche))]),
      );
    const rows = await q.orderBy('a.gueltig_von', 'desc').orderBy('a.id', 'desc').execute();
    return rows.map((r) => ({
      ref: String(r.id),
      titel: r.titel,
      zusatz: `${r.thema}, gültig ab ${dmy(r.gueltig_von)}${r.gueltig_bis ? ` bis ${dmy(r.gueltig_bis)}` : ''}`,
      gespeichert: r.status === 'veroeffentlicht' ? ('veroeffentlicht' as const) : ('entwurf' as const),
      von: r.gueltig_von,
      bis: r.gueltig_bis,
    }));
  },
  async load(ctx, ref): Promise<StoredItem | null> {
    const r = idOf(ref) ? await entryOf(ctx, idOf(ref)) : undefined;
    if (!r) return null;
    return {
      ref: String(r.id),
      titel: r.titel,
      revision: r.revision,
      gespeichert: r.status === 'veroeffentlicht' ? 'veroeffentlicht' : 'entwurf',
      felder: { titel: r.titel, thema: String(r.thema_id), beschreibung: r.beschreibung ?? '', gueltig_von: r.gueltig_von, gueltig_bis: r.gueltig_bis ?? '' },
      adresse: `/intranet/archiv/${r.thema_id}`,
    };
  },
  async template(ctx) {
    return { gueltig_von: berlinToday(ctx.now()) };
  },
  async optionen(ctx) {
    const rows = await db(ctx).selectFrom('archiv_thema').select(['id', 'thema', 'status']).where('intranet', '=', 1).execute();
    return {
      thema: rows
        .map((r) => ({ wert: String(r.id), label: r.status === 'veroeffentlicht' ? r.thema : `${r.thema} (Entwurf)` }))
        .sort((a, b) => germanCollator.compare(a.label, b.label)),
    };
  },
  async check(ctx, _ref, felder): Promise<Record<string, string>> {
    const thema = Number(value(felder.thema));
    if (!thema) return {};
    const ok = thema && (await db(ctx).selectFrom('archiv_thema').select('id').where('id', '=', thema).where('intranet', '=', 1).executeTakeFirst());
    return ok ? {} : { thema: 'Bitte wählen Sie ein Archivthema des Intranets.' };
  },
  async write(ctx, ref, felder, gespeichert, from, to) {
    const columns = {
      titel: value(felder.titel),
      thema_id: Number(value(felder.thema)),
      beschreibung: value(felder.beschreibung) || null,
      gueltig_von: value(felder.gueltig_von),
      gueltig_bis: value(felder.gueltig_bis) || null,
      status: gespeichert,
      revision: to,
    };
    if (ref === null) {
      const r = await db(ctx).insertInto('archiv').values(columns).returning('id').executeTakeFirstOrThrow();
      return String(r.id);
    }
    if (!(await entryOf(ctx, idOf(ref)))) return null;
    const res = await db(ctx).updateTable('archiv').set(columns).where('id', '=', idOf(ref)).where('revision', '=', from).executeTakeFirst();
    return Number(res.numUpdatedRows) === 1 ? ref : null;
  },
  async remove(ctx, ref) {
    if (!(await entryOf(ctx, idOf(ref)))) return;
    await db(ctx).deleteFrom('dokument').where('archiv_id', '=', idOf(ref)).execute();
    await db(ctx).deleteFrom('archiv').where('id', '=', idOf(ref)).execute();
  },
  async preview(ctx, item) {
    // The topic's page as it will be: today's valid entries with this one among them.
    const id = idOf(item.ref);
    const themaId = Number(value(item.felder.thema));
    const thema = (
      await themen(ctx, { themen_id: [themaId], archiv_id: [], gueltig_von: true, gueltig_bis: true, order: [{ field: 'archiv.titel', dir: 'ASC' }] }, true)
    )[0];
    const own = {
      id,
      titel: value(item.felder.titel),
      beschreibung: value(item.felder.beschreibung) || null,
      gueltig_von: value(item.felder.gueltig_von),
      gueltig_bis: value(item.felder.gueltig_bis) || null,
      dokumente: (await dokumenteOf(ctx, id)).map(toDokument),
    };
    const entries = [...(thema?.archiv ?? []).filter((a) => a.id !== id), own].sort((a, b) => germanCollator.compare(a.titel, b.titel));
    const nav = await previewNav(ctx);
    const titel = thema?.thema ?? 'Archiv';
    return {
      seite: 'archiv',
      pfad: '/intranet/texte/',
      titel: item.titel,
      daten: { nav, id: themaId, titel, entries, filter: FILTER },
    };
  },
  async listDokumente(ctx, ref) {
    return (await dokumenteOf(ctx, idOf(ref))).map(toDeskDokument);
  },
};

export const intranetKinds = [rubrikKind, textKind, archivThemaKind, archivEintragKind];
