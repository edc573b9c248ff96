import { parts } from './registry';
import type { Part } from './part';
import { migrate } from './store/migrate';
import { openSqlite, sqliteTarget } from './store/sqlite';
import { openPostgres, withSchemaLock } from './store/postgres';
import { DEFAULT_POOL, isPostgresUrl, type PoolLimits } from './store/types';
import { installSearch } from './search/engine';
import { installChangeTracking } from './store/changes';

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
 * Opens the store and applies the parts' pending migrations, then sets up the search index and the
 * content versions with their triggers. `location` is a SQLite file (created in WAL mode) or a
 * postgres:// address (DATABASE_URL).
 */
export async function openDatabase(location: string, options: OpenOptions = {}): Promise<OpenedDb> {
  const own = options.parts ?? parts;
  const migrations = own.flatMap((p) => p.migrations);
  // The search index and the content versions of the page cache (ADR 19) follow every change of
  // content, from this connection or any other.
  const sources = own.flatMap((p) => p.search ?? []);
  let store: OpenedDb;
  if (isPostgresUrl(location)) {
    const pgStore = openPostgres(location, options.pool ?? DEFAULT_POOL, options.onPoolError);
    store = pgStore;
    if (options.migrate !== false) {
      try {
        await withSchemaLock(pgStore, async (target) => {
          await migrate(target, migrations);
          await installSearch(target, sources);
          await installChangeTracking(target);
        });
      } catch (error) {
        await store.close();
        throw error;
      }
    }
  } else {
    const sqliteStore = openSqlite(location);
    store = sqliteStore;
    if (options.migrate !== false) {
      const target = sqliteTarget(sqliteStore.sqlite);
      await migrate(target, migrations);
      await installSearch(target, sources);
      await installChangeTracking(target);
    }
  }
  if (options.migrate !== false) {
    try {
      // The tracked tables are known before the first page is built.
      await store.versions.current();
    } catch (error) {
      await store.close();
      throw error;
    }
  }
  return store;
}
