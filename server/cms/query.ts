/** Reading the query parameters of the CMS contract, which arrive in several list encodings. */

export class BadRequest extends Error {
  readonly status = 400;
}

/**
 * A list parameter may come as `a=1&a=2`, `a[]=1&a[]=2`, `a=1,2` or `a=[1,2]` (spec §7 writes
 * `themen_id=[30,31,32]`). All forms give ['1', '2'].
 */
export function readList(query: URLSearchParams, name: string): string[] {
  const raw = [...query.getAll(name), ...query.getAll(`${name}[]`)];
  return raw
    .flatMap((v) => v.replace(/^\[|\]$/g, '').split(','))
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
}

export function readInt(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const v = query.get(name);
  if (v === null || v === '') return fallback;
  if (!/^\d{1,9}$/.test(v)) throw new BadRequest(`Parameter ${name} muss eine ganze Zahl sein.`);
  const n = Number(v);
  if (n < min || n > max) throw new BadRequest(`Parameter ${name} muss zwischen ${min} und ${max} liegen.`);
  return n;
}

export function readIntList(query: URLSearchParams, name: string): number[] {
  return readList(query, name).map((v) => {
    if (!/^\d{1,9}$/.test(v)) throw new BadRequest(`Parameter ${name} enthält keine gültige Zahl.`);
    return Number(v);
  });
}

/** `true`/`1` → true, `false`/`0` → false, absent → fallback. */
export function readBool(query: URLSearchParams, name: string, fallback: boolean): boolean {
  const v = query.get(name);
  if (v === null || v === '') return fallback;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw new BadRequest(`Parameter ${name} muss true oder false sein.`);
}

export interface OrderTerm {
  field: string;
  dir: 'ASC' | 'DESC';
}

/** Reads `order=[feld ASC, feld2 DESC]`, accepting only the given fields. */
export function readOrder(query: URLSearchParams, allowed: readonly string[], fallback: OrderTerm[]): OrderTerm[] {
  const terms = readList(query, 'order');
  if (terms.length === 0) return fallback;
  return terms.map((t) => {
    const [field = '', dir = 'ASC'] = t.split(/\s+/);
    const d = dir.toUpperCase();
    if (!allowed.includes(field) || (d !== 'ASC' && d !== 'DESC')) {
      throw new BadRequest(`Sortierung "${t}" ist nicht erlaubt.`);
    }
    return { field, dir: d };
  });
}

/**
 * German alphabetical order (DIN 5007-1: Ä with A, case-insensitive; numbers by value). SQLite compares
 * code points, so lists that people read alphabetically are sorted with this in JavaScript.
 */
export const germanCollator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

export function compareBy<T>(terms: OrderTerm[], pick: (item: T, field: string) => string | number | null | undefined) {
  return (a: T, b: T): number => {
    for (const { field, dir } of terms) {
      const x = pick(a, field) ?? '';
      const y = pick(b, field) ?? '';
      const c = typeof x === 'number' && typeof y === 'number' ? x - y : germanCollator.compare(String(x), String(y));
      if (c !== 0) return dir === 'ASC' ? c : -c;
    }
    return 0;
  };
}

export { berlinNow, berlinToday } from '../../shared/format/date';

/** The `meta` of a list answer: page, page size, total and the number of pages (at least one). */
export function listMeta(seite: number, proSeite: number, gesamt: number): { seite: number; pro_seite: number; gesamt: number; seiten: number } {
  return { seite, pro_seite: proSeite, gesamt, seiten: Math.max(1, Math.ceil(gesamt / proSeite)) };
}

/** The rows of one page of a list sorted in JavaScript. */
export function pageOf<X>(all: readonly X[], seite: number, proSeite: number): X[] {
  return all.slice((seite - 1) * proSeite, seite * proSeite);
}
