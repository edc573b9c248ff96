import type { Generated } from 'kysely';
import type { Migration } from '../../../../server/cms/part';

/** Town hall and Wegweiser: offices, staff, forms, procedures and life situations. */
export interface VerwaltungTables {
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
    /** The editorial desk's bookkeeping (ADR 43). */
    status: Generated<string>;
    revision: Generated<number>;
    sichtbar_ab: string | null;
    geaendert: string | null;
  };
  mitarbeiter: {
    id: number;
    anrede: string;
    titel: string | null;
    vorname: string;
    nachname: string;
    slug: string;
    status: Generated<string>;
    revision: Generated<number>;
    sichtbar_ab: string | null;
    geaendert: string | null;
  };
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
  formular: {
    id: number;
    titel: string;
    beschreibung: string;
    amt_id: number;
    dokument_id: number;
    status: Generated<string>;
    revision: Generated<number>;
    sichtbar_ab: string | null;
    geaendert: string | null;
  };
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
    /** The editorial desk's bookkeeping (ADR 43). */
    status: Generated<string>;
    revision: Generated<number>;
    sichtbar_ab: string | null;
    geaendert: string | null;
    /** The XZuFi id of an imported service description ('schemeAgencyID:id'); null for the town's own (ADR 42). */
    quelle: Generated<string | null>;
    /** Its LeiKa key (14 digits), null without one. */
    leika: Generated<string | null>;
  };
  verfahren_mitarbeiter: { verfahren_id: number; mitarbeiter_id: number; sortierung: number };
  verfahren_formular: { verfahren_id: number; formular_id: number };
  lebenslage: {
    id: number;
    url: string;
    titel: string;
    beschreibung: string;
    sortierung: number;
    status: Generated<string>;
    revision: Generated<number>;
    sichtbar_ab: string | null;
    geaendert: string | null;
  };
  lebenslage_verfahren: { lebenslage_id: number; verfahren_id: number; sortierung: number };
}

declare module '../../../../server/cms/schema' {
  /** Its tables join the store's row types (ADR 40). */
  interface Database extends VerwaltungTables {}
}

/** The desk's tables of this part, for `nextChange`. */
export const DESK_TABLES = ['amt', 'mitarbeiter', 'verfahren', 'lebenslage', 'formular'] as const;

