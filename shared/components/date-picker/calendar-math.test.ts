import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  clampDate,
  endOfWeek,
  formatGermanDate,
  isIsoDate,
  longGermanDate,
  monthTitle,
  monthWeeks,
  parseGermanDate,
  startOfWeek,
  weekdayOrder,
  weekStartFromSpec,
} from './calendar-math';
import { CALENDAR_FIRST_DAY_OF_WEEK } from '../../site/constants';

const MONDAY = weekStartFromSpec(CALENDAR_FIRST_DAY_OF_WEEK);

describe('calendar arithmetic for the date picker', () => {
  it('starts weeks on Monday: the spec’s firstDayOfWeek 2 is one-based from Sunday', () => {
    expect(MONDAY).toBe(1);
    expect(weekdayOrder(MONDAY)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(startOfWeek('2026-11-25', MONDAY)).toBe('2026-11-23');
    expect(endOfWeek('2026-11-25', MONDAY)).toBe('2026-11-29');
    expect(startOfWeek('2026-11-29', MONDAY)).toBe('2026-11-23');
  });

  it('lays out a month in weeks from Monday, with empty cells around it', () => {
    const weeks = monthWeeks('2026-11-25', MONDAY);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    // February 2027 starts on a Monday and fills exactly four weeks.
    expect(monthWeeks('2027-02-10', MONDAY)).toHaveLength(4);
  });

  it('moves by days across months and years, and by months to the nearest existing day', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30'); // the night the clocks change
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-25', -12)).toBe('2025-11-25');
    expect(clampDate('2026-01-01', '2026-02-01', null)).toBe('2026-02-01');
    expect(clampDate('2026-05-01', null, '2026-04-30')).toBe('2026-04-30');
  });

  it('reads and writes German dates', () => {
    expect(parseGermanDate('25.11.2026')).toBe('2026-11-25');
    expect(parseGermanDate(' 1.2.2027 ')).toBe('2027-02-01');
    expect(parseGermanDate('2026-11-25')).toBe('2026-11-25');
    expect(parseGermanDate('31.02.2026')).toBeNull();
    expect(parseGermanDate('25/11/2026')).toBeNull();
    expect(parseGermanDate('')).toBeNull();
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(formatGermanDate('2026-11-25')).toBe('25.11.2026');
    expect(longGermanDate('2026-11-25')).toBe('Mittwoch, 25. November 2026');
    expect(monthTitle('2026-03-01')).toBe('März 2026');
  });
});
