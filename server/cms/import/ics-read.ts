/**
 * Reading an iCalendar file (RFC 5545) into occurrences in Berlin wall-clock time: the shared step of
 * the waste-date and event imports.
 *
 * Parsing and recurrence (RRULE, RDATE, EXDATE, moved or cancelled occurrences by RECURRENCE-ID) are
 * ical.js's; this module adds what the site needs around it: positions in German error messages, a
 * bound on size and on the number of occurrences, a window that every recurrence is expanded in, and
 * times converted to the Europe/Berlin wall clock the store keeps ('YYYY-MM-DD' for whole days,
 * 'YYYY-MM-DDTHH:mm' otherwise). Times in UTC or in another named zone are converted; floating times
 * and zones nobody knows are taken as Berlin time (what a German calendar means by them).
 */
import ICAL from 'ical.js';
import { DEFAULT_MAX_BYTES, ImportError, type ImportNotice, asImportError, guarded, inputText } from './errors';

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalEvent = InstanceType<typeof ICAL.Event>;

export interface IcsReadOptions {
  /** First day of the window, 'YYYY-MM-DD' (Berlin), inclusive. */
  from: string;
  /** Day after the window, 'YYYY-MM-DD' (Berlin), exclusive. */
  until: string;
  maxBytes?: number;
  /** Bound on the occurrences read in the window (all events together); default 50 000. */
  maxOccurrences?: number;
}

export interface IcsOccurrence {
  uid: string;
  /**
   * The occurrence's RECURRENCE-ID as written in iCalendar ('20270403T190000', '20270403' or
   * '20270403T170000Z'); null for an event without recurrence. UID and this give a stable id.
   */
  recurrenceId: string | null;
  summary: string;
  description: string;
  location: string;
  url: string | null;
  categories: string[];
  allDay: boolean;
  /** 'YYYY-MM-DD' (whole day) or 'YYYY-MM-DDTHH:mm' (Berlin). */
  start: string;
  /** Whole days: the last day (inclusive), null for one day; timed: the end, null without one. */
  end: string | null;
  /** Line of the VEVENT's BEGIN in the file (for messages). */
  line: number;
}

export interface IcsReadResult {
  /** The calendar's name (X-WR-CALNAME or NAME), '' without one. */
  calendarName: string;
  occurrences: IcsOccurrence[];
  notices: ImportNotice[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Bound on the steps of one recurrence rule up to the window's end (a daily rule over 500 years). */
const MAX_STEPS = 200_000;

/** Reads every VEVENT of `input` whose occurrences start in [from, until), sorted by start and uid. */
export function readIcs(input: string | Uint8Array, options: IcsReadOptions): IcsReadResult {
  return guarded('Die Kalenderdatei lässt sich nicht lesen', () => read(input, options));
}

function read(input: string | Uint8Array, options: IcsReadOptions): IcsReadResult {
  if (!DAY.test(options.from) || !DAY.test(options.until) || options.from >= options.until) {
    throw new ImportError('format', `Der Zeitraum ${options.from} bis ${options.until} ist ungültig.`);
  }
  const text = inputText(input, options.maxBytes ?? DEFAULT_MAX_BYTES);
  const eventLines = checkStructure(text);
  let root: IcalComponent;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown as unknown[]);
  } catch (err) {
    throw asImportError(err, 'Die Kalenderdatei ist kein gültiges iCalendar.', { line: lineOf(text, err) });
  }
  const calendar = root.name === 'vcalendar' ? root : root.getFirstSubcomponent('vcalendar');
  if (!calendar) throw new ImportError('format', 'Die Datei enthält keinen Kalender (BEGIN:VCALENDAR fehlt).', { line: 1 });
  const calendarName = String(calendar.getFirstPropertyValue('x-wr-calname') ?? calendar.getFirstPropertyValue('name') ?? '').trim();

