/**
 * Shapes of the town-hall and service-guide demo content (Fachämter, Mitarbeitende, Verfahren,
 * Lebenslagen, Formulare). German domain words as in the CMS contract; see server/cms/seed/types.ts for conventions.
 */

export interface SeedAdresse {
  /** Building, e.g. 'Rathaus', 'Technisches Rathaus', 'Bauhof'. */
  gebaeude: string;
  strasse: string;
  plz: string;
  ort: string;
}

export interface SeedKontakt {
  /** '+49 7641 123-45' */
  telefon: string;
  telefax?: string;
  email: string;
}

/** An office (Fachamt / Sachgebiet). */
export interface SeedAmt {
  /** Unique, 40..99; the Bürgerbüro has id 49 (its page is /rathaus/fachaemter/buergerbuero_49). */
  id: number;
  titel: string;
  /** One or two sentences on what the office does. */
  beschreibung: string;
  /** Tasks as a list of short phrases (3..8). */
  aufgaben: string[];
  adresse: SeedAdresse;
  kontakt: SeedKontakt;
  /** Opening hours as short lines, e.g. 'Mo–Fr 8:30–12 Uhr', 'Do 14–18 Uhr'. */
  oeffnungszeiten: string[];
  /** Id of the parent office for Sachgebiete, else omitted. */
  uebergeordnet?: number;
}

export interface SeedMitarbeiterAmt {
  amt_id: number;
  /** Function in that office, e.g. 'Sachgebietsleitung', 'Sachbearbeitung Meldewesen'. */
  funktion: string;
  /** Room, e.g. 'EG 0.04', '1. OG 1.12'. */
  zimmer: string;
  kontakt: SeedKontakt;
}

export interface SeedMitarbeiter {
  /** Unique, 100..999. */
  id: number;
  anrede: 'Frau' | 'Herr' | '';
  titel?: string;
  vorname: string;
  nachname: string;
  /** Usually one office; some staff work in two. */
  aemter: SeedMitarbeiterAmt[];
}

/** A life situation grouping procedures (Lebenslage), e.g. 'Umzug', 'Geburt', 'Hausbau'. */
export interface SeedLebenslage {
  id: number;
  /** URL slug, e.g. 'umzug', 'geburt-eines-kindes'. */
  url: string;
  titel: string;
  beschreibung: string;
  /** Ids of the procedures of this situation. */
  verfahren: number[];
}

export interface SeedVerfahren {
  /** Unique, 1000..1999. */
  id: number;
  titel: string;
  /** Short summary (one or two sentences). */
  kurztext: string;
  /** Body as simple HTML (<h2>, <p>, <ul>): Beschreibung, Voraussetzungen, Unterlagen, Kosten, Fristen, Hinweise. */
  text: string;
  /** Fees as text, e.g. '37,50 Euro' or 'gebührenfrei'. */
  gebuehren: string;
  /** Responsible staff in order; the first is shown as contact. May be empty. */
  mitarbeiter: number[];
  /** Responsible office (shown when no staff is listed). */
  amt_id: number;
  /** Ids of forms (Formulare) that belong to this procedure. */
  formulare: number[];
  /** Search terms users type, e.g. ['Ausweis', 'Perso']. */
  stichworte: string[];
  /** Link to the state's online service if there is one, e.g. 'https://www.service-bw.de/…' (fictional path). */
  online?: string;
}

export interface SeedFormular {
  /** Unique, 2000..2999. */
  id: number;
  titel: string;
  beschreibung: string;
  /** File name of the generated PDF, e.g. 'antrag-anwohnerparkausweis.pdf'. */
  datei: string;
  /** Lines of the form's text (field labels, instructions) for the generated PDF (6..20). */
  inhalt: string[];
  amt_id: number;
}
