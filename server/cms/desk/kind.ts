import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Bild } from '../../../shared/contract/common';
import type { Gespeichert } from '../../../shared/contract/publishing';
import type { DeskArt, DeskArtDaten, VorschauName } from '../../../shared/desk/kind';
import type { Dialect } from '../store/dialect';

/**
 * A kind of content on the editorial desk, its server half (ADR 16, ADR 39): a small adapter in the
 * part that holds the content (`shared/parts/<part>/store/redaktion.ts`, listed in `desk` of the
 * part's store), named like its browser-safe half (`shared/desk/kind.ts`, in `desk` of the part's
 * `index.ts`). The desk does everything common: the checks of the fields, the allow-list for formatted
 * text, the uploads, revisions, optimistic concurrency, the audit log and the status; the adapter reads
 * and writes its own tables.
 */

/** Field name → value, as the desk's forms send them (lists for multiple choices). */
export type Felder = Record<string, string | string[]>;

/** A choice of a field whose options live in the content (categories, sections). */
export interface Option {
  wert: string;
  label: string;
}

/** A download of an item as the desk lists it. */
export interface DeskDokument {
  id: number;
  datei: string;
  downloadtext: string;
  beschreibung: string | null;
  einstufung: string | null;
  groesse: number;
  link: string;
}

/** Which of the kind's preview pages (`vorschau` of its browser half) shows the item, with that page's data. */
export interface Vorschau<S extends string = string> {
  seite: S;
  /** The public address the page will have (the layout, breadcrumb and sidebar of the preview follow it). */
  pfad: string;
  titel: string;
  daten: unknown;
}

/** What an adapter may use of the store (a part of the CMS context, so this module needs none of it). */
export interface DeskContext {
  db: Kysely<Database>;
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
  /** Every field of the kind's definition (its browser half's `felder`), as the form shows it. */
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
 * The adapter of a kind. Give it the type of its browser half (`DeskKind<typeof fundsacheArt>`, a type
 * import of the part's `desk.ts`): then its `art` must be that kind's name and `preview()` may only
 * answer one of that kind's preview pages.
 */
export interface DeskKind<A extends DeskArt = DeskArt> {
  /** The name of its browser half (`name` of the kind in the part's `desk.ts`). */
  art: A['name'];
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
  /** The item as its public page will show it: the name of one of the kind's preview pages and that page's data. */
  preview(ctx: DeskContext, item: StoredItem): Promise<Vorschau<VorschauName<A>>>;
  /** Stores the file of a `pdf` field (the gazette's issue) and answers the value the field keeps. */
  storeFile?(ctx: DeskContext, field: string, upload: { pfad: string; name: string }, felder: Felder): Promise<{ wert: string } | { fehler: string }>;
  /** The column of `dokument` that ties a download to an item of this kind, if it takes downloads. */
  dokumente?: 'aktuelles_id' | 'archiv_id';
  /** Its downloads are internal (the intranet's): never served publicly, never found by the site search. */
  dokumenteIntern?: true;
  /** The downloads of an item (for kinds with `dokumente`). */
  listDokumente?(ctx: DeskContext, ref: string): Promise<DeskDokument[]>;
}

/** A kind with both halves, as the desk's operations use it (`ctx.desk`, by name). */
export interface RegisteredKind {
  /** The browser-safe half: names, fields, scheduling, preview pages. */
  def: DeskArtDaten;
  /** The adapter. */
  kind: DeskKind;
}

/**
 * Pairs every adapter of the store's parts with its browser half, by name. Throws when an adapter has
 * no browser half or two adapters share a name: such a store does not start. (A browser half without
 * an adapter is a kind of content an upstream CMS may hold; the registry test requires both here.)
 */
export function pairKinds(kinds: readonly DeskKind[], arten: ReadonlyMap<string, DeskArtDaten>): ReadonlyMap<string, RegisteredKind> {
  const out = new Map<string, RegisteredKind>();
  for (const kind of kinds) {
    const def = arten.get(kind.art);
    if (!def) throw new Error(`Redaktion: Die Art „${kind.art}“ hat keinen Teil, der sie beschreibt (desk in seiner index.ts).`);
    if (out.has(kind.art)) throw new Error(`Redaktion: Zwei Adapter für die Art „${kind.art}“.`);
    out.set(kind.art, { def, kind });
  }
  return out;
}
