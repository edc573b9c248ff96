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
import { contentVersions, installChangeTracking, readTrackingPlugin, type ContentVersions } from './store/changes';

export type Db = Kysely<Database>;

export interface OpenedDb {
  db: Db;
  sqlite: SQLite.Database;
  dialect: Dialect;
  /** The content versions the triggers keep (server/cms/store/changes.ts). */
  versions: ContentVersions;
  close: () => Promise<void>;
}

/**
 * The connection as Kysely sees it, with its prepared statements kept: Kysely's SQLite driver prepares
 * every query anew, which was 4 % of a page render in the profile (docs/performance.md). A statement
 * still iterating (busy) is never handed out twice.
 */
function withStatementCache(sqlite: SQLite.Database, max = 2_000) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(source: string): SQLite.Statement {
      const kept = statements.get(source);
      if (kept && !kept.busy) return kept;
      const statement = sqlite.prepare(source);
      if (!kept) {
        statements.set(source, statement);
        if (statements.size > max) statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
    close() {
      sqlite.close();
    },
  };
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
  let versions: ContentVersions | null = null;
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) as unknown as SQLite.Database }),
    plugins: [readTrackingPlugin(() => versions?.tables() ?? new Set())],
  });
  // So do the content versions of the page cache (ADR 19).
  await installChangeTracking(db, sqliteDialect);
  const stamp = sqlite.prepare(`SELECT ${sqliteDialect.changeStamp} AS stamp`).pluck();
  versions = contentVersions(db, sqliteDialect, () => String(stamp.get()));
  await versions.current();
  return {
    db,
    sqlite,
    dialect: sqliteDialect,
    versions,
    close: async () => {
      await db.destroy();
    },
  };
}
