import type { Generated } from 'kysely';
import type { Migration } from '../../../../server/cms/part';

/** Archive topics and their entries (spec §3): public notices, statutes, tenders, and the intranet archive. */
export interface ArchivTables {
  archiv_thema: {
    id: Generated<number>;
    thema: string;
    intranet: number;
    /** The desk's bookkeeping for the intranet's topics (ADR 48); the public ones stay published. */
    status: Generated<string>;
    revision: Generated<number>;
    sichtbar_ab: string | null;
    geaendert: string | null;
  };
  archiv: {
    id: Generated<number>;
    thema_id: number;
    titel: string;
    beschreibung: string | null;
    gueltig_von: string;
    gueltig_bis: string | null;
    /** 'entwurf' or 'veroeffentlicht' (ADR 16); valid from gueltig_von up to gueltig_bis. */
    status: Generated<string>;
    revision: Generated<number>;
  };
}

declare module '../../../../server/cms/schema' {
  /** Its tables join the store's row types (ADR 40). */
  interface Database extends ArchivTables {}
}

/** A notice, statute or tender is public while published, from gueltig_von up to gueltig_bis. */
export const ARCHIV_VISIBILITY = { status: 'archiv.status', von: 'archiv.gueltig_von', bis: 'archiv.gueltig_bis' } as const;

export const migrations: Migration[] = [
  {
    name: 'archiv-1',
    legacyId: 1,
    sql: (d) => /* sql */ `
    CREATE TABLE archiv_thema (
      id ${d.id},
      thema TEXT NOT NULL,
      intranet INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE archiv (
      id ${d.id},
      thema_id INTEGER NOT NULL REFERENCES archiv_thema(id),
      titel TEXT NOT NULL,
      beschreibung TEXT,
      gueltig_von TEXT NOT NULL,
      gueltig_bis TEXT
    );
    CREATE INDEX archiv_thema_idx ON archiv (thema_id);
    `,
  },
  {
    name: 'archiv-2-status',
    // The editorial desk (ADR 16): an entry is a draft or published; revision counts the saves.
    sql: () => /* sql */ `
    ALTER TABLE archiv ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
    ALTER TABLE archiv ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    `,
  },
  {
    name: 'archiv-3-redaktion',
    // The intranet's archive topics on the desk (ADR 48): draft or published, revision, from when shown.
    sql: () => /* sql */ `
    ALTER TABLE archiv_thema ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
    ALTER TABLE archiv_thema ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE archiv_thema ADD COLUMN sichtbar_ab TEXT;
    ALTER TABLE archiv_thema ADD COLUMN geaendert TEXT;
    `,
  },
];
