import type pg from 'pg';

/**
 * The PostgreSQL pool as the site uses it (Kysely, plain SQL, the search index, advisory locks):
 * waiting and queries bounded by the request's deadline (poolWithDeadlines in postgres.ts, ADR 29).
 * Types only, so that the search index can name them without importing the store's schema.
 */
export interface PgPool {
  connect(): Promise<PgClient>;
  query<R extends pg.QueryResultRow = any>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
  end(): Promise<void>;
  /** Requests waiting for a connection now (/metrics). */
  readonly waitingCount: number;
}

/** A connection of the pool, as poolWithDeadlines hands it out. */
export interface PgClient {
  query<R extends pg.QueryResultRow = any>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
  /** Back to the pool; with an error (or true) the connection is closed instead. */
  release(error?: Error | boolean): void;
}
