import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import { makeSlug } from '../../../format/slug-id';
import { germanCollator } from '../../../../server/cms/query';
import { col, slotField, tableKind, type Column } from '../../../../server/cms/desk/table-kind';
import type { DeskKind, Felder } from '../../../../server/cms/desk/kind';
import { value } from '../../../../server/cms/desk/fields';
import type { baustellenArt, flaechenArt } from '../desk';
import { baustellePath, flaechePath } from '../paths';
import { PHASEN, type FlaechenArt } from '../values';
import { baustelleDetailOf, flaecheDetailOf } from './api';

/**
 * Construction sites and plots on the editorial desk (ADR 46), made by the table builder: a site with
 * its phases (a fixed number of groups in the form, so it works without JavaScript), a plot with its
 * marketing state. The climate pages are CMS pages and stay with the desk's page kind.
 */
const db = (ctx: { db: Kysely<Database> }) => ctx.db;

const PHASE: Record<string, Column> = { titel: col.text('titel'), von: col.text('von'), bis: col.text('bis') };

/** Each phase named has both dates, the end not before the start; dates without a name are refused. */
function checkPhases(felder: Felder): Record<string, string> {
  const fehler: Record<string, string> = {};
  for (let i = 0; i < PHASEN; i++) {
    const f = (name: string) => slotField('phase', i, name);
    const [titel, von, bis] = [value(felder[f('titel')]), value(felder[f('von')]), value(felder[f('bis')])];
    const n = i + 1;
    if (!titel) {
      if (von || bis) fehler[f('titel')] = `Bitte geben Sie der Bauphase ${n} einen Namen oder löschen Sie ihre Daten.`;
      continue;
    }
    if (!von) fehler[f('von')] = `Bitte geben Sie den Beginn der Bauphase ${n} an.`;
    if (!bis) fehler[f('bis')] = `Bitte geben Sie das Ende der Bauphase ${n} an.`;
    if (von && bis && bis < von) fehler[f('bis')] = `Das Ende der Bauphase ${n} liegt vor ihrem Beginn.`;
  }
  return fehler;
}

export const baustelleKind = tableKind<typeof baustellenArt>({
  art: 'baustellen',
  table: 'baustelle',
  key: { column: 'id', type: 'integer' },
  fields: {
    titel: col.text('titel'),
    strasse: col.text('strasse'),
    ortsteil: col.text('ortsteil'),
    beschreibung: col.text('beschreibung'),
    umleitung: col.text('umleitung'),
    parken: col.text('parken'),
    kontakt_amt: col.intOrNull('kontakt_amt_id'),
    bild: col.optional('bild'),
    bild_alt: col.optional('bild_alt'),
    sichtbar_ab: col.optional('sichtbar_ab'),
  },
  bookkeeping: { revision: 'revision', status: 'status', von: 'sichtbar_ab', geaendert: 'geaendert' },
  title: (r) => String(r.titel),
  extra: (r) => String(r.ortsteil ?? ''),
  search: ['titel', 'strasse', 'ortsteil'],
  computed: (felder) => ({ slug: makeSlug(value(felder.titel), 0) }),
  afterWrite: async (ctx, key, felder) => {
    await db(ctx)
      .updateTable('baustelle')
      .set({ slug: makeSlug(value(felder.titel), Number(key)) })
      .where('id', '=', Number(key))
      .execute();
  },
  children: [{ table: 'baustelle_phase', parent: 'baustelle_id', prefix: 'phase', slots: PHASEN, required: 'titel', order: 'sortierung', columns: PHASE }],
  address: (r) => baustellePath(String(r.slug)),
  async optionen(ctx) {
    const aemter = await db(ctx).selectFrom('amt').select(['id', 'titel']).execute();
    return {
      kontakt_amt: aemter.map((a) => ({ wert: String(a.id), label: a.titel })).sort((a, b) => germanCollator.compare(a.label, b.label)),
    };
  },
  async check(_ctx, _ref, felder) {
    return checkPhases(felder);
  },
  async preview(ctx, item) {
    const detail = await baustelleDetailOf(ctx as never, Number(item.ref), true);
    return { seite: 'baustelle', pfad: item.adresse ?? '/wirtschaft/baustellen/', titel: item.titel, daten: { item: detail } };
  },
});

/** A price as the form shows it (185,5) and the table keeps it (185.5); empty: on request (NULL). */
const PREIS: Column = {
  column: 'preis_qm',
  write: (v) => (value(v) ? Number(value(v).replace(',', '.')) : null),
  read: (stored) => (stored === null || stored === undefined ? '' : String(stored).replace('.', ',')),
};

export const flaecheKind = tableKind<typeof flaechenArt>({
  art: 'flaechen',
  table: 'flaeche',
  key: { column: 'id', type: 'integer' },
  fields: {
    art: col.text('art'),
    titel: col.text('titel'),
    lage: col.text('lage'),
    groesse_qm: col.int('groesse_qm'),
    preis_qm: PREIS,
    vergabe: col.text('status'),
    text: col.text('text'),
    sichtbar_ab: col.optional('sichtbar_ab'),
  },
  bookkeeping: { revision: 'revision', status: 'redaktion_status', von: 'sichtbar_ab', geaendert: 'geaendert' },
  title: (r) => String(r.titel),
  extra: (r) => (r.art === 'gewerbe' ? 'Gewerbefläche' : 'Bauplatz'),
  search: ['titel', 'lage'],
  computed: (felder) => ({ slug: makeSlug(value(felder.titel), 0) }),
  afterWrite: async (ctx, key, felder) => {
    await db(ctx)
      .updateTable('flaeche')
      .set({ slug: makeSlug(value(felder.titel), Number(key)) })
      .where('id', '=', Number(key))
      .execute();
  },
  address: (r) => flaechePath(r.art as FlaechenArt, String(r.slug)),
  async check(_ctx, _ref, felder): Promise<Record<string, string>> {
    return Number(value(felder.groesse_qm)) > 0 ? {} : { groesse_qm: 'Die Größe muss mindestens einen Quadratmeter betragen.' };
  },
  async preview(ctx, item) {
    const detail = await flaecheDetailOf(ctx as never, Number(item.ref), true);
    return { seite: 'flaeche', pfad: item.adresse ?? '/wirtschaft/wohnflaechen/', titel: item.titel, daten: { item: detail } };
  },
});

export const baustellenKinds: DeskKind<any>[] = [baustelleKind, flaecheKind];
