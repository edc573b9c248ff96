import type { Generated } from 'kysely';
import type { Migration } from '../../part';

/** Editorial pages by path, and the hero slides of each section. */
export interface SeitenTables {
  seite: { pfad: string; titel: string; beschreibung: string; inhalt: string; geaendert: Generated<string> };
  hero: { bereich: string; sortierung: number; bild: string; alt: string; titel: string; link: string | null };
}

export const migrations: Migration[] = [
  {
    name: 'seiten-1',
    legacyId: 1,
    sql: (d) => /* sql */ `
    CREATE TABLE seite (
      pfad TEXT PRIMARY KEY,
      titel TEXT NOT NULL,
      beschreibung TEXT NOT NULL DEFAULT '',
      inhalt TEXT NOT NULL,
      geaendert TEXT NOT NULL DEFAULT ${d.nowIso}
    );
    CREATE TABLE hero (
      bereich TEXT NOT NULL,
      sortierung INTEGER NOT NULL,
      bild TEXT NOT NULL REFERENCES medium(key),
      alt TEXT NOT NULL,
      titel TEXT NOT NULL,
      link TEXT,
      PRIMARY KEY (bereich, sortierung)
    );
    `,
  },
];
