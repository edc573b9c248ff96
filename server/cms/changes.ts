import type { Kysely } from 'kysely';
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
  /** Runs `work` and returns its result with the stamp of what it read; null when an optional read failed. */
  track<T>(work: () => Promise<T>): Promise<{ value: T; stamp: ContentStamp | null }>;
  /** True while nothing the stamp names has changed and its time has not come. */
  isCurrent(stamp: ContentStamp): Promise<boolean>;
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
  db: Kysely<any>;
  dialect: Dialect;
  parts: readonly Part[];
  now: () => Date;
  upstream?: UpstreamFreshness;
}

export function contentChanges(o: ContentChangesOptions): ContentChanges {
  const timed = o.parts.filter((p) => p.nextChange).map((part) => ({ part, tables: tablesOf(part, o.dialect) }));
  /** Per part: its next change as computed for `basis`, valid while its tables' versions are `key`. */
  const known = new Map<Part, { key: string; basis: number; at: number }>();

  async function nextChangeOf(entry: (typeof timed)[number], state: VersionState, basis: number): Promise<number> {
    const key = entry.tables.map((t) => state.versions.get(t) ?? 0).join(',');
    const k = known.get(entry.part);
    // Nothing of the part changes in (k.basis, k.at), so neither in (basis, k.at) for a later basis.
    if (k && k.key === key && k.basis <= basis && basis < k.at) return k.at;
    const next = await withoutCollecting(() => entry.part.nextChange!(o.db, new Date(basis)));
    const at = next ? Math.max(next.getTime(), basis) : Infinity;
    known.set(entry.part, { key, basis, at });
    return at;
  }

  return {
    async track(work) {
      const state = await o.versions.current();
      const started = o.now().getTime();
      const reads = newContentReads();
      const value = await collectReads(reads, work);
      if (reads.failed) return { value, stamp: null };
      const tables = reads.allTables ? ('all' as const) : [...reads.tables].map((t) => [t, state.versions.get(t) ?? 0] as const);
      let expiresAt = nextBerlinMidnight(new Date(started)).getTime();
      for (const entry of timed) {
        if (tables !== 'all' && !entry.tables.some((t) => reads.tables.has(t))) continue;
        expiresAt = Math.min(expiresAt, await nextChangeOf(entry, state, started));
      }
      return { value, stamp: { tables, total: state.total, upstream: [...reads.upstream], expiresAt } };
    },
    async isCurrent(stamp) {
      if (o.now().getTime() >= stamp.expiresAt) return false;
      const state = await o.versions.current();
      if (stamp.tables === 'all') {
        if (state.total !== stamp.total) return false;
      } else {
        for (const [t, v] of stamp.tables) if (state.versions.get(t) !== v) return false;
      }
      for (const [url, v] of stamp.upstream) if (!o.upstream?.isCurrent(url, v)) return false;
      return true;
    },
  };
}
