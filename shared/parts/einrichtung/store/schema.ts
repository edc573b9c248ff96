import type { Migration } from '../../../../server/cms/part';

/**
 * How the store was set up (ADR 31): which seed steps ran, by name, and which rows the demo town's
 * content wrote (so `npm run demo:remove` can take them out again and leave the town's own).
 */
export interface EinrichtungTables {
  /** One row per seed step that ran on this database (or, for a database from an earlier release, was found done). */
  einrichtung_schritt: {
    name: string;
    /** 'basis' (what every site needs), 'demo' (the demo town's content), 'entfernt' (the demo was taken out). */
    art: string;
    zeit: string;
  };
  /** A row the demo content wrote: its table, its key (JSON list of the key columns' values) and its content's fingerprint then. */
  demo_zeile: {
    tabelle: string;
    schluessel: string;
    /** The columns the fingerprint covers, comma-separated (a column added later does not count as a change). */
    spalten: string;
    /** SHA-256 of those columns' values when the demo wrote them: a row whose fingerprint differs now was changed by the town. */
    fingerabdruck: string;
  };
}

declare module '../../../../server/cms/schema' {
  /** Its tables join the store's row types (ADR 40). */
  interface Database extends EinrichtungTables {}
}

export const migrations: Migration[] = [
  {
    name: 'einrichtung-1',
    sql: (d) => /* sql */ `
    CREATE TABLE einrichtung_schritt (
      name TEXT PRIMARY KEY,
      art TEXT NOT NULL,
      zeit TEXT NOT NULL
    ) ${d.withoutRowid};
    CREATE TABLE demo_zeile (
      tabelle TEXT NOT NULL,
      schluessel TEXT NOT NULL,
      spalten TEXT NOT NULL,
      fingerabdruck TEXT NOT NULL,
      PRIMARY KEY (tabelle, schluessel)
    ) ${d.withoutRowid};
    `,
  },
];
