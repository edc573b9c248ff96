import { notFound, redirect } from '../../routing/errors';
import { slugify } from '../../format/text';

/*
 * Query and path parameters of the town-hall pages. Odd values never cause a 500: a page number
 * that is not one shows page 1, a page past the end and a letter that is none answer 404.
 * (Server-only module: its exports must be functions, see scripts/build.ts.)
 */

export interface Page<T> {
  items: T[];
  seite: number;
  seiten: number;
  gesamt: number;
}

/** One page of a list the CMS returns whole; a page past the end is a 404. */
export function paginate<T>(all: T[], seite: number, size: number): Page<T> {
  const seiten = Math.max(1, Math.ceil(all.length / size));
  if (seite > seiten) notFound('Diese Seite der Liste gibt es nicht.');
  return { items: all.slice((seite - 1) * size, seite * size), seite, seiten, gesamt: all.length };
}

/** For lists the CMS pages itself: a page past the end is a 404. */
export function checkSeite(seite: number, seiten: number): void {
  if (seite > Math.max(1, seiten)) notFound('Diese Seite der Liste gibt es nicht.');
}

/**
 * The letter of an A–Z path segment: 'a'…'z' or '0' (titles starting with a digit). An upper-case
 * letter or an umlaut leads to its lower-case base letter with a 301 (DIN 5007: Ä under A); anything
 * else is no letter (404).
 */
export function letterSegment(raw: string | undefined, canonical: (b: string) => string): string {
  const v = raw ?? '';
  if (/^[a-z0]$/.test(v)) return v;
  const base = letterFromText(v);
  if (base) redirect(canonical(base), 301);
  return notFound('Diesen Anfangsbuchstaben gibt es nicht.');
}

/** The `buchstabe` query: null when absent or empty, the base letter, or 404 for anything else. */
export function letterQuery(query: URLSearchParams): string | null {
  const v = (query.get('buchstabe') ?? '').trim();
  if (v === '') return null;
  return letterFromText(v) ?? notFound('Diesen Anfangsbuchstaben gibt es nicht.');
}

/** One letter (any case, umlauts allowed) as 'a'…'z', else null. */
function letterFromText(v: string): string | null {
  if ([...v].length !== 1) return null;
  const first = slugify(v).slice(0, 1);
  return /^[a-z]$/.test(first) ? first : null;
}

/** Path without a trailing slash, for comparing a requested address with the canonical one. */
export function samePath(a: string, b: string): boolean {
  const n = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return n(a) === n(b);
}
