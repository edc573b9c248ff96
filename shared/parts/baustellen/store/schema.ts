import type { Generated } from 'kysely';
import type { Migration } from '../../../../server/cms/part';

/** Tables of this part of the CMS (Kysely row types): construction sites, their phases, plots. */
export interface BaustellenTables {
  baustelle: {
    id: number;
    titel: string;
    slug: string;
    strasse: string;
    ortsteil: string;
    beschreibung: string;
    umleitung: string;
    parken: string;
    kontakt_amt_id: number | null;
    bild: string | null;
    bild_alt: string | null;
    status: Generated<string>;
    revision: Generated<number>;
    sichtbar_ab: string | null;
    geaendert: string | null;
  };
  baustelle_phase: {
    id: Generated<number>;
    baustelle_id: number;
    sortierung: number;
    titel: string;
    von: string;
    bis: string;
  };
  flaeche: {
    id: number;
    art: string;
    titel: string;
    slug: string;
    lage: string;
    groesse_qm: number;
    preis_qm: number | null;
    status: string;
    text: string;
    redaktion_status: Generated<string>;
    revision: Generated<number>;
    sichtbar_ab: string | null;
    geaendert: string | null;
  };
}

declare module '../../../../server/cms/schema' {
  /** Its tables join the store's row types (ADR 40). */
  interface Database extends BaustellenTables {}
}

/**
 * Migration 8. A phase stores only its dates: whether it is finished, running or planned is computed
 * from them against today's date in Europe/Berlin, so the status never goes stale.
 */
export const migrations: Migration[] = [
  {
    name: 'baustellen-1',
    legacyId: 8,
    sql: (d) => /* sql */ `
    CREATE TABLE baustelle (
      id ${d.id},
      titel TEXT NOT NULL,
      slug TEXT NOT NULL,
      strasse TEXT NOT NULL,
      ortsteil TEXT NOT NULL CHECK (ortsteil IN ('Kernstadt', 'Bombach', 'Hecklingen', 'Nordweil')),
      beschreibung TEXT NOT NULL DEFAULT '',
      umleitung TEXT NOT NULL DEFAULT '',
      parken TEXT NOT NULL DEFAULT '',
      kontakt_amt_id INTEGER REFERENCES amt(id),
      bild TEXT REFERENCES medium(key),
      bild_alt TEXT
    );
    CREATE INDEX baustelle_ortsteil ON baustelle (ortsteil);
    -- Whole days 'YYYY-MM-DD'; bis is the (planned) last day.
    CREATE TABLE baustelle_phase (
      id ${d.id},
      baustelle_id INTEGER NOT NULL REFERENCES baustelle(id) ON DELETE CASCADE,
      sortierung INTEGER NOT NULL DEFAULT 0,
      titel TEXT NOT NULL,
      von TEXT NOT NULL,
      bis TEXT NOT NULL,
      CHECK (bis >= von)
    );
    CREATE INDEX baustelle_phase_baustelle ON baustelle_phase (baustelle_id, von);
    CREATE TABLE flaeche (
      id ${d.id},
      art TEXT NOT NULL CHECK (art IN ('gewerbe', 'wohnen')),
      titel TEXT NOT NULL,
      slug TEXT NOT NULL,
      lage TEXT NOT NULL,
      groesse_qm INTEGER NOT NULL CHECK (groesse_qm > 0),
      -- Euro per square metre, developed; NULL: price on request.
      preis_qm REAL,
      status TEXT NOT NULL CHECK (status IN ('verfuegbar', 'reserviert', 'verkauft')),
      text TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX flaeche_art ON flaeche (art, status);

    `,
  },
  {
    // The editorial desk (ADR 46): each row a draft or published (what exists stays published), from when it is
    // public (sichtbar_ab, Berlin wall clock; empty: at once), its revision and the time of its last save. A plot's
    // own status (available, reserved, sold) is its marketing state, so its desk status is redaktion_status.
    name: 'baustellen-2-redaktion',
    sql: () => /* sql */ `
    ALTER TABLE baustelle ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
    ALTER TABLE baustelle ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE baustelle ADD COLUMN sichtbar_ab TEXT;
    ALTER TABLE baustelle ADD COLUMN geaendert TEXT;
    ALTER TABLE flaeche ADD COLUMN redaktion_status TEXT NOT NULL DEFAULT 'veroeffentlicht';
    ALTER TABLE flaeche ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE flaeche ADD COLUMN sichtbar_ab TEXT;
    ALTER TABLE flaeche ADD COLUMN geaendert TEXT;
    `,
  },
];
