import type { Generated } from 'kysely';
import type { Migration } from '../../../../server/cms/part';

/**
 * Council meetings (Ratstermine): the meetings of the Gemeinderat, its committees and the
 * Ortschaftsräte (each belongs to a body of the gremien part), their agenda items
 * (Tagesordnungspunkte), the papers (Vorlagen) discussed there, and their documents. Documents live in
 * `dokument` like every other download; `ratstermin_dokument` and `vorlage_dokument` link them.
 */
export interface RatstermineTables {
  ratstermin: {
    id: Generated<number>;
    /** The body that meets (gremium.id). */
    gremium_id: number;
    /** '<text>_<id>'; only the id identifies the meeting. */
    slug: string;
    /** Start, Berlin wall clock 'YYYY-MM-DDTHH:mm'. Meetings have no stored end. */
    datum: string;
    /** Room and building. */
    ort: string;
    /** 1 when the meeting has a public part. */
    oeffentlich: number;
    /** Instants 'YYYY-MM-DDTHH:mm:ssZ'; whoever changes a meeting or its agenda sets geaendert. */
    erstellt: string;
    geaendert: string;
    /** 'entwurf' | 'veroeffentlicht' (the desk, ADR 44); with its agenda. */
    status: Generated<string>;
    revision: Generated<number>;
    /** Berlin wall clock from which the published meeting and its agenda are shown; null: at once. */
    sichtbar_ab: string | null;
    /** The OParl id (URL) of an imported meeting; null for the town's own (ADR 42). */
    quelle: Generated<string | null>;
  };
  ratstermin_top: {
    ratstermin_id: number;
    /** Running number within the meeting; the non-public part continues the numbering. */
    nr: number;
    titel: string;
    oeffentlich: number;
    /** The paper discussed under this item, if any. */
    vorlage_id: number | null;
  };
  ratstermin_dokument: { ratstermin_id: number; dokument_id: number; sortierung: number };
  /** A paper (Vorlage, Drucksache): a Beschlussvorlage, an Informationsvorlage or a group's Antrag. */
  vorlage: {
    id: Generated<number>;
    nummer: string;
    titel: string;
    art: string;
    /** 0: only for council members with access to a body that discusses it (never public, never in OParl). */
    oeffentlich: number;
    /** 'YYYY-MM-DD'. */
    datum: string;
    federfuehrend: string | null;
    /** HTML paragraphs. */
    sachverhalt: string;
    beschlussvorschlag: string | null;
    erstellt: string;
    geaendert: string;
    /** 'entwurf' | 'veroeffentlicht' (the desk, ADR 44): a draft is read by nobody, council members included. */
    status: Generated<string>;
    revision: Generated<number>;
    /** Berlin wall clock from which the published paper is shown; null: at once. */
    sichtbar_ab: string | null;
    /** The OParl id (URL) of an imported paper; null for the town's own (ADR 42). */
    quelle: Generated<string | null>;
  };
  vorlage_dokument: { vorlage_id: number; dokument_id: number; sortierung: number };
  /** A document read from the council information system (ADR 42): its File id, the bytes' hash and the `modified` last read. */
  ratsdatei: { quelle: string; dokument_id: number; sha256: string; geaendert: string | null };
}

declare module '../../../../server/cms/schema' {
  /** Its tables join the store's row types (ADR 40). */
  interface Database extends RatstermineTables {}
}

