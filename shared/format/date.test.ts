import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateLong, formatEventDate, isoDate, yearOf, berlinInstant, berlinNow, berlinToday, nextBerlinMidnight } from './date';

describe('formatEventDate', () => {
  describe('examples from the spec', () => {
    it('shows the day name, the date and the start time', () => {
      expect(formatEventDate('2026-02-12T19:00')).toBe('Donnerstag, 12.02.2026, 19:00 Uhr');
    });

    it('adds the end time when the event ends later on the same day', () => {
      expect(formatEventDate('2026-02-12T19:00', '2026-02-12T22:30')).toBe('Donnerstag, 12.02.2026, 19:00 Uhr - 22:30 Uhr');
    });

    it('adds the end date when the event lasts several days', () => {
      expect(formatEventDate('2026-02-12', '2026-02-17')).toBe('Donnerstag, 12.02.2026 bis 17.02.2026');
    });

    it('keeps each time next to its own day when both days and times differ', () => {
      expect(formatEventDate('2026-02-12T19:00', '2026-02-14T01:00')).toBe('Donnerstag, 12.02.2026, 19:00 Uhr bis 14.02.2026 - 01:00 Uhr');
    });
  });

  describe('all input formats', () => {
    it('accepts a date without a time', () => {
      expect(formatEventDate('2026-02-12')).toBe('Donnerstag, 12.02.2026');
    });

    it('accepts the database format with a space and seconds', () => {
      expect(formatEventDate('2026-02-12 19:00:00', '2026-02-12 22:30:00')).toBe('Donnerstag, 12.02.2026, 19:00 Uhr - 22:30 Uhr');
    });

    it('accepts a space without seconds and fractional seconds', () => {
      expect(formatEventDate('2026-02-12 19:00')).toBe('Donnerstag, 12.02.2026, 19:00 Uhr');
      expect(formatEventDate('2026-02-12T19:00:00.000')).toBe('Donnerstag, 12.02.2026, 19:00 Uhr');
    });

    it('ignores surrounding whitespace', () => {
      expect(formatEventDate('  2026-02-12T19:00 \n')).toBe('Donnerstag, 12.02.2026, 19:00 Uhr');
    });

    it('converts a string with an explicit UTC instant to Berlin time', () => {
      expect(formatEventDate('2026-02-12T18:00:00Z')).toBe('Donnerstag, 12.02.2026, 19:00 Uhr');
      expect(formatEventDate('2026-07-01T22:30:00.000Z')).toBe('Donnerstag, 02.07.2026, 00:30 Uhr');
      expect(formatEventDate('2026-02-12T19:00:00+01:00')).toBe('Donnerstag, 12.02.2026, 19:00 Uhr');
      expect(formatEventDate('2026-02-12T19:00:00+0100')).toBe('Donnerstag, 12.02.2026, 19:00 Uhr');
    });
  });

  describe('times at midnight', () => {
    it('hides a start time of 00:00', () => {
      expect(formatEventDate('2026-02-12T00:00')).toBe('Donnerstag, 12.02.2026');
      expect(formatEventDate('2026-02-12 00:00:00')).toBe('Donnerstag, 12.02.2026');
    });

    it('shows a time one minute after midnight', () => {
      expect(formatEventDate('2026-02-12T00:01')).toBe('Donnerstag, 12.02.2026, 00:01 Uhr');
    });

    it('does not show "- 00:00 Uhr" when the end is given as a plain date', () => {
      expect(formatEventDate('2026-02-12T19:00', '2026-02-13')).toBe('Donnerstag, 12.02.2026, 19:00 Uhr bis 13.02.2026');
    });

    it('shows an end time even if the start has no time', () => {
      expect(formatEventDate('2026-02-12', '2026-02-14T18:00')).toBe('Donnerstag, 12.02.2026 bis 14.02.2026 - 18:00 Uhr');
    });
  });

  describe('end date and end time', () => {
    it('shows nothing extra when the end equals the start', () => {
      expect(formatEventDate('2026-02-12T19:00', '2026-02-12T19:00')).toBe('Donnerstag, 12.02.2026, 19:00 Uhr');
      expect(formatEventDate('2026-02-12', '2026-02-12')).toBe('Donnerstag, 12.02.2026');
    });

    it('shows only the start when the end is on the same day without a time', () => {
      expect(formatEventDate('2026-02-12T19:00', '2026-02-12')).toBe('Donnerstag, 12.02.2026, 19:00 Uhr');
    });

    it('leaves out the end time when it is the same clock time on a later day', () => {
      expect(formatEventDate('2026-02-12T10:00', '2026-02-14T10:00')).toBe('Donnerstag, 12.02.2026, 10:00 Uhr bis 14.02.2026');
    });

    it('ignores a missing, empty or invalid end', () => {
      const expected = 'Donnerstag, 12.02.2026, 19:00 Uhr';
      expect(formatEventDate('2026-02-12T19:00', undefined)).toBe(expected);
      expect(formatEventDate('2026-02-12T19:00', null)).toBe(expected);
      expect(formatEventDate('2026-02-12T19:00', '')).toBe(expected);
      expect(formatEventDate('2026-02-12T19:00', 'irgendwann')).toBe(expected);
    });

    it('spans a year boundary', () => {
      expect(formatEventDate('2025-12-31T20:00', '2026-01-01T02:00')).toBe('Mittwoch, 31.12.2025, 20:00 Uhr bis 01.01.2026 - 02:00 Uhr');
    });
  });

  describe('daylight saving time', () => {
    it('keeps a wall-clock time that does not exist on the spring DST day', () => {
      expect(formatEventDate('2026-03-29T02:30')).toBe('Sonntag, 29.03.2026, 02:30 Uhr');
    });

    it('spans the spring DST change without shifting hours', () => {
      expect(formatEventDate('2026-03-29T01:00', '2026-03-29T04:00')).toBe('Sonntag, 29.03.2026, 01:00 Uhr - 04:00 Uhr');
    });

    it('keeps the ambiguous hour on the autumn DST day', () => {
      expect(formatEventDate('2026-10-25T02:30', '2026-10-25T03:00')).toBe('Sonntag, 25.10.2026, 02:30 Uhr - 03:00 Uhr');
    });

    it('keeps a date-only day at midnight of the DST day', () => {
      expect(formatEventDate('2026-03-29')).toBe('Sonntag, 29.03.2026');
      expect(formatEventDate('2026-10-25')).toBe('Sonntag, 25.10.2026');
    });

    it('converts UTC instants with the summer offset after the change', () => {
      expect(formatEventDate('2026-03-29T00:30:00Z')).toBe('Sonntag, 29.03.2026, 01:30 Uhr');
      expect(formatEventDate('2026-03-29T01:30:00Z')).toBe('Sonntag, 29.03.2026, 03:30 Uhr');
    });
  });

  describe('invalid input', () => {
    it.each([
      '',
      'morgen',
      '12.02.2026',
      '2026-2-12',
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-02-12T24:00',
      '2026-02-12T19:60',
      '2026-02-12T19:00:61',
      '2026-02-12T19',
      '2026-02-30T10:00:00Z',
      '2026-02-12T19:00 foo',
    ])('returns an empty string for %j', (input) => {
      expect(formatEventDate(input)).toBe('');
      expect(formatEventDate(input, '2026-02-17')).toBe('');
    });

    it('does not throw for values that are not strings at all', () => {
      const anyFormat = formatEventDate as (von: unknown, bis?: unknown) => string;
      expect(anyFormat(undefined)).toBe('');
      expect(anyFormat(null)).toBe('');
      expect(anyFormat(12345)).toBe('');
      expect(anyFormat({})).toBe('');
      expect(anyFormat('2026-02-12', 42)).toBe('Donnerstag, 12.02.2026');
    });
  });
});

