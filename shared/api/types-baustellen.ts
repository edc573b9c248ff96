/** CMS contract: construction sites (Baustellen) and plots (Flächen), see server/cms/api-baustellen.ts. */
import type { Bild } from './types';
import type { Adresse, AmtRef, Kontakt } from '../contract/verwaltung';

/** Status of a phase, computed from its dates against today (Europe/Berlin). */
export type PhasenStatus = 'abgeschlossen' | 'laufend' | 'geplant';

/** Status of a site: a phase runs or the work has begun (aktuell), nothing begun yet (geplant), all phases over (abgeschlossen). */
export type BaustellenStatus = 'aktuell' | 'geplant' | 'abgeschlossen';

export const ORTSTEILE = ['Kernstadt', 'Bombach', 'Hecklingen', 'Nordweil'] as const;
export type Ortsteil = (typeof ORTSTEILE)[number];

export interface Bauphase {
  titel: string;
  /** First day, 'YYYY-MM-DD'. */
  von: string;
  /** Last day (planned for running and planned phases), 'YYYY-MM-DD'. */
  bis: string;
  status: PhasenStatus;
}

export interface BaustelleItem {
  id: number;
  titel: string;
  slug: string;
  /** Affected street or place. */
  strasse: string;
  ortsteil: Ortsteil;
  status: BaustellenStatus;
  /** First day of the first phase. */
  beginn: string;
  /** Last day of the last phase. */
  ende: string;
  /** The running phase; when none runs, the next planned one; for a finished site the last one. */
  aktuelle_phase: Bauphase | null;
  bild: Bild | null;
}

/** The office responsible for a site. */
export interface BaustelleKontakt extends AmtRef {
  adresse: Adresse;
  kontakt: Kontakt;
}

export interface BaustelleDetail extends BaustelleItem {
  /** Simple HTML. */
  beschreibung: string;
  /** Detour, simple HTML. */
  umleitung: string;
  /** Parking notes, simple HTML. */
  parken: string;
  phasen: Bauphase[];
  kontakt: BaustelleKontakt | null;
}

/** One phase with its site, for the table of road works by period. */
export interface BauphaseListItem extends Bauphase {
  baustelle: { id: number; titel: string; slug: string; ortsteil: Ortsteil; strasse: string };
}

export type FlaechenArt = 'gewerbe' | 'wohnen';
/** Availability of a plot (umlauts spelled out: it travels in query strings). */
export type FlaechenStatus = 'verfuegbar' | 'reserviert' | 'verkauft';
export const FLAECHEN_STATUS: readonly FlaechenStatus[] = ['verfuegbar', 'reserviert', 'verkauft'];

export interface FlaecheItem {
  id: number;
  art: FlaechenArt;
  titel: string;
  slug: string;
  lage: string;
  /** Size in square metres. */
  groesse_qm: number;
  /** Price per square metre in euro (developed), null when on request. */
  preis_qm: number | null;
  status: FlaechenStatus;
}

export interface FlaecheDetail extends FlaecheItem {
  /** Simple HTML. */
  text: string;
}
