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
 * - The parts give their searchable items as SearchSources (shared/parts/<part>/store/search.ts): what
 *   is found, with which title, text and address, and which table changes make an entry stale. What a
 *   part must never show (internal documents, contact fields, anything outside its validity) it leaves
 *   out of its source; the engine knows no part.
 * - suchindex_eintrag holds one row per searchable item with its ORIGINAL title and plain text; the
 *   store indexes the same columns FOLDED (fold.ts: lower case, ä→ae, ö→oe, ü→ue, ß→ss, accents
 *   removed) for words and prefixes and for substrings such as 'abfuhr' in 'Müllabfuhr': SQLite with
 *   two FTS5 tables (index-sqlite.ts), PostgreSQL with its German full-text search and pg_trgm
 *   (index-postgres.ts). This file holds what both share: terms, ranking, snippets, "Meinten Sie …".
 * - Triggers made from the sources' watches write (typ, ref) into suchindex_dirty; refresh() re-indexes
 *   exactly those items, and query()/suggest() call it first, so edits are searchable at once. When the
 *   set of sources changes (a part added), the whole index is built anew.
 * - The index stores build their match expressions from quoted letter/digit terms only; nothing the
 *   user types ever reaches full-text syntax (quotes, AND/OR/NOT/NEAR, '*', ':', '^', parentheses are
 *   separators).
 */
import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { berlinNow } from '../../../shared/format/date';
import type { MigrationTarget } from '../store/migrate';
import type SQLite from 'better-sqlite3';
import type { PgPool } from '../store/pg-pool';
import { fold, foldWithMap, originalRange } from './fold';
import type { Eintrag, SearchSource } from './source';
import { installSqliteSearch, sqliteIndex } from './index-sqlite';
import { installPostgresSearch, postgresIndex } from './index-postgres';
import { MAX_RESULTS, MIN_SUBSTRING, TOKEN, normalizeQuery, parseTerms, type Mark, type SearchIndex, type SourceWatches } from './terms';
import { recordAllTablesRead } from '../reads';

// ---------------------------------------------------------------------------------------------
// Public types

import type { SearchHit, SearchHitType, SearchResult, SnippetPart, Suggestion } from '../../../shared/parts/suche/contract';
import { redirectTarget } from '../../../shared/parts/suche/redirect';

export type { SearchHit, SearchHitType, SearchResult, SnippetPart, Suggestion };
export { redirectTarget, normalizeQuery, parseTerms };
export { MAX_QUERY_LENGTH, MAX_TERMS, MAX_RESULTS } from './terms';

export interface Search {
  /** Re-indexes all content; returns the number of indexed items. */
  rebuild(): Promise<number>;
  /** Re-indexes the items the triggers marked as changed; returns how many marks were processed. */
  refresh(): Promise<number>;
  /** Full-text search; `seite` is 1-based. Never throws for any `q`. */
  query(q: string, seite: number, proSeite: number): Promise<SearchResult>;
  /** Up to `limit` (default 8) title suggestions for as-you-type: procedures and offices, then news, then the rest. */
  suggest(q: string, limit?: number): Promise<Suggestion[]>;
  /**
   * Every page address the search finds now (valid at this minute), without fragments: the sitemap's
   * pages, each with the instant its entry last changed as the search sees it (title, text, address,
   * validity; ISO) or null where it was never stamped.
   */
  addresses(): Promise<Array<{ url: string; lastmod: string | null }>>;
}

/** When each entry's content last changed (suchindex_stand): kept across rebuilds, so a rebuild changes no date. */
/** What a visitor of the entry's page sees of it, as a short hash. */
function entryHash(e: Eintrag): string {
  const seen = [e.titel, e.text, e.stichworte, e.datum, e.url, e.pfad_ext, e.kategorie, e.gueltig_von, e.gueltig_bis];
  return crypto.createHash('sha256').update(JSON.stringify(seen)).digest('base64url').slice(0, 22);
}

export interface SearchOptions {
  /** What the parts give the search (shared/parts/<part>/store/search.ts). */
  sources: readonly SearchSource[];
  /** The same database through Kysely, for the sources' queries. */
  db: Kysely<Database>;
  /** Clock for the validity of time-limited items (tests). */
  now?: () => Date;
}

export const MAX_PAGE_SIZE = 100;
/** Words around the first match in a snippet. */
export const SNIPPET_WORDS = 30;
/** More changed items than this: refresh() rebuilds instead (e.g. right after seeding). */
const REBUILD_THRESHOLD = 300;

/** The index's tables and the triggers that mark changed content, in the store's own form. */
export function installSearch(target: MigrationTarget, sources: SourceWatches): Promise<void> {
  return target.dialect.name === 'postgres' ? installPostgresSearch(target, sources) : installSqliteSearch(target, sources);
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

function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(n)));
}

