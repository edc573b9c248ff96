import type { Generated } from 'kysely';
import type { Migration } from '../../../../server/cms/part';

/** Events and their categories. Dates are Berlin wall-clock strings. */
export interface VeranstaltungenTables {
  /** Events (migration 4). Dates are Berlin wall-clock strings. */
  veranstaltung: {
    id: Generated<number>;
    titel: string;
    slug: string;
    datum_von: string;
    datum_bis: string | null;
    ort_location: string;
    ort_street: string;
    ort_zip: string;
    ort_city: string;
    veranstalter: string;
    text: string;
    bild: string | null;
    bild_alt: string | null;
    eintritt: string | null;
    barrierefrei: number | null;
    link: string | null;
    /** 'entwurf' or 'veroeffentlicht' (public from sichtbar_ab on, ADR 16). */
    status: Generated<string>;
    /** Berlin wall clock from which a published event is shown; null: at once. */
    sichtbar_ab: string | null;
    revision: Generated<number>;
    /** The id of an imported event in its feed (UID, or 'UID|RECURRENCE-ID'); null for the desk's own (ADR 42). */
    quelle: Generated<string | null>;
    /** The revision the last import wrote: a higher one means the event was edited on the desk since. */
    quelle_revision: Generated<number | null>;
    /** The calendar an imported event came from (its address, else its name or file name): a feed removes only its own events. */
    quelle_kalender: Generated<string | null>;
  };
  veranstaltung_rubrik: { id: number; titel: string };
  veranstaltung_zu_rubrik: { veranstaltung_id: number; rubrik_id: number; sortierung: number };
}

declare module '../../../../server/cms/schema' {
  /** Its tables join the store's row types (ADR 40). */
  interface Database extends VeranstaltungenTables {}
}

/** An event is public while published, from sichtbar_ab on (its own dates say when it takes place). */
export const EVENT_VISIBILITY = { status: 'veranstaltung.status', von: 'veranstaltung.sichtbar_ab' } as const;

export const migrations: Migration[] = [
  {
    name: 'veranstaltungen-1',
    legacyId: 4,
    sql: (d) => /* sql */ `
    CREATE TABLE veranstaltung_rubrik (
      id ${d.id},
      titel TEXT NOT NULL
    );
    CREATE TABLE veranstaltung (
      id ${d.id},
      titel TEXT NOT NULL,
      slug TEXT NOT NULL,
      datum_von TEXT NOT NULL,
      datum_bis TEXT,
      ort_location TEXT NOT NULL DEFAULT '',
      ort_street TEXT NOT NULL DEFAULT '',
      ort_zip TEXT NOT NULL DEFAULT '',
      ort_city TEXT NOT NULL DEFAULT '',
      veranstalter TEXT NOT NULL DEFAULT '',
      text TEXT NOT NULL DEFAULT '',
      bild TEXT REFERENCES medium(key),
      bild_alt TEXT,
      eintritt TEXT,
      barrierefrei INTEGER,
      link TEXT
    );
    CREATE INDEX veranstaltung_datum ON veranstaltung (datum_von);
    CREATE TABLE veranstaltung_zu_rubrik (
      veranstaltung_id INTEGER NOT NULL REFERENCES veranstaltung(id) ON DELETE CASCADE,
      rubrik_id INTEGER NOT NULL REFERENCES veranstaltung_rubrik(id),
      sortierung INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (veranstaltung_id, rubrik_id)
    );
    CREATE INDEX veranstaltung_zu_rubrik_rubrik ON veranstaltung_zu_rubrik (rubrik_id);

    `,
  },
  {
    name: 'veranstaltungen-2-status',
    // The editorial desk (ADR 16): draft or published, shown from sichtbar_ab on; revision counts the saves.
    sql: () => /* sql */ `
    ALTER TABLE veranstaltung ADD COLUMN status TEXT NOT NULL DEFAULT 'veroeffentlicht';
    ALTER TABLE veranstaltung ADD COLUMN sichtbar_ab TEXT;
    ALTER TABLE veranstaltung ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    `,
  },
  {
    name: 'veranstaltungen-3-quelle',
    // Imports from an events feed (ADR 42): the feed's id of an event, and the revision the import wrote.
    sql: () => /* sql */ `
    ALTER TABLE veranstaltung ADD COLUMN quelle TEXT;
    ALTER TABLE veranstaltung ADD COLUMN quelle_revision INTEGER;
    CREATE UNIQUE INDEX veranstaltung_quelle ON veranstaltung (quelle);
    `,
  },
  {
    name: 'veranstaltungen-4-kalender',
    // A town may import several calendars (the region's, the tourist office's): each removes only its own events.
    sql: () => /* sql */ `
    ALTER TABLE veranstaltung ADD COLUMN quelle_kalender TEXT;
    `,
  },
];
