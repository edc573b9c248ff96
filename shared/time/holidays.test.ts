import { describe, expect, it } from 'vitest';
import { addDays, addWorkingDaysBW, easterSunday, holidayNameBW, holidaysBW, isHolidayBW, isWorkingDayBW, weekdayOf, workingDaysBetweenBW } from './holidays';

/** The official public holidays of Baden-Württemberg 2026–2030 (Feiertagsgesetz BW), written out by hand. */
const OFFICIAL: Record<number, string[]> = {
  2026: ['01-01', '01-06', '04-03', '04-06', '05-01', '05-14', '05-25', '06-04', '10-03', '11-01', '12-25', '12-26'],
  2027: ['01-01', '01-06', '03-26', '03-29', '05-01', '05-06', '05-17', '05-27', '10-03', '11-01', '12-25', '12-26'],
  2028: ['01-01', '01-06', '04-14', '04-17', '05-01', '05-25', '06-05', '06-15', '10-03', '11-01', '12-25', '12-26'],
  2029: ['01-01', '01-06', '03-30', '04-02', '05-01', '05-10', '05-21', '05-31', '10-03', '11-01', '12-25', '12-26'],
  2030: ['01-01', '01-06', '04-19', '04-22', '05-01', '05-30', '06-10', '06-20', '10-03', '11-01', '12-25', '12-26'],
};
const NAMES = [
  'Neujahr',
  'Heilige Drei Könige',
  'Karfreitag',
  'Ostermontag',
  'Tag der Arbeit',
  'Christi Himmelfahrt',
  'Pfingstmontag',
  'Fronleichnam',
  'Tag der Deutschen Einheit',
  'Allerheiligen',
  '1. Weihnachtstag',
  '2. Weihnachtstag',
];

describe('holidays of Baden-Württemberg', () => {
  for (const [year, days] of Object.entries(OFFICIAL)) {
    it(`matches the official list of ${year}`, () => {
      expect(holidaysBW(Number(year))).toEqual(days.map((d, i) => ({ date: `${year}-${d}`, name: NAMES[i] })));
    });
  }

  it('computes Easter for known years', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(easterSunday(2285)).toBe('2285-03-22');
  });

  it('keeps both names when 1 May is Ascension Day (2008)', () => {
    expect(holidayNameBW('2008-05-01')).toBe('Tag der Arbeit und Christi Himmelfahrt');
    expect(holidaysBW(2008)).toHaveLength(12);
  });

  it('knows holidays and working days', () => {
    expect(isHolidayBW('2026-06-04')).toBe(true);
    expect(isHolidayBW('2026-12-24')).toBe(false);
    expect(holidayNameBW('2026-12-31')).toBeNull();
    expect(weekdayOf('2026-11-28')).toBe(6);
    expect(isWorkingDayBW('2026-11-27')).toBe(true); // Friday
    expect(isWorkingDayBW('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDayBW('2026-04-03')).toBe(false); // Karfreitag
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('counts working days across weekends and holidays', () => {
    // Thursday before Easter 2026: Fri (Karfreitag), Sat, Sun, Mon (Ostermontag) are no working days.
    expect(addWorkingDaysBW('2026-04-02', 1)).toBe('2026-04-07');
    expect(addWorkingDaysBW('2026-04-07', -1)).toBe('2026-04-02');
    expect(addWorkingDaysBW('2026-11-27', 3)).toBe('2026-12-02');
    expect(addWorkingDaysBW('2026-11-27', 0)).toBe('2026-11-27');
    expect(workingDaysBetweenBW('2026-04-02', '2026-04-07')).toBe(1);
    expect(workingDaysBetweenBW('2026-11-27', '2026-12-02')).toBe(3);
    expect(workingDaysBetweenBW('2026-12-02', '2026-11-27')).toBe(-3);
    expect(workingDaysBetweenBW('2026-11-28', '2026-11-29')).toBe(0);
    for (const [a, n] of [
      ['2026-12-23', 5],
      ['2027-05-05', 4],
      ['2030-06-07', 10],
    ] as const) {
      expect(workingDaysBetweenBW(a, addWorkingDaysBW(a, n))).toBe(n);
    }
  });

  it('refuses what is no date', () => {
    expect(() => isHolidayBW('28.11.2026')).toThrow(/JJJJ-MM-TT/);
  });
});
