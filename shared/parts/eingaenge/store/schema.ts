import type { Generated } from 'kysely';
import type { Migration } from '../../../../server/cms/part';

/**
 * Submissions of the citizen forms (ADR 13). Their e-mails are in the core's outbox (server/cms/mail,
 * ADR 49), each with `bezug = 'eingang:<id>'`; the table `eingang_post` of the first migration is empty
 * since then and goes in a later release. Photos are files under
 * DATA_DIR/eingaenge/<uuid>/; a photo kept across a refused submit lives under
 * DATA_DIR/eingaenge/entwurf/ until the form is sent or the sweep removes it after a few hours.
 */
export interface EingaengeTables {
  eingang: {
    id: Generated<number>;
    /** Name of the photo folder. */
    uuid: string;
    /** Kind: a key of the form registry (shared/parts/eingaengeformulare/definitions.ts). */
    art: string;
    referenz: string;
    /** Idempotency: the form's per-render key and a hash of the values (unique). */
    schluessel: string;
    status: string;
    /** The values as JSON: field name → text. */
    felder: string;
    erstellt: string;
    geaendert: string;
    /** When the status became 'erledigt' (the retention period counts from here); null otherwise. */
    erledigt_am: string | null;
    /** A kind with approval (ADR 15): the entry this version belongs to, what it asks for, and staff's decision. */
    eintrag_id: number | null;
    vorgang: string | null;
    entscheidung: string | null;
  };
  /**
   * The standing entry of a kind with approval (a business's directory entry, ADR 15): its private
   * link's id and version, its approved values and where they are published. Kept while the entry is
   * published; after a removal only the row without any personal data stays, so its link can say so.
   */
  eingang_eintrag: {
    id: Generated<number>;
    uuid: string;
    art: string;
    status: string;
    /** The approved values as JSON (private ones included); null before the first approval and after removal. */
    felder: string | null;
    /** The eingang row of the approved version: kept by the retention sweep while the entry is published. */
    fassung_id: number | null;
    oeffentlich_id: number | null;
    oeffentlich_url: string | null;
    /** Part of the sealed link: raised when staff revoke the link or send a new one. */
    link_version: number;
    erstellt: string;
    geaendert: string;
  };
  /** The running numbers of the reference numbers, per kind and year. */
  eingang_nummer: { art: string; jahr: number; letzte: number };
  eingang_foto: { id: Generated<number>; eingang_id: number; datei: string; name: string; mime: string; groesse: number };
  /** Every change with who and when; the first entry is the submission itself. */
  eingang_verlauf: {
    id: Generated<number>;
    eingang_id: number;
    zeit: string;
    von_uuid: string | null;
    von_name: string;
    status: string | null;
    notiz: string | null;
    /** A decision or an act on the entry (freigegeben, abgelehnt, ersetzt, link_gesperrt, link_gesendet), else null. */
    aktion: string | null;
  };
  /** Photos of forms not yet sent, bound to the form's key. */
  eingang_entwurf_foto: {
    id: string;
    token: string;
    schluessel: string;
    datei: string;
    name: string;
    mime: string;
    groesse: number;
    erstellt: string;
  };
}

declare module '../../../../server/cms/schema' {
  /** Its tables join the store's row types (ADR 40). */
  interface Database extends EingaengeTables {}
}

