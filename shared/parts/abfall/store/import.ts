import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import type { ImportKind } from '../../../../server/cms/import/apply';
import { ImportError } from '../../../../server/cms/import/errors';
import { matchStreets, streetKey } from '../../../../server/cms/import/streets';
import { readWasteCsv, readWasteIcs, type WasteDate, type WasteImport } from '../../../../server/cms/import/waste';
import type { EmptyState } from '../../../../server/cms/part';

const db = (d: Kysely<Database>) => d;

/** What the reader gave, for one year. */
interface WasteRecords {
  jahr: number;
  dates: WasteDate[];
  unknownBinTypes: string[];
}

const isIcs = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(0, 200))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('BEGIN:VCALENDAR');

/** The year most dates of the file fall in (a 2027 calendar that starts in December 2026 is for 2027). */
function mainYear(read: (year: number) => WasteImport, now: Date): number {
  const y = now.getUTCFullYear();
  let best = y;
  let most = -1;
  for (const year of [y + 1, y, y - 1]) {
    const n = read(year).dates.length;
    if (n > most) {
      best = year;
      most = n;
    }
  }
  return best;
}

function mainYearOfDates(dates: WasteDate[], now: Date): number {
  const count = new Map<number, number>();
  for (const d of dates) count.set(Number(d.date.slice(0, 4)), (count.get(Number(d.date.slice(0, 4))) ?? 0) + 1);
  let best = now.getUTCFullYear();
  let most = 0;
  for (const [year, n] of [...count].sort((a, b) => a[0] - b[0])) {
    if (n > most) {
      best = year;
      most = n;
    }
  }
  return best;
}

const fmt = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/**
 * Waste collection dates (ADR 42): one year of an iCalendar file (one street or district) or of a CSV
 * file (street, bin type, date). Each area of the file is a street of the town (by `streetKey`) or a
 * collection district (by its title); its district's dates of that year and of the bin types the file
 * brings are replaced by the file's. Other years, other bin types and districts the file does not name
 * stay as they are: next year's file adds next year. Unknown streets and bin types are reported.
 */
