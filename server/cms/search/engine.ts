/**
 * Site search: a German-aware full-text index over the public content of the CMS.
 *
 * Measured on 2 cores (seeded demo data, 480 entries, file database in WAL mode; test "measures" in
 * engine.test.ts), while other work kept the load average at 12–14:
 * - rebuild(): ≈ 90–95 ms CPU, 140–650 ms wall clock (median of 3 runs per measurement);
 * - p50 of 100 typical queries (page of 10 with snippets): 0.65–0.9 ms; p95 10–57 ms (scheduling spikes);
 * - refresh() after editing two items: ≈ 2.5 ms; a query without hits incl. "Meinten Sie …": ≈ 3 ms.
 *
 * How it works
 * - The parts give their searchable items as SearchSources (server/cms/parts/<part>/search.ts): what
 *   is found, with which title, text and address, and which table changes make an entry stale. What a
 *   part must never show (internal documents, contact fields, anything outside its validity) it leaves
 *   out of its source; the engine knows no part.
 * - suchindex_eintrag holds one row per searchable item with its ORIGINAL title and plain text; two
 *   contentless FTS5 tables index the same columns FOLDED (fold.ts: lower case, ä→ae, ö→oe, ü→ue, ß→ss,
 *   accents removed): `suchindex` (unicode61, words and prefixes, bm25) and `suchindex_trigramm`
 *   (trigram, substrings such as 'abfuhr' in 'Müllabfuhr').
 * - Triggers made from the sources' watches write (typ, ref) into suchindex_dirty; refresh() re-indexes
 *   exactly those items, and query()/suggest() call it first, so edits are searchable at once. When the
 *   set of sources changes (a part added), the whole index is built anew.
 * - The MATCH expression is built here from quoted letter/digit terms only; nothing the user types
 *   ever reaches FTS5 syntax (quotes, AND/OR/NOT/NEAR, '*', ':', '^', parentheses are separators).
 */
import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { berlinToday } from '../../../shared/format/date';
import { fold, foldWithMap, originalRange } from './fold';
import type { Eintrag, SearchSource, Watch } from './source';
import { recordAllTablesRead } from '../reads';

// ---------------------------------------------------------------------------------------------
// Public types

import type { SearchHit, SearchHitType, SearchResult, SnippetPart, Suggestion } from '../../../shared/contract/suche';
import { redirectTarget } from '../../../shared/contract/suche-redirect';

export type { SearchHit, SearchHitType, SearchResult, SnippetPart, Suggestion };
export { redirectTarget };

export interface Search {
  /** Re-indexes all content; returns the number of indexed items. */
  rebuild(): Promise<number>;
  /** Re-indexes the items the triggers marked as changed; returns how many marks were processed. */
  refresh(): Promise<number>;
  /** Full-text search; `seite` is 1-based. Never throws for any `q`. */
  query(q: string, seite: number, proSeite: number): Promise<SearchResult>;
  /** Up to `limit` (default 8) title suggestions for as-you-type: procedures and offices, then news, then the rest. */
  suggest(q: string, limit?: number): Promise<Suggestion[]>;
}

export interface SearchOptions {
  /** What the parts give the search (server/cms/parts/<part>/search.ts). */
  sources: readonly SearchSource[];
  /** The same database through Kysely, for the sources' queries. */
  db: Kysely<any>;
  /** Clock for the validity of time-limited items (tests). */
  now?: () => Date;
}

export const MAX_QUERY_LENGTH = 200;
export const MAX_TERMS = 8;
export const MAX_RESULTS = 500;
export const MAX_PAGE_SIZE = 100;
/** Words around the first match in a snippet. */
export const SNIPPET_WORDS = 30;
/** More changed items than this: refresh() rebuilds instead (e.g. right after seeding). */
const REBUILD_THRESHOLD = 300;
/** Trigram (substring) search needs terms of at least this many folded characters. */
const MIN_SUBSTRING = 3;

// ---------------------------------------------------------------------------------------------
// Query terms

