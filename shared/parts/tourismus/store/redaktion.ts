import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import { makeSlug } from '../../../format/slug-id';
import { col, tableKind, type Column } from '../../../../server/cms/desk/table-kind';
import type { DeskContext } from '../../../../server/cms/desk/kind';
import { value } from '../../../../server/cms/desk/fields';
import type { unterkuenfteArt, wanderwegeArt } from '../desk';
import { UNTERKUENFTE_PATH, wanderwegPath } from '../paths';
import { osmEmbedUrl, osmPageUrl, tourPageUrl } from '../../../components/consent/providers';
import { unterkunftOf, wanderwegOf } from './api';
import type { TourismusTables } from './schema';

/**
 * Tourism on the editorial desk (ADR 47), made by the table builder: accommodation and hiking routes,
 * each previewed on its public page (the hosts' list, the route's own page).
 */
const db = (ctx: { db: Kysely<Database> }) => ctx.db;

const BOOKKEEPING = { revision: 'revision', status: 'status', von: 'sichtbar_ab', geaendert: 'geaendert' } as const;

/** A decimal number typed with a comma or a point ("12,5"), NULL when empty. */
const decimal = (column: string): Column => ({
  column,
  write: (v) => (value(v) ? Number(value(v).replace(',', '.')) : null),
  read: (stored) => (stored === null || stored === undefined ? '' : String(stored).replace('.', ',')),
});

export const unterkunftKind = tableKind<typeof unterkuenfteArt>({
  art: 'unterkuenfte',
  table: 'unterkunft',
  key: { column: 'id', type: 'integer' },
  fields: {
    name: col.text('name'),
    art: col.text('art'),
    sterne: col.intOrNull('sterne'),
    betten: col.int('betten'),
    lage: col.text('adr_location'),
    strasse: col.text('adr_street'),
    plz: col.text('adr_zip'),
    ort: col.text('adr_city'),
    telefon: col.text('telefon'),
    email: col.optional('email'),
    web: col.optional('web'),
    text: col.text('text'),
    sichtbar_ab: col.optional('sichtbar_ab'),
  },
  bookkeeping: BOOKKEEPING,
  title: (r) => String(r.name),
  extra: (r) => String(r.art ?? ''),
  search: ['name', 'adr_location', 'adr_city', 'text'],
  address: () => UNTERKUENFTE_PATH,
  async preview(_ctx, item, row) {
    const u = unterkunftOf(row as unknown as Selectable<TourismusTables['unterkunft']>);
    return {
      seite: 'unterkuenfte',
      pfad: UNTERKUENFTE_PATH,
      titel: item.titel,
      daten: { seiteInhalt: null, items: [u], art: null, seite: 1, seiten: 1, gesamt: 1, bookingSrc: null },
    };
  },
});

async function setSlug(ctx: DeskContext, key: number, titel: string) {
  await db(ctx)
    .updateTable('wanderweg')
    .set({ slug: makeSlug(titel, key) })
    .where('id', '=', key)
    .execute();
}

export const wanderwegKind = tableKind<typeof wanderwegeArt>({
  art: 'wanderwege',
  table: 'wanderweg',
  key: { column: 'id', type: 'integer' },
  fields: {
    titel: col.text('titel'),
    laenge: decimal('laenge_km'),
    hoehenmeter: col.int('hoehenmeter'),
    dauer: col.int('dauer_min'),
    schwierigkeit: col.text('schwierigkeit'),
    start: col.text('start'),
    breite: decimal('start_lat'),
    laengengrad: decimal('start_lon'),
    text: col.text('text'),
    tourenportal: col.optional('tourenportal_id'),
    sichtbar_ab: col.optional('sichtbar_ab'),
  },
  bookkeeping: BOOKKEEPING,
  title: (r) => String(r.titel),
  extra: (r) => `${String(r.laenge_km).replace('.', ',')} km, ${String(r.schwierigkeit)}`,
  search: ['titel', 'start', 'text'],
  // The slug holds the id (spec §9): a new row gets it right after its insert, in the same transaction.
  computed: (felder, _ctx, ref) => ({ slug: makeSlug(value(felder.titel), ref ? Number(ref) : 0) }),
  afterWrite: (ctx, key, felder) => setSlug(ctx, Number(key), value(felder.titel)),
  address: (r) => wanderwegPath(String(r.slug)),
  async check(_ctx, _ref, felder): Promise<Record<string, string>> {
    const lat = value(felder.breite);
    const lon = value(felder.laengengrad);
    const fehler: Record<string, string> = {};
    if (Boolean(lat) !== Boolean(lon))
      fehler[lat ? 'laengengrad' : 'breite'] = 'Für die Karte braucht der Startpunkt Breite und Länge, oder keines von beiden.';
    if (lat && Math.abs(Number(lat.replace(',', '.'))) > 90) fehler.breite = 'Die Breite liegt zwischen -90 und 90 Grad.';
    if (lon && Math.abs(Number(lon.replace(',', '.'))) > 180) fehler.laengengrad = 'Die Länge liegt zwischen -180 und 180 Grad.';
    return fehler;
  },
  async preview(_ctx, item, row) {
    const w = wanderwegOf(row as unknown as Selectable<TourismusTables['wanderweg']>);
    return {
      seite: 'wanderweg',
      pfad: '/gaeste/wandern-walken/',
      titel: item.titel,
      daten: {
        item: w,
        tourSrc: null,
        tourHref: w.tourenportal_id ? tourPageUrl(w.tourenportal_id) : null,
        map: w.start_geo ? { src: osmEmbedUrl(w.start_geo.lat, w.start_geo.lon), href: osmPageUrl(w.start_geo.lat, w.start_geo.lon) } : null,
      },
    };
  },
});

export const tourismusKinds = [unterkunftKind, wanderwegKind];
