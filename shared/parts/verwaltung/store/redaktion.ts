import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import { makeSlug } from '../../../format/slug-id';
import { letterOf, paths } from '../../../site/paths';
import { col, slotField, tableKind, type Column } from '../../../../server/cms/desk/table-kind';
import { germanCollator } from '../../../../server/cms/query';
import type { DeskContext, DeskKind, Felder } from '../../../../server/cms/desk/kind';
import { value } from '../../../../server/cms/desk/fields';
import { storePdf } from '../../../../server/cms/desk/uploads';
import { STELLEN } from '../stellen';
import type { aemterArt, formulareArt, lebenslagenArt, mitarbeiterArt, verfahrenArt } from '../desk';
import { toSidebar } from '../wegweiser.server';
import { amtDetailOf, lebenslageDetailOf, mitarbeiterDetailOf, verfahrenDetailOf } from './api';
import type { VerwaltungTables } from './schema';

/**
 * The town hall's kinds on the editorial desk (ADR 43), made by the table builder: offices, staff
 * (with their offices, functions, rooms, phones and e-mail addresses), procedures (with the office
 * responsible, contacts and forms), life situations (with their procedures) and forms (a PDF each).
 */
const db = (ctx: { db: Kysely<Database> }) => ctx.db;

const BOOKKEEPING = { revision: 'revision', status: 'status', von: 'sichtbar_ab', geaendert: 'geaendert' } as const;
const DRAFT = ' (Entwurf)';
const label = (titel: string, status: string) => (status === 'veroeffentlicht' ? titel : `${titel}${DRAFT}`);
const byLabel = (a: { label: string }, b: { label: string }) => germanCollator.compare(a.label, b.label);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The offices as choices; `leer` labels the empty choice of a field that may stay empty (a select shows its first option otherwise). */
async function aemter(ctx: DeskContext, leer?: string) {
  const rows = await db(ctx).selectFrom('amt').select(['id', 'titel', 'status']).execute();
  const list = rows.map((r) => ({ wert: String(r.id), label: label(r.titel, r.status) })).sort(byLabel);
  return leer ? [{ wert: '', label: leer }, ...list] : list;
}

