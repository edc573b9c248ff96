/**
 * Date formatting for events and news (spec §9).
 *
 * All inputs are Europe/Berlin wall-clock strings as stored in the CMS:
 *   'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm', 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD HH:mm:ss'
 *   (fractional seconds are tolerated and ignored).
 *
 * The components are parsed by hand and never go through `new Date(string)`
 * or any other conversion that depends on the machine's timezone, so a server
 * running in UTC and a browser in Berlin render exactly the same text
 * (no hydration mismatches, no dates shifting by a day around midnight).
 * A wall-clock time is kept as written, even on DST change days: '2026-03-29T02:30'
 * (a time that does not exist in Berlin) is displayed as '02:30 Uhr'.
 *
 * The only exception are strings that carry an explicit instant ('Z' or an offset
 * such as '+01:00', e.g. from a JSON API): they denote a point in time and are
 * converted to Europe/Berlin wall-clock time with Intl and an explicit timeZone,
 * which again does not depend on the machine's timezone.
 *
 * None of the functions throws: unparseable input gives '' (or 0 for yearOf).
 */

const WEEKDAYS = [
  'Sonntag',
  'Montag',
  'Dienstag',
  'Mittwoch',
  'Donnerstag',
  'Freitag',
  'Samstag',
] as const;

/** Wall-clock components of a local Berlin date/time. month is 1-12. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const LOCAL_RE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

const INSTANT_RE =
  /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

function daysInMonth(y: number, m: number): number {
  if (m === 2) return isLeapYear(y) ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

/** Day of week (0 = Sonntag) of a proleptic Gregorian date, pure arithmetic. */
function weekday(y: number, m: number, d: number): number {
  const t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];
  const yy = m < 3 ? y - 1 : y;
  return (
    (yy +
      Math.floor(yy / 4) -
      Math.floor(yy / 100) +
      Math.floor(yy / 400) +
      (t[m - 1] ?? 0) +
      d) %
    7
  );
}

function isValid(w: WallClock): boolean {
  return (
    w.year >= 1 &&
    w.month >= 1 &&
    w.month <= 12 &&
    w.day >= 1 &&
    w.day <= daysInMonth(w.year, w.month) &&
    w.hour >= 0 &&
    w.hour <= 23 &&
    w.minute >= 0 &&
    w.minute <= 59
  );
}

let berlinFormatter: Intl.DateTimeFormat | null | undefined;

