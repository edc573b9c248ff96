import { parts } from './registry';
import type { Part } from './part';
import { migrate } from './store/migrate';
import { openSqlite, sqliteTarget } from './store/sqlite';
import { openPostgres, withSchemaLock } from './store/postgres';
import { DEFAULT_POOL, isPostgresUrl, type PoolLimits } from './store/types';
import { installSearch } from './search/engine';

export type { Db, OpenedDb, SqliteStore, PostgresStore, RawSql, PoolLimits } from './store/types';
import type { OpenedDb } from './store/types';

export interface OpenOptions {
  /** The parts whose schema this store holds: every part, or (with CMS_URL) the site's local ones. */
  parts?: readonly Part[];
  /** PostgreSQL only: the connection pool's limits. */
  pool?: PoolLimits;
  /** PostgreSQL only: an idle connection broke (logged by the caller). */
  onPoolError?: (error: Error) => void;
  /** False: open the store as it is, without migrations and triggers (a second connection, a copy's source). */
  migrate?: boolean;
}

/**
 * Opens the store and applies the parts' pending migrations, then sets up the search index and its
 * triggers. `location` is a SQLite file (created in WAL mode) or a postgres:// address (DATABASE_URL).
 */
export async function openDatabase(location: string, options: OpenOptions = {}): Promise<OpenedDb> {
  const own = options.parts ?? parts;
  const migrations = own.flatMap((p) => p.migrations);
  // The search index follows every change of content, from this connection or any other.
  const sources = own.flatMap((p) => p.search ?? []);
  if (isPostgresUrl(location)) {
    const store = openPostgres(location, options.pool ?? DEFAULT_POOL, options.onPoolError);
    if (options.migrate === false) return store;
    try {
      await withSchemaLock(store, async (target) => {
        await migrate(target, migrations);
        await installSearch(target, sources);
      });
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }
  const store = openSqlite(location);
  if (options.migrate === false) return store;
  const target = sqliteTarget(store.sqlite);
  await migrate(target, migrations);
  await installSearch(target, sources);
  return store;
}