/** Trimmed query, at most MAX_QUERY_LENGTH characters (code points); '' for non-strings. */
export function normalizeQuery(q: unknown): string {
  if (typeof q !== 'string') return '';
  const trimmed = q.slice(0, MAX_QUERY_LENGTH * 4).trim();
  return Array.from(trimmed).slice(0, MAX_QUERY_LENGTH).join('').trim();
}

const RAW_TERM = /[\p{L}\p{N}\p{M}]+/gu;
const TOKEN = /[\p{L}\p{N}]+/gu;

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

/** FTS5 expression: every term quoted (terms hold only letters and digits, so no quote can occur). */
function prefixExpr(terms: string[]): string {
  return terms.map((t) => `"${t.replaceAll('"', '""')}"*`).join(' AND ');
}

function phraseExpr(terms: string[]): string {
  return terms.map((t) => `"${t.replaceAll('"', '""')}"`).join(' AND ');
}

/** Words of titles and keywords for "Meinten Sie …": folded → first spelling seen. */
function vocabularyOf(e: Pick<Eintrag, 'titel' | 'stichworte'>): Map<string, string> {
  const words = new Map<string, string>();
  for (const raw of `${e.titel} ${e.stichworte}`.match(RAW_TERM) ?? []) {
    const f = fold(raw);
    if (f.length < 3 || !/^[\p{L}\p{N}]+$/u.test(f) || /^\p{N}+$/u.test(f)) continue;
    if (!words.has(f)) words.set(f, raw);
  }
  return words;
}

// ---------------------------------------------------------------------------------------------
// Snippets

type Range = [number, number];

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Original ranges of all matches of the terms: substrings for terms of 3+ characters, word starts for shorter ones. */
function matchRanges(original: string, terms: string[]): Range[] {
  if (original === '') return [];
  const f = foldWithMap(original);
  const ranges: Range[] = [];
  for (const t of terms) {
    let from = 0;
    while (ranges.length < 1000) {
      const at = f.text.indexOf(t, from);
      if (at < 0) break;
      from = at + t.length;
      if (t.length < MIN_SUBSTRING && at > 0 && WORD_CHAR.test(f.text.charAt(at - 1))) continue;
      ranges.push(originalRange(f, original, at, at + t.length));
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Range[] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** Moves a cut position off the second half of a surrogate pair. */
function safeCut(s: string, at: number): number {
  const c = s.charCodeAt(at);
  return at > 0 && at < s.length && c >= 0xdc00 && c <= 0xdfff ? at - 1 : at;
}

/** About SNIPPET_WORDS words around the first match, with every match marked. */
function snippetOf(source: string, ranges: Range[]): SnippetPart[] {
  const words = [...source.matchAll(/\S+/g)].map((m) => [m.index, m.index + m[0].length] as Range);
  if (words.length === 0) return [];
  const first = ranges[0]?.[0] ?? 0;
  let w = 0;
  while (w + 1 < words.length && words[w + 1]![0] <= first) w++;
  let startWord = Math.max(0, w - Math.floor(SNIPPET_WORDS / 3));
  const endWord = Math.min(words.length, startWord + SNIPPET_WORDS);
  startWord = Math.max(0, endWord - SNIPPET_WORDS);
  let from = words[startWord]![0];
  let to = words[endWord - 1]![1];
  let cutStart = startWord > 0;
  let cutEnd = endWord < words.length;
  // Very long "words" (URLs, pasted junk): keep about 400 characters around the match.
  if (to - from > 400) {
    const newFrom = safeCut(source, Math.max(from, first - 150));
    const newTo = safeCut(source, Math.min(to, newFrom + 400));
    cutStart ||= newFrom > from;
    cutEnd ||= newTo < to;
    from = newFrom;
    to = newTo;
  }
  const parts: SnippetPart[] = [];
  const push = (text: string, mark: boolean): void => {
    if (text === '') return;
    const last = parts[parts.length - 1];
    if (last && last.mark === mark) last.text += text;
    else parts.push({ text, mark });
  };
  if (cutStart) push('… ', false);
  let pos = from;
  for (const [s, e] of ranges) {
    if (e <= from || s >= to) continue;
    const a = Math.max(s, from);
    const b = Math.min(e, to);
    push(source.slice(pos, a), false);
    push(source.slice(a, b), true);
    pos = b;
  }
  push(source.slice(pos, to), false);
  if (cutEnd) push(' …', false);
  return parts;
}

/** Snippet from the text around the first match, else the title if it matches, else the start of the text. */
function buildSnippet(titel: string, text: string, terms: string[]): SnippetPart[] {
  const inText = matchRanges(text, terms);
  if (inText.length > 0) return snippetOf(text, inText);
  const inTitle = matchRanges(titel, terms);
  if (inTitle.length > 0) return snippetOf(titel, inTitle);
  return snippetOf(text !== '' ? text : titel, []);
}

// ---------------------------------------------------------------------------------------------
// "Meinten Sie …"

/** Optimal-string-alignment (restricted Damerau-Levenshtein) distance, or max + 1 when it exceeds max. */
export function damerauLevenshtein(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = a.length;
  const m = b.length;
  let prevPrev = new Array<number>(m + 1).fill(0);
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  let cur = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= m; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        v = Math.min(v, prevPrev[j - 2]! + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, cur] = [prev, cur, prevPrev];
  }
  const d = prev[m]!;
  return d > max ? max + 1 : d;
}

// ---------------------------------------------------------------------------------------------
// The search

interface Wort {
  gefaltet: string;
  original: string;
  anzahl: number;
}

interface Kandidat {
  id: number;
  titel: string;
  score: number;
}

function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(n)));
}

