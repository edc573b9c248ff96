/**
 * Response types of the CMS contract (spec §7, docs/openapi.json). Pages and loaders read these;
 * the embedded CMS produces them; an upstream CMS must answer the same shapes.
 */

export interface ListMeta {
  seite: number;
  pro_seite: number;
  gesamt: number;
  seiten: number;
}

export interface ListResponse<T> {
  data: T[];
  meta?: ListMeta;
}

export interface ItemResponse<T> {
  data: T;
}

import type { Bild, Dokument } from '../contract/common';
import type { Archiv, ArchivThema } from '../contract/archiv';
import type { Seite } from '../contract/seiten';

/**
 * Declared in the contract (shared/contract/); named here for the modules that still import them from
 * here (the parts not moved yet, the intranet pages).
 */
export type { Bild, Dokument, Archiv, ArchivThema, Seite };

export interface LoginResult {
  token: string;
  uuid: string;
}
