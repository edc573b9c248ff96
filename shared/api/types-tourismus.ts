/** CMS contract: tourism (Unterkünfte, Fasnetvereine, Wanderwege), see server/cms/api-tourismus.ts. */

export const UNTERKUNFT_ARTEN = ['Hotel', 'Gasthof', 'Pension', 'Ferienwohnung', 'Campingplatz'] as const;
export type UnterkunftArt = (typeof UNTERKUNFT_ARTEN)[number];

export function isUnterkunftArt(v: unknown): v is UnterkunftArt {
  return typeof v === 'string' && (UNTERKUNFT_ARTEN as readonly string[]).includes(v);
}

/** Spec §3 Address. */
export interface TourismusAdresse {
  location: string;
  street: string;
  zip: string;
  city: string;
}

export interface Unterkunft {
  id: number;
  name: string;
  art: UnterkunftArt;
  /** DEHOGA (hotels) or DTV (holiday flats) stars 1..5; null when not classified. */
  sterne: number | null;
  adresse: TourismusAdresse;
  /** As written, e.g. '+49 7641 5880-0'. */
  telefon: string;
  email: string | null;
  web: string | null;
  /** Beds (pitches for a campsite). */
  betten: number;
  /** Plain text. */
  text: string;
}

export interface FasnetVerein {
  id: number;
  name: string;
  gruendung: number;
  ortsteil: string;
  /** The club's masked figures and groups. */
  figuren: string[];
  /** Simple HTML. */
  text: string;
  web: string | null;
}

export type Schwierigkeit = 'leicht' | 'mittel' | 'schwer';

export interface WanderwegItem {
  id: number;
  titel: string;
  /** '<text>_<id>', the last segment of /gaeste/wandern-walken/{slug}. */
  slug: string;
  laenge_km: number;
  hoehenmeter: number;
  /** Walking time in minutes. */
  dauer_min: number;
  schwierigkeit: Schwierigkeit;
  /** Starting point as text. */
  start: string;
}

export interface WanderwegDetail extends WanderwegItem {
  /** Simple HTML. */
  text: string;
  /** Starting point in WGS 84, null when unknown. */
  start_geo: { lat: number; lon: number } | null;
  /** Tour id in the hiking portal, null when the tour is not there. */
  tourenportal_id: string | null;
}
