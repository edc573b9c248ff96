/**
 * Waste collection dates from the files a district's waste authority sends once a year: an iCalendar
 * file per street or collection district, or one CSV file with street (or district), bin type and
 * date per line. The result is neutral records; matching the areas to the town's streets is
 * `matchStreets` (streets.ts), storing them is the waste calendar's.
 */
import { readCsv, germanDate } from './csv';
import { ImportError, type ImportNotice, guarded } from './errors';
import { readIcs } from './ics-read';

export interface WasteDate {
  /** Street or collection district as the file names it (the calendar's name for an ICS file). */
  area: string;
  /** The town's key of the bin type ('restmuell', 'bio', …), from the mapping. */
  binType: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** A note of the file for this date (CSV column 'Hinweis', ICS DESCRIPTION), null without one. */
  note: string | null;
}

export interface WasteImport {
  dates: WasteDate[];
  /** The years the dates fall in, ascending. */
  years: number[];
  /** Bin-type names of the file the mapping does not know (their dates are left out). */
  unknownBinTypes: string[];
  notices: ImportNotice[];
}

/**
 * How the names of a file map to the town's bin types: the first rule whose `match` occurs in the
 * name (case and umlaut spelling ignored) gives the key; a RegExp is tested against the name as it is.
 */
export type BinTypeRule = { match: string | RegExp; binType: string };

/** The usual names in German waste calendars, for the demo's bin-type keys. A town sets its own. */
export const DEFAULT_BIN_TYPES: BinTypeRule[] = [
  { match: 'restm', binType: 'restmuell' },
  { match: 'restabfall', binType: 'restmuell' },
  { match: 'graue tonne', binType: 'restmuell' },
  { match: 'schwarze tonne', binType: 'restmuell' },
  { match: 'bio', binType: 'bio' },
  { match: 'braune tonne', binType: 'bio' },
  { match: 'papier', binType: 'papier' },
  { match: 'pappe', binType: 'papier' },
  { match: 'blaue tonne', binType: 'papier' },
  { match: 'gelb', binType: 'gelber-sack' },
  { match: 'wertstoff', binType: 'gelber-sack' },
  { match: 'verpackung', binType: 'gelber-sack' },
  { match: 'sperrm', binType: 'sperrmuell' },
  { match: 'gruenschnitt', binType: 'gruenschnitt' },
  { match: 'gartenabf', binType: 'gruenschnitt' },
  { match: 'baum', binType: 'gruenschnitt' },
  { match: 'schadstoff', binType: 'schadstoffe' },
  { match: 'problemstoff', binType: 'schadstoffe' },
];

const fold = (s: string) => s.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss').replace(/\s+/g, ' ').trim();

/** The bin type a name maps to, or null. */
export function binTypeOf(name: string, rules: BinTypeRule[] = DEFAULT_BIN_TYPES): string | null {
  const folded = fold(name);
  for (const r of rules) {
    if (typeof r.match === 'string' ? folded.includes(fold(r.match)) : r.match.test(name)) return r.binType;
  }
  return null;
}

export interface WasteIcsOptions {
  /** The year whose dates are read (recurrences are expanded in it). */
  year: number;
  /** The street or district the calendar is for; default: the calendar's name (X-WR-CALNAME). */
  area?: string;
  binTypes?: BinTypeRule[];
  maxBytes?: number;
}

/** The collection dates of one year from the iCalendar file of one street or district. */
export function readWasteIcs(input: string | Uint8Array, options: WasteIcsOptions): WasteImport {
  checkYear(options.year);
  const ics = readIcs(input, { from: `${options.year}-01-01`, until: `${options.year + 1}-01-01`, maxBytes: options.maxBytes });
  const area = (options.area ?? ics.calendarName).trim();
  if (!area) {
    throw new ImportError('format', 'Der Kalender nennt keine Straße und keinen Abfuhrbezirk (X-WR-CALNAME fehlt); bitte beim Import angeben.', {
      field: 'X-WR-CALNAME',
    });
  }
  const notices = [...ics.notices];
  const unknown = new Map<string, number>();
  const dates: WasteDate[] = [];
  for (const o of ics.occurrences) {
    const binType = binTypeOf(o.summary, options.binTypes) ?? o.categories.map((c) => binTypeOf(c, options.binTypes)).find((b) => b !== null) ?? null;
    if (!binType) {
      if (!unknown.has(o.summary)) unknown.set(o.summary, o.line);
      continue;
    }
    dates.push({ area, binType, date: o.start.slice(0, 10), note: o.description || null });
  }
  for (const [name, line] of unknown)
    notices.push({ line, field: 'SUMMARY', message: `Die Abfallart „${name}“ ist keiner Tonne zugeordnet; ihre Termine wurden ausgelassen.` });
  return finish(dates, [...unknown.keys()], notices);
}

