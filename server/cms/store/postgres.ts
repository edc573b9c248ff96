import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import type { Database } from '../schema';
import type { MigrationTarget } from './migrate';
import { numberedPlaceholders, postgresDialect } from './dialect';
import { localExclusive } from './exclusive';
import { redactUrl, type PgClient, type PgPool, type PoolLimits, type PostgresStore, type RawSql } from './types';
import { contentVersions, readTrackingPlugin, registerReadTracking, type ContentVersions } from './changes';
import { beforeDeadline, DeadlineError, timeLeft, withBudget } from './deadline';

/** COUNT(*) is a bigint and SUM() a numeric in PostgreSQL: numbers here, as SQLite gives them. */
const NUMBER_OIDS = new Set([20, 1700]);
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    NUMBER_OIDS.has(oid) ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Waiting for a lock of `exclusive()` ends with an error after this long. */
const LOCK_WAIT_MS = 30_000;
const MIGRATION_LOCK = 'musterstadt:schema';

interface Queryable {
  query(text: string, values?: unknown[]): Promise<pg.QueryResult>;
}

function rawOf(client: Queryable): RawSql {
  return {
    async exec(script) {
      await client.query(script);
    },
    async query<R>(sql: string, params: unknown[] = []) {
      return (await client.query(numberedPlaceholders(sql), params)).rows as R[];
    },
  };
}

/** How long the health check's probe waits for the database's answer to a trivial query. */
export const PING_MS = 1_000;

/**
 * The pool as everything in the site uses it (Kysely, plain SQL, the search index, advisory locks),
 * bounded by the deadline of the request it works for (deadline.ts, ADR 29): waiting for a connection
 * and every query end when the deadline passes. A connection whose query was given up, or that was
 * refused a statement because the deadline had passed (a transaction left open, a lock not released),
 * is closed when it is released instead of going back to the pool. Without a deadline (jobs,
 * start-up) it is the plain pool with its own timeouts.
 */
export function poolWithDeadlines(pool: pg.Pool, onGiveUp: () => void = () => {}): PgPool {
  const clients = new WeakMap<pg.PoolClient, PgClient>();

  function wrap(inner: pg.PoolClient): PgClient {
    let client = clients.get(inner);
    if (client) return client;
    let broken = false;
    const query = ((text: unknown, values?: unknown[]) => {
      // A cursor (a stream of rows) is handed through: nothing of the site streams today.
      if (typeof text !== 'string') return inner.query(text as never);
      if (broken || timeLeft() <= 0) {
        broken = true;
        return Promise.reject(new DeadlineError());
      }
      return beforeDeadline(inner.query(text, values), () => {
        broken = true;
        onGiveUp();
      });
    }) as PgClient['query'];
    client = {
      query,
      release(error?: Error | boolean) {
        const close = broken;
        broken = false;
        inner.release(error ?? (close ? new DeadlineError() : undefined));
      },
    };
    clients.set(inner, client);
    return client;
  }

  async function connect(): Promise<PgClient> {
    if (timeLeft() === Infinity) return wrap(await pool.connect());
    if (timeLeft() <= 0) throw new DeadlineError();
    const pending = pool.connect();
    // A connection that arrives after the deadline goes back to the pool unused.
    return wrap(
      await beforeDeadline(pending, () => {
        void pending.then(
          (c) => c.release(),
          () => undefined,
        );
        onGiveUp();
      }),
    );
  }

  return {
    connect,
    async query(text: string, values?: unknown[]) {
      const client = await connect();
      try {
        const result = await client.query(text, values);
        client.release();
        return result;
      } catch (error) {
        // As pg's own pool.query does: a connection whose query failed is not used again.
        client.release(error as Error);
        throw error;
      }
    },
    end: () => pool.end(),
    get waitingCount() {
      return pool.waitingCount;
    },
  };
}

/** A session advisory lock's key for a name. */
const LOCK_KEY = 'hashtextextended($1, 0)';

/**
 * Opens a pool to the PostgreSQL database at `url` with the given limits: statements are cancelled by
 * the server after statementTimeoutMs, and given up by the client a little later (a server that no
 * longer answers); a connection is waited for at most connectTimeoutMs. So a lost database gives an
 * error within seconds, never a hung request.
 */
