/**
 * Date formatting for events and news (spec §9), with dayjs, its German locale and the
 * Europe/Berlin timezone. The display formats are the constants in shared/site/constants.ts.
 *
 * All inputs are Europe/Berlin wall-clock strings as stored in the CMS:
 *   'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm', 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD HH:mm:ss'
 *   (fractional seconds are tolerated and ignored).
 *
 * Every value is held in dayjs UTC mode, whose fields are exactly the Berlin wall clock. Nothing
 * goes through the machine's timezone, so a server running in UTC and a browser in Berlin render
 * exactly the same text (no hydration mismatches, no dates shifting by a day around midnight).
 * A wall-clock time is kept as written, even on DST change days: '2026-03-29T02:30'
 * (a time that does not exist in Berlin) is displayed as '02:30 Uhr'.
 *
 * The only exception are strings that carry an explicit instant ('Z' or an offset
 * such as '+01:00', e.g. from a JSON API): they denote a point in time and are
 * converted to Europe/Berlin wall-clock time; the timezone plugin gives Berlin's offset at
 * that instant. (dayjs's own .tz() result keeps the Berlin time in a Date of the machine's
 * timezone, which shifts by an hour where the machine's zone skips that hour; hence the
 * offset is applied in UTC mode instead.)
 *
 * The timezone plugin asks Intl for every offset, and the store asks for "today" and "now" in Berlin
 * on every query of validity dates: the offset is therefore kept per UTC hour (Berlin changes its
 * offset only on the hour), and "today" and "now" per minute (ADR 19, docs/performance.md). In the
 * browser this module loads with the page parts that show dates, after the first paint (ADR 19).
 *
 * None of the functions throws: unparseable input gives '' (or 0 for yearOf).
 */
import dayjs, { type Dayjs } from 'dayjs';
import de from 'dayjs/locale/de.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { DATE_FORMAT, DATE_LONG_FORMAT, END_DATE_FORMAT, END_TIME_FORMAT, TIME_FORMAT } from '../site/constants';
import { keptPerString } from '../util/kept';

dayjs.extend(utc);
dayjs.extend(timezone);

const BERLIN = 'Europe/Berlin';
const ISO_DATE = 'YYYY-MM-DD';
const ISO_MINUTE = 'YYYY-MM-DD[T]HH:mm';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const WALL_CLOCK_RE = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

