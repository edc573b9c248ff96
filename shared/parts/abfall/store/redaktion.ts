import { randomUUID } from 'node:crypto';
import type { Database } from '../../../../server/cms/schema';
import type { Kysely } from 'kysely';
import { col, tableKind } from '../../../../server/cms/desk/table-kind';
import { germanCollator } from '../../../../server/cms/query';
import type { DeskContext } from '../../../../server/cms/desk/kind';
import { value } from '../../../../server/cms/desk/fields';
import type { abfallartenArt, abfuhrbezirkeArt, strassenArt } from '../desk';
import { groupStreets } from '../abfall.server';
import { ABFALL_PATH } from '../paths';

/**
 * The waste calendar's bin types, districts and streets on the editorial desk (ADR 43), made by the
 * table builder. Their preview is the calendar's start page: the street chooser and the bin types.
 */
const db = (ctx: { db: Kysely<Database> }) => ctx.db;
const BOOKKEEPING = { revision: 'revision', status: 'status', von: 'sichtbar_ab', geaendert: 'geaendert' } as const;
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The chooser as a visitor will see it with this item: the published rows, and the previewed one whatever its status. */
async function chooser(ctx: DeskContext, also: { art?: number; bezirk?: number; strasse?: number }) {
  const [arten, strassen] = await Promise.all([
    db(ctx).selectFrom('abfallart').select(['id', 'key', 'titel', 'kuerzel', 'farbe', 'hinweis', 'status']).orderBy('sortierung').orderBy('id').execute(),
    db(ctx)
      .selectFrom('abfall_strasse')
      .innerJoin('abfuhrbezirk', 'abfuhrbezirk.nr', 'abfall_strasse.abfuhrbezirk_nr')
      .select([
        'abfall_strasse.id',
        'abfall_strasse.uuid',
        'abfall_strasse.name',
        'abfall_strasse.ortsteil',
        'abfall_strasse.status',
        'abfuhrbezirk.nr',
        'abfuhrbezirk.titel',
        'abfuhrbezirk.ortsteil as bezirk_ortsteil',
        'abfuhrbezirk.status as bezirk_status',
      ])
      .execute(),
  ]);
  const shown = strassen.filter(
    (s) => (s.status === 'veroeffentlicht' || s.id === also.strasse) && (s.bezirk_status === 'veroeffentlicht' || s.nr === also.bezirk),
  );
  shown.sort((a, b) => germanCollator.compare(a.name, b.name));
  return {
    gruppen: groupStreets(
      shown.map((s) => ({ uuid: s.uuid, name: s.name, ortsteil: s.ortsteil, abfuhrbezirk: { nr: s.nr, titel: s.titel, ortsteil: s.bezirk_ortsteil } })),
    ),
    arten: arten.filter((a) => a.status === 'veroeffentlicht' || a.id === also.art).map(({ status: _, ...a }) => a),
    unbekannt: false,
  };
}

export const abfallartKind = tableKind<typeof abfallartenArt>({
  art: 'abfallarten',
  table: 'abfallart',
  key: { column: 'id', type: 'integer' },
  fields: {
    titel: col.text('titel'),
    key: col.text('key'),
    kuerzel: col.text('kuerzel'),
    farbe: col.text('farbe'),
    hinweis: col.text('hinweis'),
    sortierung: col.int('sortierung'),
    sichtbar_ab: col.optional('sichtbar_ab'),
  },
  bookkeeping: BOOKKEEPING,
  title: (r) => String(r.titel),
  extra: (r) => `Kürzel ${r.kuerzel}`,
  search: ['titel', 'key', 'hinweis'],
  order: [
    { column: 'sortierung', direction: 'asc' },
    { column: 'id', direction: 'asc' },
  ],
  address: () => ABFALL_PATH,
  async check(ctx, ref, felder): Promise<Record<string, string>> {
    const key = value(felder.key);
    const other = key ? await db(ctx).selectFrom('abfallart').select('id').where('key', '=', key).executeTakeFirst() : undefined;
    return other && String(other.id) !== ref ? { key: `Die Kennung „${key}“ hat schon eine andere Abfallart.` } : {};
  },
  async inUse(ctx, key) {
    const r = await db(ctx)
      .selectFrom('abfuhrtermin')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('abfallart_id', '=', Number(key))
      .executeTakeFirstOrThrow();
    const n = Number(r.n);
    return n
      ? `Für diese Abfallart gibt es noch ${count(n, 'Abfuhrtermin', 'Abfuhrtermine')}. Ziehen Sie sie zurück (Entwurf), dann erscheint sie nicht mehr.`
      : null;
  },
  async preview(ctx, item) {
    return { seite: 'kalender', pfad: ABFALL_PATH, titel: item.titel, daten: await chooser(ctx, { art: Number(item.ref) }) };
  },
});

