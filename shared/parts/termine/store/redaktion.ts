import { col, tableKind } from '../../../../server/cms/desk/table-kind';
import { value } from '../../../../server/cms/desk/fields';
import { germanCollator } from '../../../../server/cms/query';
import { makeSlug } from '../../../format/slug-id';
import type { termindiensteArt } from '../desk';
import { TERMINE_PFAD } from '../values';
import { ladeDienste } from './dienste';

/** The bookable services on the desk (ADR 43, 55): duration, further persons, what to bring, the procedure. */
export const termindienstKind = tableKind<typeof termindiensteArt>({
  art: 'termindienste',
  table: 'termin_dienst',
  key: { column: 'id', type: 'integer' },
  fields: {
    name: col.text('name'),
    verfahren: col.intOrNull('verfahren_id'),
    dauer: col.int('dauer', 10),
    dauer_weitere: col.int('dauer_weitere'),
    personen_max: col.int('personen_max', 1),
    unterlagen: col.text('unterlagen'),
    hinweis: col.text('hinweis'),
    reihenfolge: col.int('reihenfolge'),
    sichtbar_ab: col.optional('sichtbar_ab'),
  },
  bookkeeping: { revision: 'revision', status: 'status', von: 'sichtbar_ab', geaendert: 'geaendert' },
  title: (r) => String(r.name),
  extra: (r) => `${r.dauer} Minuten`,
  search: ['name', 'unterlagen'],
  order: [
    { column: 'reihenfolge', direction: 'asc' },
    { column: 'name', direction: 'asc' },
  ],
  // A key for the address of a procedure's button; unique by its id.
  computed: (felder, _ctx, ref) => ({ schluessel: ref ? makeSlug(value(felder.name), Number(ref)) : `neu-${crypto.randomUUID()}` }),
  afterWrite: async (ctx, key, felder) => {
    await ctx.db
      .updateTable('termin_dienst')
      .set({ schluessel: makeSlug(value(felder.name), Number(key)) })
      .where('id', '=', Number(key))
      .execute();
  },
  address: () => TERMINE_PFAD,
  async optionen(ctx) {
    const rows = await ctx.db.selectFrom('verfahren').select(['id', 'titel']).execute();
    return {
      verfahren: [
        { wert: '', label: 'keines' },
        ...rows.map((r) => ({ wert: String(r.id), label: r.titel })).sort((a, b) => germanCollator.compare(a.label, b.label)),
      ],
    };
  },
  async check(_ctx, _ref, felder) {
    const fehler: Record<string, string> = {};
    const dauer = Number(value(felder.dauer));
    if (!Number.isInteger(dauer) || dauer < 5 || dauer > 240) fehler.dauer = 'Die Dauer ist eine ganze Zahl von 5 bis 240 Minuten.';
    const weitere = Number(value(felder.dauer_weitere) || '0');
    if (!Number.isInteger(weitere) || weitere < 0 || weitere > 240)
      fehler.dauer_weitere = 'Die Dauer je weiterer Person ist eine ganze Zahl von 0 bis 240 Minuten.';
    const max = Number(value(felder.personen_max));
    if (!Number.isInteger(max) || max < 1 || max > 5) fehler.personen_max = 'Höchstens 1 bis 5 Personen je Termin.';
    return fehler;
  },
  async preview(ctx, item) {
    const alle = await ladeDienste(ctx as never);
    const dieser = (await ladeDienste(ctx as never, Number(item.ref) || -1))[0];
    const f = item.felder;
    const vorschau = {
      id: Number(item.ref) || 0,
      schluessel: '',
      name: value(f.name),
      dauer: Number(value(f.dauer)) || 0,
      dauer_weitere: Number(value(f.dauer_weitere)) || 0,
      personen_max: Number(value(f.personen_max)) || 1,
      hinweis: value(f.hinweis),
      unterlagen: [
        ...(dieser?.unterlagen ?? []),
        ...value(f.unterlagen)
          .split(/\r?\n/)
          .filter((l) => l.trim()),
      ],
      verfahren: dieser?.verfahren ?? null,
    };
    const dienste = [...alle.filter((d) => d.id !== vorschau.id), vorschau];
    return { seite: 'start', pfad: TERMINE_PFAD, titel: item.titel, daten: { dienste, auswahl: [], fehler: null } };
  },
});
