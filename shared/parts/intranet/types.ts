import type { Archiv } from '../archiv/contract';
import type { LoginData } from '../../pages/login/types';

/** Data of the intranet pages (shared by the loaders and the pages; never carries the token). */
export interface IntranetRubrik {
  id: number;
  url: string;
  titel: string;
}

export interface IntranetText {
  id: number;
  titel: string;
  url: string;
  text: string;
  datum_von: string;
  rubrik: string;
  rubrik_titel: string;
}

export interface IntranetNav {
  user: { vorname: string; nachname: string; email: string; rollen?: readonly string[] };
  /** null: the list could not be loaded (spec §8). */
  rubriken: IntranetRubrik[] | null;
  themen: { id: number; thema: string; anzahl: number }[] | null;
  /** CSRF token for the forms (logout). */
  csrf: string;
}

/** The login form (shared with the council information system). */
export type IntranetLoginData = LoginData & {
  /** No active account has the role admin yet: the page says how the first one is created (ADR 31). */
  ersterAdmin: boolean;
};

export interface IntranetHomeData {
  kind: 'home';
  nav: IntranetNav;
  latest: IntranetText[] | null;
  start: { id: number; thema: string; archiv: { id: number; titel: string }[] } | null;
}

/** Sort fields of spec §3; datum_von is the entry's start of validity. */
export const ARCHIV_SORT_FIELDS = ['archiv.titel', 'datum_von', 'archiv.dokumente.downloadtext', 'dokumente.stand', 'thema'] as const;
export type ArchivSortField = (typeof ARCHIV_SORT_FIELDS)[number];

export const ARCHIV_SORT_LABELS: Record<ArchivSortField, string> = {
  'archiv.titel': 'Titel',
  datum_von: 'Gültig ab',
  'archiv.dokumente.downloadtext': 'Dokumentname',
  'dokumente.stand': 'Stand des Dokuments',
  thema: 'Thema',
};

export interface IntranetArchivData {
  nav: IntranetNav;
  id: number;
  titel: string;
  entries: Archiv[] | null;
  filter: { gueltig_von: boolean; gueltig_bis: boolean; sortierung: ArchivSortField; richtung: 'asc' | 'desc' };
}

export interface IntranetTexteData {
  nav: IntranetNav;
  rubrik: IntranetRubrik;
  texte: IntranetText[] | null;
}

export interface IntranetTextData {
  nav: IntranetNav;
  rubrik: IntranetRubrik;
  text: IntranetText | null;
}

export interface IntranetPasswortData {
  nav: IntranetNav;
  errors: Record<string, string>;
  message: string | null;
  geaendert: boolean;
}
