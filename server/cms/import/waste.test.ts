import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsv, germanDate } from './csv';
import { DEFAULT_MAX_BYTES, ImportError } from './errors';
import { matchStreets, streetKey } from './streets';
import { binTypeOf, readWasteCsv, readWasteIcs } from './waste';

const fixture = (name: string) => fs.readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures/import', name));

function importError(fn: () => unknown): ImportError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ImportError);
    return err as ImportError;
  }
  throw new Error('no error thrown');
}

describe('street names', () => {
  it('compares Str./Straße, ß/ss, umlauts, case, hyphens and spaces as one', () => {
    const key = streetKey('Hauptstraße');
    for (const n of ['Hauptstr.', 'HAUPTSTRASSE', 'Haupt-Straße', 'Haupt Straße', ' hauptstr ']) expect(streetKey(n)).toBe(key);
    expect(streetKey('Am  Bächle')).toBe(streetKey('Am Baechle'));
    expect(streetKey('St. Georgen-Weg')).toBe(streetKey('Sankt Georgen Weg'));
    expect(streetKey('Marktpl.')).toBe(streetKey('Marktplatz'));
    expect(streetKey('Strandweg')).not.toBe(streetKey('Standweg'));
    expect(streetKey('Straßburger Straße')).toBe(streetKey('Strassburger Str.'));
  });

  it('maps the names of a file to the town’s streets and reports the unknown ones once', () => {
    const known = [
      { name: 'Hauptstraße', street: 1 },
      { name: 'Am Bächle', street: 2 },
    ];
    const r = matchStreets(['Hauptstr.', 'HAUPTSTRASSE', 'Am Baechle', 'Kirchweg', 'Kirchweg', 'kirchweg'], known);
    expect([...r.matched]).toEqual([
      ['Hauptstr.', 1],
      ['HAUPTSTRASSE', 1],
      ['Am Baechle', 2],
    ]);
    expect(r.unknown).toEqual(['Kirchweg']);
  });
});

describe('waste dates from CSV', () => {
  it('reads ; separated German CSV with BOM, quotes, dd.mm.yyyy and maps bin types', () => {
    const r = readWasteCsv(fixture('abfall.csv'));
    expect(r.years).toEqual([2026, 2027]);
    expect(r.dates).toContainEqual({ area: 'Hauptstraße', binType: 'restmuell', date: '2027-01-26', note: 'wegen Feiertag; einen Tag später' });
    expect(r.dates).toContainEqual({ area: 'Am Bächle', binType: 'gelber-sack', date: '2027-01-14', note: 'sogenannte "Gelbe Säcke" bitte bis 6 Uhr' });
    expect(r.dates).toContainEqual({ area: 'Am Baechle', binType: 'papier', date: '2027-02-11', note: 'zwei\nZeilen' });
    expect(r.dates).toHaveLength(6);
    // The unknown bin type is reported with its line, its dates left out.
    expect(r.unknownBinTypes).toEqual(['Elektroschrott']);
    expect(r.notices).toEqual([{ line: 9, field: 'Abfallart', message: expect.stringContaining('„Elektroschrott“') }]);
    expect(readWasteCsv(fixture('abfall.csv'), { year: 2027 }).dates.map((d) => d.date)).not.toContain('2026-12-29');
  });

  it('is repeatable: the same file gives the same records', () => {
    expect(readWasteCsv(fixture('abfall.csv'))).toEqual(readWasteCsv(fixture('abfall.csv')));
    expect(readWasteCsv(fixture('abfall.csv').toString('utf8'))).toEqual(readWasteCsv(fixture('abfall.csv')));
  });

  it('reads Windows-1252 and comma-separated files', () => {
    const latin = Buffer.from('Strasse,Tonne,Datum\r\nMühlweg,Biomüll,1.2.2027\r\n', 'latin1');
    expect(readWasteCsv(latin).dates).toEqual([{ area: 'Mühlweg', binType: 'bio', date: '2027-02-01', note: null }]);
  });

  it('names the line and field of a bad date, a missing column and an open quote in German', () => {
    let e = importError(() => readWasteCsv('Straße;Abfallart;Datum\nHauptstraße;Restmüll;31.02.2027\n'));
    expect(e.kind).toBe('format');
    expect(e.message).toBe('Zeile 2, Feld „Datum“: „31.02.2027“ ist kein Datum (erwartet TT.MM.JJJJ).');
    e = importError(() => readWasteCsv('Straße;Datum\nHauptstraße;01.02.2027\n'));
    expect(e.message).toContain('Zeile 1: Die Spalte „Abfallart“ fehlt');
    e = importError(() => readWasteCsv('Straße;Abfallart;Datum\n"Hauptstraße;Restmüll;01.02.2027\n'));
    expect(e.message).toContain('Zeile 2: Ein Anführungszeichen wird bis zum Dateiende nicht geschlossen.');
    e = importError(() => readWasteCsv('Straße;Abfallart;Datum\nHauptstraße;;01.02.2027\n'));
    expect(e.message).toBe('Zeile 2, Feld „Abfallart“: Die Abfallart fehlt.');
    e = importError(() => readWasteCsv(''));
    expect(e.message).toContain('leer');
  });

  it('refuses a file above the size bound before reading it', () => {
    const e = importError(() => readWasteCsv('Straße;Abfallart;Datum\n'.padEnd(2048, ' '), { maxBytes: 1024 }));
    expect(e.kind).toBe('size');
    expect(e.message).toBe('Die Datei ist 2 KB groß; höchstens 1 KB werden gelesen.');
    expect(DEFAULT_MAX_BYTES).toBe(20 * 1024 * 1024);
  });

  it('reads German dates in their usual forms only', () => {
    expect(germanDate('05.01.2027')).toBe('2027-01-05');
    expect(germanDate('5.1.27')).toBe('2027-01-05');
    expect(germanDate('Di, 05.01.2027')).toBe('2027-01-05');
    expect(germanDate('2027-01-05')).toBe('2027-01-05');
    expect(germanDate('29.02.2027')).toBeNull();
    expect(germanDate('01/05/2027')).toBeNull();
    expect(readCsv('a;b\n"x""y";z\n').rows).toEqual([{ line: 2, fields: ['x"y', 'z'] }]);
  });
});

