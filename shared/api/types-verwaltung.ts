/** Town-hall part of the CMS contract: offices, staff, procedures, life situations, forms. */

export interface Adresse {
  gebaeude: string;
  strasse: string;
  plz: string;
  ort: string;
}

export interface Kontakt {
  telefon: string;
  telefax: string | null;
  email: string;
}

export interface AmtRef {
  id: number;
  titel: string;
  /** Site address of the office page. */
  url: string;
}

export interface Formular {
  id: number;
  titel: string;
  beschreibung: string;
  amt: AmtRef;
  datei: { link: string; datei: string; groesse: number; mime: string };
}

export interface AmtMitarbeiter {
  id: number;
  anrede: string;
  titel: string | null;
  vorname: string;
  nachname: string;
  url: string;
  funktion: string;
  zimmer: string;
  kontakt: Kontakt;
}

export interface VerfahrenRef {
  id: number;
  titel: string;
  url: string;
  kurztext?: string;
}

export interface AmtListItem extends AmtRef {
  beschreibung: string;
  uebergeordnet: number | null;
  telefon: string;
  email: string;
}

export interface AmtDetail extends AmtRef {
  beschreibung: string;
  aufgaben: string[];
  adresse: Adresse;
  kontakt: Kontakt;
  oeffnungszeiten: string[];
  uebergeordnet: AmtRef | null;
  unteraemter: AmtRef[];
  mitarbeiter: AmtMitarbeiter[];
  verfahren: VerfahrenRef[];
  formulare: Formular[];
}

export interface MitarbeiterListItem {
  id: number;
  anrede: string;
  titel: string | null;
  vorname: string;
  nachname: string;
  url: string;
  aemter: Array<{ amt: AmtRef; funktion: string; telefon: string; email: string }>;
}

export interface MitarbeiterDetail {
  id: number;
  anrede: string;
  titel: string | null;
  vorname: string;
  nachname: string;
  url: string;
  aemter: Array<{ amt: AmtRef; funktion: string; zimmer: string; kontakt: Kontakt; adresse: Adresse }>;
  verfahren: VerfahrenRef[];
}

export interface VerfahrenListItem {
  id: number;
  titel: string;
  slug: string;
  buchstabe: string;
  kurztext: string;
  url: string;
}

/** Spec §3: the procedure detail sidebar object. */
export interface VerfahrenSidebar {
  mitarbeiter: Array<{
    vorname: string;
    nachname: string;
    anrede: string;
    titel: string | null;
    detailURL: string;
    aemter: Array<{ funktion: string; zimmer: string; kontakt: { telefon: string; email: string } }>;
  }>;
  amt: {
    titel: string;
    detailURL: string;
    adresse: Adresse;
    kontakt: Kontakt;
  };
}

export interface VerfahrenDetail extends VerfahrenListItem {
  text: string;
  gebuehren: string;
  online: string | null;
  stichworte: string[];
  formulare: Formular[];
  lebenslagen: Array<{ titel: string; url: string }>;
  sidebar: VerfahrenSidebar;
}

export interface LebenslageListItem {
  id: number;
  /** Slug of the life situation. */
  url: string;
  titel: string;
  beschreibung: string;
  /** Site address. */
  link: string;
}

export interface LebenslageDetail extends LebenslageListItem {
  verfahren: VerfahrenRef[];
}

export interface Buchstabe {
  buchstabe: string;
  anzahl: number;
}
