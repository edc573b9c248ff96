import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { SearchHitType } from '../../../shared/parts/suche/contract';

/** One searchable item as the index stores it: original text, shown in hits and snippets. */
export interface Eintrag {
  typ: string;
  ref: string;
  titel: string;
  text: string;
  stichworte: string;
  datum: string | null;
  url: string;
  pfad_ext: string | null;
  /** German label of the hit ('Verfahren', 'Bürgernachrichten', …). */
  kategorie: string;
  /** Validity of time-limited items: outside it the item is not found. */
  gueltig_von: string | null;
  gueltig_bis: string | null;
}

/**
 * Which changes make entries of a source stale. A change (insert, update, delete) of a row of `table`
 * marks the entry whose ref is that row's `column`; with `via`, it marks the refs that
 * `SELECT via.select FROM via.table WHERE via.where = <row's column>` finds (an office's change marks
 * its staff). The search engine turns these into triggers of the store.
 */
export interface Watch {
  table: string;
  column: string;
  via?: { table: string; select: string; where: string };
}

/** What a part gives the site search. */
export interface SearchSource {
  /** Unique over all parts ('aktuelles', 'gewerbe'). */
  typ: string;
  /** How the spec's search redirect treats a hit (§7): default 'suche_webcontact'. */
  hitType?: SearchHitType;
  /** The entries of the given refs, or of all items when `refs` is null. Items that must not be found are left out. */
  load(db: Kysely<Database>, refs: readonly string[] | null): Promise<Eintrag[]>;
  watch: Watch[];
}

/** Joins text pieces with spaces, whitespace collapsed. */
export function join(...parts: Array<string | null | undefined>): string {
  return parts
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A JSON list of strings as the seed stores it ('["a","b"]'); plain text is taken as one item. */
export function jsonList(value: string | null | undefined): string[] {
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    const v: unknown = JSON.parse(value);
    if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
    if (typeof v === 'string') return [v];
  } catch {
    // not JSON: plain text
  }
  return [value];
}

/** Numeric refs of a source (ids): the ones that are whole numbers. */
export function numericRefs(refs: readonly string[]): number[] {
  return refs.filter((r) => /^\d{1,15}$/.test(r)).map(Number);
}
