/**
 * Public holidays of Baden-Württemberg and working days, for any year (Gregorian calendar).
 *
 * Pure: dates in and out are calendar dates written 'YYYY-MM-DD' (no time, no time zone), so the answer
 * never depends on the server's zone. The twelve statutory holidays of Baden-Württemberg (Feiertagsgesetz
 * BW § 1): Neujahr, Heilige Drei Könige, Karfreitag, Ostermontag, 1. Mai, Christi Himmelfahrt,
 * Pfingstmontag, Fronleichnam, Tag der Deutschen Einheit, Allerheiligen, 1. und 2. Weihnachtstag.
 * Ostersonntag and Pfingstsonntag are Sundays anyway and are not listed (they are no working days either
 * way). Heiligabend and Silvester are no public holidays; a town that closes then blocks the days.
 */

export interface Holiday {
  date: string;
  name: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a calendar date (UTC arithmetic, no zone involved). */
function dayNumber(date: string): number {
  const m = ISO_DATE.exec(date);
  if (!m) throw new Error(`Kein Datum im Format JJJJ-MM-TT: ${date}`);
  return Math.round(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000);
}

function fromDayNumber(n: number): string {
  return new Date(n * 86_400_000).toISOString().slice(0, 10);
}

/** Easter Sunday (Gregorian), the anonymous algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const cache = new Map<number, Holiday[]>();

/** The holidays of one year in date order. */
export function holidaysBW(year: number): Holiday[] {
  const known = cache.get(year);
  if (known) return known.map((h) => ({ ...h }));
  const y = String(year).padStart(4, '0');
  const easter = dayNumber(easterSunday(year));
  const list: Holiday[] = [
    { date: `${y}-01-01`, name: 'Neujahr' },
    { date: `${y}-01-06`, name: 'Heilige Drei Könige' },
    { date: fromDayNumber(easter - 2), name: 'Karfreitag' },
    { date: fromDayNumber(easter + 1), name: 'Ostermontag' },
    { date: `${y}-05-01`, name: 'Tag der Arbeit' },
    { date: fromDayNumber(easter + 39), name: 'Christi Himmelfahrt' },
    { date: fromDayNumber(easter + 50), name: 'Pfingstmontag' },
    { date: fromDayNumber(easter + 60), name: 'Fronleichnam' },
    { date: `${y}-10-03`, name: 'Tag der Deutschen Einheit' },
    { date: `${y}-11-01`, name: 'Allerheiligen' },
    { date: `${y}-12-25`, name: '1. Weihnachtstag' },
    { date: `${y}-12-26`, name: '2. Weihnachtstag' },
  ];
  // 1 May and Himmelfahrt can meet (e.g. 2008): both stay listed, each with its name.
  list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  cache.set(year, list);
  return list.map((h) => ({ ...h }));
}

/** The holiday's name on that date, or null. */
export function holidayNameBW(date: string): string | null {
  dayNumber(date);
  const year = Number(date.slice(0, 4));
  const names = holidaysBW(year)
    .filter((h) => h.date === date)
    .map((h) => h.name);
  return names.length > 0 ? names.join(' und ') : null;
}

export function isHolidayBW(date: string): boolean {
  return holidayNameBW(date) !== null;
}

/** Day of week of a calendar date: 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/** The calendar date n days after (or before, n < 0) the given one. */
export function addDays(date: string, n: number): string {
  return fromDayNumber(dayNumber(date) + n);
}

/** Monday to Friday and not a public holiday of Baden-Württemberg. */
export function isWorkingDayBW(date: string): boolean {
  const wd = weekdayOf(date);
  return wd >= 1 && wd <= 5 && !isHolidayBW(date);
}

/**
 * The date n working days after `date` (n < 0: before). n = 0 gives the date itself. The start day
 * itself is never counted: "within 3 working days" of a Friday report is the next Wednesday.
 */
export function addWorkingDaysBW(date: string, n: number): string {
  let day = dayNumber(date);
  let left = Math.abs(n);
  const step = n < 0 ? -1 : 1;
  while (left > 0) {
    day += step;
    if (isWorkingDayBW(fromDayNumber(day))) left--;
  }
  return fromDayNumber(day);
}

/**
 * Working days after `a` up to and including `b` (negative when b is before a): the number n with
 * addWorkingDaysBW(a, n) reaching b or the last working day before it. Same day: 0.
 */
export function workingDaysBetweenBW(a: string, b: string): number {
  const from = dayNumber(a);
  const to = dayNumber(b);
  if (to === from) return 0;
  const step = to > from ? 1 : -1;
  let count = 0;
  for (let day = from + step; step > 0 ? day <= to : day >= to; day += step) {
    if (isWorkingDayBW(fromDayNumber(day))) count++;
  }
  return count * step;
}
