import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** What a seed step works with: the open transaction, DATA_DIR and the clock. */
export interface SeedContext {
  db: Kysely<Database>;
  dataDir: string;
  now: Date;
  /** False in tests that want no demo accounts. */
  demoUsers: boolean;
}

/** The work of a step, from the module that holds its content. */
export interface SeedWork {
  /** Work to do before the transaction (password hashing). */
  prepare?(ctx: SeedContext): Promise<void>;
  run(ctx: SeedContext): Promise<void>;
}

/**
 * What a part puts into a new database (ADR 31), in one of two kinds:
 *
 * - `basis`: what every site needs to be a site, the categories the spec names (news categories, event
 *   categories, archive topics, …). Runs on every database, demo or not.
 * - `demo`: the demo town's content and accounts. Runs only in demo mode (DEMO=on, `npm start`), on a
 *   database that has the demo (created in demo mode, demo not removed).
 *
 * A step runs once per database: the store records it by name when it has run (einrichtung_schritt),
 * never because a table is empty, so a town that empties a table keeps it empty. A step added in a
 * later release runs on the next start of every database that lacks it (a demo step only where the
 * demo is). Renaming a step makes it run again: never rename one that has shipped.
 *
 * The content itself is a module of its own, loaded only when the step runs: a running site does not
 * hold it.
 */
export interface SeedStep {
  /** Its record in the store, and its name in logs and errors. */
  name: string;
  kind: 'basis' | 'demo';
  /**
   * For a database from a release before steps were recorded: the table whose rows show that the step
   * had run (unless `pending` says otherwise). Read once, on that database's first start with records.
   */
  table: string;
  /** Instead of the table's rows, for that first start: whether the step had not run yet. */
  pending?(ctx: SeedContext): Promise<boolean>;
  load(): Promise<SeedWork>;
}