describe('formatDate', () => {
  it('shows DD.MM.YYYY', () => {
    expect(formatDate('2026-02-12')).toBe('12.02.2026');
    expect(formatDate('2026-02-12T19:00')).toBe('12.02.2026');
    expect(formatDate('2026-02-12 23:59:59')).toBe('12.02.2026');
  });

  it('accepts the leap day and rejects it in other years', () => {
    expect(formatDate('2024-02-29')).toBe('29.02.2024');
    expect(formatDate('2000-02-29')).toBe('29.02.2000');
    expect(formatDate('1900-02-29')).toBe('');
  });

  it('returns an empty string for invalid input', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('kein Datum')).toBe('');
  });

  it('answers a kept string as the first time, also past the bound of what is kept', () => {
    for (let round = 0; round < 2; round++) {
      expect(formatDate('2026-02-12')).toBe('12.02.2026');
      expect(formatDate('2026-02-30')).toBe('');
      expect(isoDate('2026-02-12T19:00')).toBe('2026-02-12');
      expect(formatDateLong('2026-02-12')).toBe('Donnerstag, 12.02.2026');
    }
    for (let day = 0; day < 2_500; day++) formatDate(new Date(Date.UTC(2020, 0, 1 + day)).toISOString().slice(0, 10));
    expect(formatDate('2026-02-12')).toBe('12.02.2026');
    expect(formatDate('1900-02-29')).toBe('');
  });
});