export const migrations: Migration[] = [
  {
    name: 'verwaltung-1',
    legacyId: 2,
    sql: (d) => /* sql */ `
    CREATE TABLE amt (
      id ${d.id},
      titel TEXT NOT NULL,
      slug TEXT NOT NULL,
      beschreibung TEXT NOT NULL,
      aufgaben TEXT NOT NULL,
      gebaeude TEXT NOT NULL,
      strasse TEXT NOT NULL,
      plz TEXT NOT NULL,
      ort TEXT NOT NULL,
      telefon TEXT NOT NULL,
      telefax TEXT,
      email TEXT NOT NULL,
      oeffnungszeiten TEXT NOT NULL,
      uebergeordnet INTEGER REFERENCES amt(id)
    );
    CREATE TABLE mitarbeiter (
      id ${d.id},
      anrede TEXT NOT NULL,
      titel TEXT,
      vorname TEXT NOT NULL,
      nachname TEXT NOT NULL,
      slug TEXT NOT NULL
    );
    CREATE TABLE mitarbeiter_amt (
      mitarbeiter_id INTEGER NOT NULL REFERENCES mitarbeiter(id) ON DELETE CASCADE,
      amt_id INTEGER NOT NULL REFERENCES amt(id) ON DELETE CASCADE,
      funktion TEXT NOT NULL,
      zimmer TEXT NOT NULL,
      telefon TEXT NOT NULL,
      telefax TEXT,
      email TEXT NOT NULL,
      sortierung INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (mitarbeiter_id, amt_id)
    );
    CREATE INDEX mitarbeiter_amt_amt ON mitarbeiter_amt (amt_id);
    CREATE TABLE formular (
      id ${d.id},
      titel TEXT NOT NULL,
      beschreibung TEXT NOT NULL,
      amt_id INTEGER NOT NULL REFERENCES amt(id),
      dokument_id INTEGER NOT NULL REFERENCES dokument(id)
    );
    CREATE TABLE verfahren (
      id ${d.id},
      titel TEXT NOT NULL,
      slug TEXT NOT NULL,
      -- First letter for the A–Z list, umlauts under their base letter (DIN 5007): 'a'..'z'.
      buchstabe TEXT NOT NULL,
      kurztext TEXT NOT NULL,
      text TEXT NOT NULL,
      gebuehren TEXT NOT NULL,
      amt_id INTEGER NOT NULL REFERENCES amt(id),
      stichworte TEXT NOT NULL,
      online TEXT
    );
    CREATE INDEX verfahren_buchstabe ON verfahren (buchstabe);
    CREATE TABLE verfahren_mitarbeiter (
      verfahren_id INTEGER NOT NULL REFERENCES verfahren(id) ON DELETE CASCADE,
      mitarbeiter_id INTEGER NOT NULL REFERENCES mitarbeiter(id) ON DELETE CASCADE,
      sortierung INTEGER NOT NULL,
      PRIMARY KEY (verfahren_id, mitarbeiter_id)
    );
    CREATE TABLE verfahren_formular (
      verfahren_id INTEGER NOT NULL REFERENCES verfahren(id) ON DELETE CASCADE,
      formular_id INTEGER NOT NULL REFERENCES formular(id) ON DELETE CASCADE,
      PRIMARY KEY (verfahren_id, formular_id)
    );
    CREATE TABLE lebenslage (
      id ${d.id},
      url TEXT NOT NULL UNIQUE,
      titel TEXT NOT NULL,
      beschreibung TEXT NOT NULL,
      sortierung INTEGER NOT NULL
    );
    CREATE TABLE lebenslage_verfahren (
      lebenslage_id INTEGER NOT NULL REFERENCES lebenslage(id) ON DELETE CASCADE,
      verfahren_id INTEGER NOT NULL REFERENCES verfahren(id) ON DELETE CASCADE,
      sortierung INTEGER NOT NULL,
      PRIMARY KEY (lebenslage_id, verfahren_id)
    );

    `,
  },
  {
    // The editorial desk (ADR 43): each row a draft or published (what exists stays published), from when it is
    // public (sichtbar_ab, Berlin wall clock; empty: at once), its revision and the time of its last save.
    name: 'verwaltung-2-redaktion',
    sql: () => /* sql */ `
    ALTER TABLE amt ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
    ALTER TABLE amt ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE amt ADD COLUMN sichtbar_ab TEXT;
    ALTER TABLE amt ADD COLUMN geaendert TEXT;
    ALTER TABLE mitarbeiter ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
    ALTER TABLE mitarbeiter ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE mitarbeiter ADD COLUMN sichtbar_ab TEXT;
    ALTER TABLE mitarbeiter ADD COLUMN geaendert TEXT;
    ALTER TABLE verfahren ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
    ALTER TABLE verfahren ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE verfahren ADD COLUMN sichtbar_ab TEXT;
    ALTER TABLE verfahren ADD COLUMN geaendert TEXT;
    ALTER TABLE lebenslage ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
    ALTER TABLE lebenslage ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE lebenslage ADD COLUMN sichtbar_ab TEXT;
    ALTER TABLE lebenslage ADD COLUMN geaendert TEXT;
    ALTER TABLE formular ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
    ALTER TABLE formular ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE formular ADD COLUMN sichtbar_ab TEXT;
    ALTER TABLE formular ADD COLUMN geaendert TEXT;
    `,
  },
  {
    name: 'verwaltung-3-quelle',
    // Service descriptions read from XZuFi (ADR 42): the id in the editorial system and the LeiKa key.
    sql: () => /* sql */ `
    ALTER TABLE verfahren ADD COLUMN quelle TEXT;
    ALTER TABLE verfahren ADD COLUMN leika TEXT;
    CREATE UNIQUE INDEX verfahren_quelle ON verfahren (quelle);
    `,
  },
];
