import type { Migration } from '../../../../server/cms/part';

/**
 * The counts that protect logins and forms (ADR 10, 20), kept in the store so every instance sees the
 * same counts and a restart forgets nothing. Keys are keyed hashes (HMAC of the session secret): the
 * table names no e-mail address and no client address. Times are milliseconds since 1970.
 */
export interface DrosselTables {
  /** Failed guesses of a secret per key (account, account and address, address, a user's current password). */
  drossel_fehler: { schluessel: string; fehler: number; letzter: number };
  /** Events per key in a fixed window (submissions per address). */
  drossel_fenster: { schluessel: string; anzahl: number; seit: number; bis: number };
}

declare module '../../../../server/cms/schema' {
  /** Its tables join the store's row types (ADR 40). */
  interface Database extends DrosselTables {}
}

export const migrations: Migration[] = [
  {
    name: 'drossel-1',
    sql: (d) => /* sql */ `
    CREATE TABLE drossel_fehler (
      schluessel TEXT PRIMARY KEY,
      fehler INTEGER NOT NULL,
      letzter INTEGER NOT NULL
    ) ${d.withoutRowid};
    CREATE INDEX drossel_fehler_letzter ON drossel_fehler (letzter);
    CREATE TABLE drossel_fenster (
      schluessel TEXT PRIMARY KEY,
      anzahl INTEGER NOT NULL,
      seit INTEGER NOT NULL,
      bis INTEGER NOT NULL
    ) ${d.withoutRowid};
    CREATE INDEX drossel_fenster_bis ON drossel_fenster (bis);
    `,
  },
];
