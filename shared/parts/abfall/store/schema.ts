import type { Generated } from 'kysely';
import type { Migration } from '../../../../server/cms/part';

/**
 * Tables of the waste calendar (Abfallkalender): waste types, collection districts, the streets of
 * each district and the collection dates of each district. Dates are whole Berlin days 'YYYY-MM-DD'.
 */
export interface AbfallTables {
  abfallart: {
    id: number;
    /** Stable key used in URLs and filters, e.g. 'restmuell', 'gelber-sack'. */
    key: string;
    titel: string;
    /** Short form for the printable year view, e.g. 'R' for Restmüll. */
    kuerzel: string;
    /** CSS hex colour of the bin or sack. */
    farbe: string;
    hinweis: string;
    sortierung: number;
    /** The editorial desk's bookkeeping (ADR 43). */
    status: Generated<string>;
    revision: Generated<number>;
    sichtbar_ab: string | null;
    geaendert: string | null;
  };
  abfuhrbezirk: {
    nr: number;
    titel: string;
    ortsteil: string;
    status: Generated<string>;
    revision: Generated<number>;
    sichtbar_ab: string | null;
    geaendert: string | null;
  };
  abfall_strasse: {
    id: number;
    /** Deterministic from the id (UUIDv5), so links stay valid across re-seeding. */
    uuid: string;
    name: string;
    ortsteil: string;
    abfuhrbezirk_nr: number;
    /** The editorial desk's bookkeeping (ADR 43). */
    status: Generated<string>;
    revision: Generated<number>;
    sichtbar_ab: string | null;
    geaendert: string | null;
    /**
     * The street's course as GeoJSON MultiLineString coordinates ([[[lon, lat], …], …], six decimals),
     * read from an OpenStreetMap extract (ADR 59); null: not known (the map places no address on it).
     */
    verlauf: string | null;
  };
  abfuhrtermin: {
    id: Generated<number>;
    abfuhrbezirk_nr: number;
    abfallart_id: number;
    datum: string;
    /** Holiday shift, hazardous-waste stops, registration note … */
    hinweis: string | null;
  };
}

declare module '../../../../server/cms/schema' {
  /** Its tables join the store's row types (ADR 40). */
  interface Database extends AbfallTables {}
}

/** The desk's tables of this part, for `nextChange`. */
export const DESK_TABLES = ['abfallart', 'abfuhrbezirk', 'abfall_strasse'] as const;

export const migrations: Migration[] = [
  {
    name: 'abfall-1',
    legacyId: 6,
    sql: (d) => /* sql */ `
    CREATE TABLE abfallart (
      id ${d.id},
      key TEXT NOT NULL UNIQUE,
      titel TEXT NOT NULL,
      kuerzel TEXT NOT NULL,
      farbe TEXT NOT NULL,
      hinweis TEXT NOT NULL DEFAULT '',
      sortierung INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE abfuhrbezirk (
      nr INTEGER PRIMARY KEY,
      titel TEXT NOT NULL,
      ortsteil TEXT NOT NULL
    );
    CREATE TABLE abfall_strasse (
      id ${d.id},
      uuid TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      ortsteil TEXT NOT NULL,
      abfuhrbezirk_nr INTEGER NOT NULL REFERENCES abfuhrbezirk(nr)
    );
    CREATE INDEX abfall_strasse_bezirk ON abfall_strasse (abfuhrbezirk_nr);
    CREATE TABLE abfuhrtermin (
      id ${d.id},
      abfuhrbezirk_nr INTEGER NOT NULL REFERENCES abfuhrbezirk(nr),
      abfallart_id INTEGER NOT NULL REFERENCES abfallart(id),
      datum TEXT NOT NULL,
      hinweis TEXT,
      UNIQUE (abfuhrbezirk_nr, abfallart_id, datum)
    );
    CREATE INDEX abfuhrtermin_bezirk_datum ON abfuhrtermin (abfuhrbezirk_nr, datum);

    `,
  },
  {
    // The editorial desk (ADR 43): bin types, districts and streets are drafts or published (what exists stays
    // published), public from sichtbar_ab, with their revision and the time of their last save.
    name: 'abfall-2-redaktion',
    sql: () => /* sql */ `
    ALTER TABLE abfallart ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
    ALTER TABLE abfallart ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE abfallart ADD COLUMN sichtbar_ab TEXT;
    ALTER TABLE abfallart ADD COLUMN geaendert TEXT;
    ALTER TABLE abfuhrbezirk ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
    ALTER TABLE abfuhrbezirk ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE abfuhrbezirk ADD COLUMN sichtbar_ab TEXT;
    ALTER TABLE abfuhrbezirk ADD COLUMN geaendert TEXT;
    ALTER TABLE abfall_strasse ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
    ALTER TABLE abfall_strasse ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE abfall_strasse ADD COLUMN sichtbar_ab TEXT;
    ALTER TABLE abfall_strasse ADD COLUMN geaendert TEXT;
    `,
  },
  {
    // A real town's streets with their course (ADR 59), read from an OpenStreetMap extract.
    name: 'abfall-3-verlauf',
    sql: () => /* sql */ `
    ALTER TABLE abfall_strasse ADD COLUMN verlauf TEXT;
    `,
  },
];
