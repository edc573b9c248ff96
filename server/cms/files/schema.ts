import type { Generated } from 'kysely';
import type { Migration } from '../store/migrate';

/** Documents (downloads) of news, archive entries, forms, gazette issues and council meetings. */
export interface DateienTables {
  dokument: {
    id: Generated<number>;
    aktuelles_id: number | null;
    archiv_id: number | null;
    sortierung: number;
    datei: string;
    mime: string;
    groesse: number;
    speicherpfad: string;
    downloadtext: string;
    beschreibung: string | null;
    einstufung: string | null;
    stand: string | null;
    /** 1: not public (served only with a session). */
    intern: number;
    /**
     * The document's text (PDF, plain text) for the site search and the read-aloud: NULL until it was
     * read, '' when it has none (a scan, another file type, an unreadable file).
     */
    volltext: string | null;
    /**
     * 1: a non-public document of the council (a paper's): only council members may read it, through
     * the council information system; neither the public nor the intranet.
     */
    ratsinfo: Generated<number>;
  };
}

export const migrations: Migration[] = [
  {
    name: 'dateien-1',
    legacyId: 1,
    sql: (d) => /* sql */ `
    -- A document belongs to one news item or one archive entry (or to neither, e.g. a gazette issue).
    CREATE TABLE dokument (
      id ${d.id},
      aktuelles_id INTEGER REFERENCES aktuelles(id) ON DELETE CASCADE,
      archiv_id INTEGER REFERENCES archiv(id) ON DELETE CASCADE,
      sortierung INTEGER NOT NULL DEFAULT 0,
      datei TEXT NOT NULL,
      mime TEXT NOT NULL,
      groesse INTEGER NOT NULL,
      speicherpfad TEXT NOT NULL,
      downloadtext TEXT NOT NULL,
      beschreibung TEXT,
      einstufung TEXT,
      stand TEXT,
      intern INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX dokument_aktuelles ON dokument (aktuelles_id);
    CREATE INDEX dokument_archiv ON dokument (archiv_id);
    `,
  },
  {
    name: 'dateien-2-volltext',
    sql: () => /* sql */ `
    -- The text of the document, read when it is stored; a database from before gets it on its next start.
    ALTER TABLE dokument ADD COLUMN volltext TEXT;
    `,
  },
  {
    name: 'dateien-3-ratsinfo',
    sql: () => /* sql */ `
    ALTER TABLE dokument ADD COLUMN ratsinfo INTEGER NOT NULL DEFAULT 0;
    `,
  },
];
