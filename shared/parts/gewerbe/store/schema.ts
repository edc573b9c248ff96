import type { Generated } from 'kysely';
import type { Migration } from '../../../../server/cms/part';

/**
 * Tables of the business directory (Gewerbeverzeichnis, migration 7). The news table `rubrik` exists
 * already, so the directory's categories live in `gewerbe_rubrik`.
 */
export interface GewerbeTables {
  gewerbe_rubrik: {
    id: number;
    url: string;
    titel: string;
    status: Generated<string>;
    revision: Generated<number>;
    sichtbar_ab: string | null;
    geaendert: string | null;
  };
  gewerbe: {
    id: Generated<number>;
    rubrik_id: number;
    name: string;
    /** '<slugify(name)>_<id>', the last segment of the entry's site address. */
    slug: string;
    spezialisierung: string;
    /** Plain text, two to four sentences. */
    text: string;
    location: string;
    street: string;
    zip: string;
    city: string;
    telefon: string;
    email: string | null;
    web: string | null;
    /** JSON array of short lines, e.g. ["Mo–Fr 7:30–17 Uhr"]. */
    oeffnungszeiten: string;
    fax: string | null;
    /** File name of the logo below DATA_DIR/medien/gewerbe/, with its size in pixels; null without one. */
    logo: string | null;
    logo_breite: number | null;
    logo_hoehe: number | null;
    /** The key of the self-entry this entry was approved from (ADR 15); null for entries the town keeps itself. */
    eintrag_schluessel: string | null;
  };
  /** Further categories an entry is listed under (its address's category is `gewerbe.rubrik_id`). */
  gewerbe_zuordnung: { gewerbe_id: number; rubrik_id: number };
}

declare module '../../../../server/cms/schema' {
  /** Its tables join the store's row types (ADR 40). */
  interface Database extends GewerbeTables {}
}

export const migrations: Migration[] = [
  {
    name: 'gewerbe-1',
    legacyId: 7,
    sql: (d) => /* sql */ `
    CREATE TABLE gewerbe_rubrik (
      id ${d.id},
      url TEXT NOT NULL UNIQUE,
      titel TEXT NOT NULL
    );
    CREATE TABLE gewerbe (
      id ${d.id},
      rubrik_id INTEGER NOT NULL REFERENCES gewerbe_rubrik(id),
      name TEXT NOT NULL,
      slug TEXT NOT NULL,
      spezialisierung TEXT NOT NULL DEFAULT '',
      text TEXT NOT NULL DEFAULT '',
      location TEXT NOT NULL DEFAULT '',
      street TEXT NOT NULL DEFAULT '',
      zip TEXT NOT NULL DEFAULT '',
      city TEXT NOT NULL DEFAULT '',
      telefon TEXT NOT NULL DEFAULT '',
      email TEXT,
      web TEXT,
      oeffnungszeiten TEXT NOT NULL DEFAULT '[]'
    );
    CREATE INDEX gewerbe_rubrik_idx ON gewerbe (rubrik_id);

    `,
  },
  {
    // Business self-entry (ADR 15): several categories, fax, logo, and the key of the self-entry.
    name: 'gewerbe-2-selbsteintrag',
    sql: (d) => /* sql */ `
    CREATE TABLE gewerbe_zuordnung (
      gewerbe_id INTEGER NOT NULL REFERENCES gewerbe(id) ON DELETE CASCADE,
      rubrik_id INTEGER NOT NULL REFERENCES gewerbe_rubrik(id),
      PRIMARY KEY (gewerbe_id, rubrik_id)
    ) ${d.withoutRowid};
    CREATE INDEX gewerbe_zuordnung_rubrik ON gewerbe_zuordnung (rubrik_id);
    ALTER TABLE gewerbe ADD COLUMN fax TEXT;
    ALTER TABLE gewerbe ADD COLUMN logo TEXT;
    ALTER TABLE gewerbe ADD COLUMN logo_breite INTEGER;
    ALTER TABLE gewerbe ADD COLUMN logo_hoehe INTEGER;
    ALTER TABLE gewerbe ADD COLUMN eintrag_schluessel TEXT;
    CREATE UNIQUE INDEX gewerbe_eintrag_schluessel ON gewerbe (eintrag_schluessel);
    `,
  },
  {
    // The editorial desk (ADR 43): a category is a draft or published (what exists stays published), public from
    // sichtbar_ab, with its revision and the time of its last save.
    name: 'gewerbe-3-redaktion',
    sql: () => /* sql */ `
    ALTER TABLE gewerbe_rubrik ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
    ALTER TABLE gewerbe_rubrik ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE gewerbe_rubrik ADD COLUMN sichtbar_ab TEXT;
    ALTER TABLE gewerbe_rubrik ADD COLUMN geaendert TEXT;
    `,
  },
];
