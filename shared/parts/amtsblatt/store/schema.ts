import type { Generated } from 'kysely';
import type { Migration } from '../../../../server/cms/part';

/** Issues of the weekly gazette (Amtsblatt). */
export interface AmtsblattTables {
  amtsblatt: {
    id: Generated<number>;
    jahr: number;
    ausgabe: number;
    datum: string;
    themen: string;
    dokument_id: number | null;
    /** 'entwurf' or 'veroeffentlicht' (ADR 16), shown from sichtbar_ab on (Friday's issue on Friday). */
    status: Generated<string>;
    sichtbar_ab: Generated<string | null>;
    revision: Generated<number>;
  };
}

declare module '../../../../server/cms/schema' {
  /** Its tables join the store's row types (ADR 40). */
  interface Database extends AmtsblattTables {}
}

/** An issue is public while published, from sichtbar_ab on. */
export const AMTSBLATT_VISIBILITY = { status: 'amtsblatt.status', von: 'amtsblatt.sichtbar_ab' } as const;

export const migrations: Migration[] = [
  {
    name: 'amtsblatt-1',
    legacyId: 1,
    sql: (d) => /* sql */ `
    CREATE TABLE amtsblatt (
      id ${d.id},
      jahr INTEGER NOT NULL,
      ausgabe INTEGER NOT NULL,
      datum TEXT NOT NULL,
      themen TEXT NOT NULL,
      dokument_id INTEGER REFERENCES dokument(id),
      UNIQUE (jahr, ausgabe)
    );
    `,
  },
  {
    name: 'amtsblatt-2-status',
    // The editorial desk (ADR 16): an issue is a draft or published, shown from sichtbar_ab on.
    sql: () => /* sql */ `
    ALTER TABLE amtsblatt ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
    ALTER TABLE amtsblatt ADD COLUMN sichtbar_ab TEXT;
    ALTER TABLE amtsblatt ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    `,
  },
];
