import type { Generated } from 'kysely';
import type { Migration } from '../../../../server/cms/part';

/**
 * Appointments at the Bürgerbüro (ADR 55). `termin_einheit` is the capacity: one row per claimed unit
 * of the time grid, keyed by (day, minute, counter), written in the booking's transaction; the key is
 * what makes a double booking impossible on SQLite and PostgreSQL alike.
 */
export interface TermineTables {
  /** A bookable service, maintained on the desk. */
  termin_dienst: {
    id: Generated<number>;
    schluessel: string;
    name: string;
    /** The Wegweiser procedure whose page lists what to bring, or null. */
    verfahren_id: number | null;
    /** Minutes for the first person. */
    dauer: number;
    /** Minutes for each further person ("für 2 Personen"). */
    dauer_weitere: number;
    /** Most people one appointment takes for this service (1: no combination). */
    personen_max: number;
    /** What to bring beyond the procedure page's list, one item a line. */
    unterlagen: string;
    hinweis: string;
    reihenfolge: number;
    status: Generated<string>;
    revision: Generated<number>;
    sichtbar_ab: string | null;
    geaendert: string | null;
  };
  termin: {
    id: Generated<number>;
    uuid: string;
    tag: string;
    /** Minutes after midnight, Berlin wall clock. */
    beginn: number;
    dauer: number;
    schalter: number;
    /** JSON: [{ id, name, personen }] as booked (the names stay when a service is renamed). */
    dienste: string;
    /** Personal data; null once deleted after the retention period. */
    name: string | null;
    email: string | null;
    telefon: string | null;
    /** 'gebucht' | 'erschienen' | 'erledigt' | 'nicht_erschienen' | 'abgesagt' */
    status: string;
    /** 'online' | 'telefon' */
    quelle: string;
    /** Part of the sealed link: raised when the appointment moves, so the old mail's link stops. */
    link_version: number;
    erstellt: string;
    geaendert: string;
    /** When the reminder was queued. */
    erinnert: string | null;
    /** Who cancelled: 'buerger' | 'sperre' | 'mitarbeiter'; null while not cancelled. */
    abgesagt_von: string | null;
    /** When the personal data was deleted. */
    geloescht: string | null;
  };
  termin_einheit: { tag: string; minute: number; schalter: number; termin_id: number };
  termin_sperre: { id: Generated<number>; tag: string; von: number; bis: number; grund: string; erstellt: string; von_name: string };
}

declare module '../../../../server/cms/schema' {
  /** Its tables join the store's row types (ADR 40). */
  interface Database extends TermineTables {}
}

export const migrations: Migration[] = [
  {
    name: 'termine-1',
    sql: (d) => /* sql */ `
    CREATE TABLE termin_dienst (
      id ${d.id},
      schluessel TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      verfahren_id INTEGER,
      dauer INTEGER NOT NULL CHECK (dauer > 0),
      dauer_weitere INTEGER NOT NULL DEFAULT 0 CHECK (dauer_weitere >= 0),
      personen_max INTEGER NOT NULL DEFAULT 1 CHECK (personen_max >= 1),
      unterlagen TEXT NOT NULL DEFAULT '',
      hinweis TEXT NOT NULL DEFAULT '',
      reihenfolge INTEGER NOT NULL DEFAULT 0,
      status TEXT NOT NULL DEFAULT 'veroeffentlicht',
      revision INTEGER NOT NULL DEFAULT 1,
      sichtbar_ab TEXT,
      geaendert TEXT
    );
    CREATE TABLE termin (
      id ${d.id},
      uuid TEXT NOT NULL UNIQUE,
      tag TEXT NOT NULL,
      beginn INTEGER NOT NULL,
      dauer INTEGER NOT NULL,
      schalter INTEGER NOT NULL,
      dienste TEXT NOT NULL,
      name TEXT,
      email TEXT,
      telefon TEXT,
      status TEXT NOT NULL DEFAULT 'gebucht' CHECK (status IN ('gebucht', 'erschienen', 'erledigt', 'nicht_erschienen', 'abgesagt')),
      quelle TEXT NOT NULL CHECK (quelle IN ('online', 'telefon')),
      link_version INTEGER NOT NULL DEFAULT 1,
      erstellt TEXT NOT NULL,
      geaendert TEXT NOT NULL,
      erinnert TEXT,
      abgesagt_von TEXT,
      geloescht TEXT
    );
    CREATE INDEX termin_tag ON termin (tag, beginn);
    CREATE INDEX termin_email ON termin (email, tag);
    CREATE TABLE termin_einheit (
      tag TEXT NOT NULL,
      minute INTEGER NOT NULL,
      schalter INTEGER NOT NULL,
      termin_id INTEGER NOT NULL REFERENCES termin(id) ON DELETE CASCADE,
      PRIMARY KEY (tag, minute, schalter)
    ) ${d.withoutRowid};
    CREATE INDEX termin_einheit_termin ON termin_einheit (termin_id);
    CREATE TABLE termin_sperre (
      id ${d.id},
      tag TEXT NOT NULL,
      von INTEGER NOT NULL,
      bis INTEGER NOT NULL,
      grund TEXT NOT NULL,
      erstellt TEXT NOT NULL,
      von_name TEXT NOT NULL
    );
    CREATE INDEX termin_sperre_tag ON termin_sperre (tag);
    `,
  },
];