async function count(ctx: DeskContext, table: keyof VerwaltungTables, column: string, key: number): Promise<number> {
  const r = await db(ctx)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(sql.ref(column), '=', key)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Columns of the form's rows that the table keeps with the id in them. */
async function setSlug(ctx: DeskContext, table: 'amt' | 'verfahren' | 'mitarbeiter', key: number, title: string) {
  await db(ctx)
    .updateTable(table)
    .set({ slug: makeSlug(title, key) })
    .where('id', '=', key)
    .execute();
}

export const amtKind = tableKind<typeof aemterArt>({
  art: 'aemter',
  table: 'amt',
  key: { column: 'id', type: 'integer' },
  fields: {
    titel: col.text('titel'),
    uebergeordnet: col.intOrNull('uebergeordnet'),
    beschreibung: col.text('beschreibung'),
    aufgaben: col.lines('aufgaben'),
    gebaeude: col.text('gebaeude'),
    strasse: col.text('strasse'),
    plz: col.text('plz'),
    ort: col.text('ort'),
    telefon: col.text('telefon'),
    telefax: col.optional('telefax'),
    email: col.text('email'),
    oeffnungszeiten: col.lines('oeffnungszeiten'),
    sichtbar_ab: col.optional('sichtbar_ab'),
  },
  bookkeeping: BOOKKEEPING,
  title: (r) => String(r.titel),
  extra: (r) => String(r.gebaeude ?? ''),
  search: ['titel', 'beschreibung', 'aufgaben'],
  computed: (felder) => ({ slug: makeSlug(value(felder.titel), 0) }),
  afterWrite: (ctx, key, felder) => setSlug(ctx, 'amt', Number(key), value(felder.titel)),
  address: (r) => paths.amt(Number(r.id), String(r.titel)),
  async optionen(ctx) {
    return { uebergeordnet: await aemter(ctx, 'keinem (eigenständiges Amt)') };
  },
  async check(ctx, ref, felder): Promise<Record<string, string>> {
    const parent = value(felder.uebergeordnet);
    if (!ref || !parent) return {};
    // No office above itself, directly or through its own Sachgebiete.
    let at: number | null = Number(parent);
    for (let i = 0; at !== null && i < 50; i++) {
      if (at === Number(ref)) return { uebergeordnet: 'Ein Amt kann nicht zu sich selbst oder zu einem seiner Sachgebiete gehören.' };
      const up = await db(ctx).selectFrom('amt').select('uebergeordnet').where('id', '=', at).executeTakeFirst();
      at = up?.uebergeordnet ?? null;
    }
    return {};
  },
  async inUse(ctx, key) {
    const id = Number(key);
    const [leistungen, formulare, unter, personen] = await Promise.all([
      count(ctx, 'verfahren', 'amt_id', id),
      count(ctx, 'formular', 'amt_id', id),
      count(ctx, 'amt', 'uebergeordnet', id),
      count(ctx, 'mitarbeiter_amt', 'amt_id', id),
    ]);
    const named = [
      leistungen && plural(leistungen, 'Leistung', 'Leistungen'),
      formulare && plural(formulare, 'Formular', 'Formulare'),
      unter && plural(unter, 'Sachgebiet', 'Sachgebiete'),
      personen && plural(personen, 'Person', 'Personen'),
    ].filter(Boolean);
    return named.length
      ? `Das Amt wird noch genannt von: ${named.join(', ')}. Ordnen Sie diese zuerst einem anderen Amt zu; dann lässt es sich löschen.`
      : null;
  },
  async preview(ctx, item) {
    const amt = await amtDetailOf(ctx as never, Number(item.ref), true);
    return { seite: 'amt', pfad: '/rathaus/fachaemter/', titel: item.titel, daten: { bereich: 'rathaus', amt } };
  },
});

/** One of a person's offices (a row of `mitarbeiter_amt`): the group `amt_a_…`, `amt_b_…` of the form. */
const STELLE: Record<string, Column> = {
  amt: col.intOrNull('amt_id'),
  funktion: col.text('funktion'),
  zimmer: col.text('zimmer'),
  telefon: col.text('telefon'),
  telefax: col.optional('telefax'),
  email: col.text('email'),
};

export const mitarbeiterKind = tableKind<typeof mitarbeiterArt>({
  art: 'mitarbeiter',
  table: 'mitarbeiter',
  key: { column: 'id', type: 'integer' },
  fields: {
    anrede: col.text('anrede'),
    titel: col.optional('titel'),
    vorname: col.text('vorname'),
    nachname: col.text('nachname'),
    sichtbar_ab: col.optional('sichtbar_ab'),
  },
  bookkeeping: BOOKKEEPING,
  title: (r) => [r.titel, r.vorname, r.nachname].filter(Boolean).join(' '),
  search: ['titel', 'vorname', 'nachname'],
  order: [
    { column: 'nachname', direction: 'asc' },
    { column: 'vorname', direction: 'asc' },
  ],
  computed: (felder) => ({ slug: makeSlug(`${value(felder.vorname)} ${value(felder.nachname)}`, 0) }),
  afterWrite: (ctx, key, felder) => setSlug(ctx, 'mitarbeiter', Number(key), `${value(felder.vorname)} ${value(felder.nachname)}`),
  children: [{ table: 'mitarbeiter_amt', parent: 'mitarbeiter_id', prefix: 'amt', slots: STELLEN, required: 'amt', order: 'sortierung', columns: STELLE }],
  address: (r) => paths.mitarbeiter(Number(r.id), String(r.vorname), String(r.nachname)),
  async optionen(ctx) {
    const [first, further] = await Promise.all([aemter(ctx), aemter(ctx, 'kein weiteres Amt')]);
    return Object.fromEntries(Array.from({ length: STELLEN }, (_, i) => [slotField('amt', i, 'amt'), i === 0 ? first : further]));
  },
  async check(_ctx, _ref, felder): Promise<Record<string, string>> {
    const fehler: Record<string, string> = {};
    const seen = new Set<string>();
    for (let n = 0; n < STELLEN; n++) {
      const f = (name: string) => slotField('amt', n, name);
      const amt = value(felder[f('amt')]);
      const rest = ['funktion', 'zimmer', 'telefon', 'telefax', 'email'].some((name) => value(felder[f(name)]));
      if (!amt && rest) fehler[f('amt')] = 'Bitte wählen Sie das Amt, zu dem diese Angaben gehören.';
      else if (amt && seen.has(amt)) fehler[f('amt')] = 'Dieses Amt ist schon oben gewählt. Jedes Amt nur einmal, bitte.';
      else if (amt && !value(felder[f('funktion')])) fehler[f('funktion')] = 'Bitte geben Sie die Funktion in diesem Amt an.';
      if (amt) seen.add(amt);
    }
    return fehler;
  },
  async preview(ctx, item) {
    const person = await mitarbeiterDetailOf(ctx as never, Number(item.ref), true);
    return { seite: 'mitarbeiter', pfad: '/rathaus/mitarbeiter/', titel: item.titel, daten: { bereich: 'rathaus', person } };
  },
});

/** Keywords: a JSON list, edited one per line (as the offices' tasks). */
const LINES = col.lines;

export const verfahrenKind = tableKind<typeof verfahrenArt>({
  art: 'verfahren',
  table: 'verfahren',
  key: { column: 'id', type: 'integer' },
  fields: {
    titel: col.text('titel'),
    kurztext: col.text('kurztext'),
    text: col.text('text'),
    gebuehren: col.text('gebuehren'),
    amt_id: col.intOrNull('amt_id'),
    online: col.optional('online'),
    stichworte: LINES('stichworte'),
    sichtbar_ab: col.optional('sichtbar_ab'),
  },
  bookkeeping: BOOKKEEPING,
  title: (r) => String(r.titel),
  extra: (r) => String(r.kurztext ?? '').slice(0, 80),
  search: ['titel', 'kurztext', 'text', 'stichworte'],
  computed: (felder) => ({ slug: makeSlug(value(felder.titel), 0), buchstabe: letterOf(value(felder.titel)) }),
  afterWrite: (ctx, key, felder) => setSlug(ctx, 'verfahren', Number(key), value(felder.titel)),
  links: [
    { field: 'mitarbeiter', table: 'verfahren_mitarbeiter', parent: 'verfahren_id', other: 'mitarbeiter_id', order: 'sortierung' },
    { field: 'formulare', table: 'verfahren_formular', parent: 'verfahren_id', other: 'formular_id' },
  ],
  address: (r) => paths.verfahren(Number(r.id), String(r.titel)),
  async optionen(ctx) {
    const [personen, formulare] = await Promise.all([
      db(ctx).selectFrom('mitarbeiter').select(['id', 'vorname', 'nachname', 'status']).execute(),
      db(ctx).selectFrom('formular').select(['id', 'titel', 'status']).execute(),
    ]);
    return {
      amt_id: await aemter(ctx),
      mitarbeiter: personen.map((p) => ({ wert: String(p.id), label: label(`${p.nachname}, ${p.vorname}`, p.status) })).sort(byLabel),
      formulare: formulare.map((f) => ({ wert: String(f.id), label: label(f.titel, f.status) })).sort(byLabel),
    };
  },
  async preview(ctx, item) {
    const detail = await verfahrenDetailOf(ctx as never, Number(item.ref), true);
    if (!detail) throw new Error(`Leistung ${item.ref} fehlt`);
    const { sidebar, ...verfahren } = detail;
    return {
      seite: 'verfahren',
      pfad: '/rathaus/wegweiser/verfahren/',
      titel: item.titel,
      daten: { bereich: 'rathaus', verfahren, sidebar: toSidebar(sidebar, 'rathaus') },
    };
  },
});

export const lebenslageKind = tableKind<typeof lebenslagenArt>({
  art: 'lebenslagen',
  table: 'lebenslage',
  key: { column: 'id', type: 'integer' },
  fields: {
    titel: col.text('titel'),
    url: col.text('url'),
    beschreibung: col.text('beschreibung'),
    sortierung: col.int('sortierung'),
    sichtbar_ab: col.optional('sichtbar_ab'),
  },
  bookkeeping: BOOKKEEPING,
  title: (r) => String(r.titel),
  extra: (r) => `/rathaus/wegweiser/${r.url}`,
  search: ['titel', 'beschreibung'],
  order: [
    { column: 'sortierung', direction: 'asc' },
    { column: 'titel', direction: 'asc' },
  ],
  links: [{ field: 'verfahren', table: 'lebenslage_verfahren', parent: 'lebenslage_id', other: 'verfahren_id', order: 'sortierung' }],
  address: (r) => paths.lebenslage(String(r.url)),
  async template(ctx) {
    const r = await db(ctx)
      .selectFrom('lebenslage')
      .select((eb) => eb.fn.max('sortierung').as('s'))
      .executeTakeFirst();
    return { sortierung: String(Number(r?.s ?? 0) + 10) };
  },
  async optionen(ctx) {
    const rows = await db(ctx).selectFrom('verfahren').select(['id', 'titel', 'status']).execute();
    return { verfahren: rows.map((v) => ({ wert: String(v.id), label: label(v.titel, v.status) })).sort(byLabel) };
  },
  async check(ctx, ref, felder): Promise<Record<string, string>> {
    const url = value(felder.url);
    if (!url) return {};
    const other = await db(ctx).selectFrom('lebenslage').select('id').where('url', '=', url).executeTakeFirst();
    return other && String(other.id) !== ref ? { url: `Die Kennung „${url}“ hat schon eine andere Lebenslage. Bitte wählen Sie eine andere.` } : {};
  },
  async preview(ctx, item) {
    const detail = await lebenslageDetailOf(ctx as never, value(item.felder.url), true);
    if (!detail) throw new Error(`Lebenslage ${item.ref} fehlt`);
    const { verfahren, ...lage } = detail;
    return {
      seite: 'lebenslage',
      pfad: '/rathaus/wegweiser/',
      titel: item.titel,
      daten: { lage, verfahren, seite: 1, seiten: 1, gesamt: verfahren.length },
    };
  },
});

async function formularOf(ctx: DeskContext, id: number) {
  return db(ctx)
    .selectFrom('formular')
    .innerJoin('amt', 'amt.id', 'formular.amt_id')
    .innerJoin('dokument', 'dokument.id', 'formular.dokument_id')
    .select([
      'formular.id',
      'formular.titel',
      'formular.beschreibung',
      'amt.id as amt_id',
      'amt.titel as amt_titel',
      'dokument.id as dok_id',
      'dokument.datei',
      'dokument.groesse',
      'dokument.mime',
    ])
    .where('formular.id', '=', id)
    .executeTakeFirst();
}

export const formularKind = tableKind<typeof formulareArt>({
  art: 'formulare',
  table: 'formular',
  key: { column: 'id', type: 'integer' },
  fields: {
    titel: col.text('titel'),
    beschreibung: col.text('beschreibung'),
    amt_id: col.intOrNull('amt_id'),
    pdf: col.intOrNull('dokument_id'),
    sichtbar_ab: col.optional('sichtbar_ab'),
  },
  bookkeeping: BOOKKEEPING,
  title: (r) => String(r.titel),
  search: ['titel', 'beschreibung'],
  address: (r) => `${paths.formulare()}#formular-${r.id}`,
  async optionen(ctx) {
    return { amt_id: await aemter(ctx) };
  },
  async storeFile(ctx, _field, upload, felder: Felder) {
    const stored = await storePdf(ctx, upload, {
      downloadtext: value(felder.titel) || 'Formular',
      beschreibung: value(felder.beschreibung) || null,
      einstufung: 'Formular',
    });
    return 'fehler' in stored ? stored : { wert: String(stored.id) };
  },
  async afterRemove(ctx, row) {
    // The form's document belongs to it alone (a procedure links the form, not the document).
    await db(ctx).deleteFrom('dokument').where('id', '=', Number(row.dokument_id)).execute();
  },
  async preview(ctx, item) {
    const r = await formularOf(ctx, Number(item.ref));
    const items = r
      ? [
          {
            id: r.id,
            titel: r.titel,
            beschreibung: r.beschreibung,
            amt: { id: r.amt_id, titel: r.amt_titel, url: paths.amt(r.amt_id, r.amt_titel) },
            datei: { link: ctx.fileUrl(r.dok_id, r.datei), datei: r.datei, groesse: r.groesse, mime: r.mime },
          },
        ]
      : [];
    return {
      seite: 'formulare',
      pfad: paths.formulare(),
      titel: item.titel,
      daten: { bereich: 'rathaus', ansicht: 'amt', items, seite: 1, seiten: 1, gesamt: items.length },
    };
  },
});

export const verwaltungKinds: DeskKind<any>[] = [amtKind, mitarbeiterKind, verfahrenKind, lebenslageKind, formularKind];
