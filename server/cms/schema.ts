import type { Generated } from 'kysely';
import type { RatstermineTables } from './schema-ratstermine';
import type { AbfallTables } from './schema-abfall';
import type { GewerbeTables } from './schema-gewerbe';
import type { BaustellenTables } from './schema-baustellen';
import type { TourismusTables } from './schema-tourismus';

/** Row types of the embedded CMS database, for Kysely's typed queries. */
export interface Database extends RatstermineTables, AbfallTables, GewerbeTables, BaustellenTables, TourismusTables {
  _migration: { id: number; name: string; angewendet: string };
  rubrik: { id: number; url: string; titel: string };
  medium: { key: string; datei: string; alt: string; breite: number; hoehe: number };
  aktuelles: {
    id: number;
    rubrik_id: number;
    titel: string;
    slug: string;
    teaser: string;
    text: string;
    datum_von: string;
    datum_bis: string | null;
    bild: string | null;
    bild_alt: string | null;
    sortierung: Generated<number>;
    aktiv: Generated<number>;
    geaendert: Generated<string>;
  };
  archiv_thema: { id: number; thema: string; intranet: number };
  archiv: {
    id: number;
    thema_id: number;
    titel: string;
    beschreibung: string | null;
    gueltig_von: string;
    gueltig_bis: string | null;
  };
  dokument: {
    id: Generated<number>;
    aktuelles_id: number | null;
    archiv_id: number | null;
    sortierung: number;
    datei: string;
    mime: string;
    groesse: number;
    speicherpfad: string;
    downloadtext: string;
    beschreibung: string | null;
    einstufung: string | null;
    stand: string | null;
    intern: number;
  };
  amtsblatt: { id: number; jahr: number; ausgabe: number; datum: string; themen: string; dokument_id: number | null };
  seite: { pfad: string; titel: string; beschreibung: string; inhalt: string; geaendert: Generated<string> };
  hero: { bereich: string; sortierung: number; bild: string; alt: string; titel: string; link: string | null };
  wetter: { station: string; sortierung: number; icon: string; act_temperature: number; condition: string; gemessen: string };
  intranet_user: {
    uuid: string;
    email: string;
    vorname: string;
    nachname: string;
    passwort_hash: string;
    passwort_geaendert: string;
    erstellt: string;
  };
  intranet_token: { token_hash: string; user_uuid: string; ablauf: number };
  intranet_rubrik: { id: number; url: string; titel: string };
  intranet_text: { id: number; rubrik_id: number; titel: string; url: string; text: string; datum_von: string };
  amt: {
    id: number;
    titel: string;
    slug: string;
    beschreibung: string;
    aufgaben: string;
    gebaeude: string;
    strasse: string;
    plz: string;
    ort: string;
    telefon: string;
    telefax: string | null;
    email: string;
    oeffnungszeiten: string;
    uebergeordnet: number | null;
  };
  mitarbeiter: { id: number; anrede: string; titel: string | null; vorname: string; nachname: string; slug: string };
  mitarbeiter_amt: {
    mitarbeiter_id: number;
    amt_id: number;
    funktion: string;
    zimmer: string;
    telefon: string;
    telefax: string | null;
    email: string;
    sortierung: number;
  };
  formular: { id: number; titel: string; beschreibung: string; amt_id: number; dokument_id: number };
  verfahren: {
    id: number;
    titel: string;
    slug: string;
    buchstabe: string;
    kurztext: string;
    text: string;
    gebuehren: string;
    amt_id: number;
    stichworte: string;
    online: string | null;
  };
  verfahren_mitarbeiter: { verfahren_id: number; mitarbeiter_id: number; sortierung: number };
  verfahren_formular: { verfahren_id: number; formular_id: number };
  lebenslage: { id: number; url: string; titel: string; beschreibung: string; sortierung: number };
  lebenslage_verfahren: { lebenslage_id: number; verfahren_id: number; sortierung: number };
  /** Site search (migration 3, server/cms/search.ts): original text of each searchable item. */
  suchindex_eintrag: {
    id: Generated<number>;
    typ: string;
    ref: string;
    titel: string;
    text: string;
    stichworte: string;
    datum: string | null;
    url: string;
    pfad_ext: string | null;
    kategorie: string;
    gueltig_von: string | null;
    gueltig_bis: string | null;
  };
  /** Vocabulary of titles and keywords for "Meinten Sie …": folded word → spelling, number of entries. */
  suchindex_wort: { gefaltet: string; original: string; anzahl: number };
  /** Content changed since the last index update (filled by triggers). */
  suchindex_dirty: { typ: string; ref: string };
  /** Events (migration 4, server/cms/api-veranstaltungen.ts). Dates are Berlin wall-clock strings. */
  veranstaltung: {
    id: number;
    titel: string;
    slug: string;
    datum_von: string;
    datum_bis: string | null;
    ort_location: string;
    ort_street: string;
    ort_zip: string;
    ort_city: string;
    veranstalter: string;
    text: string;
    bild: string | null;
    bild_alt: string | null;
    eintritt: string | null;
    barrierefrei: number | null;
    link: string | null;
  };
  veranstaltung_rubrik: { id: number; titel: string };
  veranstaltung_zu_rubrik: { veranstaltung_id: number; rubrik_id: number; sortierung: number };
}
