import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import { col, tableKind } from '../../../../server/cms/desk/table-kind';
import { germanCollator } from '../../../../server/cms/query';
import type { DeskContext } from '../../../../server/cms/desk/kind';
import { value } from '../../../../server/cms/desk/fields';
import { berlinToday } from '../../../format/date';
import type { meldekategorienArt } from '../desk';
import { SCHADENSMELDUNG } from '../formulare/definitions';
import { FORM_ADDRESSES } from '../formulare/addresses';
import type { FormularData } from '../formulare/types';
import { reportCategories } from './kategorien';

/**
 * The report categories on the editorial desk (ADR 54), made by the table builder. The key is chosen
 * once (reports and Open311 clients name a category by it); the office is a choice among the offices
 * of the verwaltung part.
 */
const db = (ctx: { db: Kysely<Database> }) => ctx.db;
const DRAFT = ' (Entwurf)';

async function aemter(ctx: DeskContext) {
  const rows = await db(ctx).selectFrom('amt').select(['id', 'titel', 'status']).execute();
  const list = rows
    .map((r) => ({ wert: String(r.id), label: r.status === 'veroeffentlicht' ? r.titel : `${r.titel}${DRAFT}` }))
    .sort((a, b) => germanCollator.compare(a.label, b.label));
  return [{ wert: '', label: 'kein Amt (allgemeine Adresse des Rathauses)' }, ...list];
}

export const meldekategorienKind = tableKind<typeof meldekategorienArt>({
  art: 'meldekategorien',
  table: 'meldekategorie',
  key: { column: 'schluessel', type: 'text' },
  newKey: async (_ctx, felder) => value(felder.schluessel),
  fields: {
    name: col.text('name'),
    schluessel: col.text('schluessel'),
    beschreibung: col.text('beschreibung'),
    amt_id: col.intOrNull('amt_id'),
    reihenfolge: col.int('reihenfolge'),
    aktiv: col.int('aktiv', 1),
    sichtbar_ab: col.optional('sichtbar_ab'),
  },
  bookkeeping: { revision: 'revision', status: 'status', von: 'sichtbar_ab', geaendert: 'geaendert' },
  title: (r) => String(r.name),
  extra: (r) => (Number(r.aktiv) === 1 ? String(r.schluessel) : `${String(r.schluessel)} (nicht angeboten)`),
  search: ['name', 'schluessel', 'beschreibung'],
  order: [
    { column: 'reihenfolge', direction: 'asc' },
    { column: 'name', direction: 'asc' },
  ],
  address: () => FORM_ADDRESSES.schadensmeldung.pfad,
  async template() {
    return { aktiv: '1', reihenfolge: '100' };
  },
  async optionen(ctx) {
    return { amt_id: await aemter(ctx) };
  },
  async check(ctx, ref, felder): Promise<Record<string, string>> {
    const schluessel = value(felder.schluessel);
    if (ref !== null) return schluessel === ref ? {} : { schluessel: `Die Kennung bleibt „${ref}“: Meldungen und Apps nennen die Kategorie so.` };
    const other = schluessel
      ? await db(ctx).selectFrom('meldekategorie').select('schluessel').where('schluessel', '=', schluessel).executeTakeFirst()
      : undefined;
    return other ? { schluessel: `Die Kennung „${schluessel}“ hat schon eine andere Kategorie. Bitte wählen Sie eine andere.` } : {};
  },
  async inUse(ctx, key) {
    // Reports filed under it keep naming it: it is withdrawn from the form instead.
    const r = await db(ctx)
      .selectFrom('eingang')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('art', '=', SCHADENSMELDUNG.art)
      .where('felder', 'like', `%"kategorie":${JSON.stringify(String(key))}%`)
      .executeTakeFirstOrThrow();
    const n = Number(r.n);
    return n
      ? `Unter dieser Kategorie ${n === 1 ? 'ist eine Meldung' : `sind ${n} Meldungen`} gespeichert. Wählen Sie bei „Im Formular angeboten“ „nein“, dann erscheint sie nicht mehr im Formular.`
      : null;
  },
  async preview(ctx, item) {
    // The form as a visitor will see it: the public categories with this one in its place.
    const others = (await reportCategories(ctx as never)).filter((k) => k.schluessel !== item.ref);
    const mine = { schluessel: value(item.felder.schluessel) || item.ref, name: item.titel, reihenfolge: Number(value(item.felder.reihenfolge) || 0) };
    const list = value(item.felder.aktiv) === '0' ? others.map((k) => ({ wert: k.schluessel, label: k.name })) : [];
    if (!list.length) {
      const stored = await db(ctx).selectFrom('meldekategorie').select(['schluessel', 'reihenfolge']).execute();
      const order = new Map(stored.map((r) => [r.schluessel, r.reihenfolge]));
      const all = [...others.map((k) => ({ schluessel: k.schluessel, name: k.name, reihenfolge: order.get(k.schluessel) ?? 0 })), mine].sort(
        (a, b) => a.reihenfolge - b.reihenfolge || germanCollator.compare(a.name, b.name),
      );
      list.push(...all.map((k) => ({ wert: k.schluessel, label: k.name })));
    }
    const data: FormularData = {
      art: SCHADENSMELDUNG.art,
      csrf: '',
      schluessel: 'vorschau-vorschau-vorschau',
      werte: { kategorie: mine.schluessel, bemerkt: berlinToday() },
      errors: {},
      message: null,
      bestaetigen: false,
      fotos: [],
      fotoToken: null,
      heute: berlinToday(),
      aemter: null,
      optionen: { kategorie: list },
    };
    return { seite: 'formular', pfad: FORM_ADDRESSES.schadensmeldung.pfad, titel: item.titel, daten: data };
  },
});
