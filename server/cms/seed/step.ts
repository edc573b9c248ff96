import type { Kysely } from 'kysely';

/** What a seed step works with: the open transaction, DATA_DIR and the clock. */
export interface SeedContext {
  db: Kysely<any>;
  dataDir: string;
  now: Date;
  /** False in tests that want no demo accounts. */
  demoUsers: boolean;
}

/** The work of a step, from the module that holds its demo content. */
export interface SeedWork {
  /** Work to do before the transaction (password hashing). */
  prepare?(ctx: SeedContext): Promise<void>;
  run(ctx: SeedContext): Promise<void>;
}

/**
 * The demo content of one part of the site. A step runs when it is pending (by default: its table is
 * empty), so a database created before the part existed receives the part's content on the next start,
 * and content once edited is never overwritten. The content itself is a module of its own, loaded only
 * when the step runs: a running site does not hold it.
 */
export interface SeedStep {
  /** Name in logs and errors. */
  name: string;
  /** The step's main table: the step runs when it holds no rows (unless `pending` says otherwise). */
  table: string;
  /** Instead of the empty-table test: whether the step has yet to run (false once it has run). */
  pending?(ctx: SeedContext): Promise<boolean>;
  load(): Promise<SeedWork>;
}
