import type { Generated } from 'kysely';
import type { Migration } from '../../../../server/cms/part';

/** Staff accounts, their CMS tokens, and the text categories and texts of the intranet. */
export interface IntranetTables {
  intranet_user: {
    uuid: string;
    email: string;
    vorname: string;
    nachname: string;
    passwort_hash: string;
    passwort_geaendert: string;
    erstellt: string;
    /** 0: disabled by an admin; the user can no longer log in and has no session. */
    aktiv: Generated<number>;
  };
  /** The roles of a user (shared/site/roles.ts), one row each. */
  intranet_user_rolle: { user_uuid: string; rolle: string };
  intranet_token: { token_hash: string; user_uuid: string; ablauf: number };
  /** With the desk's bookkeeping (ADR 47): 'entwurf' | 'veroeffentlicht', revision, from when shown, last save. */
  intranet_rubrik: {
    id: number;
    url: string;
    titel: string;
    status: Generated<string>;
    revision: Generated<number>;
    sichtbar_ab: string | null;
    geaendert: string | null;
  };
  intranet_text: {
    id: number;
    rubrik_id: number;
    titel: string;
    url: string;
    text: string;
    datum_von: string;
    status: Generated<string>;
    revision: Generated<number>;
    sichtbar_ab: string | null;
    geaendert: string | null;
  };
}

declare module '../../../../server/cms/schema' {
  /** Its tables join the store's row types (ADR 40). */
  interface Database extends IntranetTables {}
}

export const migrations: Migration[] = [
  {
    name: 'intranet-1',
    legacyId: 1,
    sql: (d) => /* sql */ `
    CREATE TABLE intranet_user (
      uuid TEXT PRIMARY KEY,
      email TEXT NOT NULL UNIQUE ${d.nocase},
      vorname TEXT NOT NULL,
      nachname TEXT NOT NULL,
      passwort_hash TEXT NOT NULL,
      passwort_geaendert TEXT NOT NULL,
      erstellt TEXT NOT NULL
    );
    CREATE TABLE intranet_token (
      token_hash TEXT PRIMARY KEY,
      user_uuid TEXT NOT NULL REFERENCES intranet_user(uuid) ON DELETE CASCADE,
      ablauf INTEGER NOT NULL
    );
    CREATE INDEX intranet_token_user ON intranet_token (user_uuid);
    CREATE TABLE intranet_rubrik (
      id ${d.id},
      url TEXT NOT NULL UNIQUE,
      titel TEXT NOT NULL
    );
    CREATE TABLE intranet_text (
      id ${d.id},
      rubrik_id INTEGER NOT NULL REFERENCES intranet_rubrik(id),
      titel TEXT NOT NULL,
      url TEXT NOT NULL,
      text TEXT NOT NULL,
      datum_von TEXT NOT NULL,
      UNIQUE (rubrik_id, url)
    );
    `,
  },
  {
    name: 'intranet-2-rollen',
    // Roles for the editorial desk, the inbox and the account administration; users so far keep reading
    // the intranet as 'mitarbeiter'. A user can be disabled instead of deleted (the audit names them).
    sql: (d) => /* sql */ `
      ALTER TABLE intranet_user ADD COLUMN aktiv INTEGER NOT NULL DEFAULT 1;
      CREATE TABLE intranet_user_rolle (
        user_uuid TEXT NOT NULL REFERENCES intranet_user(uuid) ON DELETE CASCADE,
        rolle TEXT NOT NULL,
        PRIMARY KEY (user_uuid, rolle)
      ) ${d.withoutRowid};
      INSERT INTO intranet_user_rolle (user_uuid, rolle) SELECT uuid, 'mitarbeiter' FROM intranet_user;
    `,
  },
  {
    // The editorial desk (ADR 47): each row a draft or published (what exists stays published), from when staff
    // see it (sichtbar_ab, Berlin wall clock; empty: at once), its revision and the time of its last save.
    name: 'intranet-3-redaktion',
    sql: () => /* sql */ `
      ALTER TABLE intranet_rubrik ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
      ALTER TABLE intranet_rubrik ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE intranet_rubrik ADD COLUMN sichtbar_ab TEXT;
      ALTER TABLE intranet_rubrik ADD COLUMN geaendert TEXT;
      ALTER TABLE intranet_text ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
      ALTER TABLE intranet_text ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE intranet_text ADD COLUMN sichtbar_ab TEXT;
      ALTER TABLE intranet_text ADD COLUMN geaendert TEXT;
    `,
  },
];
