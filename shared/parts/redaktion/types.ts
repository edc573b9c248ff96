import type { ListMeta } from '../../contract/common';
import type { DeskEintrag, DeskZeile, Konflikt, Option, ProtokollEintrag, Version, Vorschau } from './contract';
import type { Status } from './values';
import type { ArtKurz, DeskArtDaten } from '../../desk/kind';
import type { IntranetNav } from '../intranet/types';

/**
 * The desk's pages (ADR 16). `upstream`: the content comes from CMS_URL and is edited there; the desk
 * writes nothing. The kinds come with the data (ADR 39): `arten`, every registered kind for the desk's
 * navigation, and `def`, the kind of the page with its fields; no page imports a part's kinds.
 */

/** What every page in the desk's frame shows: the intranet's navigation and the desk's kinds. */
interface DeskFrameData {
  nav: IntranetNav;
  arten: ArtKurz[];
}

export interface RedaktionStartData extends DeskFrameData {
  upstream: boolean;
  /** The numbers per status of each kind, null when they could not be loaded. */
  anzahlen: Array<{ art: string; anzahl: Record<Status, number> }> | null;
  /** What a new town still has to fill, with the action that fills it (the parts answer, ADR 42). */
  leer: Array<{ titel: string; pfad: string; text: string }>;
}

export interface RedaktionListeData extends DeskFrameData {
  art: string;
  def: DeskArtDaten;
  upstream: boolean;
  filter: { suche: string; status: Status | '' };
  liste: { data: DeskZeile[]; meta: ListMeta } | null;
}

export interface RedaktionEditorData extends DeskFrameData {
  art: string;
  def: DeskArtDaten;
  eintrag: DeskEintrag;
  /** Field name → message after a refused save. */
  errors: Record<string, string>;
  /** The values typed, kept after a refused save (else the stored ones show). */
  values: Record<string, string | string[]> | null;
  message: string | null;
  /** After a save: the status it left the item in. */
  gespeichert: Status | 'dokument' | null;
  /** Somebody saved in between: their version, beside the one in the form. */
  konflikt: Konflikt['aktuell'] | null;
}

export interface RedaktionVorschauData {
  art: string;
  def: DeskArtDaten;
  ref: string;
  csrf: string;
  vorschau: Vorschau;
  /** The id of the public page that shows the preview (one of the kind's `vorschau`), loaded before it renders. */
  seite: string;
  status: Status;
  revision: number;
}

export interface RedaktionVersionenData extends DeskFrameData {
  art: string;
  def: DeskArtDaten;
  ref: string;
  titel: string;
  aktuell: number;
  versionen: Version[];
}

export interface RedaktionVersionData extends DeskFrameData {
  art: string;
  def: DeskArtDaten;
  ref: string;
  version: Version & { felder: Record<string, string | string[]> };
  aktuell: { revision: number; felder: Record<string, string | string[]> } | null;
  optionen: Record<string, Option[]>;
  message: string | null;
}

export interface RedaktionLoeschenData extends DeskFrameData {
  art: string;
  def: DeskArtDaten;
  ref: string;
  titel: string;
  revision: number;
  message: string | null;
}

export interface RedaktionProtokollData extends DeskFrameData {
  art: string;
  liste: { data: ProtokollEintrag[]; meta: ListMeta } | null;
}
