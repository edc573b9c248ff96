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
}

export const sqliteDialect: Dialect = {
  name: 'sqlite',
  id: 'INTEGER PRIMARY KEY',
  real: 'REAL',
  nowIso: "(strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))",
  withoutRowid: 'WITHOUT ROWID',
  nocase: 'COLLATE NOCASE',
  year: (column) => `strftime('%Y', ${column})`,
};