describe('formatDateLong', () => {
  it('shows the German day name before the date', () => {
    expect(formatDateLong('2026-02-12')).toBe('Donnerstag, 12.02.2026');
    expect(formatDateLong('2026-02-14T18:00')).toBe('Samstag, 14.02.2026');
    expect(formatDateLong('2026-02-17')).toBe('Dienstag, 17.02.2026');
  });

  it('knows all seven German day names', () => {
    const week = ['09', '10', '11', '12', '13', '14', '15'].map((d) => formatDateLong(`2026-02-${d}`));
    expect(week).toEqual([
      'Montag, 09.02.2026',
      'Dienstag, 10.02.2026',
      'Mittwoch, 11.02.2026',
      'Donnerstag, 12.02.2026',
      'Freitag, 13.02.2026',
      'Samstag, 14.02.2026',
      'Sonntag, 15.02.2026',
    ]);
  });

  it('gets the day right around year boundaries and leap days', () => {
    expect(formatDateLong('2025-12-31')).toBe('Mittwoch, 31.12.2025');
    expect(formatDateLong('2026-01-01')).toBe('Donnerstag, 01.01.2026');
    expect(formatDateLong('2024-02-29')).toBe('Donnerstag, 29.02.2024');
    expect(formatDateLong('2000-01-01')).toBe('Samstag, 01.01.2000');
  });

  it('returns an empty string for invalid input', () => {
    expect(formatDateLong('31.12.2025')).toBe('');
  });
});

describe('isoDate', () => {
  it('gives YYYY-MM-DD for <time dateTime>', () => {
    expect(isoDate('2026-02-12')).toBe('2026-02-12');
    expect(isoDate('2026-02-12T19:00')).toBe('2026-02-12');
    expect(isoDate('2026-02-12 19:00:00')).toBe('2026-02-12');
  });

  it('uses the Berlin day of a UTC instant', () => {
    expect(isoDate('2025-12-31T23:30:00Z')).toBe('2026-01-01');
  });

  it('returns an empty string for invalid input', () => {
    expect(isoDate('2026-02-31')).toBe('');
  });
});

describe('yearOf', () => {
  it('returns the year as a number', () => {
    expect(yearOf('2026-02-12')).toBe(2026);
    expect(yearOf('2025-12-31 23:59:59')).toBe(2025);
    expect(yearOf('2026-01-01T00:00')).toBe(2026);
  });

  it('returns 0 for invalid input', () => {
    expect(yearOf('')).toBe(0);
    expect(yearOf('nächstes Jahr')).toBe(0);
  });
});

