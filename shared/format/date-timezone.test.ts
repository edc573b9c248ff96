import { afterEach, describe, expect, it } from 'vitest';
import { berlinNow, formatEventDate } from './date';

/**
 * A Berlin time that the machine's own timezone skips: 2026-03-08 02:30 does not exist in
 * New York (clocks jump from 02:00 to 03:00), but it is an ordinary winter hour in Berlin.
 * A conversion that keeps the Berlin time in a Date of the machine's zone shows 03:30 there.
 */
describe('instants whose Berlin time falls into a DST gap of the machine', () => {
  const originalTz = process.env.TZ;

  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it('converts them alike in America/New_York and UTC', () => {
    for (const tz of ['America/New_York', 'UTC']) {
      process.env.TZ = tz;
      expect(formatEventDate('2026-03-08T01:30:00Z')).toBe('Sonntag, 08.03.2026, 02:30 Uhr');
      expect(berlinNow(new Date('2026-03-08T01:30:00Z'))).toBe('2026-03-08T02:30');
    }
  });

  it('really is a gap in America/New_York', () => {
    // Guards the test above: if 02:30 existed there, it would prove nothing.
    process.env.TZ = 'America/New_York';
    expect(new Date(2026, 2, 8, 2, 30).getHours()).toBe(3);
  });
});
