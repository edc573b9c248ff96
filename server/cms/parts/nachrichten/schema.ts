import type { Generated } from 'kysely';
import type { Migration } from '../../part';

/** News (Aktuelles) and their categories (Rubriken, spec §4). */
export interface NachrichtenTables {
  rubrik: { id: number; url: string; titel: string };
  aktuelles: {
    id: number;
    rubrik_id: number;
    titel: string;
    slug: string;
    teaser: string;
    text: string;
    datum_von: string;
    datum_bis: string | null;
    bild: string | null;
    bild_alt: string | null;
    sortierung: Generated<number>;
    aktiv: Generated<number>;
    geaendert: Generated<string>;
  };
}

export const migrations: Migration[] = [
  {
    name: 'nachrichten-1',
    legacyId: 1,
    sql: (d) => /* sql */ `
    CREATE TABLE rubrik (
      id ${d.id},
      url TEXT NOT NULL UNIQUE,
      titel TEXT NOT NULL
    );
    CREATE TABLE aktuelles (
      id ${d.id},
      rubrik_id INTEGER NOT NULL REFERENCES rubrik(id),
      titel TEXT NOT NULL,
      slug TEXT NOT NULL,
      teaser TEXT NOT NULL DEFAULT '',
      text TEXT NOT NULL DEFAULT '',
      datum_von TEXT NOT NULL,
      datum_bis TEXT,
      bild TEXT REFERENCES medium(key),
      bild_alt TEXT,
      sortierung INTEGER NOT NULL DEFAULT 0,
      aktiv INTEGER NOT NULL DEFAULT 1,
      geaendert TEXT NOT NULL DEFAULT ${d.nowIso}
    );
    CREATE INDEX aktuelles_rubrik_datum ON aktuelles (rubrik_id, datum_von DESC);
    `,
  },
];
