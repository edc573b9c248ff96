/** Plain SQL on a store, with `?` placeholders on both engines (scripts, tests, the copy tool). */
export interface RawSql {
  /** Runs a script of several statements without parameters. */
  exec(script: string): Promise<void>;
  /** Runs one statement; rows for a query, [] otherwise. */
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
}
