/**
 * German-aware text folding for the site search (see search.ts).
 *
 * Index and query go through the same `fold`, so 'Straße' = 'Strasse', 'Müll' = 'Muell' = 'MÜLL'.
 * `foldWithMap` remembers where every folded character came from, so a match found in folded text
 * can be highlighted in the original text ('muell' → 'Müll' inside 'Müllabfuhr').
 * All functions are pure and never throw; lone surrogates and control characters pass through.
 */

import { SPELLED_OUT } from '../../../shared/format/text';

/** Combining diaeresis: 'u' + U+0308 is a decomposed 'ü' and folds to 'ue'. */
const COMBINING_DIAERESIS = '\u0308';
const COMBINING_MARK = /^\p{M}$/u;
const MARKS = /\p{M}/gu;

export interface FoldedText {
  /** The folded text. */
  text: string;
  /**
   * For every UTF-16 unit of `text`, the UTF-16 index of the original character it came from
   * (same length as `text`). Original range of a folded match [s, e): from map[s] to the end of
   * the original character at map[e - 1].
   */
  map: number[];
}

/** Folded forms of non-ASCII characters seen so far (the set of characters in real text is small). */
const FOLD_CACHE = new Map<string, string>();

/** Folds one character (a whole code point) that is not a combining mark. */
function foldChar(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code < 0x80) return code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 0x20) : ch;
  const cached = FOLD_CACHE.get(ch);
  if (cached !== undefined) return cached;
  const folded = foldCharSlow(ch);
  if (FOLD_CACHE.size < 10_000) FOLD_CACHE.set(ch, folded);
  return folded;
}

function foldCharSlow(ch: string): string {
  const lower = ch.toLowerCase(); // 'ẞ' → 'ß', 'Ä' → 'ä', 'İ' → 'i̇'
  let out = '';
  for (const c of lower) {
    const spelled = SPELLED_OUT[c];
    if (spelled !== undefined) {
      out += spelled;
      continue;
    }
    // 'é' → 'e' + U+0301 → 'e'; characters without decomposition stay as they are.
    out += c.normalize('NFD').replace(MARKS, '');
  }
  return out;
}

/** fold() plus, for each folded UTF-16 unit, the index of the original character it came from. */
export function foldWithMap(input: string): FoldedText {
  const s = typeof input === 'string' ? input : '';
  let text = '';
  const map: number[] = [];
  // Whether the last emitted characters are a bare a/o/u that a following U+0308 turns into an umlaut.
  let umlautBase = false;
  let i = 0;
  for (const ch of s) {
    const at = i;
    i += ch.length;
    // Combining marks start at U+0300.
    if (ch.charCodeAt(0) >= 0x300 && COMBINING_MARK.test(ch)) {
      if (ch === COMBINING_DIAERESIS && umlautBase) {
        text += 'e';
        map.push(at);
      }
      // Any other mark (or a second diaeresis) is a diacritic and dropped.
      umlautBase = false;
      continue;
    }
    const folded = foldChar(ch);
    for (let k = 0; k < folded.length; k++) map.push(at);
    text += folded;
    umlautBase = folded === 'a' || folded === 'o' || folded === 'u';
  }
  return { text, map };
}

/** Lower case, ä→ae, ö→oe, ü→ue, ß/ẞ→ss (also decomposed umlauts), other diacritics removed (é→e). */
export function fold(s: string): string {
  return foldWithMap(s).text;
}

/** The original range [start, end) of the folded range [start, end) (end > start). */
export function originalRange(folded: FoldedText, original: string, start: number, end: number): [number, number] {
  const from = folded.map[start] ?? 0;
  const lastAt = folded.map[Math.max(start, end - 1)] ?? from;
  const cp = original.codePointAt(lastAt);
  const width = cp !== undefined && cp > 0xffff ? 2 : 1;
  let to = lastAt + width;
  // Keep combining marks with their base character ('u' + U+0308 stays whole).
  while (to < original.length && COMBINING_MARK.test(original.charAt(to))) to++;
  return [from, Math.min(to, original.length)];
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  shy: '',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  aacute: 'á',
  ccedil: 'ç',
  euro: '€',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  bdquo: '„',
  ldquo: '“',
  rdquo: '”',
  sbquo: '‚',
  lsquo: '‘',
  rsquo: '’',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  deg: '°',
  sect: '§',
  middot: '·',
  bull: '•',
  times: '×',
  para: '¶',
  thinsp: ' ',
  ensp: ' ',
  emsp: ' ',
  zwsp: '',
};

/** Elements whose boundaries separate words. */
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'img',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'option',
  'button',
  'label',
  'input',
  'textarea',
  'select',
]);

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const hex = body[1] === 'x' || body[1] === 'X';
    const cp = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
    if (!Number.isFinite(cp) || cp <= 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return entity;
    return cp === 0xa0 ? ' ' : cp === 0xad ? '' : String.fromCodePoint(cp);
  }
  return NAMED_ENTITIES[body] ?? entity;
}

/**
 * Plain text of simple HTML: scripts, styles and comments removed, block elements separated by spaces,
 * inline elements joined ('<b>Müll</b>abfuhr' → 'Müllabfuhr'), entities decoded, whitespace collapsed.
 */
export function stripHtml(html: string): string {
  const s = typeof html === 'string' ? html : '';
  return s
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(/<\/?([a-zA-Z][a-zA-Z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>/g, (_m, tag: string) => (BLOCK_TAGS.has(tag.toLowerCase()) ? ' ' : ''))
    .replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/g, (m, body: string) => decodeEntity(m, body))
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}
