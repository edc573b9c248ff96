import type { Generated } from 'kysely';
import type { Migration } from '../../../../server/cms/part';

/**
 * The public reports (ADR 53): one `meldung` per damage report, created in the transaction of its
 * `eingang` row; its photos with staff's decision; its history (public entries and notes to staff);
 * the people who hear back (the reporter, and neighbours after a double opt-in).
 */
export interface MeldungenTables {
  meldung: {
    id: Generated<number>;
    /** The submission; null once the retention sweep deleted it (the public report stays, its subscribers go). */
    eingang_id: number | null;
    kategorie: string;
    lat: number | null;
    lon: number | null;
    adresse: string | null;
    ortsteil: string | null;
    status: string;
    /** The approved public text; null until staff approve one. */
    text_oeffentlich: string | null;
    antwort: string | null;
    /** ISO time of approval: null = not public, shown nowhere public. */
    freigegeben: string | null;
    zusammengefuehrt_in: number | null;
    /** The office it is assigned to (an id of the verwaltung part's offices), or null. */
    amt_id: number | null;
    /** The first answer by staff (a status change or a public answer): the dashboard's 3 working days. */
    beantwortet: string | null;
    erledigt_am: string | null;
    /** When the "Ist es behoben?" mail was queued; null while not yet. */
    umfrage: string | null;
    erstellt: string;
    geaendert: string;
  };
  /** A photo of the report: staff's decision (offen, freigegeben, verworfen) and, once public, its image in the media list. */
  meldung_foto: {
    id: Generated<number>;
    meldung_id: number;
    eingang_foto_id: number;
    entscheidung: string;
    verpixelt: number;
    medium_key: string | null;
  };
  meldung_verlauf: {
    id: Generated<number>;
    meldung_id: number;
    zeit: string;
    /** eingegangen, status, antwort, text, zusammengefuehrt, wiedereroeffnet, behoben, amt, foto */
    art: string;
    status: string | null;
    /** Public text of the entry, or a note only staff see (intern = 1). */
    text: string | null;
    intern: number;
    von_name: string;
  };
  meldung_abo: {
    id: Generated<number>;
    meldung_id: number;
    email: string;
    /** meldend (the reporter, from the form) or betroffen ("Ich bin auch betroffen"). */
    art: string;
    bestaetigt: string | null;
    abgemeldet: string | null;
    erstellt: string;
  };
}

declare module '../../../../server/cms/schema' {
  /** Its tables join the store's row types (ADR 40). */
  interface Database extends MeldungenTables {}
}

export const migrations: Migration[] = [
  {
    name: 'meldungen-1',
    sql: (d) => /* sql */ `
    CREATE TABLE meldung (
      id ${d.id},
      eingang_id INTEGER UNIQUE REFERENCES eingang(id) ON DELETE SET NULL,
      kategorie TEXT NOT NULL,
      lat REAL,
      lon REAL,
      adresse TEXT,
      ortsteil TEXT,
      status TEXT NOT NULL DEFAULT 'eingegangen' CHECK (status IN ('eingegangen', 'in_bearbeitung', 'erledigt', 'nicht_zustaendig')),
      text_oeffentlich TEXT,
      antwort TEXT,
      freigegeben TEXT,
      zusammengefuehrt_in INTEGER REFERENCES meldung(id),
      amt_id INTEGER,
      beantwortet TEXT,
      erledigt_am TEXT,
      umfrage TEXT,
      erstellt TEXT NOT NULL,
      geaendert TEXT NOT NULL
    );
    CREATE INDEX meldung_oeffentlich ON meldung (freigegeben, geaendert);
    CREATE INDEX meldung_umfrage ON meldung (status, erledigt_am);
    CREATE TABLE meldung_foto (
      id ${d.id},
      meldung_id INTEGER NOT NULL REFERENCES meldung(id) ON DELETE CASCADE,
      eingang_foto_id INTEGER NOT NULL,
      entscheidung TEXT NOT NULL DEFAULT 'offen' CHECK (entscheidung IN ('offen', 'freigegeben', 'verworfen')),
      verpixelt INTEGER NOT NULL DEFAULT 0,
      medium_key TEXT
    );
    CREATE INDEX meldung_foto_meldung ON meldung_foto (meldung_id);
    CREATE TABLE meldung_verlauf (
      id ${d.id},
      meldung_id INTEGER NOT NULL REFERENCES meldung(id) ON DELETE CASCADE,
      zeit TEXT NOT NULL,
      art TEXT NOT NULL,
      status TEXT,
      text TEXT,
      intern INTEGER NOT NULL DEFAULT 0,
      von_name TEXT NOT NULL
    );
    CREATE INDEX meldung_verlauf_meldung ON meldung_verlauf (meldung_id);
    CREATE TABLE meldung_abo (
      id ${d.id},
      meldung_id INTEGER NOT NULL REFERENCES meldung(id) ON DELETE CASCADE,
      email TEXT NOT NULL,
      art TEXT NOT NULL CHECK (art IN ('meldend', 'betroffen')),
      bestaetigt TEXT,
      abgemeldet TEXT,
      erstellt TEXT NOT NULL,
      UNIQUE (meldung_id, email)
    );
    `,
  },
];
