/** Helpers the parts' handlers share: German order, paging of lists sorted in JavaScript, Berlin's today. */

export interface OrderTerm {
  field: string;
  dir: 'ASC' | 'DESC';
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
