/**
 * Text filters (spec §9). All functions are pure and never throw; null or
 * undefined input is treated like an empty string.
 */

type MaybeString = string | null | undefined;

const str = (s: MaybeString): string => (typeof s === 'string' ? s : '');

/** Keeps only '+' and digits, for tel: links: '+49 (7641) 123-0' → '+4976411230'. */
export function telformat(s: MaybeString): string {
  return str(s).replace(/[^+\d]/g, '');
}

/**
 * Turns the German international prefix '+49 ' at the start into the national '0':
 * '+49 7641 123-0' → '07641 123-0'. A following '(0)' is dropped as well
 * ('+49 (0)7641 …' → '07641 …'). Other numbers are returned unchanged.
 */
export function removeintprefix(s: MaybeString): string {
  return str(s).replace(/^\s*\+49\s+(?:\(0\)\s*)?/, '0');
}

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'svg', 'bmp', 'tif', 'tiff', 'heic']);

/**
 * Human-readable file type: 'plan.pdf' → 'PDF', 'liesmich.txt' → 'Text',
 * 'foto.JPG' → 'Bild(jpg)', 'tabelle.xlsx' → 'XLSX', no extension → ''.
 * Paths, query strings and fragments are ignored ('/files/plan.pdf?v=2' → 'PDF');
 * dot files such as '.htaccess' have no extension.
 */
export function fileformat(fileName: MaybeString): string {
  const base =
    str(fileName)
      .trim()
      .replace(/[?#].*$/, '')
      .split(/[/\\]/)
      .pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return '';
  const ext = base.slice(dot + 1).toLowerCase();
  if (ext === 'pdf') return 'PDF';
  if (ext === 'txt') return 'Text';
  if (IMAGE_EXTENSIONS.has(ext)) return `Bild(${ext})`;
  return ext.toUpperCase();
}

/**
 * Adds 's' unless count is exactly 1 (the spec's literal rule, also for 0:
 * '0 Fotos', '1 Foto', '2 Fotos'). Only suitable for words whose plural is
 * formed with -s ('Foto', 'Event', 'Video'); German plurals like 'Datei' → 'Dateien'
 * need their own text.
 */
export function pluralize(count: number, word: MaybeString): string {
  const w = str(word);
  return count === 1 ? w : `${w}s`;
}

/** Upper-cases the first character, leaves the rest unchanged: 'ärger' → 'Ärger'. */
export function capitalize(s: MaybeString): string {
  const v = str(s);
  if (v === '') return v;
  const first = String.fromCodePoint(v.codePointAt(0) ?? 0);
  const upper = first.toLocaleUpperCase('de-DE');
  // 'ß' would become 'SS'; keep single characters whose upper case is longer.
  return (upper.length === first.length ? upper : first) + v.slice(first.length);
}

const SIZE_UNITS = ['Byte', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * German-style file size with binary multiples (1 KB = 1024 Byte):
 * 512 → '512 Byte', 870400 → '850 KB', 1258291 → '1,2 MB'.
 * Byte and KB are whole numbers, MB and above have one decimal (',0' is dropped).
 * Negative, NaN or infinite input gives ''.
 */
export function formatFileSize(bytes: number): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  let rounded: number;
  for (;;) {
    const decimals = unit >= 2 ? 1 : 0;
    const factor = 10 ** decimals;
    rounded = Math.round(value * factor) / factor;
    if (rounded < 1024 || unit === SIZE_UNITS.length - 1) break;
    value /= 1024;
    unit += 1;
  }
  const decimals = unit >= 2 ? 1 : 0;
  let text = rounded.toFixed(decimals).replace('.', ',');
  if (text.endsWith(',0')) text = text.slice(0, -2);
  // Thousands separator only from five digits on ('1023 Byte', '12.345 TB'), as usual in German.
  text = text.replace(/^\d{5,}/, (int) => int.replace(/\B(?=(\d{3})+$)/g, '.'));
  return `${text} ${SIZE_UNITS[unit]}`;
}

/** Letters spelled out in German addresses and search (umlauts and ß per DIN 5007-2), lower case. */
export const SPELLED_OUT: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
};

const SLUG_MAX = 80;

/**
 * German URL slug: lower-case, umlauts spelled out (ä→ae, ö→oe, ü→ue, ß→ss),
 * other accents stripped (é→e), every run of other characters becomes one '-',
 * no leading/trailing '-'. At most 80 characters; longer slugs are cut at the
 * last '-' within the limit, a single word longer than 80 characters is cut hard.
 *   'Öffnungszeiten Bürgerbüro & Straßenverkehr' → 'oeffnungszeiten-buergerbuero-strassenverkehr'
 */
export function slugify(title: MaybeString): string {
  const slug = str(title)
    .normalize('NFC') // 'u' + U+0308 → 'ü' so it is spelled out, not stripped
    .toLowerCase() // also 'ẞ' → 'ß', 'Ä' → 'ä'
    .replace(/[äöüßæœøłđðþ]/g, (c) => SPELLED_OUT[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '') // combining accents
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_MAX) return slug;
  const cut = slug.slice(0, SLUG_MAX);
  if (slug.charAt(SLUG_MAX) === '-') return cut;
  const lastDash = cut.lastIndexOf('-');
  return lastDash > 0 ? cut.slice(0, lastDash) : cut;
}

/**
 * A download's link text without the file type an editor already wrote into it: the link adds
 * "(PDF, 2 KB)" itself, so "Abfallkalender 2027 (PDF)" is shown as "Abfallkalender 2027" and no
 * file is announced as "(PDF) (PDF, 2 KB)".
 */
export function downloadLabel(text: MaybeString, fileName: MaybeString): string {
  const label = str(text).trim();
  const type = fileformat(fileName);
  if (!type) return label;
  const ext =
    str(fileName)
      .replace(/[?#].*$/, '')
      .split('.')
      .pop() ?? '';
  const names = [type, ext].filter(Boolean).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const note = new RegExp(`\\s*[(\\[](?:${names.join('|')})(?:[- ]?(?:Datei|Dokument|Format))?(?:,[^)\\]]*)?[)\\]]$`, 'i');
  const stripped = label.replace(note, '').trim();
  return stripped || label;
}