  const notices: ImportNotice[] = [];
  const components = calendar.getAllSubcomponents('vevent');
  const maxOccurrences = options.maxOccurrences ?? 50_000;
  const occurrences: IcsOccurrence[] = [];
  const push = (o: IcsOccurrence) => {
    if (occurrences.length >= maxOccurrences) {
      throw new ImportError('size', `Der Kalender ergibt mehr als ${maxOccurrences} Termine im Zeitraum ${options.from} bis ${options.until}.`);
    }
    occurrences.push(o);
  };

  // Masters and their moved or cancelled occurrences (same UID, with RECURRENCE-ID).
  const masters = new Map<string, { event: IcalEvent; line: number }>();
  const exceptions: { component: IcalComponent; line: number; uid: string }[] = [];
  components.forEach((component, i) => {
    const line = eventLines[i] ?? 0;
    const uid = String(component.getFirstPropertyValue('uid') ?? '').trim();
    if (!uid) {
      notices.push({ line, field: 'UID', message: 'Termin ohne UID übersprungen.' });
      return;
    }
    if (!component.getFirstProperty('dtstart')) {
      notices.push({ line, field: 'DTSTART', message: `Termin „${uid}“ ohne Beginn übersprungen.` });
      return;
    }
    if (component.hasProperty('recurrence-id')) exceptions.push({ component, line, uid });
    else if (masters.has(uid)) notices.push({ line, field: 'UID', message: `Die UID „${uid}“ kommt doppelt vor; der zweite Termin wurde übersprungen.` });
    else masters.set(uid, { event: new ICAL.Event(component), line });
  });
  for (const ex of exceptions) {
    const master = masters.get(ex.uid);
    if (master?.event.isRecurring()) master.event.relateException(ex.component);
    else if (!master) masters.set(ex.uid, { event: new ICAL.Event(ex.component), line: ex.line });
  }

  const unknownZones = new Set<string>();
  for (const [uid, { event, line }] of masters) {
    try {
      if (!event.isRecurring()) {
        const o = occurrence(event, event.component, event.startDate, event.endDate, null, uid, line, unknownZones);
        if (o && inWindow(o, options) && !cancelled(event.component)) push(o);
        continue;
      }
      // Occurrences come in the order of their original start, in the zone of DTSTART: a day after
      // the window's end (a zone is never a day away from Berlin) ends the expansion.
      const stop = nextDay(options.until);
      const it = event.iterator();
      let steps = 0;
      for (let next = it.next(); next; next = it.next()) {
        if (dayText(next) >= stop) break;
        if (++steps > MAX_STEPS) {
          throw new ImportError('size', `Die Wiederholungsregel des Termins „${uid}“ ergibt mehr als ${MAX_STEPS} Termine bis zum Ende des Zeitraums.`, {
            line,
            field: 'RRULE',
          });
        }
        const details = event.getOccurrenceDetails(next);
        const item = details.item.component;
        const o = occurrence(details.item, item, details.startDate, details.endDate, details.recurrenceId, uid, line, unknownZones);
        if (inWindow(o, options) && !cancelled(item)) push(o);
      }
    } catch (err) {
      if (err instanceof ImportError) throw err;
      throw asImportError(err, `Der Termin „${uid}“ lässt sich nicht lesen`, { line });
    }
  }
  for (const zone of unknownZones) {
    notices.push({ field: 'TZID', message: `Die Zeitzone „${zone}“ ist unbekannt; ihre Zeiten wurden als deutsche Zeit gelesen.` });
  }
  occurrences.sort((a, b) =>
    a.start < b.start ? -1 : a.start > b.start ? 1 : a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : (a.recurrenceId ?? '').localeCompare(b.recurrenceId ?? ''),
  );
  return { calendarName, occurrences, notices };
}

function inWindow(o: IcsOccurrence, options: IcsReadOptions): boolean {
  const day = o.start.slice(0, 10);
  return day >= options.from && day < options.until;
}

function cancelled(component: IcalComponent): boolean {
  return String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';
}

function text(component: IcalComponent, name: string): string {
  const v = component.getFirstPropertyValue(name);
  return v === null || v === undefined ? '' : String(v).trim();
}

