/** CMS contract: events (Veranstaltungen), see server/cms/api-veranstaltungen.ts. */
import type { Bild } from './types';

export interface VeranstaltungRubrik {
  id: number;
  titel: string;
}

/** Spec §3 Address. */
export interface VeranstaltungOrt {
  location: string;
  street: string;
  zip: string;
  city: string;
}

export interface VeranstaltungItem {
  id: number;
  titel: string;
  slug: string;
  /** Berlin wall-clock 'YYYY-MM-DDTHH:mm' or a whole day 'YYYY-MM-DD'. */
  datum_von: string;
  datum_bis: string | null;
  ort: VeranstaltungOrt;
  veranstalter: string;
  rubriken: VeranstaltungRubrik[];
  bild: Bild | null;
  /** Calendar file of the event (site-relative). */
  ics: string;
}

export interface VeranstaltungDetail extends VeranstaltungItem {
  text: string;
  eintritt: string | null;
  barrierefrei: boolean | null;
  link: string | null;
}
