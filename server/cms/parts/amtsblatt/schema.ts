import type { Migration } from '../../part';

/** Issues of the weekly gazette (Amtsblatt). */
export interface AmtsblattTables {
  amtsblatt: { id: number; jahr: number; ausgabe: number; datum: string; themen: string; dokument_id: number | null };
}

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
];