function occurrence(
  event: IcalEvent,
  component: IcalComponent,
  start: IcalTime,
  end: IcalTime | null,
  recurrenceId: IcalTime | null,
  uid: string,
  line: number,
  unknownZones: Set<string>,
): IcsOccurrence {
  const tzStart = tzidOf(component, 'dtstart');
  const tzEnd = tzidOf(component, 'dtend') ?? tzStart;
  const allDay = start.isDate;
  let startText: string;
  let endText: string | null = null;
  if (allDay) {
    startText = dayText(start);
    if (end) {
      // DTEND of a whole day is exclusive.
      const last = end.clone();
      if (end.isDate) last.adjust(-1, 0, 0, 0);
      const lastDay = dayText(last);
      endText = lastDay > startText ? lastDay : null;
    }
  } else {
    startText = berlin(start, tzStart, unknownZones);
    if (end) {
      const e = berlin(end, tzEnd, unknownZones);
      endText = e > startText ? e : null;
    }
  }
  const categories = component
    .getAllProperties('categories')
    .flatMap((p) => p.getValues().map((v) => String(v).trim()))
    .filter((c) => c !== '');
  return {
    uid,
    recurrenceId: recurrenceId ? recurrenceId.toICALString() : null,
    summary: event.summary ? String(event.summary).trim() : '',
    description: event.description ? String(event.description).trim() : '',
    location: event.location ? String(event.location).trim() : '',
    url: text(component, 'url') || null,
    categories,
    allDay,
    start: startText,
    end: endText,
    line,
  };
}

