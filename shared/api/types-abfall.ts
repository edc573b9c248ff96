/** CMS contract: waste calendar (Abfallkalender), see server/cms/api-abfall.ts. */

export interface Abfallart {
  id: number;
  /** Stable key for filters and URLs: restmuell, bio, papier, gelber-sack, sperrmuell, gruenschnitt, schadstoffe. */
  key: string;
  titel: string;
  /** Short form for compact views, e.g. 'R'. */
  kuerzel: string;
  /** CSS hex colour of the bin or sack ('#1f5fa8'); never the only carrier of information. */
  farbe: string;
  /** What goes in and how to put it out, plain text. */
  hinweis: string;
}

export interface Abfuhrbezirk {
  nr: number;
  titel: string;
  ortsteil: string;
}

export interface Strasse {
  /** Stable public id (UUID). */
  uuid: string;
  name: string;
  ortsteil: string;
  abfuhrbezirk: Abfuhrbezirk;
}

export interface Abfuhrtermin {
  /** Whole Berlin day 'YYYY-MM-DD'. */
  datum: string;
  /** Key of the Abfallart. */
  art: string;
  /** Holiday shift, hazardous-waste stops, registration note; null when there is none. */
  hinweis: string | null;
}