export const wasteImport: ImportKind<WasteRecords> = {
  name: 'abfall',
  titel: 'Abfuhrtermine',
  beschreibung:
    'Die Abfuhrtermine eines Jahres aus der Datei des Abfallwirtschaftsbetriebs: iCalendar (eine Straße oder ein Bezirk) oder CSV (Straße, Abfallart, Datum).',
  eingabe: 'datei',
  dateitypen: '.ics,.csv,.txt,text/calendar,text/csv',
  jahr: true,
  async read(input, env) {
    const bytes = input.bytes;
    if (!bytes || bytes.length === 0) throw new ImportError('format', 'Die Datei ist leer.');
    let result: WasteImport;
    let jahr: number;
    const notices = [];
    if (isIcs(bytes)) {
      jahr = input.jahr ?? mainYear((year) => readWasteIcs(bytes, { year }), env.now);
      result = readWasteIcs(bytes, { year: jahr });
    } else {
      const all = readWasteCsv(bytes);
      jahr = input.jahr ?? mainYearOfDates(all.dates, env.now);
      result = readWasteCsv(bytes, { year: jahr });
      const other = all.dates.length - result.dates.length;
      if (other > 0)
        notices.push({ message: `${other} Termin(e) der Datei liegen nicht im Jahr ${jahr} und wurden ausgelassen (anderes Jahr beim Einlesen wählen).` });
    }
    if (result.dates.length === 0 && result.unknownBinTypes.length === 0) {
      throw new ImportError('format', `Die Datei enthält keine Abfuhrtermine für ${jahr}.`);
    }
    return {
      records: { jahr, dates: result.dates, unknownBinTypes: result.unknownBinTypes },
      notices: [...result.notices, ...notices],
      quelle: null,
      stand: null,
    };
  },
  async apply(w, records) {
    const d = db(w.db);
    const probleme: string[] = [];
    const streets = await d.selectFrom('abfall_strasse').select(['name', 'abfuhrbezirk_nr']).execute();
    const districts = await d.selectFrom('abfuhrbezirk').select(['nr', 'titel']).execute();
    const bins = await d.selectFrom('abfallart').select(['id', 'key', 'titel']).execute();
    const binByKey = new Map(bins.map((b) => [b.key, b]));
    const areas = [...new Set(records.dates.map((x) => x.area))];
    const byStreet = matchStreets(
      areas,
      streets.map((s) => ({ name: s.name, street: s.abfuhrbezirk_nr })),
    );
    const districtByKey = new Map(districts.flatMap((b) => [[streetKey(b.titel), b.nr] as const, [streetKey(`Bezirk ${b.nr}`), b.nr] as const]));
    const districtOf = new Map<string, number>();
    const unknown: string[] = [];
    for (const area of areas) {
      const nr = byStreet.matched.get(area) ?? districtByKey.get(streetKey(area));
      if (nr === undefined) unknown.push(area);
      else districtOf.set(area, nr);
    }
    if (unknown.length) {
      probleme.push(
        `${unknown.length === 1 ? 'Diese Straße kennt' : 'Diese Straßen kennt'} der Abfallkalender nicht; ihre Termine wurden nicht übernommen: ${unknown.join(', ')}.`,
      );
    }
    const missingBins = [...new Set(records.dates.map((x) => x.binType))].filter((k) => !binByKey.has(k));
    if (missingBins.length) probleme.push(`Diese Abfallarten fehlen im Abfallkalender; ihre Termine wurden nicht übernommen: ${missingBins.join(', ')}.`);
    if (records.unknownBinTypes.length) probleme.push(`Keiner Tonne zugeordnet und ausgelassen: ${records.unknownBinTypes.join(', ')}.`);

    // The wanted dates per district: (bin, date) → note; the bin types the file brings per district.
    const wanted = new Map<number, Map<string, string | null>>();
    const binsOf = new Map<number, Set<number>>();
    for (const x of records.dates) {
      const nr = districtOf.get(x.area);
      const bin = binByKey.get(x.binType);
      if (nr === undefined || !bin) continue;
      if (!wanted.has(nr)) wanted.set(nr, new Map());
      if (!binsOf.has(nr)) binsOf.set(nr, new Set());
      binsOf.get(nr)?.add(bin.id);
      const key = `${bin.id}|${x.date}`;
      const notes = wanted.get(nr) as Map<string, string | null>;
      if (!notes.has(key) || (notes.get(key) === null && x.note)) notes.set(key, x.note);
    }
    const titleOf = (nr: number, binId: number, date: string) =>
      `${districts.find((b) => b.nr === nr)?.titel ?? `Bezirk ${nr}`}: ${bins.find((b) => b.id === binId)?.titel ?? ''} am ${fmt(date)}`;
    const label = (nr: number, binId: number, date: string) => ({ was: 'Abfuhrtermin', titel: titleOf(nr, binId, date) });
    for (const [nr, notes] of [...wanted].sort((a, b) => a[0] - b[0])) {
      const binIds = [...(binsOf.get(nr) ?? [])];
      const existing = await d
        .selectFrom('abfuhrtermin')
        .select(['id', 'abfallart_id', 'datum', 'hinweis'])
        .where('abfuhrbezirk_nr', '=', nr)
        .where('abfallart_id', 'in', binIds)
        .where('datum', '>=', `${records.jahr}-01-01`)
        .where('datum', '<=', `${records.jahr}-12-31`)
        .orderBy('datum')
        .orderBy('abfallart_id')
        .execute();
      const have = new Map(existing.map((r) => [`${r.abfallart_id}|${r.datum}`, r]));
      for (const r of existing) {
        const key = `${r.abfallart_id}|${r.datum}`;
        if (!notes.has(key)) await w.remove('abfuhrtermin', { id: Number(r.id) }, label(nr, Number(r.abfallart_id), r.datum));
      }
      for (const [key, note] of [...notes].sort((a, b) => (a[0].split('|')[1]! < b[0].split('|')[1]! ? -1 : 1))) {
        const [bin, date] = key.split('|') as [string, string];
        const row = have.get(key);
        if (row) await w.update('abfuhrtermin', { id: Number(row.id) }, { hinweis: note }, label(nr, Number(bin), date));
        else await w.insert('abfuhrtermin', { abfuhrbezirk_nr: nr, abfallart_id: Number(bin), datum: date, hinweis: note }, label(nr, Number(bin), date));
      }
    }
    return { probleme };
  },
};

/** A new town has no waste dates until the first file is read (and no streets until they are entered). */
export const wasteEmpty: EmptyState[] = [
  {
    titel: 'Noch keine Abfuhrtermine',
    leer: async (anyDb) => !(await db(anyDb).selectFrom('abfuhrtermin').select('id').limit(1).executeTakeFirst()),
    aktion: { pfad: '/intranet/redaktion/einlesen/abfall', text: 'Abfuhrtermine einlesen' },
  },
];
