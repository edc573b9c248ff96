/**
 * Opening hours as structured days and times (the business self-entry): up to two periods per weekday,
 * each a start and an end time. One form field holds them as a JSON text (so a refused form keeps what
 * was typed, even half of it); the inputs are named `<field>_<day>_<n>_von|bis`. The directory gets
 * them as short lines ('Mo–Fr 8–12 und 14–18 Uhr').
 *
 * Plain module without zod: it runs in the browser too.
 */

export const TAGE = [
  { key: 'mo', name: 'Montag', kurz: 'Mo' },
  { key: 'di', name: 'Dienstag', kurz: 'Di' },
  { key: 'mi', name: 'Mittwoch', kurz: 'Mi' },
  { key: 'do', name: 'Donnerstag', kurz: 'Do' },
  { key: 'fr', name: 'Freitag', kurz: 'Fr' },
  { key: 'sa', name: 'Samstag', kurz: 'Sa' },
  { key: 'so', name: 'Sonntag', kurz: 'So' },
] as const;

export type TagKey = (typeof TAGE)[number]['key'];

/** Periods per day: morning and afternoon. */
export const ZEITEN_PRO_TAG = 2;

/** One period as typed: start and end ('08:30', '' or anything a browser without time fields sends). */
export type Zeitraum = [von: string, bis: string];
/** Day → its periods (a day without any is closed). */
export type Zeiten = Partial<Record<TagKey, Zeitraum[]>>;

const TAG_KEYS = new Set<string>(TAGE.map((t) => t.key));

/** The name of the input of one end of one period. */
export const zeitInputName = (feld: string, tag: TagKey, i: number, teil: 'von' | 'bis') => `${feld}_${tag}_${i + 1}_${teil}`;

/** Reads the structured value; anything malformed counts as no opening hours. */
export function parseZeiten(value: string | undefined): Zeiten {
  if (!value) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    return {};
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: Zeiten = {};
  for (const [tag, list] of Object.entries(raw as Record<string, unknown>)) {
    if (!TAG_KEYS.has(tag) || !Array.isArray(list)) continue;
    const ranges = list
      .slice(0, ZEITEN_PRO_TAG)
      .map((r): Zeitraum => (Array.isArray(r) ? [String(r[0] ?? '').slice(0, 20), String(r[1] ?? '').slice(0, 20)] : ['', '']));
    if (ranges.some(([a, b]) => a || b)) out[tag as TagKey] = ranges;
  }
  return out;
}

/** The field's value for these opening hours: JSON with the days in week order, empty periods left out. */
export function zeitenWert(z: Zeiten): string {
  const out: Record<string, Zeitraum[]> = {};
  for (const { key } of TAGE) {
    const ranges = (z[key] ?? []).slice(0, ZEITEN_PRO_TAG);
    // Keep the positions (a second period alone stays second), but drop trailing empty ones.
    while (ranges.length && !ranges[ranges.length - 1]![0] && !ranges[ranges.length - 1]![1]) ranges.pop();
    if (ranges.length) out[key] = ranges.map(([a, b]) => [a.trim(), b.trim()]);
  }
  return Object.keys(out).length ? JSON.stringify(out) : '';
}

/** The value from a posted form's inputs (`<field>_<day>_<n>_von|bis`); repeated inputs count by their first value. */
export function zeitenAusFormular(feld: string, fields: Readonly<Record<string, string | string[]>>): string {
  const z: Zeiten = {};
  for (const { key } of TAGE) {
    const ranges: Zeitraum[] = [];
    for (let i = 0; i < ZEITEN_PRO_TAG; i++) {
      const get = (teil: 'von' | 'bis') => {
        const v = fields[zeitInputName(feld, key, i, teil)];
        return (Array.isArray(v) ? (v[0] ?? '') : (v ?? '')).slice(0, 20);
      };
      ranges.push([get('von'), get('bis')]);
    }
    z[key] = ranges;
  }
  return zeitenWert(z);
}

/** 'HH:MM' of a typed time ('8:30', '08.30', '08:30:00'), or null. 24:00 is the end of the day. */
export function parseUhrzeit(value: string): string | null {
  const m = /^(\d{1,2})[:.](\d{2})(?::00)?$/.exec(value.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min !== 0)) return null;
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export interface ZeitenFehler {
  message: string;
  /** The input to focus: day, period (0-based) and which end. */
  tag: TagKey;
  index: number;
  teil: 'von' | 'bis';
}

/** The first problem of the opening hours, day by day, or null when they follow the rules. */
export function pruefeZeiten(value: string): ZeitenFehler | null {
  const z = parseZeiten(value);
  for (const { key, name } of TAGE) {
    const ranges = z[key] ?? [];
    let previousEnd: number | null = null;
    for (const [i, [von, bis]] of ranges.entries()) {
      if (!von && !bis) continue;
      const at = (teil: 'von' | 'bis', message: string): ZeitenFehler => ({ message: `Öffnungszeiten am ${name}: ${message}`, tag: key, index: i, teil });
      if (!von) return at('von', 'Bitte geben Sie an, ab wann geöffnet ist.');
      if (!bis) return at('bis', 'Bitte geben Sie an, bis wann geöffnet ist.');
      const a = parseUhrzeit(von);
      if (!a) return at('von', 'Bitte geben Sie die Uhrzeit im Format HH:MM an, zum Beispiel 08:30.');
      const b = parseUhrzeit(bis);
      if (!b) return at('bis', 'Bitte geben Sie die Uhrzeit im Format HH:MM an, zum Beispiel 18:00.');
      if (minutes(b) <= minutes(a)) return at('bis', 'Das Ende muss nach dem Beginn liegen.');
      if (previousEnd !== null && minutes(a) < previousEnd) return at('von', 'Die zweite Öffnungszeit muss nach der ersten beginnen.');
      previousEnd = minutes(b);
    }
  }
  return null;
}

/** '8', '7:30', '24' of 'HH:MM', as German timetables write it. */
function kurzeZeit(hhmm: string): string {
  const t = parseUhrzeit(hhmm) ?? hhmm;
  const h = String(Number(t.slice(0, 2)));
  return t.endsWith(':00') ? h : `${h}:${t.slice(3, 5)}`;
}

/**
 * The opening hours as short lines, consecutive days with the same times together:
 * 'Mo–Fr 8–12 und 14–18 Uhr', 'Sa 9–12 Uhr'. Valid values only (the rules ran before).
 */
export function zeitenZeilen(value: string): string[] {
  const z = parseZeiten(value);
  const text = (key: TagKey) =>
    (z[key] ?? [])
      .filter(([a, b]) => parseUhrzeit(a) && parseUhrzeit(b))
      .map(([a, b]) => `${kurzeZeit(a)}–${kurzeZeit(b)}`)
      .join(' und ');
  const lines: string[] = [];
  let i = 0;
  while (i < TAGE.length) {
    const t = text(TAGE[i]!.key);
    let j = i;
    while (j + 1 < TAGE.length && text(TAGE[j + 1]!.key) === t) j++;
    if (t) lines.push(`${TAGE[i]!.kurz}${j > i ? `${j === i + 1 ? ', ' : '–'}${TAGE[j]!.kurz}` : ''} ${t} Uhr`);
    i = j + 1;
  }
  return lines;
}
