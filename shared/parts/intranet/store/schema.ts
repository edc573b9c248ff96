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
  intranet_rubrik: { id: number; url: string; titel: string };
  intranet_text: { id: number; rubrik_id: number; titel: string; url: string; text: string; datum_von: string };
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
];
