import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Dialect } from './dialect';
import type { ContentVersions } from './changes';

export type Db = Kysely<Database>;

import type { RawSql } from './raw';
import type { PgPool } from './pg-pool';

export type { RawSql };
export type { PgClient, PgPool } from './pg-pool';

interface StoreBase {
  db: Db;
  dialect: Dialect;
  raw: RawSql;
  /** Where the store lives, for logs (a file, or a PostgreSQL address without its password). */
  where: string;
  /**
   * Runs `fn` while no other holder of `name` runs, in this process and (on PostgreSQL) in every other
   * instance on the same database: a session advisory lock, released when `fn` ends or the process dies.
   */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** The content versions the store's triggers keep, and the tables they track (server/cms/store/changes.ts, ADR 19). */
  versions: ContentVersions;
  /**
   * Whether the database answers a trivial query within a second. On PostgreSQL a database known to be
   * down (the last probe failed) is answered at once while the next probe runs in the background.
   */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface SqliteStore extends StoreBase {
  kind: 'sqlite';
  sqlite: SQLite.Database;
}

export interface PostgresStore extends StoreBase {
  kind: 'postgres';
  pool: PgPool;
}

export type OpenedDb = SqliteStore | PostgresStore;

/** Limits of the PostgreSQL connection pool (DATABASE_POOL_MAX, DATABASE_*_TIMEOUT_MS). */
export interface PoolLimits {
  /** Connections of this process at most. */
  max: number;
  /** A request waits this long for a connection (pool full, or the server does not answer). */
  connectTimeoutMs: number;
  /** The server cancels a statement running longer; the client gives up a little later. */
  statementTimeoutMs: number;
}

export const DEFAULT_POOL: PoolLimits = { max: 10, connectTimeoutMs: 5_000, statementTimeoutMs: 10_000 };

/** A store address: a SQLite file, or a postgres:// URL. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

/** A PostgreSQL address without its password, for logs and messages. */
export function redactUrl(location: string): string {
  if (!isPostgresUrl(location)) return location;
  try {
    const u = new URL(location);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://…';
  }
}
