import { fold } from './fold';
import type { Eintrag, SearchSource } from './source';

/**
 * What the search's engine and both index stores share: query terms, the vocabulary of an entry, the
 * folded words an index stores, and the interface of the stores (SQLite FTS5, PostgreSQL full text).
 */

export const MAX_QUERY_LENGTH = 200;
export const MAX_TERMS = 8;
export const MAX_RESULTS = 500;
/** Trigram (substring) search needs terms of at least this many folded characters. */
export const MIN_SUBSTRING = 3;

export const RAW_TERM = /[\p{L}\p{N}\p{M}]+/gu;
export const TOKEN = /[\p{L}\p{N}]+/gu;

/** Trimmed query, at most MAX_QUERY_LENGTH characters (code points); '' for non-strings. */
export function normalizeQuery(q: unknown): string {
  if (typeof q !== 'string') return '';
  const trimmed = q.slice(0, MAX_QUERY_LENGTH * 4).trim();
  return Array.from(trimmed).slice(0, MAX_QUERY_LENGTH).join('').trim();
}

/**
 * Up to MAX_TERMS distinct folded terms of letters and digits: 'Müll-Abfuhr "Straße"' → ['muell', 'abfuhr', 'strasse'].
 * Everything else (quotes, operators, punctuation, emoji, control characters, lone surrogates) separates terms.
 */
export function parseTerms(q: unknown): string[] {
  const terms: string[] = [];
  for (const raw of normalizeQuery(q).match(RAW_TERM) ?? []) {
    for (const t of fold(raw).match(TOKEN) ?? []) {
      if (!terms.includes(t)) terms.push(t);
      if (terms.length >= MAX_TERMS) return terms;
    }
  }
  return terms;
}

/** The folded words of a text, separated by single spaces: what an index matches terms against. */
export function foldedWords(text: string): string {
  return (fold(text).match(TOKEN) ?? []).join(' ');
}

/** Words of titles and keywords for "Meinten Sie …": folded → first spelling seen. */
export function vocabularyOf(e: Pick<Eintrag, 'titel' | 'stichworte'>): Map<string, string> {
  const words = new Map<string, string>();
  for (const raw of `${e.titel} ${e.stichworte}`.match(RAW_TERM) ?? []) {
    const f = fold(raw);
    if (f.length < 3 || !/^[\p{L}\p{N}]+$/u.test(f) || /^\p{N}+$/u.test(f)) continue;
    if (!words.has(f)) words.set(f, raw);
  }
  return words;
}

/** The vocabulary of many entries, with how many entries use each word. */
export function vocabularyOfAll(entries: readonly Eintrag[]): Map<string, { original: string; anzahl: number }> {
  const vocabulary = new Map<string, { original: string; anzahl: number }>();
  for (const e of entries) {
    for (const [f, original] of vocabularyOf(e)) {
      const v = vocabulary.get(f);
      if (v) v.anzahl++;
      else vocabulary.set(f, { original, anzahl: 1 });
    }
  }
  return vocabulary;
}

export interface Wort {
  gefaltet: string;
  original: string;
  anzahl: number;
}

/** A hit candidate; lower score is better. */
export interface Kandidat {
  id: number;
  titel: string;
  score: number;
  /** Word/prefix hits only: what the ranking weighs besides the score. */
  typ?: string;
  url?: string;
}

export interface StoredEntry {
  id: number;
  typ: string;
  titel: string;
  text: string;
  datum: string | null;
  url: string;
  pfad_ext: string | null;
  kategorie: string;
}

export interface TitleCandidate extends Kandidat {
  typ: string;
  url: string;
  kategorie: string;
}

export type Mark = { typ: string; ref: string };

/**
 * Where an index lives: the engine's tables of one store. Every method takes folded terms of letters and
 * digits only (parseTerms). `jetzt` is the Berlin minute ('2026-12-01T08:00') that decides validity: a
 * date counts for its whole day, a time from (or up to) its minute.
 */
export interface SearchIndex {
  /** Whether content was marked as changed since the last update, and the sources' fingerprint, at once. */
  state(): Promise<{ marks: boolean; fingerprint: string | undefined }>;
  countMarks(): Promise<number>;
  marks(): Promise<Mark[]>;
  /** The fingerprint of the sources the index was built from. */
  fingerprint(): Promise<string | undefined>;
  /** Replaces the whole index, in one transaction. */
  replaceAll(entries: readonly Eintrag[], fingerprint: string): Promise<void>;
  /** Re-indexes the marked items (entries: their current state), then forgets exactly those marks. */
  update(marks: readonly Mark[], entries: readonly Eintrag[]): Promise<void>;
  /** Items where every term starts a word (prefix search), best first. */
  words(terms: string[], jetzt: string): Promise<Kandidat[]>;
  /** Items holding every long term as a substring, and the short ones as word starts. */
  substrings(long: string[], short: string[], jetzt: string): Promise<Kandidat[]>;
  /** Items whose title has every term as a word start (as-you-type suggestions), best first. */
  titles(terms: string[], jetzt: string): Promise<TitleCandidate[]>;
  /** Every address an item valid at `jetzt` has, in order. */
  addresses(jetzt: string): Promise<string[]>;
  entries(ids: number[]): Promise<StoredEntry[]>;
  /** Vocabulary words that may lie within `maxEdits` of `term`, and whether `term` itself is one. */
  vocabularyNear(term: string, maxEdits: number): Promise<{ woerter: Wort[]; known: boolean }>;
}

export type SourceWatches = ReadonlyArray<Pick<SearchSource, 'typ' | 'watch'>>;

/** The sources' watches by table: which types a change of a table's row marks, and how. */
export function watchesByTable(sources: SourceWatches) {
  const byTable = new Map<string, Array<{ typ: string; watch: SearchSource['watch'][number] }>>();
  for (const source of sources) {
    for (const watch of source.watch) {
      const list = byTable.get(watch.table) ?? [];
      list.push({ typ: source.typ, watch });
      byTable.set(watch.table, list);
    }
  }
  return byTable;
}

/** SQL text literal of a type name. */
export const quoted = (s: string) => `'${s.replace(/'/g, "''")}'`;

export const TRIGGER_PREFIX = 'suche_';
