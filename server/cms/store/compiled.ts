import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';
import { readTrackingOf, tablesOf, type ReadTracking } from './changes';

/**
 * Reads of the hot path (the home page, a news item) compiled once per store instead of per request
 * (ADR 69). Kysely builds an operation tree for every query and compiles it to SQL, each time; for a
 * query whose shape never changes that work is the same on every request. A compiled read is written
 * as an ordinary Kysely query over named parameters: `build` gets stand-ins for the values (`p.now`,
 * `p.id`) and returns the query; it is compiled at its first run on a store, and later runs hand the
 * same SQL to the driver with the values in the stand-ins' places. The SQLite driver keeps its
 * prepared statement (server/cms/store/sqlite.ts), PostgreSQL gets the same text and parameters as
 * before, so both dialects run the very query Kysely would have compiled.
 *
 * Rules for `build`:
 * - every value that differs between runs comes from `p` (the time as well: `isPublicAt(columns,
 *   p.now)` with `berlinNow(now)` passed in), never from a closure;
 * - a stand-in is one value: lists (`in (…)`) have a stand-in per element and the list's length in
 *   the `shape`;
 * - what changes the SQL itself (an optional filter, a sort order, a list's length) goes into `shape`,
 *   a small JSON value of a bounded set; each shape is compiled once.
 * A stand-in that Kysely would write into the SQL text instead of a parameter is found at compile
 * time and refused.
 *
 * The tables a compiled read names are recorded for the page cache as Kysely's plugin does at compile
 * time (server/cms/store/changes.ts). On an instance without the store's read tracking (a
 * transaction) the query is built and run as usual.
 */

const STAND_IN = '\u0000st-parameter:';

interface Entry<R> {
  query: CompiledQuery<R>;
  /** For each parameter of the SQL: the name of its value, or null for a constant of the query. */
  slots: ReadonlyArray<string | null>;
  tables: ReadonlySet<string>;
}

/** At most this many shapes of one read per store; past it, further shapes are built per run. */
const MAX_SHAPES = 64;

const standIns = new Proxy({} as Record<string, unknown>, {
  get: (_target, name) => (typeof name === 'string' ? `${STAND_IN}${name}` : undefined),
});

export type CompiledRead<P, R, S> = (db: Kysely<any>, values: P, shape?: S) => Promise<R[]>;

export function compiledRead<DB, P extends Record<string, unknown>, R, S = undefined>(
  build: (db: Kysely<DB>, p: P, shape: S) => Compilable<R>,
): CompiledRead<P, R, S> {
  const compiled = new WeakMap<object, Map<string, Entry<R>>>();

  function compile(db: Kysely<DB>, tracking: ReadTracking, shape: S): Entry<R> {
    const query = build(db, standIns as P, shape).compile();
    if (query.sql.includes(STAND_IN)) throw new Error(`Ein Parameter steht im SQL-Text statt als Parameter: ${query.sql}`);
    const slots = query.parameters.map((v) => (typeof v === 'string' && v.startsWith(STAND_IN) ? v.slice(STAND_IN.length) : null));
    for (const v of query.parameters) {
      if (typeof v === 'string' && v.includes(STAND_IN) && !v.startsWith(STAND_IN)) throw new Error(`Ein Parameter ist Teil eines Werts: ${query.sql}`);
    }
    return { query, slots, tables: tablesOf(query.query, tracking.tables()) };
  }

  return async (anyDb, values, shape) => {
    const db = anyDb as Kysely<DB>;
    const tracking = readTrackingOf(db);
    const key = shape === undefined ? '' : JSON.stringify(shape);
    let byShape = tracking ? compiled.get(db) : undefined;
    if (tracking && !byShape) compiled.set(db, (byShape = new Map()));
    let entry = byShape?.get(key);
    if (!entry && tracking && byShape && byShape.size < MAX_SHAPES) {
      entry = compile(db, tracking, shape as S);
      byShape.set(key, entry);
    }
    if (!entry || !tracking) return (await db.executeQuery(build(db, values, shape as S).compile())).rows;
    tracking.record(entry.tables);
    const { query, slots } = entry;
    const parameters = query.parameters.map((v, i) => {
      const name = slots[i];
      return name === null || name === undefined ? v : values[name];
    });
    const result = await db.executeQuery<R>({ query: query.query, queryId: createQueryId(), sql: query.sql, parameters });
    return result.rows;
  };
}
