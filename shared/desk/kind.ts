import type { PageEntry } from '../routing/types';

/**
 * A kind of content on the editorial desk (ADR 16, ADR 39), its browser-safe half: what the desk's
 * forms show and check, and which public page shows its preview. A part declares its kinds in its
 * `desk.ts` and lists them in `desk` of its `index.ts`; the server half, the adapter that reads and
 * writes the part's tables (server/cms/desk/kind.ts), carries the same name in `desk` of its
 * `store.server.ts`. Nothing central names a kind: the desk iterates the registry.
 */

export type FeldTyp =
  /** One line of text. */
  | 'text'
  /** Several lines of plain text. */
  | 'textarea'
  /** Formatted text: the editor with JavaScript, a textarea of the same simple HTML without. */
  | 'html'
  /** 'YYYY-MM-DD'. */
  | 'datum'
  /** 'YYYY-MM-DDTHH:mm', Europe/Berlin. */
  | 'datumzeit'
  | 'auswahl'
  | 'mehrfach'
  | 'zahl'
  /** An image of the media list: upload (checked and re-encoded) with its alt text. */
  | 'bild'
  /** A PDF (the gazette issue). */
  | 'pdf';

export interface Feld {
  /** Lower-case letters and `_` (`[a-z_]{1,40}`): the form's field name and the key of the stored values. */
  name: string;
  label: string;
  typ: FeldTyp;
  pflicht?: boolean;
  /** Most characters (text fields). */
  max?: number;
  hinweis?: string;
  /** Fixed choices; others come with the item from the server (the adapter's `optionen`). */
  optionen?: ReadonlyArray<{ wert: string; label: string }>;
  /** A text field whose value must match (with the message). */
  muster?: { regex: string; meldung: string };
}

/** What the desk's pages show of a kind: everything but its preview pages (page state, JSON). */
export interface DeskArtDaten {
  /** Unique across all parts; the kind's segment of the desk's addresses (`/intranet/redaktion/<name>`). */
  name: string;
  /** Plural, for lists and the navigation. */
  titel: string;
  /** Singular with article, for buttons and messages ('die Nachricht'). */
  einzahl: string;
  /** Singular without article ('Nachricht'). */
  wort: string;
  beschreibung: string;
  felder: readonly Feld[];
  /** The field that holds the start of the publication (scheduling). */
  von: string;
  /** The field that holds the end of the publication (expiry), if the kind has one. */
  bis?: string;
  /** The item takes downloads (§3 fields downloadtext, beschreibung, einstufung); the adapter then names `dokumente`. */
  dokumente?: boolean;
}

/**
 * A kind with its preview: `vorschau` names the public pages that can show an item, by the name the
 * adapter's `preview()` answers in `seite` (most kinds have one; a page of the site is shown by the
 * home page or a section's page, depending on its address). Take them from the part's `routes.ts`, so
 * the preview loads the same chunk as the public page, and nothing else.
 */
export interface DeskArt<N extends string = string, V extends string = string> extends DeskArtDaten {
  name: N;
  vorschau: Readonly<Record<V, PageEntry>>;
}

/** The names of a kind's preview pages (what its adapter's `preview()` may answer in `seite`). */
export type VorschauName<A extends DeskArt> = A extends DeskArt<string, infer V> ? V : never;

/**
 * Declares a kind (keeps its name and preview names as literal types, so that the adapter's `art` and
 * `seite` are checked by the compiler). A preview is required: without `vorschau` this does not compile.
 */
export function deskArt<const N extends string, const V extends string>(art: DeskArt<N, V>): DeskArt<N, V> {
  return art;
}

/** A kind's name: lower-case letters, digits and `-`, starting with a letter (it is a segment of the desk's addresses). */
export const ART_NAME = /^[a-z][a-z0-9-]{0,39}$/;

/** A kind as the desk's pages get it (its preview pages are the server's). */
export function artDaten(art: DeskArt): DeskArtDaten {
  const { vorschau: _, ...daten } = art;
  return daten;
}

/** The line of a kind in the desk's navigation and overview. */
export interface ArtKurz {
  name: string;
  titel: string;
  wort: string;
  beschreibung: string;
}

export const artKurz = (art: DeskArtDaten): ArtKurz => ({ name: art.name, titel: art.titel, wort: art.wort, beschreibung: art.beschreibung });
