import type { Kysely } from 'kysely';
import type { Database } from './schema';
import type { Part } from './part';
import type { Dialect } from './store/dialect';
import type { ContentVersions, VersionState } from './store/changes';
import { collectReads, newContentReads, withoutCollecting } from './reads';
import { nextBerlinMidnight } from '../../shared/format/date';

/**
 * What a result (a rendered page, the site data) read, with the versions it read: enough to tell later,
 * cheaply, whether it is still current (ADR 19).
 */
export interface ContentStamp {
  /** Tables of the embedded store with their versions at the start of the work; 'all' for a read of everything. */
  tables: ReadonlyArray<readonly [string, number]> | 'all';
  /** The sum of all versions at the start (for 'all'). */
  total: number;
  /** Upstream answers (CMS_URL) with the versions that were read. */
  upstream: ReadonlyArray<readonly [string, number]>;
  /** Instant (ms) from which the result may be out of date without any write: a part's next change, the next Berlin midnight. */
  expiresAt: number;
}

/** The upstream client's side (CMS_URL): is this version of an answer still the one it would give? */
export interface UpstreamFreshness {
  isCurrent(url: string, version: number): boolean;
}

export interface ContentChanges {
  /**
   * Runs `work` and returns its result with the stamp of what it read; null when an optional read
   * failed or the versions could not be read (a lost database): such a result is not kept.
   */
  track<T>(work: () => Promise<T>): Promise<{ value: T; stamp: ContentStamp | null }>;
  /**
   * True while nothing the stamp names has changed and its time has not come, judged by versions read
   * not before `since` (a `performance.now()` value, default now: the arrival of the request that asks).
   * Rejects when the versions cannot be read (the store is unreachable): the caller decides.
   */
  isCurrent(stamp: ContentStamp, since?: number): Promise<boolean>;
  /**
   * The same judgement when it needs no wait: true or false while the store's versions are known
   * without a read (SQLite, nothing committed since the last read), else null (ask `isCurrent`).
   * `state`: the versions of `versionsNow`, when the caller asked for them already in this request.
   */
  isCurrentNow(stamp: ContentStamp, state?: VersionState | null): boolean | null;
  /** The store's versions when they are known without a wait (`ContentVersions.peek`), else null. */
  versionsNow(): VersionState | null;
}

/** The tables a part creates in its migrations. */
export function tablesOf(part: Part, dialect: Dialect): string[] {
  const names = new Set<string>();
  for (const m of part.migrations) {
    for (const match of m.sql(dialect).matchAll(/CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?["`]?([A-Za-z_][A-Za-z0-9_]*)/gi)) names.add(match[1]!);
  }
  return [...names];
}

export interface ContentChangesOptions {
  /** The versions of the store (embedded mode: the content store; CMS_URL mode: the site's local store). */
  versions: ContentVersions;
  db: Kysely<Database>;
  dialect: Dialect;
  parts: readonly Part[];
  now: () => Date;
  upstream?: UpstreamFreshness;
}

export function contentChanges(o: ContentChangesOptions): ContentChanges {
  const timed = o.parts.filter((p) => p.nextChange).map((part) => ({ part, tables: new Set(tablesOf(part, o.dialect)) }));
  /**
   * Per part: its next change as computed for `basis`, valid while the versions of the tables that
   * computation read (`key`) are unchanged. The tables its `nextChange` reads are recorded as it runs,
   * beside those its migrations create, so a part reading another part's table is followed too.
   */
  const known = new Map<Part, { tables: readonly string[]; key: string; basis: number; at: number }>();
  const keyOf = (tables: readonly string[], state: VersionState) => tables.map((t) => state.versions.get(t) ?? 0).join(',');

  async function nextChangeOf(entry: (typeof timed)[number], state: VersionState, basis: number) {
    const k = known.get(entry.part);
    // Nothing of the part changes in (k.basis, k.at), so neither in (basis, k.at) for a later basis.
    if (k && k.key === keyOf(k.tables, state) && k.basis <= basis && basis < k.at) return k;
    // Its own reads are recorded apart from those of the page being built.
    const reads = newContentReads();
    const next = await collectReads(reads, () => entry.part.nextChange!(o.db, new Date(basis)));
    const tables = [...new Set([...entry.tables, ...reads.tables])].sort();
    const at = next ? Math.max(next.getTime(), basis) : Infinity;
    const computed = { tables, key: keyOf(tables, state), basis, at };
    known.set(entry.part, computed);
    return computed;
  }

  return {
    async track(work) {
      let state: VersionState;
      try {
        state = await o.versions.current();
      } catch {
        // The store cannot say what is current (it is unreachable): the work runs, its result is not kept.
        return { value: await withoutCollecting(work), stamp: null };
      }
      const started = o.now().getTime();
      const reads = newContentReads();
      const value = await collectReads(reads, work);
      if (reads.failed) return { value, stamp: null };
      const tables = reads.allTables ? ('all' as const) : [...reads.tables].map((t) => [t, state.versions.get(t) ?? 0] as const);
      let expiresAt = nextBerlinMidnight(new Date(started)).getTime();
      try {
        for (const entry of timed) {
          const next = await nextChangeOf(entry, state, started);
          if (tables !== 'all' && !next.tables.some((t) => reads.tables.has(t))) continue;
          expiresAt = Math.min(expiresAt, next.at);
        }
      } catch {
        return { value, stamp: null };
      }
      return { value, stamp: { tables, total: state.total, upstream: [...reads.upstream], expiresAt } };
    },
    async isCurrent(stamp, since) {
      if (o.now().getTime() >= stamp.expiresAt) return false;
      return matches(stamp, await o.versions.current(since));
    },
    isCurrentNow(stamp, state = o.versions.peek()) {
      if (o.now().getTime() >= stamp.expiresAt) return false;
      return state ? matches(stamp, state) : null;
    },
    versionsNow: () => o.versions.peek(),
  };

  /** Whether the versions a stamp read are still those of `state`, and its upstream answers still current. */
  function matches(stamp: ContentStamp, state: VersionState): boolean {
    if (stamp.tables === 'all') {
      if (state.total !== stamp.total) return false;
    } else {
      for (const [t, v] of stamp.tables) if (state.versions.get(t) !== v) return false;
    }
    for (const [url, v] of stamp.upstream) if (!o.upstream?.isCurrent(url, v)) return false;
    return true;
  }
}
