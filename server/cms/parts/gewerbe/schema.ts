import type { Migration } from '../../part';

/**
 * Tables of the business directory (Gewerbeverzeichnis, migration 7). The news table `rubrik` exists
 * already, so the directory's categories live in `gewerbe_rubrik`.
 */
export interface GewerbeTables {
  gewerbe_rubrik: { id: number; url: string; titel: string };
  gewerbe: {
    id: number;
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
  };
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
];
