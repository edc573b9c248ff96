/**
 * Shapes of the waste-calendar demo content (demo/abfall.ts): waste types, collection districts, their
 * streets and the collection dates. Dates are whole Europe/Berlin days 'YYYY-MM-DD'.
 */
import type { Ortsteil } from '../../../../../server/cms/seed/types-stadt';

/** A collection district: a fixed weekday rhythm for every waste type. */
export interface SeedAbfuhrbezirk {
  /** 1..6 */
  nr: number;
  /** e.g. 'Kernstadt Nord', 'Bombach' */
  titel: string;
  ortsteil: Ortsteil;
}

/** A street and the collection district (Abfuhrbezirk) it belongs to. */
export interface SeedStrasse {
  /** Unique, 1..999. */
  id: number;
  name: string;
  ortsteil: Ortsteil;
  /** 1..3 Kernstadt (Nord, Mitte, Süd), 4 Bombach, 5 Hecklingen, 6 Nordweil. */
  abfuhrbezirk: number;
}

export type AbfallartKey = 'restmuell' | 'bio' | 'papier' | 'gelber-sack' | 'sperrmuell' | 'gruenschnitt' | 'schadstoffe';

export interface SeedAbfallart {
  id: number;
  key: AbfallartKey;
  titel: string;
  /** CSS hex colour of the bin or sack, e.g. '#1f5fa8' for the blue paper bin. */
  farbe: string;
  /** What goes in and how to put it out, one or two sentences, plain text. */
  hinweis: string;
}

export interface SeedAbfuhrtermin {
  /** 1..6 */
  abfuhrbezirk: number;
  abfallart_key: AbfallartKey;
  /** Collection day 'YYYY-MM-DD'; never a Sunday or public holiday. */
  datum: string;
  /** Optional note, e.g. the stops of the hazardous-waste vehicle or a holiday shift. */
  hinweis?: string;
}
