import type { ListMeta } from '../../contract/common';
import type { DeskEintrag, DeskZeile, Konflikt, Option, ProtokollEintrag, Version, Vorschau } from './contract';
import type { ArtName, Status } from './values';
import type { IntranetNav } from '../intranet/types';

/** The desk's pages (ADR 16). `upstream`: the content comes from CMS_URL and is edited there; the desk writes nothing. */

export interface RedaktionStartData {
  nav: IntranetNav;
  upstream: boolean;
  arten: Array<{ art: ArtName; anzahl: Record<Status, number> }> | null;
  /** What a new town still has to fill, with the action that fills it (the parts answer, ADR 42). */
  leer: Array<{ titel: string; pfad: string; text: string }>;
}

export interface RedaktionListeData {
  nav: IntranetNav;
  art: ArtName;
  upstream: boolean;
  filter: { suche: string; status: Status | '' };
  liste: { data: DeskZeile[]; meta: ListMeta } | null;
}

export interface RedaktionEditorData {
  nav: IntranetNav;
  art: ArtName;
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
  art: ArtName;
  ref: string;
  csrf: string;
  vorschau: Vorschau;
  status: Status;
  revision: number;
}

export interface RedaktionVersionenData {
  nav: IntranetNav;
  art: ArtName;
  ref: string;
  titel: string;
  aktuell: number;
  versionen: Version[];
}

export interface RedaktionVersionData {
  nav: IntranetNav;
  art: ArtName;
  ref: string;
  version: Version & { felder: Record<string, string | string[]> };
  aktuell: { revision: number; felder: Record<string, string | string[]> } | null;
  optionen: Record<string, Option[]>;
  message: string | null;
}

export interface RedaktionLoeschenData {
  nav: IntranetNav;
  art: ArtName;
  ref: string;
  titel: string;
  revision: number;
  message: string | null;
}

export interface RedaktionProtokollData {
  nav: IntranetNav;
  art: ArtName | '';
  liste: { data: ProtokollEintrag[]; meta: ListMeta } | null;
}