/**
 * Title tier of a word/prefix hit: 0 = the title is exactly the query, 1 = every term starts a word
 * of the title, 2 = the title does not carry all terms (matched in text or keywords).
 */
function titleTier(titel: string, terms: string[]): number {
  const words = fold(titel).match(TOKEN) ?? [];
  if (words.join(' ') === terms.join(' ')) return 0;
  return terms.every((t) => words.some((w) => w.startsWith(t))) ? 1 : 2;
}

/** The engine's own tables (formerly migration 3): entries, the two FTS5 indexes, the vocabulary, the marks. */
export const SEARCH_SCHEMA = /* sql */ `
  CREATE TABLE IF NOT EXISTS suchindex_eintrag (
    id INTEGER PRIMARY KEY,
    typ TEXT NOT NULL,
    ref TEXT NOT NULL,
    titel TEXT NOT NULL,
    text TEXT NOT NULL DEFAULT '',
    stichworte TEXT NOT NULL DEFAULT '',
    datum TEXT,
    url TEXT NOT NULL,
    pfad_ext TEXT,
    kategorie TEXT NOT NULL DEFAULT '',
    gueltig_von TEXT,
    gueltig_bis TEXT,
    UNIQUE (typ, ref)
  );
  CREATE VIRTUAL TABLE IF NOT EXISTS suchindex USING fts5(
    titel, text, stichworte,
    content='', contentless_delete=1,
    tokenize='unicode61 remove_diacritics 2', prefix='2 3'
  );
  CREATE VIRTUAL TABLE IF NOT EXISTS suchindex_trigramm USING fts5(
    titel, text, stichworte,
    content='', contentless_delete=1,
    tokenize='trigram'
  );
  CREATE TABLE IF NOT EXISTS suchindex_wort (
    gefaltet TEXT PRIMARY KEY,
    original TEXT NOT NULL,
    anzahl INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS suchindex_dirty (
    typ TEXT NOT NULL,
    ref TEXT NOT NULL,
    PRIMARY KEY (typ, ref)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS suchindex_meta (
    schluessel TEXT PRIMARY KEY,
    wert TEXT NOT NULL
  ) WITHOUT ROWID;
`;

const TRIGGER_PREFIX = 'suche_';

