import type SQLite from 'better-sqlite3';
import type { SeedDownload } from './types';

/** Stores a document (written as a PDF or text file below DATA_DIR) and answers its id. */
export type AddDocument = (
  doc: SeedDownload & { stand?: string },
  owner: { aktuelles_id?: number; archiv_id?: number },
  sortierung: number,
  intern: boolean,
) => number;

/**
 * The demo content of one part of the site. A step runs when its table is empty, so a database
 * created before the part existed receives the part's content on the next start.
 */
export interface SeedStep {
  /** The step's main table: the step runs when it holds no rows. */
  table: string;
  /**
   * Instead of the empty-table test, for content added to tables that already hold content: whether
   * the step has yet to run (it must be false once the step has run).
   */
  pending?(sqlite: SQLite.Database): boolean;
  run(sqlite: SQLite.Database, addDoc: AddDocument): void;
}