export interface WasteCsvOptions {
  binTypes?: BinTypeRule[];
  /** Only dates of this year; default: every date of the file. */
  year?: number;
  maxBytes?: number;
}

const AREA_COLUMNS = ['strasse', 'str', 'strassenname', 'street', 'ortsteil', 'bezirk', 'abfuhrbezirk', 'gebiet', 'abfuhrgebiet', 'tour'];
const BIN_COLUMNS = ['abfallart', 'tonne', 'behaelter', 'muellart', 'fraktion', 'art', 'abfall', 'bintype'];
const DATE_COLUMNS = ['datum', 'termin', 'abfuhrdatum', 'abholdatum', 'abfuhrtermin', 'date'];
const NOTE_COLUMNS = ['hinweis', 'bemerkung', 'anmerkung', 'note'];

/** Collection dates from a CSV file with the columns street (or district), bin type and date. */
export function readWasteCsv(input: string | Uint8Array, options: WasteCsvOptions = {}): WasteImport {
  return guarded('Die CSV-Datei lässt sich nicht lesen', () => readCsvDates(input, options));
}

function readCsvDates(input: string | Uint8Array, options: WasteCsvOptions): WasteImport {
  if (options.year !== undefined) checkYear(options.year);
  const table = readCsv(input, options.maxBytes);
  const columns = table.header.map((h) => fold(h).replace(/[^a-z]/g, ''));
  const find = (names: string[], label: string, required: boolean) => {
    const i = columns.findIndex((c) => names.includes(c));
    if (i < 0 && required) {
      throw new ImportError('format', `Die Spalte „${label}“ fehlt in der Kopfzeile (gefunden: ${table.header.map((h) => `„${h}“`).join(', ')}).`, { line: 1 });
    }
    return i;
  };
  const areaCol = find(AREA_COLUMNS, 'Straße', true);
  const binCol = find(BIN_COLUMNS, 'Abfallart', true);
  const dateCol = find(DATE_COLUMNS, 'Datum', true);
  const noteCol = find(NOTE_COLUMNS, 'Hinweis', false);
  const notices: ImportNotice[] = [];
  const unknown = new Set<string>();
  const dates: WasteDate[] = [];
  for (const row of table.rows) {
    const cell = (i: number) => (i >= 0 ? (row.fields[i] ?? '').trim() : '');
    const area = cell(areaCol).replace(/\s+/g, ' ');
    const bin = cell(binCol);
    const rawDate = cell(dateCol);
    if (!area) throw new ImportError('format', 'Die Straße fehlt.', { line: row.line, field: table.header[areaCol] });
    if (!bin) throw new ImportError('format', 'Die Abfallart fehlt.', { line: row.line, field: table.header[binCol] });
    const date = germanDate(rawDate);
    if (!date) {
      throw new ImportError('format', rawDate ? `„${rawDate}“ ist kein Datum (erwartet TT.MM.JJJJ).` : 'Das Datum fehlt.', {
        line: row.line,
        field: table.header[dateCol],
      });
    }
    const binType = binTypeOf(bin, options.binTypes);
    if (!binType) {
      if (!unknown.has(bin)) {
        unknown.add(bin);
        notices.push({
          line: row.line,
          field: table.header[binCol],
          message: `Die Abfallart „${bin}“ ist keiner Tonne zugeordnet; ihre Termine wurden ausgelassen.`,
        });
      }
      continue;
    }
    if (options.year !== undefined && Number(date.slice(0, 4)) !== options.year) continue;
    dates.push({ area, binType, date, note: cell(noteCol) || null });
  }
  return finish(dates, [...unknown], notices);
}

function checkYear(year: number) {
  if (!Number.isInteger(year) || year < 2000 || year > 2999) throw new ImportError('format', `Das Jahr „${year}“ ist ungültig.`);
}

/** Sorted, each (area, bin type, date) once; the first note wins. */
function finish(dates: WasteDate[], unknownBinTypes: string[], notices: ImportNotice[]): WasteImport {
  const byKey = new Map<string, WasteDate>();
  for (const d of dates) {
    const key = `${d.area}\u0000${d.binType}\u0000${d.date}`;
    if (!byKey.has(key)) byKey.set(key, d);
  }
  const sorted = [...byKey.values()].sort((a, b) =>
    a.area !== b.area
      ? a.area < b.area
        ? -1
        : 1
      : a.date !== b.date
        ? a.date < b.date
          ? -1
          : 1
        : a.binType < b.binType
          ? -1
          : a.binType > b.binType
            ? 1
            : 0,
  );
  const years = [...new Set(sorted.map((d) => Number(d.date.slice(0, 4))))].sort((a, b) => a - b);
  return { dates: sorted, years, unknownBinTypes, notices };
}
