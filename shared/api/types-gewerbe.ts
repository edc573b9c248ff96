/** CMS contract: business directory (Gewerbeverzeichnis), see server/cms/api-gewerbe.ts. */

/** A category of the directory as a reference inside an entry. */
export interface GewerbeRubrikRef {
  id: number;
  /** URL key, the path segment of /wirtschaft/gewerbeverzeichnis/{rubrik}. */
  url: string;
  titel: string;
}

/** A category in the category list, with its number of entries. */
export interface GewerbeRubrik extends GewerbeRubrikRef {
  anzahl: number;
}

/** Spec §3 Address. */
export interface GewerbeAdresse {
  location: string;
  street: string;
  zip: string;
  city: string;
}

export interface GewerbeItem {
  id: number;
  name: string;
  /** '<slugified-name>_<id>'. */
  slug: string;
  /** Site address of the entry: /wirtschaft/gewerbeverzeichnis/{rubrik}/{slug}. */
  url: string;
  /** Short specialisation shown in lists. */
  spezialisierung: string;
  rubrik: GewerbeRubrikRef;
  adresse: GewerbeAdresse;
  /** International form as stored, e.g. '+49 7641 931240'. */
  telefon: string;
}

export interface GewerbeDetail extends GewerbeItem {
  /** Plain text. */
  text: string;
  email: string | null;
  web: string | null;
  /** Short lines, may be empty. */
  oeffnungszeiten: string[];
}

/** A letter of the A–Z list with its number of entries. */
export interface GewerbeBuchstabe {
  buchstabe: string;
  anzahl: number;
}
