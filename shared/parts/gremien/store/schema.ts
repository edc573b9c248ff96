import type { Generated } from 'kysely';
import type { Migration } from '../../../../server/cms/part';

/**
 * The council's bodies (Gremien: the Gemeinderat, its committees, the party groups and the
 * Ortschaftsräte), the persons who sit in them, their memberships with functions, and the accounts
 * and tokens of the council information system (its own accounts, not the intranet's).
 */
export interface GremienTables {
  gremium: {
    id: Generated<number>;
    /** Unique; the meetings' lists and calendar feeds address a body by this name in URL form. */
    name: string;
    kurzname: string | null;
    /** GREMIUM_ARTEN in ../values.ts. */
    art: string;
    /** The Gemeinderat, for committees and party groups. */
    uebergeordnet_id: number | null;
    /** The district of an Ortschaftsrat. */
    wohnbezirk: string | null;
    /** HTML paragraphs. */
    beschreibung: string;
    email: string | null;
    beginn: string | null;
    ende: string | null;
    /** Order within its kind. */
    sortierung: number;
    erstellt: string;
    geaendert: string;
    /** 'entwurf' | 'veroeffentlicht' (the desk, ADR 44): a draft is shown nowhere but on the desk. */
    status: Generated<string>;
    /** The desk's revision (optimistic concurrency). */
    revision: Generated<number>;
    /** Berlin wall clock from which a published row is shown; null: at once. */
    sichtbar_ab: string | null;
    /** The OParl id (URL) of an imported object; null for the town's own (ADR 42). */
    quelle: Generated<string | null>;
  };
  person: {
    id: Generated<number>;
    anrede: string | null;
    titel: string | null;
    vorname: string;
    nachname: string;
    wohnbezirk: string | null;
    beruf: string | null;
    /** An office beside the memberships (the mayor's: 'Bürgermeisterin'). */
    amt: string | null;
    /** Key of the portrait in the media list. */
    bild: string | null;
    email: string | null;
    telefon: string | null;
    /** 1: the member agreed to publish e-mail and phone. Without it they are never shown. */
    kontakt_veroeffentlichen: number;
    erstellt: string;
    geaendert: string;
    /** 'entwurf' | 'veroeffentlicht' (the desk, ADR 44): a draft is shown nowhere but on the desk. */
    status: Generated<string>;
    /** The desk's revision (optimistic concurrency). */
    revision: Generated<number>;
    /** Berlin wall clock from which a published row is shown; null: at once. */
    sichtbar_ab: string | null;
    /** The OParl id (URL) of an imported object; null for the town's own (ADR 42). */
    quelle: Generated<string | null>;
  };
  mitgliedschaft: {
    id: Generated<number>;
    person_id: number;
    gremium_id: number;
    /** 'Mitglied', 'Vorsitzende', 'Fraktionsvorsitzender', 'Ortsvorsteherin', … */
    rolle: string;
    stimmrecht: number;
    /** The party group a seat in the Gemeinderat or a committee is held for. */
    fuer_gremium_id: number | null;
    beginn: string | null;
    ende: string | null;
    /** Order within the body: the chair first, then deputies, then the others. */
    sortierung: number;
    erstellt: string;
    geaendert: string;
    /** 'entwurf' | 'veroeffentlicht' (the desk, ADR 44): a draft is shown nowhere but on the desk. */
    status: Generated<string>;
    /** The desk's revision (optimistic concurrency). */
    revision: Generated<number>;
    /** Berlin wall clock from which a published row is shown; null: at once. */
    sichtbar_ab: string | null;
    /** The OParl id (URL) of an imported object; null for the town's own (ADR 42). */
    quelle: Generated<string | null>;
  };
  /** An account of the council information system: a council member (person), never an intranet user. */
  ratsinfo_konto: {
    uuid: string;
    email: string;
    vorname: string;
    nachname: string;
    person_id: number;
    passwort_hash: string;
    passwort_geaendert: string;
    /** 0: disabled; the account can no longer log in and has no session. */
    aktiv: Generated<number>;
    erstellt: string;
  };
  ratsinfo_token: { token_hash: string; konto_uuid: string; ablauf: number };
}

declare module '../../../../server/cms/schema' {
  /** Its tables join the store's row types (ADR 40). */
  interface Database extends GremienTables {}
}

