import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../schema';
import type { MigrationTarget } from './migrate';
import { sqliteDialect } from './dialect';
import { localExclusive } from './exclusive';
import type { RawSql, SqliteStore } from './types';
import { contentVersions, readTrackingPlugin, registerReadTracking, type ContentVersions } from './changes';

function rawOf(sqlite: SQLite.Database): RawSql {
  return {
    async exec(script) {
      sqlite.exec(script);
    },
    async query<R>(sql: string, params: unknown[] = []) {
      const statement = sqlite.prepare(sql);
      return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as R[];
    },
  };
}

/** The runner's view of a SQLite connection. */
export function sqliteTarget(sqlite: SQLite.Database): MigrationTarget {
  return {
    dialect: sqliteDialect,
    ...rawOf(sqlite),
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
  };
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

/**
 * Opens (and creates) the SQLite database file in WAL mode with FULL synchronous commits. Its content
 * versions know without a query whether anything was committed (the dialect's changeStamp).
 */
export function openSqlite(file: string): SqliteStore {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit the site has acknowledged to a person (a submission, a password change, a publish)
  // is on disk, even after a power loss. Writes are rare on this site; reads do not pay for it.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  let versions: ContentVersions | null = null;
  const tracking = readTrackingPlugin(() => versions?.tables() ?? new Set());
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) as unknown as SQLite.Database }),
    plugins: [tracking],
  });
  registerReadTracking(db, tracking);
  const stamp = sqlite.prepare(`SELECT ${sqliteDialect.changeStamp} AS stamp`).pluck();
  versions = contentVersions(db, sqliteDialect, () => String(stamp.get()));
  return {
    kind: 'sqlite',
    sqlite,
    db,
    dialect: sqliteDialect,
    raw: rawOf(sqlite),
    where: file,
    exclusive: localExclusive(),
    versions,
    async ping() {
      try {
        sqlite.prepare('SELECT 1').get();
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await db.destroy();
    },
  };
}