/**
 * The triggers that mark changed content (suchindex_dirty), made from the sources' watches: plain SQL,
 * so any client may edit the content and the index still follows. Recreated on every start, so a
 * changed watch needs no migration.
 */
export function installTriggers(sqlite: SQLite.Database, sources: ReadonlyArray<Pick<SearchSource, 'typ' | 'watch'>>): void {
  sqlite.exec(SEARCH_SCHEMA);
  const byTable = new Map<string, Array<{ typ: string; watch: Watch }>>();
  for (const source of sources) {
    for (const watch of source.watch) {
      const list = byTable.get(watch.table) ?? [];
      list.push({ typ: source.typ, watch });
      byTable.set(watch.table, list);
    }
  }
  const mark = (typ: string, w: Watch, row: 'NEW' | 'OLD') => {
    const value = `${row}.${w.column}`;
    const quoted = `'${typ.replace(/'/g, "''")}'`;
    return w.via
      ? `INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT ${quoted}, CAST(${w.via.select} AS TEXT) FROM ${w.via.table} WHERE ${w.via.where} = ${value};`
      : `INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT ${quoted}, CAST(${value} AS TEXT) WHERE ${value} IS NOT NULL;`;
  };
  const statements: string[] = [];
  const existing = sqlite.prepare(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '${TRIGGER_PREFIX}%'`).pluck().all() as string[];
  for (const name of existing) statements.push(`DROP TRIGGER IF EXISTS "${name}";`);
  for (const [table, entries] of byTable) {
    const body = (rows: Array<'NEW' | 'OLD'>) => rows.flatMap((row) => entries.map((e) => mark(e.typ, e.watch, row))).join('\n  ');
    statements.push(`CREATE TRIGGER ${TRIGGER_PREFIX}${table}_ai AFTER INSERT ON ${table} BEGIN\n  ${body(['NEW'])}\nEND;`);
    statements.push(`CREATE TRIGGER ${TRIGGER_PREFIX}${table}_au AFTER UPDATE ON ${table} BEGIN\n  ${body(['OLD', 'NEW'])}\nEND;`);
    statements.push(`CREATE TRIGGER ${TRIGGER_PREFIX}${table}_ad AFTER DELETE ON ${table} BEGIN\n  ${body(['OLD'])}\nEND;`);
  }
  sqlite.transaction(() => sqlite.exec(statements.join('\n')))();
}

export function createSearch(sqlite: SQLite.Database, options: SearchOptions): Search {
  const now = options.now ?? (() => new Date());
  const sources = new Map(options.sources.map((s) => [s.typ, s]));
  if (sources.size !== options.sources.length) throw new Error('Suchquellen mit doppeltem Typ');

  const st = {
    hasDirty: sqlite.prepare('SELECT EXISTS (SELECT 1 FROM suchindex_dirty) AS n').pluck(),
    countDirty: sqlite.prepare('SELECT COUNT(*) FROM suchindex_dirty').pluck(),
    dirty: sqlite.prepare('SELECT typ, ref FROM suchindex_dirty ORDER BY typ, ref'),
    delDirty: sqlite.prepare('DELETE FROM suchindex_dirty WHERE typ = ? AND ref = ?'),
    clearDirty: sqlite.prepare('DELETE FROM suchindex_dirty'),
    insEintrag: sqlite.prepare(`INSERT INTO suchindex_eintrag
      (typ, ref, titel, text, stichworte, datum, url, pfad_ext, kategorie, gueltig_von, gueltig_bis)
      VALUES (@typ, @ref, @titel, @text, @stichworte, @datum, @url, @pfad_ext, @kategorie, @gueltig_von, @gueltig_bis)`),
    findEintrag: sqlite.prepare('SELECT id, titel, stichworte FROM suchindex_eintrag WHERE typ = ? AND ref = ?'),
    delEintrag: sqlite.prepare('DELETE FROM suchindex_eintrag WHERE id = ?'),
    clearEintrag: sqlite.prepare('DELETE FROM suchindex_eintrag'),
    insFts: sqlite.prepare('INSERT INTO suchindex (rowid, titel, text, stichworte) VALUES (?, ?, ?, ?)'),
    insTri: sqlite.prepare('INSERT INTO suchindex_trigramm (rowid, titel, text, stichworte) VALUES (?, ?, ?, ?)'),
    delFts: sqlite.prepare('DELETE FROM suchindex WHERE rowid = ?'),
    delTri: sqlite.prepare('DELETE FROM suchindex_trigramm WHERE rowid = ?'),
    clearFts: sqlite.prepare("INSERT INTO suchindex (suchindex) VALUES ('delete-all')"),
    clearTri: sqlite.prepare("INSERT INTO suchindex_trigramm (suchindex_trigramm) VALUES ('delete-all')"),
    optimizeFts: sqlite.prepare("INSERT INTO suchindex (suchindex) VALUES ('optimize')"),
    optimizeTri: sqlite.prepare("INSERT INTO suchindex_trigramm (suchindex_trigramm) VALUES ('optimize')"),
    wortPlus: sqlite.prepare(`INSERT INTO suchindex_wort (gefaltet, original, anzahl) VALUES (?, ?, 1)
      ON CONFLICT (gefaltet) DO UPDATE SET anzahl = anzahl + 1`),
    wortMinus: sqlite.prepare('UPDATE suchindex_wort SET anzahl = anzahl - 1 WHERE gefaltet = ?'),
    wortWeg: sqlite.prepare('DELETE FROM suchindex_wort WHERE gefaltet = ? AND anzahl <= 0'),
    insWort: sqlite.prepare('INSERT INTO suchindex_wort (gefaltet, original, anzahl) VALUES (?, ?, ?)'),
    clearWort: sqlite.prepare('DELETE FROM suchindex_wort'),
    woerter: sqlite.prepare('SELECT gefaltet, original, anzahl FROM suchindex_wort'),
    getMeta: sqlite.prepare('SELECT wert FROM suchindex_meta WHERE schluessel = ?').pluck(),
    setMeta: sqlite.prepare('INSERT INTO suchindex_meta (schluessel, wert) VALUES (?, ?) ON CONFLICT (schluessel) DO UPDATE SET wert = excluded.wert'),
    eintraege: sqlite.prepare(`SELECT id, typ, titel, text, datum, url, pfad_ext, kategorie FROM suchindex_eintrag
      WHERE id IN (SELECT value FROM json_each(?))`),
    // Words and prefixes; bm25 weights: titel 10, text 1, stichworte 5.
    token: sqlite.prepare(`SELECT e.id, e.titel, bm25(suchindex, 10.0, 1.0, 5.0) AS score
      FROM suchindex JOIN suchindex_eintrag e ON e.id = suchindex.rowid
      WHERE suchindex MATCH ?
        AND (e.gueltig_von IS NULL OR e.gueltig_von <= ?) AND (e.gueltig_bis IS NULL OR e.gueltig_bis >= ?)
      ORDER BY score LIMIT ${MAX_RESULTS}`),
    // Substrings of the longer terms; shorter terms must still match as word prefixes.
    trigram: sqlite.prepare(`SELECT e.id, e.titel, bm25(suchindex_trigramm, 10.0, 1.0, 5.0) AS score
      FROM suchindex_trigramm JOIN suchindex_eintrag e ON e.id = suchindex_trigramm.rowid
      WHERE suchindex_trigramm MATCH ?
        AND (e.gueltig_von IS NULL OR e.gueltig_von <= ?) AND (e.gueltig_bis IS NULL OR e.gueltig_bis >= ?)
      ORDER BY score LIMIT ${MAX_RESULTS * 2}`),
    trigramShort: sqlite.prepare(`SELECT e.id, e.titel, bm25(suchindex_trigramm, 10.0, 1.0, 5.0) AS score
      FROM suchindex_trigramm JOIN suchindex_eintrag e ON e.id = suchindex_trigramm.rowid
      WHERE suchindex_trigramm MATCH ? AND e.id IN (SELECT rowid FROM suchindex WHERE suchindex MATCH ?)
        AND (e.gueltig_von IS NULL OR e.gueltig_von <= ?) AND (e.gueltig_bis IS NULL OR e.gueltig_bis >= ?)
      ORDER BY score LIMIT ${MAX_RESULTS * 2}`),
    suggest: sqlite.prepare(`SELECT e.id, e.typ, e.titel, e.url, e.kategorie, bm25(suchindex, 10.0, 1.0, 5.0) AS score
      FROM suchindex JOIN suchindex_eintrag e ON e.id = suchindex.rowid
      WHERE suchindex MATCH ?
        AND (e.gueltig_von IS NULL OR e.gueltig_von <= ?) AND (e.gueltig_bis IS NULL OR e.gueltig_bis >= ?)
      ORDER BY score LIMIT 200`),
  };

  async function loadAll(): Promise<Eintrag[]> {
    const lists = await Promise.all([...sources.values()].map((source) => source.load(options.db, null)));
    return lists.flat();
  }

  /** The current entries of the marked refs, per type (a ref that no longer exists yields none). */
  async function loadMarked(marks: ReadonlyArray<{ typ: string; ref: string }>): Promise<Eintrag[]> {
    const byTyp = new Map<string, string[]>();
    for (const { typ, ref } of marks) if (sources.has(typ)) byTyp.set(typ, [...(byTyp.get(typ) ?? []), ref]);
    const lists = await Promise.all([...byTyp].map(([typ, refs]) => sources.get(typ)!.load(options.db, refs)));
    return lists.flat();
  }

  /** Writes the entry and its folded FTS rows; returns its id. */
  function insert(e: Eintrag): number {
    const id = Number(st.insEintrag.run(e).lastInsertRowid);
    const titel = fold(e.titel);
    const text = fold(e.text);
    const stichworte = fold(e.stichworte);
    st.insFts.run(id, titel, text, stichworte);
    st.insTri.run(id, titel, text, stichworte);
    return id;
  }

  function remove(typ: string, ref: string): void {
    const old = st.findEintrag.get(typ, ref) as { id: number; titel: string; stichworte: string } | undefined;
    if (!old) return;
    st.delFts.run(old.id);
    st.delTri.run(old.id);
    st.delEintrag.run(old.id);
    for (const f of vocabularyOf(old).keys()) {
      st.wortMinus.run(f);
      st.wortWeg.run(f);
    }
  }

  const rebuildTx = sqlite.transaction((entries: Eintrag[]): number => {
    st.clearFts.run();
    st.clearTri.run();
    st.clearEintrag.run();
    st.clearWort.run();
    st.clearDirty.run();
    const vocabulary = new Map<string, { original: string; anzahl: number }>();
    for (const e of entries) {
      insert(e);
      for (const [f, original] of vocabularyOf(e)) {
        const v = vocabulary.get(f);
        if (v) v.anzahl++;
        else vocabulary.set(f, { original, anzahl: 1 });
      }
    }
    for (const [f, v] of vocabulary) st.insWort.run(f, v.original, v.anzahl);
    st.setMeta.run('quellen', fingerprint);
    st.optimizeFts.run();
    st.optimizeTri.run();
    return entries.length;
  });

  const refreshTx = sqlite.transaction((marks: Array<{ typ: string; ref: string }>, entries: Eintrag[]): number => {
    for (const { typ, ref } of marks) remove(typ, ref);
    for (const e of entries) {
      // Read while another mark was processed: insert once.
      remove(e.typ, e.ref);
      insert(e);
      for (const [f, original] of vocabularyOf(e)) st.wortPlus.run(f, original);
    }
    // Only the marks read before loading: a change since then stays marked for the next refresh.
    for (const { typ, ref } of marks) st.delDirty.run(typ, ref);
    return marks.length;
  });

  /** Changes whenever this connection rewrites the index. */
  let indexVersion = 0;
  /** The types of the sources: when they change (a part added), the whole index is built anew. */
  const fingerprint = [...sources.keys()].sort().join(',');
  let running: Promise<number> | null = null;

  /** One index update at a time: a second caller waits for the running one. */
  function exclusive(work: () => Promise<number>): Promise<number> {
    const p = (running ?? Promise.resolve(0)).catch(() => 0).then(work);
    running = p.finally(() => {
      if (running === p) running = null;
    });
    return p;
  }

  function rebuild(): Promise<number> {
    return exclusive(async () => {
      const entries = await loadAll();
      try {
        return rebuildTx.immediate(entries);
      } finally {
        indexVersion++;
      }
    });
  }

  function refresh(): Promise<number> {
    return exclusive(async () => {
      const stale = st.getMeta.get('quellen') !== fingerprint;
      const count = Number(st.countDirty.get());
      if (stale || count > REBUILD_THRESHOLD) {
        const entries = await loadAll();
        try {
          rebuildTx.immediate(entries);
        } finally {
          indexVersion++;
        }
        return Math.max(count, 1);
      }
      if (count === 0) return 0;
      const marks = st.dirty.all() as { typ: string; ref: string }[];
      const entries = await loadMarked(marks);
      try {
        return refreshTx.immediate(marks, entries);
      } finally {
        indexVersion++;
      }
    });
  }

  /** Makes edits searchable before answering; a failed update (e.g. a read-only database) keeps the old index. */
  async function ensureFresh(): Promise<void> {
    try {
      if (Number(st.hasDirty.get()) !== 0 || st.getMeta.get('quellen') !== fingerprint) await refresh();
    } catch {
      // The index stays as it was; the next search tries again.
    }
  }

  /**
   * Ids of all hits, best first: word/prefix matches (exact titles, then titles with all terms, then the
   * rest; bm25 within each tier), then substring-only matches by bm25.
   */
  function findIds(terms: string[]): number[] {
    const today = berlinToday(now());
    const tokenHits = (st.token.all(prefixExpr(terms), today, today) as Kandidat[])
      .map((k) => ({ ...k, tier: titleTier(k.titel, terms) }))
      .sort((a, b) => a.tier - b.tier || a.score - b.score || a.id - b.id);
    const ids = tokenHits.map((k) => k.id);
    const long = terms.filter((t) => t.length >= MIN_SUBSTRING);
    if (long.length > 0 && ids.length < MAX_RESULTS) {
      const short = terms.filter((t) => t.length < MIN_SUBSTRING);
      const rows = (
        short.length > 0
          ? st.trigramShort.all(phraseExpr(long), prefixExpr(short), today, today)
          : st.trigram.all(phraseExpr(long), today, today)
      ) as Kandidat[];
      const seen = new Set(ids);
      for (const r of rows) {
        if (ids.length >= MAX_RESULTS) break;
        if (!seen.has(r.id)) {
          seen.add(r.id);
          ids.push(r.id);
        }
      }
    }
    return ids.slice(0, MAX_RESULTS);
  }

  function loadHits(ids: number[], terms: string[]): SearchHit[] {
    if (ids.length === 0) return [];
    const rows = st.eintraege.all(JSON.stringify(ids)) as Array<{ id: number; typ: string; titel: string; text: string; datum: string | null; url: string; pfad_ext: string | null; kategorie: string }>;
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      const hit: SearchHit = {
        _type: sources.get(r.typ)?.hitType ?? 'suche_webcontact',
        url: r.url,
        titel: r.titel,
        kategorie: r.kategorie,
        datum: r.datum,
        snippet: buildSnippet(r.titel, r.text, terms),
        _source: r.pfad_ext ? { es_pfad: r.url, es_pfad_ext: r.pfad_ext } : { es_pfad: r.url },
      };
      return [hit];
    });
  }

  /**
   * The vocabulary, cached until this connection changes the index (indexVersion) or another
   * connection commits anything (data_version).
   */
  let vocabularyCache: { key: string; woerter: Wort[]; known: Set<string> } | null = null;
  function vocabulary(): { woerter: Wort[]; known: Set<string> } {
    const key = `${String(sqlite.pragma('data_version', { simple: true }))}:${indexVersion}`;
    if (vocabularyCache?.key !== key) {
      const woerter = st.woerter.all() as Wort[];
      vocabularyCache = { key, woerter, known: new Set(woerter.map((w) => w.gefaltet)) };
    }
    return vocabularyCache;
  }

  /** Up to 5 vocabulary words close to the terms (Damerau-Levenshtein ≤ 2, ≤ 1 for terms shorter than 5). */
  function meintenSie(terms: string[]): string[] {
    const { woerter, known } = vocabulary();
    const found = new Map<string, { original: string; d: number; anzahl: number }>();
    for (const t of terms) {
      if (t.length < MIN_SUBSTRING || known.has(t) || /^\p{N}+$/u.test(t)) continue;
      const max = t.length < 5 ? 1 : 2;
      for (const w of woerter) {
        if (Math.abs(w.gefaltet.length - t.length) > max) continue;
        const d = damerauLevenshtein(t, w.gefaltet, max);
        if (d > max) continue;
        const prev = found.get(w.gefaltet);
        if (!prev || d < prev.d) found.set(w.gefaltet, { original: w.original, d, anzahl: w.anzahl });
      }
    }
    const seen = new Set<string>();
    return [...found.values()]
      .sort((a, b) => a.d - b.d || b.anzahl - a.anzahl || a.original.localeCompare(b.original, 'de'))
      .map((c) => c.original)
      .filter((o) => {
        const k = o.toLocaleLowerCase('de-DE');
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      })
      .slice(0, 5);
  }

  async function query(q: string, seite: number, proSeite: number): Promise<SearchResult> {
    const text = normalizeQuery(q);
    const page = clampInt(seite, 1, 1, 1_000_000);
    const size = clampInt(proSeite, 10, 1, MAX_PAGE_SIZE);
    const result: SearchResult = { q: text, total: 0, seite: page, pro_seite: size, hits: [], suggestions: [] };
    const terms = parseTerms(text);
    if (terms.length === 0) return result;
    // The index is read directly, not through Kysely: a page showing hits depends on all content.
    recordAllTablesRead();
    await ensureFresh();
    const ids = findIds(terms);
    result.total = ids.length;
    if (ids.length === 0) {
      result.suggestions = meintenSie(terms);
      return result;
    }
    result.hits = loadHits(ids.slice((page - 1) * size, page * size), terms);
    return result;
  }

  const SUGGEST_GROUP: Record<string, number> = { verfahren: 0, amt: 0, aktuelles: 1 };

  async function suggest(q: string, limit = 8): Promise<Suggestion[]> {
    const terms = parseTerms(q);
    if (terms.length === 0) return [];
    const n = clampInt(limit, 8, 1, 50);
    recordAllTablesRead();
    await ensureFresh();
    const today = berlinToday(now());
    const rows = st.suggest.all(`{titel} : (${prefixExpr(terms)})`, today, today) as Array<{
      id: number; typ: string; titel: string; url: string; kategorie: string; score: number;
    }>;
    const first = terms[0]!;
    const ranked = rows
      .map((r) => ({ ...r, group: SUGGEST_GROUP[r.typ] ?? 2, starts: fold(r.titel).startsWith(first) ? 0 : 1 }))
      .sort((a, b) => a.group - b.group || a.starts - b.starts || a.score - b.score || a.titel.length - b.titel.length || a.id - b.id);
    const seen = new Set<string>();
    const out: Suggestion[] = [];
    for (const r of ranked) {
      if (seen.has(r.url)) continue;
      seen.add(r.url);
      out.push({ titel: r.titel, url: r.url, kategorie: r.kategorie });
      if (out.length >= n) break;
    }
    return out;
  }

  return { rebuild, refresh, query, suggest };
}