function getBerlinFormatter(): Intl.DateTimeFormat | null {
  if (berlinFormatter === undefined) {
    try {
      berlinFormatter = new Intl.DateTimeFormat('en-US', {
        timeZone: 'Europe/Berlin',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      berlinFormatter = null;
    }
  }
  return berlinFormatter;
}

/** Converts an absolute instant ('...Z' / '...+01:00') to Berlin wall-clock time. */
function instantToBerlin(s: string): WallClock | null {
  // Validate the written date itself first: Date.parse rolls '2026-02-30' over.
  const local = s.replace(/(?:Z|[+-]\d{2}:?\d{2})$/i, '');
  if (!parseLocal(local)) return null;
  const normalized = s
    .replace(' ', 'T')
    .replace(/z$/, 'Z')
    .replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const ms = Date.parse(normalized);
  if (!Number.isFinite(ms)) return null;
  const fmt = getBerlinFormatter();
  if (!fmt) return null;
  const parts: Record<string, number> = {};
  for (const p of fmt.formatToParts(ms)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const w: WallClock = {
    year: parts.year ?? NaN,
    month: parts.month ?? NaN,
    day: parts.day ?? NaN,
    hour: (parts.hour ?? NaN) % 24,
    minute: parts.minute ?? NaN,
  };
  return isValid(w) ? w : null;
}

/** Parses a local wall-clock string without offset; null if invalid. */
function parseLocal(s: string): WallClock | null {
  const m = LOCAL_RE.exec(s);
  if (!m) return null;
  const w: WallClock = {
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: m[4] !== undefined ? Number(m[4]) : 0,
    minute: m[5] !== undefined ? Number(m[5]) : 0,
  };
  const seconds = m[6] !== undefined ? Number(m[6]) : 0;
  return isValid(w) && seconds <= 59 ? w : null;
}

/** Parses a date string (see module comment); null if it is not a valid date. Never throws. */
function parseWallClock(input: unknown): WallClock | null {
  if (typeof input !== 'string') return null;
  const s = input.trim();
  if (LOCAL_RE.test(s)) return parseLocal(s);
  if (INSTANT_RE.test(s)) return instantToBerlin(s);
  return null;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');
const pad4 = (n: number): string => String(n).padStart(4, '0');

const dmy = (w: WallClock): string =>
  `${pad2(w.day)}.${pad2(w.month)}.${pad4(w.year)}`;

const hhmm = (w: WallClock): string => `${pad2(w.hour)}:${pad2(w.minute)}`;

const isMidnight = (w: WallClock): boolean => w.hour === 0 && w.minute === 0;

const sameDay = (a: WallClock, b: WallClock): boolean =>
  a.year === b.year && a.month === b.month && a.day === b.day;

const sameTime = (a: WallClock, b: WallClock): boolean =>
  a.hour === b.hour && a.minute === b.minute;

const long = (w: WallClock): string =>
  `${WEEKDAYS[weekday(w.year, w.month, w.day)]}, ${dmy(w)}`;

/** 'DD.MM.YYYY', or '' for unparseable input. */
export function formatDate(d: string): string {
  const w = parseWallClock(d);
  return w ? dmy(w) : '';
}

/** 'dddd, DD.MM.YYYY' with German day names, e.g. 'Donnerstag, 12.02.2026'; '' if unparseable. */
export function formatDateLong(d: string): string {
  const w = parseWallClock(d);
  return w ? long(w) : '';
}

/** 'YYYY-MM-DD' for <time dateTime="…">, or '' for unparseable input. */
export function isoDate(d: string): string {
  const w = parseWallClock(d);
  return w ? `${pad4(w.year)}-${pad2(w.month)}-${pad2(w.day)}` : '';
}

/** The (Berlin wall-clock) year of a date string, or 0 for unparseable input. */
export function yearOf(d: string): number {
  const w = parseWallClock(d);
  return w ? w.year : 0;
}

/**
 * Event/news date display (spec §9).
 *
 * Composition, in this order:
 *   1. start date          'dddd, DD.MM.YYYY'
 *   2. start time          ', HH:mm Uhr'     – unless the start time is 00:00
 *   3. end date            ' bis DD.MM.YYYY' – only if the end is on a different day
 *   4. end time            ' - HH:mm Uhr'    – only if the end time differs from the
 *                                               start time and is not 00:00
 * The start time is placed right after the start date (not after the end date)
 * so that each time stays next to the day it belongs to:
 *   'Donnerstag, 12.02.2026, 19:00 Uhr bis 14.02.2026 - 01:00 Uhr'.
 *
 * An end time of 00:00 counts as "no time" (like the start time), because a
 * date-only end 'YYYY-MM-DD' has that time; otherwise '2026-02-12T19:00' →
 * '2026-02-13' would end in ' - 00:00 Uhr'.
 * An empty/null/unparseable end is ignored; an unparseable start gives ''.
 * An end before the start is not corrected; it is displayed as stored.
 */
export function formatEventDate(von: string, bis?: string | null): string {
  const start = parseWallClock(von);
  if (!start) return '';
  const end = bis ? parseWallClock(bis) : null;

  let out = long(start);
  if (!isMidnight(start)) out += `, ${hhmm(start)} Uhr`;
  if (end) {
    if (!sameDay(start, end)) out += ` bis ${dmy(end)}`;
    if (!isMidnight(end) && !sameTime(start, end)) out += ` - ${hhmm(end)} Uhr`;
  }
  return out;
}

/** Today's date in Europe/Berlin as 'YYYY-MM-DD' (validity dates are local days). */
export function berlinToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Current Europe/Berlin wall-clock time as 'YYYY-MM-DDTHH:mm'. */
export function berlinNow(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}