export function openPostgres(url: string, limits: PoolLimits, onError: (error: Error) => void = () => {}): PostgresStore {
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.max,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    query_timeout: limits.statementTimeoutMs + 2_000,
    lock_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: 60_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    application_name: 'musterstadt',
    // An acknowledged write (a submission, a password change) is on the server's disk before the answer,
    // whatever the server's default says.
    options: '-c synchronous_commit=on',
    types,
  });
  // An idle connection that breaks (the server restarted) is dropped by the pool; the next query opens a new one.
  pool.on('error', onError);
  // A connection that breaks while checked out (held for a lock, between two statements) reports to
  // its client, not to the pool: without a listener that would end the process.
  pool.on('connect', (client) => client.on('error', onError));
  // The health check's view of the database (ping below): a probe runs at most one at a time; while the
  // last one failed the answer is known at once, and a request that gave up on the database starts one.
  let probe: Promise<boolean> | null = null;
  let down = false;
  const probeNow = (): Promise<boolean> =>
    (probe ??= withBudget(PING_MS, () => bounded.query('SELECT 1'))
      .then(
        () => false,
        () => true,
      )
      .then((failed) => {
        down = failed;
        probe = null;
        return !failed;
      }));
  const bounded = poolWithDeadlines(pool, () => void probeNow());
  let versions: ContentVersions | null = null;
  const tracking = readTrackingPlugin(() => versions?.tables() ?? new Set());
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: bounded as unknown as PostgresPool }),
    plugins: [tracking],
  });
  registerReadTracking(db, tracking);
  // No local stamp: every check reads the versions, so a write of another instance is seen at once (ADR 19).
  versions = contentVersions(db, postgresDialect, null);
  const local = localExclusive();
  return {
    kind: 'postgres',
    pool: bounded,
    db,
    dialect: postgresDialect,
    raw: rawOf(bounded),
    where: redactUrl(url),
    versions,
    exclusive: (name, fn) =>
      local(name, async () => {
        const client = await bounded.connect();
        let locked = false;
        let unlocked = true;
        try {
          const until = Date.now() + LOCK_WAIT_MS;
          while (!(locked = (await client.query(`SELECT pg_try_advisory_lock(${LOCK_KEY}) AS ok`, [name])).rows[0].ok as boolean)) {
            if (Date.now() > until) throw new Error(`Sperre „${name}“ nicht erhalten`);
            // Waiting for the lock is database work of the request: its budget ends the wait too (the
            // lock's holder may be stuck with the database).
            if (timeLeft() <= 0) throw new DeadlineError();
            await beforeDeadline(new Promise((resolve) => setTimeout(resolve, 20)));
          }
          return await fn();
        } finally {
          if (locked)
            unlocked = await client.query(`SELECT pg_advisory_unlock(${LOCK_KEY})`, [name]).then(
              () => true,
              () => false,
            );
          // A lock that could not be released goes with its connection, never back into the pool.
          client.release(unlocked ? undefined : true);
        }
      }),
    async ping() {
      // Known to be down: answered at once, and the next probe runs in the background. Otherwise a
      // probe of its own second (whatever request asks), shared by the checks that come meanwhile.
      if (down) {
        void probeNow();
        return false;
      }
      return probeNow();
    },
    close: async () => {
      await db.destroy();
    },
  };
}

/**
 * Runs `fn` with a migration target on one connection, holding the schema lock: two instances
 * starting at once migrate one after the other, the second finds everything done.
 */
export async function withSchemaLock<T>(store: PostgresStore, fn: (target: MigrationTarget) => Promise<T>): Promise<T> {
  const client = await store.pool.connect();
  try {
    // Migrations may run longer than requests are allowed to.
    await client.query('SET statement_timeout = 0');
    await client.query(`SELECT pg_advisory_lock(${LOCK_KEY})`, [MIGRATION_LOCK]);
    try {
      const target: MigrationTarget = {
        dialect: postgresDialect,
        ...rawOf(client),
        async transaction(work) {
          await client.query('BEGIN');
          try {
            const result = await work();
            await client.query('COMMIT');
            return result;
          } catch (error) {
            await client.query('ROLLBACK');
            throw error;
          }
        },
      };
      await target.exec(postgresDialect.setup);
      return await fn(target);
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${LOCK_KEY})`, [MIGRATION_LOCK]).catch(() => {});
      await client.query('RESET statement_timeout').catch(() => {});
    }
  } finally {
    client.release();
  }
}

/**
 * Moves every generated key's sequence past the largest key in its table. Needed after rows were
 * written with their keys given (the demo content, a copy from SQLite): the next generated key must
 * not collide with them.
 */
export async function syncSequences(raw: RawSql): Promise<number> {
  const columns = await raw.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND is_identity = 'YES'`,
  );
  for (const c of columns) {
    await raw.query(
      `SELECT setval(pg_get_serial_sequence('"${c.table_name}"', '${c.column_name}'),
              COALESCE((SELECT MAX("${c.column_name}") FROM "${c.table_name}"), 0) + 1, false)`,
    );
  }
  return columns.length;
}