/**
 * A term without its German inflection, for the title tier: 'anmelden' and 'Anmeldung', 'beantragen'
 * and 'Beantragung' name the same thing. Longer terms only, so short words stay exact.
 */
const stem = (term: string) => (term.length >= 6 ? term.replace(/(ungen|ung|en|e)$/, '') : term);

/**
 * Title tier of a word/prefix hit: 0 = the title is exactly the query, 1 = every term (or its stem)
 * starts a word of the title, 2 = the title does not carry all terms (matched in text or keywords).
 * The same on both stores, whose own ranks differ ('Wohnsitz anmelden' is the Anmeldung on both).
 */
function titleTier(titel: string, terms: string[]): number {
  const words = fold(titel).match(TOKEN) ?? [];
  if (words.join(' ') === terms.join(' ')) return 0;
  return terms.every((t) => words.some((w) => w.startsWith(stem(t)))) ? 1 : 2;
}

/**
 * The town's services come first within a tier (GOV.UK ranks its services so too): a visitor who
 * types 'Hundesteuer' wants to register the dog, the statute comes after; 'Bürgerbüro
 * Öffnungszeiten' finds the office (its hours are in its text) before a news item on holiday hours.
 */
const SERVICE_TYPES = new Set(['verfahren', 'amt', 'lebenslage']);
const serviceRank = (typ: string | undefined) => (typ && SERVICE_TYPES.has(typ) ? 0 : 1);

