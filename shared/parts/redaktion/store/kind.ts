import type { Kysely } from 'kysely';
import type { Bild } from '../../../contract/common';
import type { DeskDokument, Option, Vorschau } from '../contract';
import type { ArtName, Gespeichert } from '../values';
import type { Dialect } from '../../../../server/cms/store/dialect';

/** Field name → value, as the desk's forms send them (lists for multiple choices). */
export type Felder = Record<string, string | string[]>;

/** What an adapter may use of the store (a part of the CMS context, so this module needs none of it). */
export interface DeskContext {
  db: Kysely<any>;
  dialect: Dialect;
  now: () => Date;
  dataDir: string;
  /** Where uploaded files are kept (a volume every instance reads, FILES_DIR). */
  filesDir: string;
  bilder(keys: ReadonlyArray<string | null>): Promise<Map<string, Bild>>;
  bild(key: string | null, alt: string | null): Promise<Bild | null>;
  fileUrl(id: number, datei: string): string;
}

/** An item as its table holds it, in the desk's terms. */
export interface StoredItem {
  ref: string;
  titel: string;
  revision: number;
  gespeichert: Gespeichert;
  /** Every field of the kind's definition (shared/contract/redaktion-values.ts), as the form shows it. */
  felder: Felder;
  /** Its public address (shown on the desk once it is visible). */
  adresse: string | null;
}

/** A line of the desk's list, before its status is worked out. */
export interface ListRow {
  ref: string;
  titel: string;
  zusatz: string;
  gespeichert: Gespeichert;
  von: string | null;
  bis: string | null;
}

/**
 * A kind of content on the editorial desk: a small adapter in the part that holds its data
 * (shared/parts/<part>/store/redaktion.ts). The desk (this part) does everything common: the checks of
 * the fields, the allow-list for formatted text, the uploads, revisions, optimistic concurrency, the
 * audit log and the status; the adapter reads and writes its own tables.
 */
export interface DeskKind {
  art: ArtName;
  /** All items (a town's content is hundreds, not millions), newest first; `suche` narrows by title and text. */
  list(ctx: DeskContext, suche: string): Promise<ListRow[]>;
  load(ctx: DeskContext, ref: string): Promise<StoredItem | null>;
  /** The values of a new item. */
  template?(ctx: DeskContext): Promise<Felder>;
  /** Choices that live in the content (categories, sections), per field. */
  optionen?(ctx: DeskContext): Promise<Record<string, Option[]>>;
  /** Checks beyond the field definitions (an address in use, a number taken), per field. */
  check?(ctx: DeskContext, ref: string | null, felder: Felder): Promise<Record<string, string>>;
  /**
   * Writes the item (checked and cleaned) with `gespeichert` and revision `to`: a new one when `ref` is
   * null, else only while its stored revision is still `from`. Answers the ref, or null when the item
   * changed in the meantime (or is gone).
   */
  write(ctx: DeskContext, ref: string | null, felder: Felder, gespeichert: Gespeichert, from: number, to: number): Promise<string | null>;
  /** Deletes the item with what belongs only to it (its downloads). */
  remove(ctx: DeskContext, ref: string): Promise<void>;
  /** The item as its public page will show it (the page component's data). */
  preview(ctx: DeskContext, item: StoredItem): Promise<Vorschau>;
  /** Stores the file of a `pdf` field (the gazette's issue) and answers the value the field keeps. */
  storeFile?(ctx: DeskContext, field: string, upload: { pfad: string; name: string }, felder: Felder): Promise<{ wert: string } | { fehler: string }>;
  /** The column of `dokument` that ties a download to an item of this kind, if it takes downloads. */
  dokumente?: 'aktuelles_id' | 'archiv_id';
  /** The downloads of an item (for kinds with `dokumente`). */
  listDokumente?(ctx: DeskContext, ref: string): Promise<DeskDokument[]>;
}
