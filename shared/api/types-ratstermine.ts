/** CMS contract: council meetings (Ratstermine), see server/cms/api-ratstermine.ts. */
import type { Dokument } from './types';

/** A body that meets (Gremium): the Gemeinderat, a committee or an Ortschaftsrat. */
export interface Gremium {
  /** URL key for the `gremium` parameter, e.g. 'technischer-ausschuss'. */
  key: string;
  name: string;
}

export interface RatsterminItem {
  id: number;
  slug: string;
  /** 'Sitzung des Gemeinderats', 'Sitzung des Technischen Ausschusses'. */
  titel: string;
  gremium: Gremium;
  /** Start, Berlin wall clock 'YYYY-MM-DDTHH:mm'. */
  datum: string;
  /**
   * Planned end (start plus the planned duration: 3 hours for the Gemeinderat, 2 hours for every
   * other body). Meetings end when the agenda is done; this is only what calendar files use.
   */
  ende_geplant: string;
  ort: string;
  /** Whether the meeting has a public part that visitors may attend. */
  oeffentlich: boolean;
  /** Calendar file of the meeting (site-relative). */
  ics: string;
}

/** An agenda item (Tagesordnungspunkt). */
export interface Tagesordnungspunkt {
  nr: number;
  titel: string;
}

export interface RatsterminDetail extends RatsterminItem {
  tagesordnung: {
    oeffentlich: Tagesordnungspunkt[];
    nichtoeffentlich: Tagesordnungspunkt[];
  };
  dokumente: Dokument[];
}
