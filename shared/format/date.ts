/**
 * Date formatting for events and news (spec §9) in the Europe/Berlin timezone. The display formats
 * are the constants in shared/site/constants.ts, written with the tokens `dddd` (German day name),
 * `DD`, `MM`, `YYYY`, `HH`, `mm` and `[literal text]`.
 *
 * All inputs are Europe/Berlin wall-clock strings as stored in the CMS:
 *   'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm', 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD HH:mm:ss'
 *   (fractional seconds are tolerated and ignored).
 *
 * A value is held as its wall-clock fields (year, month, day, hour, minute); nothing goes through the
 * machine's timezone, so a server running in UTC and a browser in Berlin render exactly the same text
 * (no hydration mismatches, no dates shifting by a day around midnight). A wall-clock time is kept as
 * written, even on DST change days: '2026-03-29T02:30' (a time that does not exist in Berlin) is
 * displayed as '02:30 Uhr'.
 *
 * The only exception are strings that carry an explicit instant ('Z' or an offset such as '+01:00',
 * e.g. from a JSON API): they denote a point in time and are converted to Berlin wall-clock time with
 * Berlin's offset at that instant (the EU summer-time rule, see `berlinOffsetMinutes`).
 *
 * This module was written without a date library on purpose: it runs in every render and ships in
 * the first-load script, and the few formats of the site need no more than this (docs/performance.md).
 *
 * None of the functions throws: unparseable input gives '' (or 0 for yearOf).
 */
import {
  DATE_FORMAT,
  DATE_LONG_FORMAT,
  END_DATE_FORMAT,
  END_TIME_FORMAT,
  TIME_FORMAT,
} from '../site/constants';

/** Wall-clock fields; `weekday` 0 = Sunday. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

const WALL_CLOCK_RE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

const INSTANT_RE =
  /^(\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(?:(Z)|([+-]\d{2}):?(\d{2}))$/i;

const DAY_NAMES = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];

const MINUTE = 60_000;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The wall-clock fields of a UTC-based millisecond value (its UTC fields are the wall clock). */
function fieldsOf(ms: number): WallClock {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    weekday: d.getUTCDay(),
  };
}

/** A wall-clock string as its fields, or null; a date counts only if it exists ('2026-02-30' does not). */
function parseLocal(s: string): WallClock | null {
  const m = WALL_CLOCK_RE.exec(s);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const hour = m[4] === undefined ? 0 : Number(m[4]);
  const minute = m[5] === undefined ? 0 : Number(m[5]);
  const second = m[6] === undefined ? 0 : Number(m[6]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** UTC instant (ms) of 01:00 UTC on the last Sunday of a month: where EU summer time starts and ends. */
function lastSundayOneUtc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month, 0, 1));
  return last.getTime() - last.getUTCDay() * 24 * 60 * MINUTE;
}

let berlinFormat: Intl.DateTimeFormat | null = null;

/**
 * Berlin's offset from UTC in minutes at an instant: 120 in summer time, else 60. Since 1996 the EU
 * rule holds (summer time from the last Sunday of March to the last Sunday of October, switching at
 * 01:00 UTC); earlier instants ask Intl's time-zone data (null where it has none).
 */
export function berlinOffsetMinutes(ms: number): number | null {
  const year = new Date(ms).getUTCFullYear();
  if (year >= 1996) return ms >= lastSundayOneUtc(year, 3) && ms < lastSundayOneUtc(year, 10) ? 120 : 60;
  try {
    berlinFormat ??= new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Berlin',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    const p = Object.fromEntries(berlinFormat.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
    const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
    return Math.round((wall - Math.floor(ms / MINUTE) * MINUTE) / MINUTE);
  } catch {
    return null; // an Intl without time-zone data throws a RangeError for Europe/Berlin
  }
}

/** Berlin wall-clock fields of an instant, or null. */
function berlinFields(ms: number): WallClock | null {
  if (!Number.isFinite(ms)) return null;
  const offset = berlinOffsetMinutes(ms);
  return offset === null ? null : fieldsOf(ms + offset * MINUTE);
}

/** Converts an absolute instant ('...Z' / '...+01:00') to Berlin wall-clock time. */
function parseInstant(s: string): WallClock | null {
  const m = INSTANT_RE.exec(s);
  // Validate the written date itself first: Date.parse rolls '2026-02-30' over.
  if (!m?.[1] || !parseLocal(m[1])) return null;
  const ms = Date.parse(`${m[1].replace(' ', 'T')}${m[2] ? 'Z' : `${m[3]}:${m[4]}`}`);
  return Number.isNaN(ms) ? null : berlinFields(ms);
}

/** Parses a date string (see module comment); null if it is not a valid date. Never throws. */
function parseWallClock(input: unknown): WallClock | null {
  if (typeof input !== 'string') return null;
  const s = input.trim();
  return parseLocal(s) ?? parseInstant(s);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const TOKEN_RE = /\[([^\]]*)\]|dddd|YYYY|MM|DD|HH|mm/g;