export const migrations: Migration[] = [
  {
    name: 'ratstermine-1',
    legacyId: 5,
    sql: (d) => /* sql */ `
    CREATE TABLE ratstermin (
      id ${d.id},
      gremium TEXT NOT NULL,
      slug TEXT NOT NULL,
      datum TEXT NOT NULL,
      ort TEXT NOT NULL,
      oeffentlich INTEGER NOT NULL DEFAULT 1
    );
    CREATE INDEX ratstermin_datum ON ratstermin (datum);
    CREATE INDEX ratstermin_gremium_datum ON ratstermin (gremium, datum);

    -- Tagesordnungspunkte (TOP), numbered within their meeting.
    CREATE TABLE ratstermin_top (
      ratstermin_id INTEGER NOT NULL REFERENCES ratstermin(id) ON DELETE CASCADE,
      nr INTEGER NOT NULL,
      titel TEXT NOT NULL,
      oeffentlich INTEGER NOT NULL DEFAULT 1,
      PRIMARY KEY (ratstermin_id, nr)
    ) ${d.withoutRowid};

    CREATE TABLE ratstermin_dokument (
      ratstermin_id INTEGER NOT NULL REFERENCES ratstermin(id) ON DELETE CASCADE,
      dokument_id INTEGER NOT NULL REFERENCES dokument(id) ON DELETE CASCADE,
      sortierung INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (ratstermin_id, dokument_id)
    ) ${d.withoutRowid};
    CREATE INDEX ratstermin_dokument_dokument ON ratstermin_dokument (dokument_id);

    `,
  },
  {
    name: 'ratstermine-2-gremium-vorlagen',
    // Meetings belong to a body of the council (gremien part) instead of naming it: the names the
    // meetings used become bodies (kept as they are, the gremien part's seed completes them), the
    // meetings point to them. Meetings get the timestamps open data needs; agenda items their paper.
    sql: (d) => /* sql */ `
    ALTER TABLE ratstermin ADD COLUMN gremium_id INTEGER REFERENCES gremium(id);
    INSERT INTO gremium (name, art)
      SELECT DISTINCT gremium, CASE WHEN gremium = 'Gemeinderat' THEN 'gemeinderat' WHEN gremium LIKE 'Ortschaftsrat%' THEN 'ortschaftsrat' ELSE 'ausschuss' END
      FROM ratstermin WHERE gremium NOT IN (SELECT name FROM gremium);
    UPDATE ratstermin SET gremium_id = (SELECT g.id FROM gremium g WHERE g.name = ratstermin.gremium);
    DROP INDEX ratstermin_gremium_datum;
    ALTER TABLE ratstermin DROP COLUMN gremium;
    CREATE INDEX ratstermin_gremium_datum ON ratstermin (gremium_id, datum);
    ALTER TABLE ratstermin ADD COLUMN erstellt TEXT;
    ALTER TABLE ratstermin ADD COLUMN geaendert TEXT;
    UPDATE ratstermin SET erstellt = ${d.nowIso}, geaendert = ${d.nowIso};

    CREATE TABLE vorlage (
      id ${d.id},
      nummer TEXT NOT NULL UNIQUE,
      titel TEXT NOT NULL,
      art TEXT NOT NULL DEFAULT 'Beschlussvorlage',
      oeffentlich INTEGER NOT NULL DEFAULT 1,
      datum TEXT NOT NULL,
      federfuehrend TEXT,
      sachverhalt TEXT NOT NULL DEFAULT '',
      beschlussvorschlag TEXT,
      erstellt TEXT NOT NULL DEFAULT ${d.nowIso},
      geaendert TEXT NOT NULL DEFAULT ${d.nowIso}
    );
    CREATE TABLE vorlage_dokument (
      vorlage_id INTEGER NOT NULL REFERENCES vorlage(id) ON DELETE CASCADE,
      dokument_id INTEGER NOT NULL REFERENCES dokument(id) ON DELETE CASCADE,
      sortierung INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (vorlage_id, dokument_id)
    ) ${d.withoutRowid};
    CREATE INDEX vorlage_dokument_dokument ON vorlage_dokument (dokument_id);
    ALTER TABLE ratstermin_top ADD COLUMN vorlage_id INTEGER REFERENCES vorlage(id) ON DELETE SET NULL;
    CREATE INDEX ratstermin_top_vorlage ON ratstermin_top (vorlage_id);
    `,
  },
  {
    name: 'ratstermine-3-redaktion',
    // Meetings (with their agenda) and papers on the editorial desk (ADR 44): status, revision and the
    // start of publication (a meeting published ahead is shown from a time on). What exists stays published.
    sql: () => /* sql */ `
    ALTER TABLE ratstermin ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
    ALTER TABLE ratstermin ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE ratstermin ADD COLUMN sichtbar_ab TEXT;
    ALTER TABLE vorlage ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
    ALTER TABLE vorlage ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE vorlage ADD COLUMN sichtbar_ab TEXT;
    `,
  },
  {
    name: 'ratstermine-4-quelle',
    // Council data read from an OParl system (ADR 42): the object's id (its URL) on imported meetings and papers.
    sql: () => /* sql */ `
    ALTER TABLE ratstermin ADD COLUMN quelle TEXT;
    ALTER TABLE vorlage ADD COLUMN quelle TEXT;
    CREATE UNIQUE INDEX ratstermin_quelle ON ratstermin (quelle);
    CREATE UNIQUE INDEX vorlage_quelle ON vorlage (quelle);
    `,
  },
  {
    name: 'ratstermine-5-dateien',
    // The documents of meetings and papers read from an OParl system (ADR 42): found again by their File id.
    sql: () => /* sql */ `
    CREATE TABLE ratsdatei (
      quelle TEXT PRIMARY KEY,
      dokument_id INTEGER NOT NULL REFERENCES dokument(id) ON DELETE CASCADE,
      sha256 TEXT NOT NULL,
      geaendert TEXT
    );
    CREATE INDEX ratsdatei_dokument ON ratsdatei (dokument_id);
    `,
  },
];

/** When a meeting is public (server/cms/visibility.ts). */
export const RATSTERMIN_VISIBILITY = { status: 'ratstermin.status', von: 'ratstermin.sichtbar_ab' } as const;
/** When a paper is public (and readable by council members). */
export const VORLAGE_VISIBILITY = { status: 'vorlage.status', von: 'vorlage.sichtbar_ab' } as const;
