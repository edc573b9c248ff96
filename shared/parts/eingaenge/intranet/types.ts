import type { EingangDetail, EingangKurz } from '../contract';
import type { FormularData } from '../formulare/types';
import type { EingangStatus } from '../values';
import type { ListMeta } from '../../../contract/common';
import type { IntranetNav } from '../../intranet/types';

/** /intranet/eingaenge: the inbox list with its filters. */
export interface EingaengeData {
  nav: IntranetNav;
  filter: { art: string; status: EingangStatus | '' };
  /** null: the list could not be loaded. */
  liste: { data: EingangKurz[]; meta: ListMeta; anzahl: Record<EingangStatus, number> } | null;
}

/** /intranet/eingaenge/{referenz}: one submission, its status and note forms. */
export interface EingangData {
  nav: IntranetNav;
  eingang: EingangDetail;
  /** The key of the answer form (one answer per key). */
  antwortSchluessel: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  message: string | null;
  /** After a saved change: what was saved. */
  gespeichert: Gespeichert | null;
  /** A version of an entry (ADR 15): the published logo for the comparison. */
  logo: { url: string; breite: number; hoehe: number } | null;
}

export type Gespeichert = 'status' | 'notiz' | 'antwort' | 'freigegeben' | 'abgelehnt' | 'link_gesperrt' | 'link_gesendet';

/** /intranet/eingaenge/{referenz}/bearbeiten: a version's values in the form, for staff to edit before approving. */
export interface EingangBearbeitenData {
  nav: IntranetNav;
  referenz: string;
  art: string;
  formular: FormularData;
  /** The version came with a new logo, or keeps the published one; staff may leave it out. */
  logo: 'neu' | 'bisher' | null;
  /** The id of the new logo among the version's pictures. */
  logoFoto: number | null;
  logoWeglassen: boolean;
}
