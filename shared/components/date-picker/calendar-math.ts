/**
 * Dates of the date picker as ISO strings ('YYYY-MM-DD', what a native date field sends), computed in
 * UTC so that no time zone or daylight-saving change moves a day. German names and formats.
 */

export const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
/** Indexed like Date#getUTCDay: 0 is Sunday. */
export const WEEKDAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];
export const WEEKDAYS_SHORT = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(iso: string): Date {
  const m = ISO.exec(iso);
  if (!m) throw new Error(`Kein Datum: ${iso}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

const toIso = (d: Date) => d.toISOString().slice(0, 10);

/** A real calendar day in ISO form (2026-02-30 is none). */
export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !ISO.test(value)) return false;
  return toIso(toDate(value)) === value;
}

/**
 * A date typed the German way: 'TT.MM.JJJJ', also with one-digit day or month, or ISO. Null when it
 * is no real day (31.02.2026) or not a date at all.
 */
export function parseGermanDate(text: string): string | null {
  const t = text.trim();
  if (isIsoDate(t)) return t;
  const m = /^(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})$/.exec(t);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** '25.11.2026' */
export function formatGermanDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

/** 'Mittwoch, 25. November 2026' */
export function longGermanDate(iso: string): string {
  const d = toDate(iso);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()}. ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** 'November 2026' */
export function monthTitle(iso: string): string {
  const d = toDate(iso);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

export function addDays(iso: string, days: number): string {
  const d = toDate(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return toIso(d);
}

/** The same day `months` later, or the month's last day when it is shorter (31.01. + 1 → 28./29.02.). */
export function addMonths(iso: string, months: number): string {
  const d = toDate(iso);
  const day = d.getUTCDate();
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return toIso(first);
}

/** The first day of the week containing `iso`; `weekStart` like getUTCDay (1 = Monday). */
export function startOfWeek(iso: string, weekStart: number): string {
  const back = (toDate(iso).getUTCDay() - weekStart + 7) % 7;
  return addDays(iso, -back);
}

export function endOfWeek(iso: string, weekStart: number): string {
  return addDays(startOfWeek(iso, weekStart), 6);
}

/** The weekdays in calendar order, from `weekStart` (getUTCDay numbering). */
export function weekdayOrder(weekStart: number): number[] {
  return Array.from({ length: 7 }, (_, i) => (weekStart + i) % 7);
}

/**
 * The weeks of the month containing `iso`, each seven cells in calendar order: the month's days, and
 * null before its first and after its last day.
 */
export function monthWeeks(iso: string, weekStart: number): (string | null)[][] {
  const d = toDate(iso);
  const first = toIso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)));
  const month = first.slice(0, 7);
  const weeks: (string | null)[][] = [];
  for (let day = startOfWeek(first, weekStart); day.slice(0, 7) <= month; day = addDays(day, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const cell = addDays(day, i);
        return cell.slice(0, 7) === month ? cell : null;
      }),
    );
  }
  return weeks;
}

/** `iso` within [min, max] (either may be missing). */
export function clampDate(iso: string, min?: string | null, max?: string | null): string {
  if (min && iso < min) return min;
  if (max && iso > max) return max;
  return iso;
}

/**
 * The one-based first day of the week of the spec (§9 firstDayOfWeek, 1 = Sunday, as in the original's
 * calendar) as a getUTCDay number (0 = Sunday): 2 → 1, Monday.
 */
export function weekStartFromSpec(firstDayOfWeek: number): number {
  return (((firstDayOfWeek - 1) % 7) + 7) % 7;
}
