/**
 * Events from a regional calendar's iCalendar feed, as neutral records with a stable id, the town's
 * categories and Berlin wall-clock times.
 *
 * The id is the UID, and for one occurrence of a repeating event the UID with its RECURRENCE-ID, so
 * reading the same feed again gives the same ids (and a changed event keeps its id): the import can
 * compare by id, add the new, change the changed and keep local edits of fields the feed does not
 * carry.
 */
import type { ImportNotice } from './errors';
import { readIcs } from './ics-read';

export interface ImportedEvent {
  /** UID, or 'UID|RECURRENCE-ID' for an occurrence of a repeating event. */
  id: string;
  uid: string;
  recurrenceId: string | null;
  title: string;
  /** Plain text. */
  description: string;
  location: string;
  url: string | null;
  allDay: boolean;
  /** 'YYYY-MM-DD' (whole day) or 'YYYY-MM-DDTHH:mm' (Berlin), as `veranstaltung.datum_von`. */
  start: string;
  /** As `veranstaltung.datum_bis`: the last day of a whole-day event, the end of a timed one; null without. */
  end: string | null;
  /** The feed's CATEGORIES. */
  sourceCategories: string[];
  /** The town's category ids the mapping gives (each once, in the order of the mapping). */
  categories: number[];
}

export interface EventImport {
  /** The calendar's name (X-WR-CALNAME or NAME), '' without one. */
  calendarName: string;
  events: ImportedEvent[];
  /** CATEGORIES of the feed that the mapping does not know. */
  unmappedCategories: string[];
  notices: ImportNotice[];
}

/** Feed category (compared without case) → the town's category ids. */
export type CategoryMapping = Record<string, number[]>;

export interface EventIcsOptions {
  /** Window: first day 'YYYY-MM-DD' (inclusive) and the day after the last (exclusive). */
  from: string;
  until: string;
  categories?: CategoryMapping;
  /** Ids given to events none of whose categories is mapped; default none. */
  defaultCategories?: number[];
  maxBytes?: number;
  maxEvents?: number;
}

/** Reads the events of the window from an iCalendar feed. */
export function readEventsIcs(input: string | Uint8Array, options: EventIcsOptions): EventImport {
  const ics = readIcs(input, { from: options.from, until: options.until, maxBytes: options.maxBytes, maxOccurrences: options.maxEvents ?? 20_000 });
  const mapping = new Map(Object.entries(options.categories ?? {}).map(([k, v]) => [k.trim().toLowerCase(), v]));
  const unmapped = new Set<string>();
  const notices = [...ics.notices];
  const seen = new Set<string>();
  const events: ImportedEvent[] = [];
  for (const o of ics.occurrences) {
    if (!o.summary) {
      notices.push({ line: o.line, field: 'SUMMARY', message: `Der Termin „${o.uid}“ hat keinen Titel und wurde ausgelassen.` });
      continue;
    }
    const id = o.recurrenceId ? `${o.uid}|${o.recurrenceId}` : o.uid;
    if (seen.has(id)) continue;
    seen.add(id);
    const categories: number[] = [];
    for (const c of o.categories) {
      const ids = mapping.get(c.toLowerCase());
      if (!ids) unmapped.add(c);
      for (const i of ids ?? []) if (!categories.includes(i)) categories.push(i);
    }
    if (categories.length === 0) categories.push(...(options.defaultCategories ?? []));
    events.push({
      id,
      uid: o.uid,
      recurrenceId: o.recurrenceId,
      title: o.summary,
      description: o.description,
      location: o.location,
      url: safeUrl(o.url),
      allDay: o.allDay,
      start: o.start,
      end: o.end,
      sourceCategories: o.categories,
      categories,
    });
  }
  if (events.length === 0 && ics.occurrences.length === 0 && ics.notices.length === 0) {
    notices.push({ message: `Der Kalender enthält keine Termine zwischen ${options.from} und ${options.until}.` });
  }
  return { calendarName: ics.calendarName, events, unmappedCategories: [...unmapped].sort((a, b) => a.localeCompare(b, 'de')), notices };
}

/** Only http(s) links reach the site; anything else is dropped. */
function safeUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}