export const migrations: Migration[] = [
  {
    name: 'eingaenge-1',
    sql: (d) => /* sql */ `
    CREATE TABLE eingang (
      id ${d.id},
      uuid TEXT NOT NULL UNIQUE,
      art TEXT NOT NULL,
      referenz TEXT NOT NULL UNIQUE,
      schluessel TEXT NOT NULL UNIQUE,
      status TEXT NOT NULL DEFAULT 'neu' CHECK (status IN ('neu', 'in_bearbeitung', 'erledigt')),
      felder TEXT NOT NULL,
      erstellt TEXT NOT NULL,
      geaendert TEXT NOT NULL,
      erledigt_am TEXT
    );
    CREATE INDEX eingang_liste ON eingang (art, status, erstellt);
    CREATE INDEX eingang_neueste ON eingang (erstellt);
    CREATE INDEX eingang_erledigt ON eingang (erledigt_am);
    CREATE TABLE eingang_nummer (
      art TEXT NOT NULL,
      jahr INTEGER NOT NULL,
      letzte INTEGER NOT NULL,
      PRIMARY KEY (art, jahr)
    ) ${d.withoutRowid};
    CREATE TABLE eingang_foto (
      id ${d.id},
      eingang_id INTEGER NOT NULL REFERENCES eingang(id) ON DELETE CASCADE,
      datei TEXT NOT NULL,
      name TEXT NOT NULL,
      mime TEXT NOT NULL,
      groesse INTEGER NOT NULL
    );
    CREATE INDEX eingang_foto_eingang ON eingang_foto (eingang_id);
    CREATE TABLE eingang_verlauf (
      id ${d.id},
      eingang_id INTEGER NOT NULL REFERENCES eingang(id) ON DELETE CASCADE,
      zeit TEXT NOT NULL,
      von_uuid TEXT,
      von_name TEXT NOT NULL,
      status TEXT,
      notiz TEXT
    );
    CREATE INDEX eingang_verlauf_eingang ON eingang_verlauf (eingang_id);
    CREATE TABLE eingang_post (
      id ${d.id},
      eingang_id INTEGER NOT NULL REFERENCES eingang(id) ON DELETE CASCADE,
      an TEXT NOT NULL,
      betreff TEXT NOT NULL,
      text TEXT NOT NULL,
      antwort_an TEXT,
      status TEXT NOT NULL DEFAULT 'wartend' CHECK (status IN ('wartend', 'gesendet', 'aufgegeben')),
      versuche INTEGER NOT NULL DEFAULT 0,
      naechster_versuch TEXT NOT NULL,
      letzter_fehler TEXT,
      gesendet TEXT,
      erstellt TEXT NOT NULL
    );
    CREATE INDEX eingang_post_eingang ON eingang_post (eingang_id);
    CREATE INDEX eingang_post_faellig ON eingang_post (status, naechster_versuch);
    CREATE TABLE eingang_entwurf_foto (
      id TEXT PRIMARY KEY,
      token TEXT NOT NULL,
      schluessel TEXT NOT NULL,
      datei TEXT NOT NULL,
      name TEXT NOT NULL,
      mime TEXT NOT NULL,
      groesse INTEGER NOT NULL,
      erstellt TEXT NOT NULL
    );
    CREATE INDEX eingang_entwurf_token ON eingang_entwurf_foto (token);
    CREATE INDEX eingang_entwurf_erstellt ON eingang_entwurf_foto (erstellt);
    `,
  },
  {
    // Kinds with approval (ADR 15): versions of a standing entry, decided by staff.
    name: 'eingaenge-2-eintraege',
    sql: (d) => /* sql */ `
    CREATE TABLE eingang_eintrag (
      id ${d.id},
      uuid TEXT NOT NULL UNIQUE,
      art TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'neu' CHECK (status IN ('neu', 'veroeffentlicht', 'entfernt')),
      felder TEXT,
      fassung_id INTEGER,
      oeffentlich_id INTEGER,
      oeffentlich_url TEXT,
      link_version INTEGER NOT NULL DEFAULT 1,
      erstellt TEXT NOT NULL,
      geaendert TEXT NOT NULL
    );
    ALTER TABLE eingang ADD COLUMN eintrag_id INTEGER REFERENCES eingang_eintrag(id);
    ALTER TABLE eingang ADD COLUMN vorgang TEXT CHECK (vorgang IN ('neu', 'aenderung', 'entfernen'));
    ALTER TABLE eingang ADD COLUMN entscheidung TEXT CHECK (entscheidung IN ('freigegeben', 'abgelehnt', 'ersetzt'));
    CREATE INDEX eingang_eintrag_versionen ON eingang (eintrag_id, erstellt);
    ALTER TABLE eingang_verlauf ADD COLUMN aktion TEXT;
    `,
  },
];
