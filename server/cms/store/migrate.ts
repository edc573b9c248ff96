import type { Dialect } from './dialect';
import type { RawSql } from './raw';

/** One step of a part's schema (server/cms/part.ts). */
export interface Migration {
  /** Unique over all parts: '<part>-<n>-<what>'. */
  name: string;
  /**
   * The number this schema had in the single migration list of earlier releases: a database that
   * applied that number has this schema already, and the migration is only recorded.
   */
  legacyId?: number;
  sql: (d: Dialect) => string;
}

/**
 * What the runner needs from a store: run a script of several statements, read and write rows (with
 * `?` placeholders on both engines), atomically, on one connection.
 */
export interface MigrationTarget extends RawSql {
  dialect: Dialect;
  /** Runs `fn` in one transaction. */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
}

const TABLE = 'schema_migration';
/** The single numbered list of earlier releases: `_migration (id, name, angewendet)`. */
const LEGACY_TABLE = '_migration';

/**
 * Applies pending migrations in the given order, each in its own transaction, and records them by
 * name. A database from a release with the single numbered list gets those numbers recorded under the
 * new names without running anything. Returns the names applied.
 */
export async function migrate(target: MigrationTarget, migrations: readonly Migration[]): Promise<string[]> {
  const names = new Set<string>();
  for (const m of migrations) {
    if (names.has(m.name)) throw new Error(`Migration ${m.name} ist doppelt registriert`);
    names.add(m.name);
  }
  await target.exec(`CREATE TABLE IF NOT EXISTS ${TABLE} (name TEXT PRIMARY KEY, angewendet TEXT NOT NULL)`);
  const done = new Set((await target.query<{ name: string }>(`SELECT name FROM ${TABLE}`)).map((r) => r.name));
  const legacy = await legacyIds(target);
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.name)) continue;
    const already = m.legacyId !== undefined && legacy.has(m.legacyId);
    await target.transaction(async () => {
      if (!already) await target.exec(target.dialect.schema(m.sql(target.dialect)));
      await target.query(`INSERT INTO ${TABLE} (name, angewendet) VALUES (?, ?)`, [m.name, new Date().toISOString()]);
    });
    if (!already) applied.push(m.name);
  }
  return applied;
}

async function legacyIds(target: MigrationTarget): Promise<Set<number>> {
  const exists = await target.query<{ n: number }>(
    target.dialect.name === 'sqlite'
      ? `SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = '${LEGACY_TABLE}'`
      : `SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = '${LEGACY_TABLE}'`,
  );
  if (!Number(exists[0]?.n)) return new Set();
  return new Set((await target.query<{ id: number }>(`SELECT id FROM ${LEGACY_TABLE}`)).map((r) => Number(r.id)));
}
