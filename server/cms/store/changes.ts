import {
  sql,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { Database } from '../schema';
import { performance } from 'node:perf_hooks';
import type { Dialect } from './dialect';
import type { MigrationTarget } from './migrate';
import { currentReads } from '../reads';
import { beforeDeadline } from './deadline';

/**
 * Content versions: one counter per table of the store, raised by triggers of the store itself on
 * every committed insert, update and delete, whoever writes (a handler of this process, another
 * instance on the same database, a script). A cache that remembers the versions of the tables a result
 * read knows the result is current while they are unchanged (server/cms/changes.ts, ADR 19).
 *
 * Nobody who writes content has to know about this: a new part's tables get their triggers at the
 * next start, like the search index's (server/cms/search/engine.ts).
 */
export const VERSION_TABLE = 'content_version';
const TRIGGER_PREFIX = 'version_';

/** Tables that are no content: the migration lists, the versions themselves, the search index (derived from content). */
export function isTrackedTable(name: string): boolean {
  return name !== VERSION_TABLE && name !== 'schema_migration' && name !== '_migration' && !name.startsWith('suchindex');
}

/**
 * Creates the version table and the triggers of every table of the store that lacks them, and drops
 * the triggers of tables no longer tracked, in one transaction (on PostgreSQL under the schema lock,
 * like the migrations). A start that finds everything in place changes nothing, so a second instance
 * starting beside a running one locks no table. Returns the tracked tables.
 */
export async function installChangeTracking(target: MigrationTarget): Promise<string[]> {
  const { dialect } = target;
  return target.transaction(async () => {
    await target.exec(dialect.schema(`CREATE TABLE IF NOT EXISTS ${VERSION_TABLE} (tabelle TEXT PRIMARY KEY, version INTEGER NOT NULL DEFAULT 0)`));
    const setup = dialect.versionSetup(VERSION_TABLE);
    if (setup.trim()) await target.exec(setup);
    const tables = (await target.query<{ name: string }>(dialect.tablesQuery)).map((r) => r.name).filter(isTrackedTable);
    for (const t of tables) {
      await target.query(`INSERT INTO ${VERSION_TABLE} (tabelle, version) VALUES (?, 0) ON CONFLICT (tabelle) DO NOTHING`, [t]);
    }
    const wanted = new Map(
      tables.flatMap((t) => dialect.versionTriggers(t, `${TRIGGER_PREFIX}${t}`, VERSION_TABLE)).map((tr) => [tr.name, tr.create] as const),
    );
    const existing = new Set<string>();
    for (const old of await target.query<{ name: string; tbl: string }>(dialect.triggersQuery(TRIGGER_PREFIX))) {
      if (wanted.has(old.name)) existing.add(old.name);
      else await target.exec(dialect.dropTrigger(old.name, old.tbl));
    }
    for (const [name, create] of wanted) if (!existing.has(name)) await target.exec(create);
    return tables;
  });
}

/** The committed versions of the tables and their sum (which rises with every write anywhere). */
export interface VersionState {
  versions: ReadonlyMap<string, number>;
  total: number;
}

export interface ContentVersions {
  /**
   * The committed versions, as of a moment not before `since` (a `performance.now()` value; default:
   * the call). SQLite: one tiny local statement while nothing was written since the last read.
   * PostgreSQL: the versions read by a query that started at or after `since`; callers arriving while
   * one runs share the next.
   */
  current(since?: number): Promise<VersionState>;
  /**
   * The committed versions when they are known without waiting: on SQLite while the store's stamp is
   * the one of the last read (what `current` answers at once, too); otherwise null (a write since,
   * and always on PostgreSQL, where only a read after the question counts). The page cache's answer
   * in front of Express asks this (ADR 65).
   */
  peek(): VersionState | null;
  /** The tracked tables. */
  tables(): ReadonlySet<string>;
}

/**
 * Reads the versions. `stamp` is the store's cheap local "has anything been committed" value (the
 * dialect's changeStamp, read without waiting for the connection); while it is unchanged the versions
 * in memory are current. Otherwise they are read through Kysely, which on SQLite waits for an open
 * transaction of this process to end, so an uncommitted version is never taken for a committed one
 * (on PostgreSQL another connection sees committed rows only).
 *
 * Without a stamp (PostgreSQL, where every question is a round trip to the server and other instances
 * write too), a check needs versions read after it began: a write another instance acknowledged
 * before a request arrived is seen by that request. Checks that arrive while a read runs wait for it
 * and share one further read, so a rush costs one query per round trip, not one per request.
 */
export function contentVersions(db: Kysely<Database>, dialect: Dialect, stamp: (() => string) | null): ContentVersions {
  let known: { stamp: string | null; startedAt: number; state: VersionState } | null = null;
  let loading: { startedAt: number; done: Promise<void> } | null = null;
  /** The last read, when it failed (the store unreachable): later questions of the same moment fail at once. */
  let failed: { startedAt: number; error: unknown } | null = null;
  let tracked: Set<string> = new Set();

  async function load(startedAt: number): Promise<void> {
    const select = db.selectFrom(VERSION_TABLE).select(['tabelle', 'version']);
    const rows = (dialect.changeStamp ? await select.select(sql.raw<string>(dialect.changeStamp).as('stamp')).execute() : await select.execute()) as Array<{
      tabelle: string;
      version: number;
      stamp?: string;
    }>;
    const versions = new Map<string, number>();
    let total = 0;
    for (const r of rows) {
      const v = Number(r.version);
      versions.set(r.tabelle, v);
      total += v;
    }
    const previous = known?.state;
    // Unchanged versions keep their object: callers may compare states by identity.
    const same =
      previous && previous.total === total && previous.versions.size === versions.size && [...versions].every(([t, v]) => previous.versions.get(t) === v);
    tracked = new Set(versions.keys());
    if (!known || startedAt >= known.startedAt) known = { stamp: rows[0]?.stamp ?? null, startedAt, state: same ? previous : { versions, total } };
  }

  function startLoad(): NonNullable<typeof loading> {
    const startedAt = performance.now();
    const entry = {
      startedAt,
      done: load(startedAt)
        .then(
          () => {
            if (!failed || failed.startedAt <= startedAt) failed = null;
          },
          (error: unknown) => {
            if (!failed || failed.startedAt <= startedAt) failed = { startedAt, error };
            throw error;
          },
        )
        .finally(() => {
          if (loading === entry) loading = null;
        }),
    };
    loading = entry;
    return entry;
  }

  return {
    async current(since = performance.now()) {
      if (stamp && dialect.changeStamp) {
        for (let round = 0; round < 4; round++) {
          if (known && known.stamp !== null && stamp() === known.stamp) return known.state;
          // Everyone who arrives while a read runs waits for it (within its own deadline) and then checks the stamp again.
          await beforeDeadline((loading ?? startLoad()).done);
        }
        return known!.state;
      }
      for (;;) {
        if (known && known.startedAt >= since) return known.state;
        if (failed && failed.startedAt >= since) throw failed.error;
        // A read another request started is waited for within this request's own deadline (ADR 29).
        if (loading && loading.startedAt >= since) await beforeDeadline(loading.done);
        else if (loading) await beforeDeadline(loading.done.catch(() => undefined));
        else await startLoad().done;
      }
    },
    peek() {
      if (!stamp || !dialect.changeStamp || !known || known.stamp === null) return null;
      return stamp() === known.stamp ? known.state : null;
    },
    tables: () => tracked,
  };
}

/** Every table a query names: its TableNodes, and known table names inside raw SQL fragments. */
function collectTables(node: unknown, known: ReadonlySet<string>, into: Set<string>, depth = 0): void {
  if (depth > 64 || node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const n of node) collectTables(n, known, into, depth + 1);
    return;
  }
  const n = node as { kind?: string; table?: { identifier?: { name?: string } }; sqlFragments?: readonly string[] };
  if (n.kind === 'TableNode' && n.table?.identifier?.name) into.add(n.table.identifier.name);
  if (n.kind === 'RawNode' && n.sqlFragments) {
    const text = n.sqlFragments.join(' ');
    for (const word of text.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []) if (known.has(word)) into.add(word);
  }
  for (const key in n) {
    const value = (n as Record<string, unknown>)[key];
    if (value && typeof value === 'object') collectTables(value, known, into, depth + 1);
  }
}

