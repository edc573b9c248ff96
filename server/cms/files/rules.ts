import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** A stored document as the rules of its owners see it (the `dokument` row's key and owner columns). */
export interface DocumentRef {
  id: number;
  aktuelles_id: number | null;
  archiv_id: number | null;
}

/** A part's rule for the documents of its rows: false hides one, null leaves it to the others. */
export type DocumentRule = (ctx: { db: Kysely<Database>; now: () => Date }, document: DocumentRef) => Promise<boolean | null>;