export const migrations: Migration[] = [
  {
    name: 'gremien-1',
    sql: (d) => /* sql */ `
    CREATE TABLE gremium (
      id ${d.id},
      name TEXT NOT NULL UNIQUE,
      kurzname TEXT,
      art TEXT NOT NULL,
      uebergeordnet_id INTEGER REFERENCES gremium(id),
      wohnbezirk TEXT,
      beschreibung TEXT NOT NULL DEFAULT '',
      email TEXT,
      beginn TEXT,
      ende TEXT,
      sortierung INTEGER NOT NULL DEFAULT 0,
      erstellt TEXT NOT NULL DEFAULT ${d.nowIso},
      geaendert TEXT NOT NULL DEFAULT ${d.nowIso}
    );

    CREATE TABLE person (
      id ${d.id},
      anrede TEXT,
      titel TEXT,
      vorname TEXT NOT NULL,
      nachname TEXT NOT NULL,
      wohnbezirk TEXT,
      beruf TEXT,
      amt TEXT,
      bild TEXT,
      email TEXT,
      telefon TEXT,
      kontakt_veroeffentlichen INTEGER NOT NULL DEFAULT 0,
      erstellt TEXT NOT NULL DEFAULT ${d.nowIso},
      geaendert TEXT NOT NULL DEFAULT ${d.nowIso}
    );

    CREATE TABLE mitgliedschaft (
      id ${d.id},
      person_id INTEGER NOT NULL REFERENCES person(id) ON DELETE CASCADE,
      gremium_id INTEGER NOT NULL REFERENCES gremium(id) ON DELETE CASCADE,
      rolle TEXT NOT NULL DEFAULT 'Mitglied',
      stimmrecht INTEGER NOT NULL DEFAULT 1,
      fuer_gremium_id INTEGER REFERENCES gremium(id) ON DELETE SET NULL,
      beginn TEXT,
      ende TEXT,
      sortierung INTEGER NOT NULL DEFAULT 0,
      erstellt TEXT NOT NULL DEFAULT ${d.nowIso},
      geaendert TEXT NOT NULL DEFAULT ${d.nowIso}
    );
    CREATE INDEX mitgliedschaft_person ON mitgliedschaft (person_id);
    CREATE INDEX mitgliedschaft_gremium ON mitgliedschaft (gremium_id);

    CREATE TABLE ratsinfo_konto (
      uuid TEXT PRIMARY KEY,
      email TEXT NOT NULL UNIQUE ${d.nocase},
      vorname TEXT NOT NULL,
      nachname TEXT NOT NULL,
      person_id INTEGER NOT NULL REFERENCES person(id) ON DELETE CASCADE,
      passwort_hash TEXT NOT NULL,
      passwort_geaendert TEXT NOT NULL,
      aktiv INTEGER NOT NULL DEFAULT 1,
      erstellt TEXT NOT NULL
    );
    CREATE TABLE ratsinfo_token (
      token_hash TEXT PRIMARY KEY,
      konto_uuid TEXT NOT NULL REFERENCES ratsinfo_konto(uuid) ON DELETE CASCADE,
      ablauf INTEGER NOT NULL
    );
    CREATE INDEX ratsinfo_token_konto ON ratsinfo_token (konto_uuid);
    `,
  },
  {
    name: 'gremien-2-redaktion',
    // The council on the editorial desk (ADR 44): bodies, persons and memberships get the desk's status,
    // revision and start of publication. What exists stays published.
    sql: () => /* sql */ `
    ALTER TABLE gremium ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
    ALTER TABLE gremium ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE gremium ADD COLUMN sichtbar_ab TEXT;
    ALTER TABLE person ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
    ALTER TABLE person ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE person ADD COLUMN sichtbar_ab TEXT;
    ALTER TABLE mitgliedschaft ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
    ALTER TABLE mitgliedschaft ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE mitgliedschaft ADD COLUMN sichtbar_ab TEXT;
    `,
  },
  {
    name: 'gremien-3-quelle',
    // Council data read from an OParl system (ADR 42): the object's id (its URL) on each imported row.
    sql: () => /* sql */ `
    ALTER TABLE gremium ADD COLUMN quelle TEXT;
    ALTER TABLE person ADD COLUMN quelle TEXT;
    ALTER TABLE mitgliedschaft ADD COLUMN quelle TEXT;
    CREATE UNIQUE INDEX gremium_quelle ON gremium (quelle);
    CREATE UNIQUE INDEX person_quelle ON person (quelle);
    CREATE UNIQUE INDEX mitgliedschaft_quelle ON mitgliedschaft (quelle);
    `,
  },
];