/** Every table a query names, as the read tracking sees it (the names inside raw SQL only where they are tracked tables). */
export function tablesOf(node: RootOperationNode, known: ReadonlySet<string>): ReadonlySet<string> {
  const found = new Set<string>();
  collectTables(node, known, found);
  return found;
}

/** The read tracking of a store's Kysely instance (see `readTrackingPlugin`). */
export interface ReadTracking extends KyselyPlugin {
  /** The tracked tables now. */
  tables(): ReadonlySet<string>;
  /** Records that the work being collected read these tables (as found by `tablesOf`). */
  record(found: ReadonlySet<string>): void;
}

/**
 * Kysely plugin: while reads are being collected (server/cms/reads.ts), records the tables each query
 * names. A table without a version (the search index) counts as a read of everything. A query
 * compiled once and run again without Kysely's compile step (server/cms/store/compiled.ts) records
 * its tables through `record`.
 */
export function readTrackingPlugin(tables: () => ReadonlySet<string>): ReadTracking {
  const record = (found: ReadonlySet<string>) => {
    const reads = currentReads();
    if (!reads || reads.allTables) return;
    const known = tables();
    for (const t of found) {
      if (known.has(t)) reads.tables.add(t);
      else if (isTrackedTable(t) || t.startsWith('suchindex')) reads.allTables = true;
    }
  };
  return {
    tables,
    record,
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      const reads = currentReads();
      if (reads && !reads.allTables) record(tablesOf(args.node, tables()));
      return args.node;
    },
    transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return Promise.resolve(args.result);
    },
  };
}

/** The read tracking of each store's Kysely instance (its own, not a transaction's), for compiled reads. */
const trackingOf = new WeakMap<object, ReadTracking>();

/** Notes that `db` tracks its reads with `tracking` (the stores do this once, when they open). */
export function registerReadTracking(db: object, tracking: ReadTracking): void {
  trackingOf.set(db, tracking);
}

/** The read tracking of a store's Kysely instance; null for a transaction or another instance. */
export function readTrackingOf(db: object): ReadTracking | null {
  return trackingOf.get(db) ?? null;
}
