import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import { parts } from './registry';
import type { Part } from './part';
import { migrate, type MigrationTarget } from './store/migrate';
import { sqliteDialect, type Dialect } from './store/dialect';
import { installTriggers } from './search/engine';

export type Db = Kysely<Database>;

export interface OpenedDb {
  db: Db;
  sqlite: SQLite.Database;
  dialect: Dialect;
  close: () => Promise<void>;
}

/** The runner's view of a SQLite connection. */
function sqliteTarget(sqlite: SQLite.Database): MigrationTarget {
  return {
    dialect: sqliteDialect,
    async transaction(fn) {
      sqlite.exec('BEGIN IMMEDIATE');
      try {
        const result = await fn();
        sqlite.exec('COMMIT');
        return result;
      } catch (error) {
        sqlite.exec('ROLLBACK');
        throw error;
      }
    },
    async exec(script) {
      sqlite.exec(script);
    },
    async query<R>(sql: string, params: unknown[] = []) {
      const statement = sqlite.prepare(sql);
      return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as R[];
    },
  };
}

/**
 * Opens (and creates) the SQLite database in WAL mode and applies the parts' pending migrations: of
 * every part, or only of those given (with CMS_URL, the site keeps just its local parts itself).
 */
export async function openDatabase(file: string, options: { parts?: readonly Part[] } = {}): Promise<OpenedDb> {
  const own = options.parts ?? parts;
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit the site has acknowledged to a person (a submission, a password change, a publish)
  // is on disk, even after a power loss. Writes are rare on this site; reads do not pay for it.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  await migrate(sqliteTarget(sqlite), own.flatMap((p) => p.migrations));
  // The search index follows every change of content, from this connection or any other.
  installTriggers(sqlite, own.flatMap((p) => p.search ?? []));
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    sqlite,
    dialect: sqliteDialect,
    close: async () => {
      await db.destroy();
    },
  };
}
