import type { Generated } from 'kysely';
import type { Migration } from '../../../../server/cms/part';

/** The warning banner of the header (editorial desk, ADR 16): urgent notices with their validity. */
export interface WarnhinweisTables {
  warnhinweis: {
    id: Generated<number>;
    titel: string;
    text: string;
    link: string | null;
    status: Generated<string>;
    /** Berlin wall clock 'YYYY-MM-DDTHH:mm'; null: from its publication. */
    gueltig_von: string | null;
    gueltig_bis: string;
    revision: Generated<number>;
    geaendert: Generated<string>;
  };
}

declare module '../../../../server/cms/schema' {
  /** Its tables join the store's row types (ADR 40). */
  interface Database extends WarnhinweisTables {}
}

/** A banner is shown while published, from gueltig_von up to gueltig_bis. */
export const WARNHINWEIS_VISIBILITY = { status: 'status', von: 'gueltig_von', bis: 'gueltig_bis' } as const;

export const migrations: Migration[] = [
  {
    name: 'warnhinweis-1',
    sql: (d) => /* sql */ `
    CREATE TABLE warnhinweis (
      id ${d.id},
      titel TEXT NOT NULL,
      text TEXT NOT NULL,
      link TEXT,
      status TEXT NOT NULL DEFAULT 'entwurf',
      gueltig_von TEXT,
      gueltig_bis TEXT NOT NULL,
      revision INTEGER NOT NULL DEFAULT 1,
      geaendert TEXT NOT NULL DEFAULT ${d.nowIso}
    );
    `,
  },
];
