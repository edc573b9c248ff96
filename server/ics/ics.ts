/**
 * iCalendar writer (RFC 5545) for events stored as Europe/Berlin wall-clock strings
 * ('YYYY-MM-DDTHH:mm' or whole days 'YYYY-MM-DD').
 *
 * Times are written as local times with TZID=Europe/Berlin plus a VTIMEZONE, so calendar apps keep
 * 19:00 at 19:00 on both sides of a DST change. Whole-day events use VALUE=DATE with an exclusive
 * DTEND (the day after the last day). Text values are escaped (\\ ; , newline), lines end in CRLF
 * and are folded at 75 octets without splitting a UTF-8 sequence.
 */

import { calendarProdId } from './site-origin';

export interface IcsEvent {
  /** Stable unique id, e.g. 'veranstaltung-5001@musterstadt.de' (calendarUid in site-origin.ts). */
  uid: string;
  summary: string;
  /** 'YYYY-MM-DDTHH:mm' (Berlin wall clock) or 'YYYY-MM-DD' (whole day). */
  start: string;
  end?: string | null;
  location?: string | null;
  /** Plain text (use htmlToText for HTML bodies). */
  description?: string | null;
  url?: string | null;
  categories?: string[];
  /**
   * A display reminder (VALARM). `trigger` is an RFC 5545 duration relative to the start: for a
   * whole-day event '-PT6H' rings at 18:00 local time the evening before (the day starts at local
   * midnight, and a DST change never falls between 18:00 and midnight).
   */
  alarm?: { trigger: string; description: string } | null;
  /** TRANSP:TRANSPARENT: the event does not block time in free/busy views (e.g. collection days). */
  transparent?: boolean;
  /**
   * The event's hours hold on each of its days (dailyHours in shared/format/date.ts): one event of the
   * first day's hours, repeated daily (RRULE FREQ=DAILY;COUNT=days), not one block day and night.
   */
  daily?: { from: string; to: string; days: number };
  /**
   * The revision of an event a person keeps in their own calendar (an appointment): a calendar
   * program replaces its copy when the same UID comes with a higher SEQUENCE, and removes it when that
   * copy says STATUS:CANCELLED.
   */
  sequence?: number;
  status?: 'CONFIRMED' | 'CANCELLED';
}

export interface IcsCalendar {
  name: string;
  events: IcsEvent[];
  /** DTSTAMP of every event; defaults to now. */
  stamp?: Date;
  prodId?: string;
}

const TZID = 'Europe/Berlin';

/** RFC 5545 §3.3.11 TEXT escaping. */
export function escapeText(s: string): string {
  return s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds one content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 sequence. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    if (octets + n > limit) {
      out.push(current);
      current = '';
      octets = 0;
      limit = 74; // continuation lines start with one space
    }
    current += ch;
    octets += n;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** Unfolds a calendar text into logical lines (for tests and readers). */
export function unfold(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((l) => l !== '');
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function utcStamp(d: Date): string {
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

interface Parsed {
  date: string; // YYYYMMDD
  time: string | null; // HHMMSS
  y: number;
  m: number;
  d: number;
}

function parse(s: string): Parsed | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(s.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, sec] = m;
  return {
    date: `${y}${mo}${d}`,
    time: h !== undefined ? `${h}${mi}${sec ?? '00'}` : null,
    y: Number(y),
    m: Number(mo),
    d: Number(d),
  };
}

function nextDay(p: Parsed): string {
  const t = new Date(Date.UTC(p.y, p.m - 1, p.d + 1));
  return `${pad(t.getUTCFullYear(), 4)}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}`;
}

/** The VTIMEZONE of Europe/Berlin (EU rules since 1996). */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TZID}`,
  `X-LIC-LOCATION:${TZID}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function eventLines(e: IcsEvent, stamp: string): string[] {
  const start = parse(e.start);
  if (!start) return [];
  const end = e.end ? parse(e.end) : null;
  const lines = ['BEGIN:VEVENT', `UID:${e.uid}`, `DTSTAMP:${stamp}`];
  if (start.time === null || (start.time === '000000' && (!end || end.time === null || end.time === '000000'))) {
    // Whole day(s): DTEND is exclusive, the day after the last day.
    lines.push(`DTSTART;VALUE=DATE:${start.date}`);
    const last = end && end.date >= start.date ? end : start;
    lines.push(`DTEND;VALUE=DATE:${nextDay(last)}`);
  } else if (e.daily) {
    lines.push(`DTSTART;TZID=${TZID}:${start.date}T${e.daily.from.replace(':', '')}00`);
    lines.push(`DTEND;TZID=${TZID}:${start.date}T${e.daily.to.replace(':', '')}00`);
    lines.push(`RRULE:FREQ=DAILY;COUNT=${e.daily.days}`);
  } else {
    lines.push(`DTSTART;TZID=${TZID}:${start.date}T${start.time}`);
    if (end && `${end.date}${end.time ?? ''}` > `${start.date}${start.time}`) {
      // A date-only end of a timed event: until the end of that day.
      lines.push(end.time === null ? `DTEND;TZID=${TZID}:${nextDay(end)}T000000` : `DTEND;TZID=${TZID}:${end.date}T${end.time}`);
    }
  }
  lines.push(`SUMMARY:${escapeText(e.summary)}`);
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  if (e.categories?.length) lines.push(`CATEGORIES:${e.categories.map(escapeText).join(',')}`);
  if (e.url) lines.push(`URL:${e.url}`);
  if (e.transparent) lines.push('TRANSP:TRANSPARENT');
  if (e.sequence !== undefined) lines.push(`SEQUENCE:${e.sequence}`);
  if (e.status) lines.push(`STATUS:${e.status}`);
  if (e.alarm) {
    lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `TRIGGER:${e.alarm.trigger}`, `DESCRIPTION:${escapeText(e.alarm.description)}`, 'END:VALARM');
  }
  lines.push('END:VEVENT');
  return lines;
}

/** A complete VCALENDAR as a string with CRLF line endings. */
export function buildCalendar(cal: IcsCalendar): string {
  const stamp = utcStamp(cal.stamp ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${cal.prodId ?? calendarProdId('Veranstaltungskalender')}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(cal.name)}`,
    `X-WR-TIMEZONE:${TZID}`,
    ...VTIMEZONE,
    ...cal.events.flatMap((e) => eventLines(e, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', shy: '' };

/** Plain text from the simple HTML of CMS bodies: paragraphs and line breaks kept, tags dropped. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<\/(p|h[1-6]|ul|ol|div)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : all;
      }
      return ENTITIES[name.toLowerCase()] ?? all;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