const INSTANT_RE = /^(\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(?:(Z)|([+-]\d{2}):?(\d{2}))$/i;

/**
 * A wall-clock string as a UTC-mode Dayjs, or null. dayjs rolls '2026-02-30' over to March,
 * so the date counts only if it reads back as written (in UTC mode the ISO string is the
 * wall clock).
 */
function parseLocal(s: string): Dayjs | null {
  const m = WALL_CLOCK_RE.exec(s);
  if (!m) return null;
  const canonical = `${m[1]}T${m[2] ?? '00:00'}:${m[3] ?? '00'}`;
  const d = dayjs.utc(canonical);
  return d.isValid() && d.toISOString().startsWith(canonical) ? d.locale(de) : null;
}

/** Berlin's offset from UTC in minutes, by UTC hour (the timezone plugin's answer, asked once per hour). */
const offsets = new Map<number, number>();
const MAX_OFFSETS = 512;
/** From 1900 on Berlin changed its offset only on the full UTC hour (before 1893 it kept local mean time). */
const HOURLY_FROM = Date.UTC(1900, 0, 1);

/** Berlin's offset from UTC in minutes at an instant, or null where Intl has no time-zone data. */
function berlinOffset(ms: number): number | null {
  const hour = Math.floor(ms / HOUR);
  const known = offsets.get(hour);
  if (known !== undefined) return known;
  let offset: number;
  try {
    offset = dayjs(ms).tz(BERLIN).utcOffset();
  } catch {
    return null; // an Intl without time zone data throws a RangeError for Europe/Berlin
  }
  if (ms >= HOURLY_FROM) {
    if (offsets.size >= MAX_OFFSETS) offsets.delete(offsets.keys().next().value!);
    offsets.set(hour, offset);
  }
  return offset;
}

/** Berlin wall-clock time of an instant (ms), in UTC mode (see module comment); null without time-zone data. */
function toBerlin(ms: number): Dayjs | null {
  const offset = berlinOffset(ms);
  return offset === null ? null : dayjs.utc(ms + offset * MINUTE).locale(de);
}

/** Converts an absolute instant ('...Z' / '...+01:00') to Berlin wall-clock time. */
function parseInstant(s: string): Dayjs | null {
  const m = INSTANT_RE.exec(s);
  // Validate the written date itself first: Date.parse rolls '2026-02-30' over.
  if (!m?.[1] || !parseLocal(m[1])) return null;
  const instant = dayjs(`${m[1].replace(' ', 'T')}${m[2] ? 'Z' : `${m[3]}:${m[4]}`}`);
  return instant.isValid() ? toBerlin(instant.valueOf()) : null;
}

/**
 * Parsing and formatting a page's dates was about 3 % of a rendered page's CPU, and a page shows the
 * same few dates on every render (its news, its events): their answers are kept per string. A Dayjs
 * is immutable (every method returns a new one), so a kept one can be shared.
 */
const KEPT_DATES = 2_000;

const parseString = keptPerString((input: string): Dayjs | null => {
  const s = input.trim();
  return parseLocal(s) ?? parseInstant(s);
}, KEPT_DATES);

/** Parses a date string (see module comment); null if it is not a valid date. Never throws. */
function parseWallClock(input: unknown): Dayjs | null {
  return typeof input === 'string' ? parseString(input) : null;
}

const isMidnight = (d: Dayjs): boolean => d.hour() === 0 && d.minute() === 0;

// Field comparisons: dayjs's isSame(…, 'day') builds two more instances per call.
const sameDay = (a: Dayjs, b: Dayjs): boolean => a.date() === b.date() && a.month() === b.month() && a.year() === b.year();

const sameTime = (a: Dayjs, b: Dayjs): boolean => a.hour() === b.hour() && a.minute() === b.minute();

/** 'DD.MM.YYYY', or '' for unparseable input. */
export const formatDate: (d: string) => string = keptPerString((d) => parseWallClock(d)?.format(DATE_FORMAT) ?? '', KEPT_DATES);

/** 'dddd, DD.MM.YYYY' with German day names, e.g. 'Donnerstag, 12.02.2026'; '' if unparseable. */
export function formatDateLong(d: string): string {
  return parseWallClock(d)?.format(DATE_LONG_FORMAT) ?? '';
}

/** 'YYYY-MM-DD' for <time dateTime="…">, or '' for unparseable input. */
export const isoDate: (d: string) => string = keptPerString((d) => parseWallClock(d)?.format(ISO_DATE) ?? '', KEPT_DATES);

/** The (Berlin wall-clock) year of a date string, or 0 for unparseable input. */
export function yearOf(d: string): number {
  return parseWallClock(d)?.year() ?? 0;
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

  let out = start.format(isMidnight(start) ? DATE_LONG_FORMAT : DATE_LONG_FORMAT + TIME_FORMAT);
  if (end) {
    if (!sameDay(start, end)) out += end.format(END_DATE_FORMAT);
    if (!isMidnight(end) && !sameTime(start, end)) out += end.format(END_TIME_FORMAT);
  }
  return out;
}

/** The most days an event's day-by-day list names (a longer run is shown by its range alone). */
export const MAX_EVENT_DAYS = 62;

/**
 * The daily hours of an event that runs over several days with a time on both ends, the end later
 * in the day than the start: a Christmas market from 27.11., 17:00 to 13.12., 20:00 is open every day
 * from 17:00 to 20:00, not for 17 days and nights. Its days ('YYYY-MM-DDTHH:mm' start and end of each),
 * or null for any other event (one day, whole days, a night through, one block).
 */
export function dailyHours(von: string, bis?: string | null): { from: string; to: string; days: Array<{ von: string; bis: string }> } | null {
  const start = parseWallClock(von);
  const end = bis ? parseWallClock(bis) : null;
  if (!start || !end || sameDay(start, end) || end.isBefore(start)) return null;
  if (isMidnight(start) || isMidnight(end)) return null;
  const from = start.format('HH:mm');
  const to = end.format('HH:mm');
  if (to <= from) return null;
  const days: Array<{ von: string; bis: string }> = [];
  const last = end.format(ISO_DATE);
  for (let d = start; d.format(ISO_DATE) <= last && days.length < 366; d = d.add(1, 'day')) {
    const day = d.format(ISO_DATE);
    days.push({ von: `${day}T${from}`, bis: `${day}T${to}` });
  }
  return { from, to, days };
}

/**
 * An event's date as the spec writes it (formatEventDate), and for an event with daily hours the
 * range of days with the hours of each day: 'Freitag, 27.11.2026 bis 13.12.2026, täglich 17:00 Uhr
 * - 20:00 Uhr'.
 */
export function formatEventDays(von: string, bis?: string | null): string {
  const daily = dailyHours(von, bis);
  if (!daily) return formatEventDate(von, bis);
  const start = parseWallClock(von)!;
  const end = parseWallClock(bis ?? '')!;
  return `${start.format(DATE_LONG_FORMAT)}${end.format(END_DATE_FORMAT)}, täglich ${formatEventDate(daily.days[0]!.von, daily.days[0]!.bis).replace(/^[^,]*, [^,]*, /, '')}`;
}

/** "Today" and "now" in Berlin for one minute, computed once in it. */
let clock: { minute: number; today: string; now: string } | null = null;

function berlinClock(now: Date): { today: string; now: string } {
  const ms = now.getTime();
  const minute = Math.floor(ms / MINUTE);
  if (clock?.minute === minute) return clock;
  // Without time-zone data (an Intl that lacks it) the UTC wall clock stands in.
  const d = toBerlin(ms) ?? dayjs.utc(ms);
  clock = { minute, today: d.format(ISO_DATE), now: d.format(ISO_MINUTE) };
  return clock;
}

/** Today's date in Europe/Berlin as 'YYYY-MM-DD' (validity dates are local days). */
export function berlinToday(now: Date = new Date()): string {
  return berlinClock(now).today;
}

/** Current Europe/Berlin wall-clock time as 'YYYY-MM-DDTHH:mm'. */
export function berlinNow(now: Date = new Date()): string {
  return berlinClock(now).now;
}

/**
 * The instant a Berlin wall-clock string stands for ('2026-12-01' is its midnight, '2026-12-01T08:00'
 * that minute), or null for unparseable input. For the next moment something scheduled appears. A
 * time that does not exist (the spring DST gap) counts with the later offset, as the timezone plugin
 * counts it.
 */
export function berlinInstant(wallClock: string): Date | null {
  const local = parseWallClock(wallClock);
  if (!local) return null;
  // The wall clock read as UTC; the offset guessed an hour earlier, then checked at its own instant.
  const asUtc = local.valueOf();
  const first = berlinOffset(asUtc - HOUR);
  if (first === null) return null;
  const second = berlinOffset(asUtc - first * MINUTE) ?? first;
  return new Date(asUtc - second * MINUTE);
}

/** The instant of the next Berlin midnight after `now` (where a "today" of a page changes). */
export function nextBerlinMidnight(now: Date): Date {
  const tomorrow = dayjs
    .utc(`${berlinToday(now)}T00:00:00`)
    .add(1, 'day')
    .format(ISO_DATE);
  return berlinInstant(tomorrow) ?? new Date(now.getTime() + 24 * HOUR);
}
