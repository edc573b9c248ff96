import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import { migrations } from './migrations';

export type Db = Kysely<Database>;

export interface OpenedDb {
  db: Db;
  sqlite: SQLite.Database;
  close: () => Promise<void>;
}

/** Opens (and creates) the SQLite database in WAL mode and applies pending migrations. */
export function openDatabase(file: string): OpenedDb {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit the site has acknowledged to a person (a submission, a password change, a publish)
  // is on disk, even after a power loss. Writes are rare on this site; reads do not pay for it.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  migrate(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    sqlite,
    close: async () => {
      await db.destroy();
    },
  };
}

export function migrate(sqlite: SQLite.Database): number[] {
  sqlite.exec(`CREATE TABLE IF NOT EXISTS _migration (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, angewendet TEXT NOT NULL
  )`);
  const done = new Set((sqlite.prepare('SELECT id FROM _migration').all() as { id: number }[]).map((r) => r.id));
  const applied: number[] = [];
  for (const m of migrations) {
    if (done.has(m.id)) continue;
    sqlite.transaction(() => {
      sqlite.exec(m.sql);
      sqlite.prepare('INSERT INTO _migration (id, name, angewendet) VALUES (?, ?, ?)').run(m.id, m.name, new Date().toISOString());
    })();
    applied.push(m.id);
  }
  return applied;
}
