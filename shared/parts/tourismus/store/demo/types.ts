/** Shapes of the tourism demo content (demo/tourismus.ts): accommodation, carnival clubs, hiking routes. */
import type { Ortsteil, SeedOrt } from '../../../../../server/cms/seed/types-stadt';

export interface SeedUnterkunft {
  /** Unique, 8200..8299. */
  id: number;
  name: string;
  art: 'Hotel' | 'Gasthof' | 'Ferienwohnung' | 'Pension' | 'Campingplatz';
  /** DEHOGA (hotels) or DTV (holiday flats) classification, 1..5. */
  sterne?: number;
  adresse: SeedOrt;
  telefon: string;
  email?: string;
  web?: string;
  /** Number of beds (pitches for the campsite). */
  betten: number;
  /** Two to four sentences, plain text. */
  text: string;
}

/** A carnival club (Narrenzunft) with its traditional figures. */
export interface SeedFasnetVerein {
  /** Unique, 8300..8399. */
  id: number;
  name: string;
  /** Founding year. */
  gruendung: number;
  ortsteil: Ortsteil;
  /** Names of the club's masked figures and groups, e.g. 'Musterstädter Hexen'. */
  figuren: string[];
  /** Simple HTML. */
  text: string;
  web?: string;
}

export interface SeedWanderweg {
  /** Unique, 8400..8499. */
  id: number;
  titel: string;
  /** URL slug below /gaeste/wandern-walken/. */
  slug: string;
  laenge_km: number;
  hoehenmeter: number;
  dauer_h: number;
  schwierigkeit: 'leicht' | 'mittel' | 'schwer';
  /** Starting point, e.g. 'Wanderparkplatz Wiesental'. */
  start: string;
  /** Simple HTML. */
  text: string;
  /** Fictional tour id for the hiking-portal embed (spec §7). */
  tourenportal_id: string;
}
