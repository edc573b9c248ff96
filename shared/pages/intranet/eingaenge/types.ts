import type { EingangDetail, EingangKurz } from '../../../contract/eingaenge';
import type { EingangStatus } from '../../../contract/eingaenge-values';
import type { ListMeta } from '../../../contract/common';
import type { IntranetNav } from '../types';

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
  errors: Record<string, string>;
  values: Record<string, string>;
  message: string | null;
  /** After a saved change: what was saved. */
  gespeichert: 'status' | 'notiz' | null;
}
