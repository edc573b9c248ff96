import type { Generated } from 'kysely';
import type { Migration } from '../../../../server/cms/part';

/** Editorial pages by path, and the hero slides of each section. */
export interface SeitenTables {
  seite: {
    pfad: string;
    titel: string;
    beschreibung: string;
    inhalt: string;
    geaendert: Generated<string>;
    /** 'entwurf' or 'veroeffentlicht' (ADR 16), shown from sichtbar_ab on. */
    status: Generated<string>;
    sichtbar_ab: Generated<string | null>;
    revision: Generated<number>;
  };
  hero: {
    id: Generated<number>;
    bereich: string;
    sortierung: number;
    bild: string;
    alt: string;
    titel: string;
    link: string | null;
    status: Generated<string>;
    sichtbar_ab: Generated<string | null>;
    sichtbar_bis: Generated<string | null>;
    revision: Generated<number>;
  };
}

declare module '../../../../server/cms/schema' {
  /** Its tables join the store's row types (ADR 40). */
  interface Database extends SeitenTables {}
}

/** A page is public while published, from sichtbar_ab on. */
export const SEITE_VISIBILITY = { status: 'seite.status', von: 'seite.sichtbar_ab' } as const;
/** A hero slide is public while published, from sichtbar_ab up to sichtbar_bis (a Christmas picture). */
export const HERO_VISIBILITY = { status: 'hero.status', von: 'hero.sichtbar_ab', bis: 'hero.sichtbar_bis' } as const;

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
  {
    name: 'seiten-2-status',
    // The editorial desk (ADR 16): pages and hero slides are drafts or published, shown from
    // sichtbar_ab on (slides up to sichtbar_bis). A slide gets an id of its own, so reordering a
    // section's slides does not change which one is which.
    sql: (d) => /* sql */ `
    ALTER TABLE seite ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
    ALTER TABLE seite ADD COLUMN sichtbar_ab TEXT;
    ALTER TABLE seite ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    CREATE TABLE hero_neu (
      id ${d.id},
      bereich TEXT NOT NULL,
      sortierung INTEGER NOT NULL,
      bild TEXT NOT NULL REFERENCES medium(key),
      alt TEXT NOT NULL,
      titel TEXT NOT NULL,
      link TEXT,
      status TEXT NOT NULL DEFAULT 'veroeffentlicht',
      sichtbar_ab TEXT,
      sichtbar_bis TEXT,
      revision INTEGER NOT NULL DEFAULT 1
    );
    INSERT INTO hero_neu (bereich, sortierung, bild, alt, titel, link) SELECT bereich, sortierung, bild, alt, titel, link FROM hero ORDER BY bereich, sortierung;
    DROP TABLE hero;
    ALTER TABLE hero_neu RENAME TO hero;
    CREATE INDEX hero_bereich ON hero (bereich, sortierung);
    `,
  },
];
