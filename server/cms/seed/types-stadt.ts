/**
 * Shapes of the town-life demo content: events (Veranstaltungen), council meetings (Ratstermine),
 * waste collection (Abfall), business directory (Gewerbe), construction sites (Baustellen),
 * plots (Flächen) and tourism (Unterkünfte, Fasnetvereine, Wanderwege).
 * German domain words as in the CMS contract; conventions as everywhere in the demo content:
 * dates are local Europe/Berlin wall-clock times 'YYYY-MM-DDTHH:mm' or whole days 'YYYY-MM-DD',
 * bodies are simple HTML, images are keys of the media list (server/cms/media/demo/).
 */
import type { Address } from '../../../shared/contract/address';
import type { SeedDownload } from '../files/demo/documents';

/** The four parts of the town. */
export type Ortsteil = 'Kernstadt' | 'Bombach' | 'Hecklingen' | 'Nordweil';

/** Spec §3 Address of a demo place. */
export type SeedOrt = Address;

// ---------------------------------------------------------------------------
// Veranstaltungen
// ---------------------------------------------------------------------------

/**
 * Event category. Fixed ids: 1 Kultur, 2 Sport, 3 Vereine, 4 Kinder und Jugend, 5 Senioren,
 * 6 Fasnet, 7 Märkte, 8 Führungen und Natur, 9 Kirche, 10 Politik und Bürgerbeteiligung.
 * Ids 6 and 7 are addressed by the menu (/gaeste/veranstaltungen/?rubrik_id=6 and =7).
 */
export interface SeedVeranstaltungRubrik {
  id: number;
  titel: string;
}

export interface SeedVeranstaltung {
  /** Unique, 5000..5999. */
  id: number;
  titel: string;
  /** Ids of SeedVeranstaltungRubrik, the first is the main category. */
  rubriken: number[];
  /**
   * Start: 'YYYY-MM-DDTHH:mm', or 'YYYY-MM-DD' for a whole day without a time
   * (shown without time, spec §9: a time of 00:00 is not displayed).
   */
  datum_von: string;
  /**
   * End, same formats. Omitted for single-day events without end time. A different day makes the
   * display read ' bis DD.MM.YYYY'; the same day with another time adds ' - HH:mm Uhr'.
   */
  datum_bis?: string;
  ort: SeedOrt;
  /** Organiser as shown, e.g. 'Narrenzunft Musterstadt 1858 e. V.', 'Stadt Musterstadt'. */
  veranstalter: string;
  /** Body as simple HTML (see SeedNews.text). */
  text: string;
  /** Key of an image from the media list, optional. */
  bild?: string;
  /** Honest description of the image. Required when bild is set. */
  bild_alt?: string;
  /** Admission as text, e.g. 'Eintritt frei', '12 Euro, ermäßigt 8 Euro'. */
  eintritt?: string;
  /** Venue is step-free accessible. Omitted when unknown. */
  barrierefrei?: boolean;
  /** Further information: internal path ('/gaeste/fasnet/') or external URL (fictional '.example' domain). */
  link?: string;
}

// ---------------------------------------------------------------------------
// Ratstermine
// ---------------------------------------------------------------------------

export type Gremium =
  | 'Gemeinderat'
  | 'Technischer Ausschuss'
  | 'Verwaltungsausschuss'
  | 'Ortschaftsrat Bombach'
  | 'Ortschaftsrat Hecklingen'
  | 'Ortschaftsrat Nordweil';

export interface SeedTagesordnungspunkt {
  /** Running number within the meeting; the non-public part continues the numbering. */
  nr: number;
  titel: string;
  oeffentlich: boolean;
}

/** A council or committee meeting (page /musterstadt/ratstermine/{slug}). */
export interface SeedRatstermin {
  /** Unique, 6000..6999. */
  id: number;
  gremium: Gremium;
  /** Start 'YYYY-MM-DDTHH:mm'. */
  datum: string;
  /** Room and building, e.g. 'Ratssaal, Rathaus, Marktplatz 1'. */
  ort: string;
  /** Whether the meeting has a public part. */
  oeffentlich: boolean;
  tagesordnung: SeedTagesordnungspunkt[];
  /** Agenda documents (Sitzungsvorlagen, Einladung), 1..2 per meeting. */
  dokumente: SeedDownload[];
}

// ---------------------------------------------------------------------------
// Gewerbe
// ---------------------------------------------------------------------------

/** Business directory category (/wirtschaft/gewerbeverzeichnis/{url}). */
export interface SeedGewerbeRubrik {
  id: number;
  /** URL slug, e.g. 'handwerk', 'landwirtschaft-direktvermarktung'. */
  url: string;
  titel: string;
}

export interface SeedGewerbe {
  /** Unique, 7000..7999. */
  id: number;
  name: string;
  /** url of its SeedGewerbeRubrik. */
  rubrik_url: string;
  /** Short specialisation shown in lists, e.g. 'Treppen- und Möbelbau'. */
  spezialisierung: string;
  /** Two to four sentences, plain text. */
  text: string;
  adresse: SeedOrt;
  /** '+49 7641 931240' or '+49 7641 9312-40' (spec §5 phone format); mobile '+49 171 4839201'. */
  telefon: string;
  email?: string;
  /** Fictional web address on a '.example' domain, e.g. 'https://www.schreinerei-kuenzle.example'. */
  web?: string;
  /** Short lines, e.g. 'Mo–Fr 7:30–12 und 13–17 Uhr'. */
  oeffnungszeiten?: string[];
}