export const abfuhrbezirkKind = tableKind<typeof abfuhrbezirkeArt>({
  art: 'abfuhrbezirke',
  table: 'abfuhrbezirk',
  // The district's number is the waste authority's, chosen by the town: the key of a new row.
  key: { column: 'nr', type: 'integer' },
  newKey: async (_ctx, felder) => Number(value(felder.nr)),
  fields: { nr: col.int('nr'), titel: col.text('titel'), ortsteil: col.text('ortsteil'), sichtbar_ab: col.optional('sichtbar_ab') },
  bookkeeping: BOOKKEEPING,
  title: (r) => String(r.titel),
  extra: (r) => `Nr. ${r.nr}, ${r.ortsteil}`,
  search: ['titel', 'ortsteil'],
  order: [{ column: 'nr', direction: 'asc' }],
  address: () => ABFALL_PATH,
  async check(ctx, ref, felder): Promise<Record<string, string>> {
    const nr = value(felder.nr);
    if (!nr) return {};
    if (ref !== null) return nr === ref ? {} : { nr: `Die Nummer eines Bezirks lässt sich nicht ändern (bisher ${ref}). Legen Sie einen neuen Bezirk an.` };
    const taken = await db(ctx).selectFrom('abfuhrbezirk').select('nr').where('nr', '=', Number(nr)).executeTakeFirst();
    return taken ? { nr: `Den Bezirk Nr. ${nr} gibt es schon.` } : {};
  },
  async inUse(ctx, key) {
    const nr = Number(key);
    const [s, t] = await Promise.all([
      db(ctx)
        .selectFrom('abfall_strasse')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('abfuhrbezirk_nr', '=', nr)
        .executeTakeFirstOrThrow(),
      db(ctx)
        .selectFrom('abfuhrtermin')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('abfuhrbezirk_nr', '=', nr)
        .executeTakeFirstOrThrow(),
    ]);
    const named = [Number(s.n) && count(Number(s.n), 'Straße', 'Straßen'), Number(t.n) && count(Number(t.n), 'Abfuhrtermin', 'Abfuhrtermine')].filter(Boolean);
    return named.length ? `Zu diesem Bezirk gehören noch ${named.join(' und ')}. Ordnen Sie die Straßen zuerst einem anderen Bezirk zu.` : null;
  },
  async preview(ctx, item) {
    return { seite: 'kalender', pfad: ABFALL_PATH, titel: item.titel, daten: await chooser(ctx, { bezirk: Number(item.ref) }) };
  },
});

export const strasseKind = tableKind<typeof strassenArt>({
  art: 'strassen',
  table: 'abfall_strasse',
  key: { column: 'id', type: 'integer' },
  fields: {
    name: col.text('name'),
    ortsteil: col.text('ortsteil'),
    abfuhrbezirk_nr: col.intOrNull('abfuhrbezirk_nr'),
    sichtbar_ab: col.optional('sichtbar_ab'),
  },
  bookkeeping: BOOKKEEPING,
  title: (r) => String(r.name),
  extra: (r) => `${r.ortsteil}, Bezirk ${r.abfuhrbezirk_nr}`,
  search: ['name', 'ortsteil'],
  // A new street gets its calendar address once; it never changes (subscriptions keep working).
  computed: (_felder, _ctx, ref): Record<string, string> => (ref === null ? { uuid: randomUUID() } : {}),
  address: (r) => `${ABFALL_PATH}termine/${r.uuid}`,
  async optionen(ctx) {
    const rows = await db(ctx).selectFrom('abfuhrbezirk').select(['nr', 'titel', 'ortsteil', 'status']).orderBy('nr').execute();
    return {
      abfuhrbezirk_nr: rows.map((b) => ({
        wert: String(b.nr),
        label: `${b.nr}: ${b.titel} (${b.ortsteil})${b.status === 'veroeffentlicht' ? '' : ' (Entwurf)'}`,
      })),
    };
  },
  async preview(ctx, item) {
    return { seite: 'kalender', pfad: ABFALL_PATH, titel: item.titel, daten: await chooser(ctx, { strasse: Number(item.ref) }) };
  },
});
