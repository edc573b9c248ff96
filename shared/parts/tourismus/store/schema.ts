import type { Generated } from 'kysely';
import type { Migration } from '../../../../server/cms/part';

/**
 * Tables of the tourism part (migration 9): accommodation (Unterkünfte),
 * carnival clubs (Fasnetvereine) with their figures and hiking routes (Wanderwege).
 */
export interface TourismusTables {
  unterkunft: {
    id: number;
    name: string;
    /** 'Hotel' | 'Gasthof' | 'Pension' | 'Ferienwohnung' | 'Campingplatz' (CHECK in the migration). */
    art: string;
    /** DEHOGA or DTV stars 1..5, null when not classified. */
    sterne: number | null;
    adr_location: string;
    adr_street: string;
    adr_zip: string;
    adr_city: string;
    telefon: string;
    email: string | null;
    web: string | null;
    /** Beds (pitches for a campsite). */
    betten: number;
    /** Plain text. */
    text: string;
    /** The editorial desk (ADR 47): 'entwurf' | 'veroeffentlicht', from when public, revision, last save. */
    status: Generated<string>;
    sichtbar_ab: string | null;
    revision: Generated<number>;
    geaendert: string | null;
  };
  fasnetverein: {
    id: number;
    name: string;
    gruendung: number;
    ortsteil: string;
    /** JSON array of the figure and group names, in the club's order. */
    figuren: string;
    /** Simple HTML. */
    text: string;
    web: string | null;
  };
  wanderweg: {
    id: number;
    titel: string;
    /** '<text>_<id>' (slug id, spec §9). */
    slug: string;
    laenge_km: number;
    hoehenmeter: number;
    /** Walking time in minutes. */
    dauer_min: number;
    /** 'leicht' | 'mittel' | 'schwer'. */
    schwierigkeit: string;
    start: string;
    /** WGS 84 position of the starting point, for the map; null when unknown. */
    start_lat: number | null;
    start_lon: number | null;
    /** Simple HTML. */
    text: string;
    /** Tour id in the hiking portal, null when the tour is not there. */
    tourenportal_id: string | null;
    /** The editorial desk (ADR 47): 'entwurf' | 'veroeffentlicht', from when public, revision, last save. */
    status: Generated<string>;
    sichtbar_ab: string | null;
    revision: Generated<number>;
    geaendert: string | null;
  };
}

declare module '../../../../server/cms/schema' {
  /** Its tables join the store's row types (ADR 40). */
  interface Database extends TourismusTables {}
}

export const migrations: Migration[] = [
  {
    name: 'tourismus-1',
    legacyId: 9,
    sql: (d) => /* sql */ `
    CREATE TABLE unterkunft (
      id ${d.id},
      name TEXT NOT NULL,
      art TEXT NOT NULL CHECK (art IN ('Hotel', 'Gasthof', 'Pension', 'Ferienwohnung', 'Campingplatz')),
      sterne INTEGER CHECK (sterne BETWEEN 1 AND 5),
      adr_location TEXT NOT NULL DEFAULT '',
      adr_street TEXT NOT NULL DEFAULT '',
      adr_zip TEXT NOT NULL DEFAULT '',
      adr_city TEXT NOT NULL DEFAULT '',
      telefon TEXT NOT NULL DEFAULT '',
      email TEXT,
      web TEXT,
      betten INTEGER NOT NULL DEFAULT 0,
      text TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX unterkunft_art ON unterkunft (art);

    CREATE TABLE fasnetverein (
      id ${d.id},
      name TEXT NOT NULL,
      gruendung INTEGER NOT NULL,
      ortsteil TEXT NOT NULL,
      figuren TEXT NOT NULL DEFAULT '[]' CHECK (${d.jsonArray('figuren')}),
      text TEXT NOT NULL DEFAULT '',
      web TEXT
    );

    CREATE TABLE wanderweg (
      id ${d.id},
      titel TEXT NOT NULL,
      slug TEXT NOT NULL UNIQUE,
      laenge_km ${d.real} NOT NULL,
      hoehenmeter INTEGER NOT NULL,
      dauer_min INTEGER NOT NULL,
      schwierigkeit TEXT NOT NULL CHECK (schwierigkeit IN ('leicht', 'mittel', 'schwer')),
      start TEXT NOT NULL DEFAULT '',
      start_lat REAL,
      start_lon REAL,
      text TEXT NOT NULL DEFAULT '',
      tourenportal_id TEXT
    );

    `,
  },
  {
    // The editorial desk (ADR 47): each row a draft or published (what exists stays published), from when it is
    // public (sichtbar_ab, Berlin wall clock; empty: at once), its revision and the time of its last save.
    name: 'tourismus-2-redaktion',
    sql: () => /* sql */ `
    ALTER TABLE unterkunft ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
    ALTER TABLE unterkunft ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE unterkunft ADD COLUMN sichtbar_ab TEXT;
    ALTER TABLE unterkunft ADD COLUMN geaendert TEXT;
    ALTER TABLE wanderweg ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
    ALTER TABLE wanderweg ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE wanderweg ADD COLUMN sichtbar_ab TEXT;
    ALTER TABLE wanderweg ADD COLUMN geaendert TEXT;
    `,
  },
];
