import type { Generated } from 'kysely';
import type { Migration } from '../../../../server/cms/part';

/** News (Aktuelles) and their categories (Rubriken, spec §4). */
export interface NachrichtenTables {
  rubrik: { id: number; url: string; titel: string };
  aktuelles: {
    id: Generated<number>;
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
    /** 'entwurf' or 'veroeffentlicht' (public from datum_von on, ADR 16). */
    status: Generated<string>;
    /** Counts the saves, for the desk's check that nobody saved in between. */
    revision: Generated<number>;
    geaendert: Generated<string>;
  };
}

declare module '../../../../server/cms/schema' {
  /** Its tables join the store's row types (ADR 40). */
  interface Database extends NachrichtenTables {}
}

/** A news item is public while published and from its datum_von on (ADR 16). */
export const NEWS_VISIBILITY = { status: 'status', von: 'datum_von' } as const;

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
  {
    name: 'nachrichten-2-status',
    // The editorial desk (ADR 16): a news item is a draft or published, and public from its datum_von;
    // `aktiv` (never 0 in any release) becomes the status. `revision` counts the saves.
    sql: () => /* sql */ `
    ALTER TABLE aktuelles ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
    UPDATE aktuelles SET status = 'entwurf' WHERE aktiv = 0;
    ALTER TABLE aktuelles DROP COLUMN aktiv;
    ALTER TABLE aktuelles ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    `,
  },
];