/** Among pages titled exactly as asked, the more general one first: the town hall's 'Kontakt' before a mini-site's. */
const depthOf = (url: string | undefined) => (url ?? '').split(/[?#]/)[0]!.split('/').filter(Boolean).length;

/** What the search needs of a store: its connection (server/cms/store). */
export type IndexHost = { kind: 'sqlite'; sqlite: SQLite.Database } | { kind: 'postgres'; pool: PgPool };

/** The index of a store: FTS5 tables in SQLite, full text and pg_trgm in PostgreSQL. */
function indexOf(store: IndexHost): SearchIndex {
  return store.kind === 'postgres' ? postgresIndex(store.pool) : sqliteIndex(store.sqlite);
}

export function createSearch(store: IndexHost, options: SearchOptions): Search {
  const now = options.now ?? (() => new Date());
  const sources = new Map(options.sources.map((s) => [s.typ, s]));
  if (sources.size !== options.sources.length) throw new Error('Suchquellen mit doppeltem Typ');
  const index = indexOf(store);

  async function loadAll(): Promise<Eintrag[]> {
    const lists = await Promise.all([...sources.values()].map((source) => source.load(options.db, null)));
    return lists.flat();
  }

  /** The current entries of the marked refs, per type (a ref that no longer exists yields none). */
  async function loadMarked(marks: readonly Mark[]): Promise<Eintrag[]> {
    const byTyp = new Map<string, string[]>();
    for (const { typ, ref } of marks) if (sources.has(typ)) byTyp.set(typ, [...(byTyp.get(typ) ?? []), ref]);
    const lists = await Promise.all([...byTyp].map(([typ, refs]) => sources.get(typ)!.load(options.db, refs)));
    return lists.flat();
  }

  /** The types of the sources: when they change (a part added), the whole index is built anew. */
  const fingerprint = [...sources.keys()].sort().join(',');
  let running: Promise<number> | null = null;

  /** One index update at a time in this process: a second caller waits for the running one. */
  function exclusive(work: () => Promise<number>): Promise<number> {
    const p = (running ?? Promise.resolve(0)).catch(() => 0).then(work);
    running = p.finally(() => {
      if (running === p) running = null;
    });
    return p;
  }

  /**
   * Records the instant an entry's content changed: a new hash gets this instant, the same hash keeps
   * its own. Bookkeeping for the sitemap's lastmod; a failure (a read-only database) leaves the old stamps.
   */
  async function stamp(entries: readonly Eintrag[]): Promise<void> {
    if (entries.length === 0) return;
    const geaendert = now().toISOString();
    const rows = entries.map((e) => ({ typ: e.typ, ref: e.ref, url: e.url, hash: entryHash(e), geaendert }));
    const db = options.db;
    try {
      for (let i = 0; i < rows.length; i += 200) {
        await db
          .insertInto('suchindex_stand')
          .values(rows.slice(i, i + 200))
          .onConflict((oc) =>
            oc
              .columns(['typ', 'ref'])
              .doUpdateSet({ url: (eb) => eb.ref('excluded.url'), hash: (eb) => eb.ref('excluded.hash'), geaendert: (eb) => eb.ref('excluded.geaendert') })
              .where(sql<boolean>`suchindex_stand.hash <> excluded.hash`),
          )
          .execute();
      }
    } catch {
      // Dates only: the index itself is current.
    }
  }

  function rebuild(): Promise<number> {
    return exclusive(async () => {
      const entries = await loadAll();
      await index.replaceAll(entries, fingerprint);
      await stamp(entries);
      return entries.length;
    });
  }

  function refresh(): Promise<number> {
    return exclusive(async () => {
      const stale = (await index.fingerprint()) !== fingerprint;
      const count = await index.countMarks();
      if (stale || count > REBUILD_THRESHOLD) {
        const entries = await loadAll();
        await index.replaceAll(entries, fingerprint);
        await stamp(entries);
        return Math.max(count, 1);
      }
      if (count === 0) return 0;
      const marks = await index.marks();
      const entries = await loadMarked(marks);
      await index.update(marks, entries);
      await stamp(entries);
      return marks.length;
    });
  }

  /** Makes edits searchable before answering; a failed update (e.g. a read-only database) keeps the old index. */
  async function ensureFresh(): Promise<void> {
    try {
      const state = await index.state();
      if (state.marks || state.fingerprint !== fingerprint) await refresh();
    } catch {
      // The index stays as it was; the next search tries again.
    }
  }

  /**
   * Ids of all hits, best first: word/prefix matches (exact titles, then titles with all terms, then the
   * rest; the store's rank within each tier), then substring-only matches by rank.
   */
  async function findIds(terms: string[]): Promise<number[]> {
    // Validity at this minute: a date counts for its whole day, a time from (or up to) that minute.
    const jetzt = berlinNow(now());
    const tokenHits = (await index.words(terms, jetzt))
      .map((k) => ({ ...k, tier: titleTier(k.titel, terms), service: serviceRank(k.typ), depth: depthOf(k.url) }))
      .sort((a, b) => a.tier - b.tier || a.service - b.service || (a.tier === 0 ? a.depth - b.depth : 0) || a.score - b.score || a.id - b.id);
    const ids = tokenHits.map((k) => k.id);
    const long = terms.filter((t) => t.length >= MIN_SUBSTRING);
    if (long.length > 0 && ids.length < MAX_RESULTS) {
      const short = terms.filter((t) => t.length < MIN_SUBSTRING);
      const rows = await index.substrings(long, short, jetzt);
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

  async function loadHits(ids: number[], terms: string[]): Promise<SearchHit[]> {
    if (ids.length === 0) return [];
    const rows = await index.entries(ids);
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

  /** Up to 5 vocabulary words close to the terms (Damerau-Levenshtein ≤ 2, ≤ 1 for terms shorter than 5). */
  async function meintenSie(terms: string[]): Promise<string[]> {
    const found = new Map<string, { original: string; d: number; anzahl: number }>();
    for (const t of terms) {
      if (t.length < MIN_SUBSTRING || /^\p{N}+$/u.test(t)) continue;
      const max = t.length < 5 ? 1 : 2;
      const { woerter, known } = await index.vocabularyNear(t, max);
      if (known) continue;
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
    const ids = await findIds(terms);
    result.total = ids.length;
    if (ids.length === 0) {
      result.suggestions = await meintenSie(terms);
      return result;
    }
    result.hits = await loadHits(ids.slice((page - 1) * size, page * size), terms);
    return result;
  }

  const SUGGEST_GROUP: Record<string, number> = { verfahren: 0, amt: 0, aktuelles: 1 };

  async function suggest(q: string, limit = 8): Promise<Suggestion[]> {
    const terms = parseTerms(q);
    if (terms.length === 0) return [];
    const n = clampInt(limit, 8, 1, 50);
    recordAllTablesRead();
    await ensureFresh();
    const rows = await index.titles(terms, berlinNow(now()));
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

  async function addresses(): Promise<Array<{ url: string; lastmod: string | null }>> {
    await ensureFresh();
    const urls = await index.addresses(berlinNow(now()));
    // An address's date: the latest change of the entries found there (a form list holds many forms).
    const stamps = await options.db
      .selectFrom('suchindex_stand')
      .select(['url', 'geaendert'])
      .execute()
      .catch(() => []);
    const latest = new Map<string, string>();
    for (const s of stamps) {
      const url = s.url.split('#')[0]!;
      if ((latest.get(url) ?? '') < s.geaendert) latest.set(url, s.geaendert);
    }
    const pages = [...new Set(urls.map((u) => u.split('#')[0]!).filter((u) => u.startsWith('/')))];
    return pages.map((url) => ({ url, lastmod: latest.get(url) ?? null }));
  }

  return { rebuild, refresh, query, suggest, addresses };
}
