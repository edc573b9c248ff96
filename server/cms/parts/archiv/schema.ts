import type { Migration } from '../../part';

/** Archive topics and their entries (spec §3): public notices, statutes, tenders, and the intranet archive. */
export interface ArchivTables {
  archiv_thema: { id: number; thema: string; intranet: number };
  archiv: {
    id: number;
    thema_id: number;
    titel: string;
    beschreibung: string | null;
    gueltig_von: string;
    gueltig_bis: string | null;
  };
}

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
];
