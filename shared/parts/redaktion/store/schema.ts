import type { Migration } from '../../../../server/cms/part';

/**
 * The editorial desk's own records (ADR 16): every save of an item as a revision with its fields,
 * author and time, and the audit log of who published, planned, took back or deleted what and when.
 * The items themselves stay in the tables of their parts.
 */
export interface RedaktionTables {
  redaktion_revision: {
    id: number;
    art: string;
    ref: string;
    nr: number;
    aktion: string;
    status: string;
    titel: string;
    /** The fields as JSON (the form's values). */
    felder: string;
    autor_uuid: string | null;
    autor_name: string;
    zeit: string;
  };
  redaktion_protokoll: {
    id: number;
    zeit: string;
    art: string;
    ref: string;
    titel: string;
    aktion: string;
    hinweis: string | null;
    autor_uuid: string | null;
    autor_name: string;
  };
}

declare module '../../../../server/cms/schema' {
  /** The desk's records join the store's tables (ADR 40): its handlers read `ctx.db` without a cast. */
  interface Database extends RedaktionTables {}
}

export const migrations: Migration[] = [
  {
    name: 'redaktion-1',
    sql: (d) => /* sql */ `
    CREATE TABLE redaktion_revision (
      id ${d.id},
      art TEXT NOT NULL,
      ref TEXT NOT NULL,
      nr INTEGER NOT NULL,
      aktion TEXT NOT NULL,
      status TEXT NOT NULL,
      titel TEXT NOT NULL,
      felder TEXT NOT NULL,
      autor_uuid TEXT,
      autor_name TEXT NOT NULL,
      zeit TEXT NOT NULL,
      UNIQUE (art, ref, nr)
    );
    CREATE TABLE redaktion_protokoll (
      id ${d.id},
      zeit TEXT NOT NULL,
      art TEXT NOT NULL,
      ref TEXT NOT NULL,
      titel TEXT NOT NULL,
      aktion TEXT NOT NULL,
      hinweis TEXT,
      autor_uuid TEXT,
      autor_name TEXT NOT NULL
    );
    CREATE INDEX redaktion_protokoll_zeit ON redaktion_protokoll (zeit);
    `,
  },
];