describe('independence from the machine timezone', () => {
  const originalTz = process.env.TZ;

  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  const inputs: Array<[string, string | null]> = [
    ['2026-02-12T19:00', null],
    ['2026-02-12T19:00', '2026-02-12T22:30'],
    ['2026-02-12', '2026-02-17'],
    ['2026-02-12T19:00', '2026-02-14T01:00'],
    ['2026-03-29T02:30', null],
    ['2026-10-25T02:30', '2026-10-25T03:00'],
    ['2025-12-31T23:30', '2026-01-01T00:30'],
    ['2026-01-01', null],
    ['2026-01-01T00:00', null],
    ['2026-02-12 23:59:59', null],
    ['2025-12-31T23:30:00Z', null],
    ['kaputt', null],
  ];

  function renderAll(tz: string): string[] {
    process.env.TZ = tz;
    return inputs.flatMap(([von, bis]) => [formatEventDate(von, bis), formatDate(von), formatDateLong(von), isoDate(von), String(yearOf(von))]);
  }

  it('gives identical output in America/New_York, UTC and Europe/Berlin', () => {
    const newYork = renderAll('America/New_York');
    const utc = renderAll('UTC');
    const berlin = renderAll('Europe/Berlin');
    expect(newYork).toEqual(utc);
    expect(berlin).toEqual(utc);
    expect(utc.slice(0, 5)).toEqual(['Donnerstag, 12.02.2026, 19:00 Uhr', '12.02.2026', 'Donnerstag, 12.02.2026', '2026-02-12', '2026']);
  });

  it('really switches the timezone of the process during the comparison', () => {
    // Guards the test above: if setting TZ had no effect it would prove nothing.
    process.env.TZ = 'America/New_York';
    const newYorkOffset = new Date(2026, 0, 15, 12).getTimezoneOffset();
    process.env.TZ = 'UTC';
    const utcOffset = new Date(2026, 0, 15, 12).getTimezoneOffset();
    expect(newYorkOffset).toBe(300);
    expect(utcOffset).toBe(0);
  });
});

describe('Berlin instants', () => {
  it('gives today and now in Berlin on both sides of the DST changes', () => {
    expect(berlinToday(new Date('2026-03-28T22:59:00Z'))).toBe('2026-03-28');
    expect(berlinToday(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(berlinNow(new Date('2026-03-29T00:59:00Z'))).toBe('2026-03-29T01:59');
    expect(berlinNow(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00');
    expect(berlinNow(new Date('2026-10-25T00:59:00Z'))).toBe('2026-10-25T02:59');
    expect(berlinNow(new Date('2026-10-25T01:00:00Z'))).toBe('2026-10-25T02:00');
    expect(berlinToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(berlinToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('finds the instant of a Berlin wall-clock time and the next midnight', () => {
    expect(berlinInstant('2026-01-15T10:00')?.toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(berlinInstant('2026-07-15T10:00')?.toISOString()).toBe('2026-07-15T08:00:00.000Z');
    expect(berlinInstant('2026-03-29')?.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(berlinInstant('2026-03-30')?.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(berlinInstant('kein Datum')).toBeNull();
    expect(nextBerlinMidnight(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(nextBerlinMidnight(new Date('2026-11-27T23:00:00Z')).toISOString()).toBe('2026-11-28T23:00:00.000Z');
    expect(nextBerlinMidnight(new Date('2026-03-29T12:00:00Z')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('agrees with the time-zone data of Intl over a whole year', () => {
    const intl = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3 * 3600_000 + 17 * 60_000) {
      expect(berlinNow(new Date(t))).toBe(intl.format(new Date(t)).replace(' ', 'T'));
    }
  });
});
