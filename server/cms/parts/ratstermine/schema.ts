import type { Migration } from '../../part';

/**
 * Council meetings (Ratstermine): the meetings of the Gemeinderat, its
 * committees and the Ortschaftsräte, their agenda items (Tagesordnungspunkte) and their documents.
 * Documents live in `dokument` like every other download; `ratstermin_dokument` links them.
 */
export interface RatstermineTables {
  ratstermin: {
    id: number;
    /** The body that meets (Gremium), e.g. 'Gemeinderat', 'Technischer Ausschuss'. */
    gremium: string;
    /** '<text>_<id>'; only the id identifies the meeting. */
    slug: string;
    /** Start, Berlin wall clock 'YYYY-MM-DDTHH:mm'. Meetings have no stored end. */
    datum: string;
    /** Room and building. */
    ort: string;
    /** 1 when the meeting has a public part. */
    oeffentlich: number;
  };
  ratstermin_top: {
    ratstermin_id: number;
    /** Running number within the meeting; the non-public part continues the numbering. */
    nr: number;
    titel: string;
    oeffentlich: number;
  };
  ratstermin_dokument: { ratstermin_id: number; dokument_id: number; sortierung: number };
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
];