/** Formats the fields with the tokens of the module comment. */
function format(d: WallClock, pattern: string): string {
  return pattern.replace(TOKEN_RE, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    switch (token) {
      case 'dddd':
        return DAY_NAMES[d.weekday]!;
      case 'YYYY':
        return pad(d.year, 4);
      case 'MM':
        return pad(d.month);
      case 'DD':
        return pad(d.day);
      case 'HH':
        return pad(d.hour);
      default:
        return pad(d.minute);
    }
  });
}

const isMidnight = (d: WallClock): boolean => d.hour === 0 && d.minute === 0;
const sameDay = (a: WallClock, b: WallClock): boolean => a.day === b.day && a.month === b.month && a.year === b.year;
const sameTime = (a: WallClock, b: WallClock): boolean => a.hour === b.hour && a.minute === b.minute;
const isoDay = (d: WallClock): string => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;

/** 'DD.MM.YYYY', or '' for unparseable input. */
export function formatDate(d: string): string {
  const v = parseWallClock(d);
  return v ? format(v, DATE_FORMAT) : '';
}

/** 'dddd, DD.MM.YYYY' with German day names, e.g. 'Donnerstag, 12.02.2026'; '' if unparseable. */
export function formatDateLong(d: string): string {
  const v = parseWallClock(d);
  return v ? format(v, DATE_LONG_FORMAT) : '';
}

/** 'YYYY-MM-DD' for <time dateTime="…">, or '' for unparseable input. */
export function isoDate(d: string): string {
  const v = parseWallClock(d);
  return v ? isoDay(v) : '';
}

/** The (Berlin wall-clock) year of a date string, or 0 for unparseable input. */
export function yearOf(d: string): number {
  return parseWallClock(d)?.year ?? 0;
}

/**
 * Event/news date display (spec §9).
 *
 * Composition, in this order:
 *   1. start date          DATE_LONG_FORMAT 'dddd, DD.MM.YYYY'
 *   2. start time          TIME_FORMAT      ', HH:mm Uhr'     – unless the start time is 00:00
 *   3. end date            END_DATE_FORMAT  ' bis DD.MM.YYYY' – only if the end is on a different day
 *   4. end time            END_TIME_FORMAT  ' - HH:mm Uhr'    – only if the end time differs from
 *                                                               the start time and is not 00:00
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

  let out = format(start, isMidnight(start) ? DATE_LONG_FORMAT : DATE_LONG_FORMAT + TIME_FORMAT);
  if (end) {
    if (!sameDay(start, end)) out += format(end, END_DATE_FORMAT);
    if (!isMidnight(end) && !sameTime(start, end)) out += format(end, END_TIME_FORMAT);
  }
  return out;
}

/** Berlin's wall clock now; falls back to UTC fields where Intl has no time-zone data (before 1996 only). */
function berlinClock(now: Date): WallClock {
  return berlinFields(now.getTime()) ?? fieldsOf(now.getTime());
}

/** Today's date in Europe/Berlin as 'YYYY-MM-DD' (validity dates are local days). */
export function berlinToday(now: Date = new Date()): string {
  return isoDay(berlinClock(now));
}

/** Current Europe/Berlin wall-clock time as 'YYYY-MM-DDTHH:mm'. */
export function berlinNow(now: Date = new Date()): string {
  const d = berlinClock(now);
  return `${isoDay(d)}T${pad(d.hour)}:${pad(d.minute)}`;
}

/**
 * The instant (a Date) at which a Berlin wall-clock time happens: '2026-11-28T00:00' → the UTC instant
 * of Berlin's midnight. A time that does not exist (the spring DST gap) counts from the later offset.
 */
export function berlinInstant(wallClock: string): Date | null {
  const v = parseLocal(wallClock.trim());
  if (!v) return null;
  const asUtc = Date.UTC(v.year, v.month - 1, v.day, v.hour, v.minute);
  // The offset at the instant guessed with winter time, then checked once more with its own offset.
  const first = berlinOffsetMinutes(asUtc - 60 * MINUTE) ?? 60;
  const second = berlinOffsetMinutes(asUtc - first * MINUTE) ?? first;
  return new Date(asUtc - second * MINUTE);
}

/** 'YYYY-MM-DD' plus `days` days (calendar arithmetic, no timezone). */
export function addDaysIso(day: string, days: number): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  return isoDay(fieldsOf(Date.UTC(y!, m! - 1, d! + days)));
}

/** The instant of the next Berlin midnight after `now` (where a "today" of a page changes). */
export function nextBerlinMidnight(now: Date): Date {
  const d = berlinClock(now);
  const next = fieldsOf(Date.UTC(d.year, d.month - 1, d.day + 1));
  return berlinInstant(isoDay(next)) ?? new Date(now.getTime() + 24 * 60 * MINUTE);
}
