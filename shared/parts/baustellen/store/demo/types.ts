/**
 * Shapes of the construction-site and plot demo content (demo/baustellen.ts, demo/flaechen.ts). Dates
 * are whole Europe/Berlin days 'YYYY-MM-DD', bodies simple HTML, images keys of the media list.
 */
import type { Ortsteil } from '../../../../../server/cms/seed/types-stadt';

/** The status a phase had on the demo's today; the CMS computes it from the dates (it is not stored). */
export type PhasenStatus = 'abgeschlossen' | 'laufend' | 'geplant';

export interface SeedBauphase {
  titel: string;
  /** 'YYYY-MM-DD' */
  von: string;
  /** 'YYYY-MM-DD' (planned end for running and planned phases) */
  bis: string;
  /** Relative to the demo's today (2026-11-21). */
  status: PhasenStatus;
}

export interface SeedBaustelle {
  /** Unique, 8000..8099. */
  id: number;
  titel: string;
  /** Affected street or place, e.g. 'Kirchstraße (Marktplatz bis Schulstraße)'. */
  strasse: string;
  ortsteil: Ortsteil;
  /** Simple HTML. */
  beschreibung: string;
  phasen: SeedBauphase[];
  /** Detour for cars, buses, cyclists and pedestrians, simple HTML. */
  umleitung: string;
  /** Parking notes (page /wirtschaft/baustelle-parken/{slug}), simple HTML. */
  parken: string;
  /** Responsible office (SeedAmt id, e.g. 51 Tiefbau, 50 Bauamt). */
  kontakt_amt_id: number;
  bild?: string;
  bild_alt?: string;
}

/** A commercial plot (/wirtschaft/gewerbeflaechen/{slug}) or building plot (/wirtschaft/wohnflaechen/{slug}). */
export interface SeedFlaeche {
  /** Unique, 8100..8199. */
  id: number;
  art: 'gewerbe' | 'wohnen';
  titel: string;
  /** Area and position, e.g. 'Gewerbegebiet Mühlmatten, Mühlmattenstraße'. */
  lage: string;
  /** Plot size in square metres. */
  groesse_qm: number;
  /** Price per square metre in Euro, null when on request. */
  preis_qm?: number | null;
  status: 'verfügbar' | 'reserviert' | 'verkauft';
  /** Simple HTML. */
  text: string;
}
