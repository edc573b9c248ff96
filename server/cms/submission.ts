import type { Transaction } from 'kysely';
import type { Database } from './schema';

/** A stored submission as the parts' hooks see it: its row's key, kind, values and photos. */
export interface Submission {
  id: number;
  art: string;
  referenz: string;
  felder: Readonly<Record<string, string>>;
  erstellt: string;
  /** The keys of its photo rows, in order. */
  fotos: readonly number[];
}

/** Called in the submission's transaction (`trx`); a throw undoes the submission. */
export type SubmissionHook = (trx: Transaction<Database>, submission: Submission) => Promise<void>;