describe('waste dates from ICS', () => {
  it('expands RRULE with EXDATE and moved dates in the given year and maps SUMMARY to bin types', () => {
    const r = readWasteIcs(fixture('abfall-hauptstrasse.ics'), { year: 2027 });
    expect(r.years).toEqual([2027]);
    expect(new Set(r.dates.map((d) => d.area))).toEqual(new Set(['Hauptstraße']));
    const rest = r.dates.filter((d) => d.binType === 'restmuell').map((d) => d.date);
    // Every two weeks from 29.12.2026; 26.01. moved to 27.01., 23.03. cancelled (EXDATE).
    expect(rest.slice(0, 6)).toEqual(['2027-01-12', '2027-01-27', '2027-02-09', '2027-02-23', '2027-03-09', '2027-04-06']);
    expect(rest).toHaveLength(25);
    expect(r.dates).toContainEqual({ area: 'Hauptstraße', binType: 'restmuell', date: '2027-01-27', note: 'Verschoben wegen Betriebsversammlung' });
    expect(r.dates.filter((d) => d.binType === 'bio').map((d) => d.date)).toEqual(['2027-01-05', '2027-01-12', '2027-01-19']);
    // A CATEGORIES value maps when SUMMARY does not.
    expect(r.dates).toContainEqual({ area: 'Hauptstraße', binType: 'papier', date: '2027-02-11', note: null });
    expect(r.unknownBinTypes).toEqual(['Neujahr – keine Abfuhr']);
    // The first date of the series lies in 2026: another year's file, untouched.
    expect(readWasteIcs(fixture('abfall-hauptstrasse.ics'), { year: 2026 }).dates).toEqual([
      { area: 'Hauptstraße', binType: 'restmuell', date: '2026-12-29', note: null },
    ]);
  });

  it('is repeatable, and takes the area and a town’s own mapping from the caller', () => {
    expect(readWasteIcs(fixture('abfall-hauptstrasse.ics'), { year: 2027 })).toEqual(readWasteIcs(fixture('abfall-hauptstrasse.ics'), { year: 2027 }));
    const r = readWasteIcs(fixture('abfall-hauptstrasse.ics'), { year: 2027, area: 'Bezirk 3', binTypes: [{ match: /^Gelber Sack$/, binType: 'wertstoff' }] });
    expect(r.dates).toEqual([{ area: 'Bezirk 3', binType: 'wertstoff', date: '2027-01-14', note: null }]);
    expect(binTypeOf('Biotonne')).toBe('bio');
    expect(binTypeOf('GELBE TONNE')).toBe('gelber-sack');
    expect(binTypeOf('Restabfall 120 l')).toBe('restmuell');
  });

  it('names the line of a broken calendar in German', () => {
    let e = importError(() =>
      readWasteIcs('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDies ist kaputt\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n', { year: 2027 }),
    );
    expect(e.message).toBe('Zeile 4: „Dies ist kaputt“ ist keine iCalendar-Zeile (Name und Doppelpunkt fehlen).');
    e = importError(() => readWasteIcs('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VCALENDAR\r\n', { year: 2027 }));
    expect(e.message).toBe('Zeile 3: END:VCALENDAR schließt BEGIN:VEVENT aus Zeile 2.');
    e = importError(() => readWasteIcs('Straße;Abfallart;Datum\r\n', { year: 2027 }));
    expect(e.message).toContain('Zeile 1');
    e = importError(() => readWasteIcs('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', { year: 2027 }));
    expect(e.message).toContain('X-WR-CALNAME');
    e = importError(() =>
      readWasteIcs('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART;VALUE=DATE:2027011\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n', { year: 2027, area: 'A' }),
    );
    expect(e.message).toBe('Zeile 4, Feld „DTSTART“: „2027011“ ist kein iCalendar-Datum (JJJJMMTT oder JJJJMMTTThhmmss).');
  });
});