function tzidOf(component: IcalComponent, name: string): string | undefined {
  const p = component.getFirstProperty(name);
  const tz = p?.getParameter('tzid');
  return typeof tz === 'string' ? tz : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

function dayText(t: IcalTime): string {
  return `${String(t.year).padStart(4, '0')}-${pad(t.month)}-${pad(t.day)}`;
}

function nextDay(day: string): string {
  const t = new Date(`${day}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + 1);
  return t.toISOString().slice(0, 10);
}

/** Windows zone names some servers write instead of IANA names. */
const WINDOWS_ZONES: Record<string, string> = {
  'W. Europe Standard Time': 'Europe/Berlin',
  'Central Europe Standard Time': 'Europe/Budapest',
  'Romance Standard Time': 'Europe/Paris',
  'GMT Standard Time': 'Europe/London',
  UTC: 'UTC',
};

const zones = new Map<string, string | null>();

/** The IANA zone a TZID names ('/mozilla.org/20070129_1/Europe/Berlin' too), or null. */
function ianaZone(tzid: string): string | null {
  if (!zones.has(tzid)) zones.set(tzid, lookUpZone(tzid));
  return zones.get(tzid)!;
}

function lookUpZone(tzid: string): string | null {
  const candidates = [WINDOWS_ZONES[tzid], tzid, /([A-Za-z_]+\/[A-Za-z_+-]+)$/.exec(tzid)?.[1]];
  for (const c of candidates) {
    if (!c) continue;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: c });
      return c;
    } catch {
      // not a zone Intl knows
    }
  }
  return null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function parts(zone: string, ms: number): number[] {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return [Number(p.year), Number(p.month), Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)];
}

/** The instant of a wall-clock time in `zone` (the later one in a repeated hour, as calendars do). */
function instantOf(zone: string, y: number, mo: number, d: number, h: number, mi: number, s: number): number {
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const [py, pmo, pd, ph, pmi, ps] = parts(zone, guess);
    const offset = Date.UTC(py!, pmo! - 1, pd!, ph!, pmi!, ps!) - guess;
    guess = wall - offset;
  }
  return guess;
}

/** A date-time as 'YYYY-MM-DDTHH:mm' on the Berlin wall clock. */
function berlin(t: IcalTime, tzid: string | undefined, unknownZones: Set<string>): string {
  const isUtc = t.zone?.tzid === 'UTC' || tzid === 'UTC' || tzid === 'Etc/UTC';
  let zone: string | null = isUtc ? 'UTC' : null;
  if (!zone && tzid) {
    zone = ianaZone(tzid);
    if (!zone) unknownZones.add(tzid);
  }
  if (!zone || zone === 'Europe/Berlin') return `${dayText(t)}T${pad(t.hour)}:${pad(t.minute)}`;
  const instant =
    zone === 'UTC' ? Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second) : instantOf(zone, t.year, t.month, t.day, t.hour, t.minute, t.second);
  const [y, mo, d, h, mi] = parts('Europe/Berlin', instant);
  return `${String(y).padStart(4, '0')}-${pad(mo!)}-${pad(d!)}T${pad(h!)}:${pad(mi!)}`;
}

const DATE_PROPERTIES = new Set(['DTSTART', 'DTEND', 'RECURRENCE-ID', 'EXDATE']);

/**
 * Checks what ical.js's parser does not report with a position: every content line has a name and a
 * colon, BEGIN and END are balanced. Returns the line of each top-level VEVENT's BEGIN, in order.
 */
function checkStructure(text: string): number[] {
  const physical = text.split(/\r\n|\n|\r/);
  const stack: { name: string; line: number }[] = [];
  const eventLines: number[] = [];
  let sawCalendar = false;
  for (let i = 0; i < physical.length; i++) {
    const raw = physical[i]!;
    if (raw === '' || raw.startsWith(' ') || raw.startsWith('\t')) continue; // blank or continuation
    const line = i + 1;
    const m = /^([A-Za-z0-9-]+)(?:;(?:[^":]|"[^"]*")*)?:(.*)$/.exec(raw);
    if (!m) throw new ImportError('format', `„${raw.slice(0, 40)}“ ist keine iCalendar-Zeile (Name und Doppelpunkt fehlen).`, { line });
    const name = m[1]!.toUpperCase();
    const value = m[2]!.trim().toUpperCase();
    if (name === 'BEGIN') {
      if (value === 'VCALENDAR') sawCalendar = true;
      if (value === 'VEVENT' && stack.length === 1 && stack[0]!.name === 'VCALENDAR') eventLines.push(line);
      stack.push({ name: value, line });
    } else if (name === 'END') {
      const open = stack.pop();
      if (!open || open.name !== value) {
        throw new ImportError('format', open ? `END:${value} schließt BEGIN:${open.name} aus Zeile ${open.line}.` : `END:${value} ohne BEGIN.`, { line });
      }
    } else if (DATE_PROPERTIES.has(name) && stack.at(-1)?.name === 'VEVENT') {
      const values = m[2]!.trim().split(',');
      if (!values.every((v) => /^\d{8}(T\d{6}Z?)?$/.test(v.trim()))) {
        throw new ImportError('format', `„${m[2]!.trim().slice(0, 40)}“ ist kein iCalendar-Datum (JJJJMMTT oder JJJJMMTTThhmmss).`, { line, field: name });
      }
    } else if (stack.length === 0) {
      throw new ImportError('format', `Die Zeile „${name}“ steht außerhalb von BEGIN:VCALENDAR … END:VCALENDAR.`, { line });
    }
  }
  if (!sawCalendar) throw new ImportError('format', 'Die Datei ist keine Kalenderdatei (BEGIN:VCALENDAR fehlt).', { line: 1 });
  const open = stack.pop();
  if (open) throw new ImportError('format', `BEGIN:${open.name} wird nicht geschlossen.`, { line: open.line });
  return eventLines;
}

/** The line ical.js's error names by its text, if it does. */
function lineOf(text: string, err: unknown): number | undefined {
  const quoted = err instanceof Error ? /"([^"]+)"/.exec(err.message)?.[1] : undefined;
  if (!quoted) return undefined;
  const i = text.split(/\r\n|\n|\r/).findIndex((l) => l.includes(quoted));
  return i >= 0 ? i + 1 : undefined;
}
