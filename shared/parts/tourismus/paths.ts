/** Addresses and display helpers of the tourism pages (plain module: loaders and pages use it). */
import { UNTERKUNFT_ARTEN, type Schwierigkeit, type UnterkunftArt } from './values';

export { UNTERKUNFT_ARTEN };

export function isUnterkunftArt(v: unknown): v is UnterkunftArt {
  return typeof v === 'string' && (UNTERKUNFT_ARTEN as readonly string[]).includes(v);
}

export const UNTERKUENFTE_PATH = '/gaeste/unterkuenfte/';
export const FASNET_PATH = '/gaeste/fasnet/';
export const FASNETVEREINE_PATH = '/gaeste/fasnetvereine/';
export const WANDERN_PATH = '/gaeste/wandern-walken/';
/** Spec §2.3: rubrik_id 6 = Fasnet events. */
export const FASNET_EVENTS_PATH = '/gaeste/veranstaltungen/?rubrik_id=6';

export const wanderwegPath = (slug: string) => `${WANDERN_PATH}${slug}`;
export const vereinAnchor = (id: number) => `verein-${id}`;
export const vereinPath = (id: number) => `${FASNETVEREINE_PATH}#${vereinAnchor(id)}`;

const num = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** 14.2 → '14,2 km'. */
export const kmText = (km: number) => `${num.format(km)} km`;

/** 270 → '4 Std. 30 Min.', 120 → '2 Std.', 45 → '45 Min.'. */
export function dauerText(min: number): string {
  const h = Math.floor(min / 60);
  const m = Math.round(min % 60);
  if (h === 0) return `${m} Min.`;
  return m === 0 ? `${h} Std.` : `${h} Std. ${m} Min.`;
}

/** Difficulty in words (never only by colour). */
export const SCHWIERIGKEIT_TEXT: Record<Schwierigkeit, string> = {
  leicht: 'leicht',
  mittel: 'mittelschwer',
  schwer: 'schwer',
};

/** 3 → '3 Sterne', 1 → '1 Stern'. */
export const sterneText = (n: number) => `${n} ${n === 1 ? 'Stern' : 'Sterne'}`;

/** Beds, or pitches for a campsite. */
export function bettenText(n: number, art: UnterkunftArt): string {
  if (art === 'Campingplatz') return `${n} ${n === 1 ? 'Stellplatz' : 'Stellplätze'}`;
  return `${n} ${n === 1 ? 'Bett' : 'Betten'}`;
}

/** Plural of an accommodation kind, for the filter summary. */
export const ART_PLURAL: Record<UnterkunftArt, string> = {
  Hotel: 'Hotels',
  Gasthof: 'Gasthöfe',
  Pension: 'Pensionen',
  Ferienwohnung: 'Ferienwohnungen',
  Campingplatz: 'Campingplätze',
};

/** 'https://www.krone-musterstadt.example/' → 'www.krone-musterstadt.example'. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
