import { sql, type Kysely, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';
import type { Dialect } from './dialect';
import { currentReads } from '../reads';

/**
 * Content versions: one counter per table of the store, raised by triggers of the store itself on
 * every committed insert, update and delete, whoever writes (a handler of this process, another
 * process on the same database, a script). A cache that remembers the versions of the tables a result
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
 * Creates the version table and (re)creates the triggers of every table of the store, in one
 * transaction. Returns the tracked tables.
 */
export async function installChangeTracking(db: Kysely<any>, dialect: Dialect): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await trx.schema
      .createTable(VERSION_TABLE)
      .ifNotExists()
      .addColumn('tabelle', 'text', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    const tables = (await sql.raw<{ name: string }>(dialect.tablesQuery).execute(trx)).rows.map((r) => r.name).filter(isTrackedTable);
    for (const t of tables) {
      await trx.insertInto(VERSION_TABLE).values({ tabelle: t, version: 0 }).onConflict((oc) => oc.column('tabelle').doNothing()).execute();
    }
    for (const old of (await sql.raw<{ name: string; tbl: string }>(dialect.triggersQuery(TRIGGER_PREFIX)).execute(trx)).rows) {
      await sql.raw(dialect.dropTrigger(old.name, old.tbl)).execute(trx);
    }
    for (const t of tables) {
      for (const statement of dialect.versionTriggers(t, `${TRIGGER_PREFIX}${t}`, VERSION_TABLE)) await sql.raw(statement).execute(trx);
    }
    return tables;
  });
}

/** The committed versions of the tables and their sum (which rises with every write anywhere). */
export interface VersionState {
  versions: ReadonlyMap<string, number>;
  total: number;
}

export interface ContentVersions {
  /** The committed versions; one tiny statement while nothing was written since the last read. */
  current(): Promise<VersionState>;
  /** The tracked tables. */
  tables(): ReadonlySet<string>;
}

/**
 * Reads the versions. `stamp` is the store's cheap "has anything been committed" value (the dialect's
 * changeStamp, read without waiting for the connection); while it is unchanged the versions in memory
 * are current. Otherwise they are read through Kysely, which waits for an open transaction of this
 * process to end, so an uncommitted version is never taken for a committed one.
 */
export function contentVersions(db: Kysely<any>, dialect: Dialect, stamp: (() => string) | null): ContentVersions {
  let known: { stamp: string | null; state: VersionState } | null = null;
  let loading: Promise<void> | null = null;
  let tracked: Set<string> = new Set();

  async function load(): Promise<void> {
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
    tracked = new Set(versions.keys());
    known = { stamp: rows[0]?.stamp ?? null, state: { versions, total } };
  }

  return {
    async current() {
      for (let round = 0; round < 4; round++) {
        if (known && known.stamp !== null && stamp && stamp() === known.stamp) return known.state;
        // Everyone who arrives while a read runs waits for it and then checks the stamp again.
        await (loading ??= load().finally(() => {
          loading = null;
        }));
        if (!stamp || !dialect.changeStamp) return known!.state;
      }
      return known!.state;
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

/**
 * Kysely plugin: while reads are being collected (server/cms/reads.ts), records the tables each query
 * names. A table without a version (the search index) counts as a read of everything.
 */
export function readTrackingPlugin(tables: () => ReadonlySet<string>): KyselyPlugin {
  return {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      const reads = currentReads();
      if (reads && !reads.allTables) {
        const found = new Set<string>();
        const known = tables();
        collectTables(args.node, known, found);
        for (const t of found) {
          if (known.has(t)) reads.tables.add(t);
          else if (isTrackedTable(t) || t.startsWith('suchindex')) reads.allTables = true;
        }
      }
      return args.node;
    },
    transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return Promise.resolve(args.result);
    },
  };
}
