/**
 * What differs between the stores the embedded CMS runs on. Parts write their schema and queries once,
 * in SQL both engines read, and take the few differing pieces from here. Nothing about one engine
 * appears in a part.
 */
export interface Dialect {
  name: 'sqlite';
  /** Column type and constraint of a generated integer key: `id ${d.id}`. */
  id: string;
  /** Floating-point column type. */
  real: string;
  /** Default value of a column holding the creation time as ISO text ('2026-11-25T08:00:00Z'). */
  nowIso: string;
  /** Table option for tables keyed by their primary key only (a SQLite storage hint). */
  withoutRowid: string;
  /** Collation for text compared without regard to case (e-mail addresses). */
  nocase: string;
  /** SQL expression for the four-digit year of an ISO date column. */
  year(column: string): string;
  /** Query of the store's own tables (rows `{ name }`): views, virtual tables and the engine's catalog left out. */
  tablesQuery: string;
  /** Query of the triggers whose names start with `prefix` (rows `{ name, tbl }`). */
  triggersQuery(prefix: string): string;
  /** Statement dropping a trigger of a table. */
  dropTrigger(name: string, table: string): string;
  /**
   * Statements creating the triggers named `<trigger>_ai/_au/_ad` that add one to the row of `table` in
   * `versionTable (tabelle, version)` after every insert, update and delete of `table` (the content
   * versions of server/cms/store/changes.ts).
   */
  versionTriggers(table: string, trigger: string, versionTable: string): string[];
  /**
   * An SQL expression that changes whenever a write was committed, by this connection or any other
   * (SQLite: the connection's change count and `data_version`), so a process knows without reading the
   * versions that they are unchanged. Null for a store without such a value: the versions are then read
   * on every check.
   */
  changeStamp: string | null;
}

export const sqliteDialect: Dialect = {
  name: 'sqlite',
  id: 'INTEGER PRIMARY KEY',
  real: 'REAL',
  nowIso: "(strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))",
  withoutRowid: 'WITHOUT ROWID',
  nocase: 'COLLATE NOCASE',
  year: (column) => `strftime('%Y', ${column})`,
  tablesQuery:
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%' ORDER BY name",
  triggersQuery: (prefix) => `SELECT name, tbl_name AS tbl FROM sqlite_master WHERE type = 'trigger' AND name LIKE '${prefix.replace(/'/g, "''")}%'`,
  dropTrigger: (name) => `DROP TRIGGER IF EXISTS "${name}"`,
  versionTriggers: (table, trigger, versionTable) => {
    const bump = `UPDATE ${versionTable} SET version = version + 1 WHERE tabelle = '${table.replace(/'/g, "''")}';`;
    return ['INSERT', 'UPDATE', 'DELETE']
      .map((event) => `CREATE TRIGGER "${trigger}_a${event[0]!.toLowerCase()}" AFTER ${event} ON "${table}" BEGIN ${bump} END`);
  },
  changeStamp: "(total_changes() || ':' || (SELECT data_version FROM pragma_data_version))",
};
