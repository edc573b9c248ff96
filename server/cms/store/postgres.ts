import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../schema';
import type { MigrationTarget } from './migrate';
import { numberedPlaceholders, postgresDialect } from './dialect';
import { localExclusive } from './exclusive';
import { redactUrl, type PoolLimits, type PostgresStore, type RawSql } from './types';
import { contentVersions, readTrackingPlugin, type ContentVersions } from './changes';

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
  let versions: ContentVersions | null = null;
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [readTrackingPlugin(() => versions?.tables() ?? new Set())] });
  // No local stamp: every check reads the versions, so a write of another instance is seen at once (ADR 19).
  versions = contentVersions(db, postgresDialect, null);
  const local = localExclusive();
  return {
    kind: 'postgres',
    pool,
    db,
    dialect: postgresDialect,
    raw: rawOf(pool),
    where: redactUrl(url),
    versions,
    exclusive: (name, fn) =>
      local(name, async () => {
        const client = await pool.connect();
        let locked = false;
        try {
          const until = Date.now() + LOCK_WAIT_MS;
          while (!(locked = (await client.query(`SELECT pg_try_advisory_lock(${LOCK_KEY}) AS ok`, [name])).rows[0].ok as boolean)) {
            if (Date.now() > until) throw new Error(`Sperre „${name}“ nicht erhalten`);
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          return await fn();
        } finally {
          if (locked) await client.query(`SELECT pg_advisory_unlock(${LOCK_KEY})`, [name]).catch(() => {});
          client.release();
        }
      }),
    async ping() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), 1_000);
      });
      const query = pool.query('SELECT 1').then(
        () => true,
        () => false,
      );
      try {
        return await Promise.race([query, timeout]);
      } finally {
        clearTimeout(timer);
      }
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
