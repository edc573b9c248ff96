import type { MedienTables } from './media/schema';
import type { DateienTables } from './files/schema';
import type { PostTables } from './mail/schema';

/**
 * The row types of the store's tables (Kysely), merged by type rather than listed here (ADR 40): the
 * core's own tables (images, documents, the outbox) below, and each part adds its own in its `store/schema.ts`:
 *
 * ```ts
 * declare module '../../../../server/cms/schema' {
 *   interface Database extends FundsachenTables {}
 * }
 * ```
 *
 * A part's code reads and writes through `Kysely<Database>` (the `db` of the CMS context), so a column
 * or table name it gets wrong fails the type check, whichever part declared the table.
 */
export interface Database extends StoreTables, MedienTables, DateienTables, PostTables {}

/** The store's own bookkeeping: the version of each content table (server/cms/store/changes.ts, ADR 19), the search index's state. */
export interface StoreTables {
  content_version: { tabelle: string; version: number };
  /** What the search index holds of each entry, to renew only what changed (server/cms/search/engine.ts). */
  suchindex_stand: { typ: string; ref: string; url: string; hash: string; geaendert: string };
}
