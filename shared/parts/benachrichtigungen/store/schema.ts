import type { Generated } from 'kysely';
import type { Migration } from '../../../../server/cms/part';

/**
 * E-mail alerts without an account (ADR 50): the people (one row per address), their subscriptions,
 * and the occurrences found in the content that subscribers are told about.
 */
export interface BenachrichtigungenTables {
  abo_person: {
    id: Generated<number>;
    /** Random; what the sealed links name (never the row id, never the address). */
    uuid: string;
    /** Lower case. */
    email: string;
    erstellt: string;
    /** Set after PAUSE_NACH_FEHLERN permanent refusals: nothing is sent until the person confirms a subscription again. */
    pausiert: string | null;
    /** Refusals count from here: the last confirmation (it shows the address works). */
    abweisungen_ab: string | null;
  };
  abo: {
    id: Generated<number>;
    person_id: number;
    /** THEMEN */
    thema: string;
    /** What of the topic: the street's uuid, the news category's key, the body's id, the district, the event category's id; '' for the gazette. */
    bezug: string;
    /** Waste: the bin types' keys, comma-separated; '' = all. */
    arten: Generated<string>;
    /** Waste: the evening-before time, 'HH:mm'. */
    uhrzeit: string | null;
    haeufigkeit: Generated<string>;
    /** 'offen' (waiting for the confirmation) | 'aktiv' | 'beendet'. */
    status: Generated<string>;
    erstellt: string;
    bestaetigt: string | null;
    beendet: string | null;
  };
  abo_ereignis: {
    id: Generated<number>;
    /** What it is: 'nachricht:12', 'sitzung:7', 'sitzungsdokument:7:31', …; once per topic reference (an event in two categories is two rows). */
    schluessel: string;
    thema: string;
    bezug: string;
    titel: string;
    text: string;
    /** Site path of its page. */
    link: string;
    erstellt: string;
    /** 0: found when alerts began (or already known), told nobody; 1: to be told. */
    melden: Generated<number>;
    /** When the immediate mails were queued; null while they are due. */
    versandt: string | null;
  };
  /** Runs done once (a waste-reminder slot of one evening, one day's digest): name → when. */
  abo_lauf: { name: string; zeit: string };
}

declare module '../../../../server/cms/schema' {
  /** Its tables join the store's row types (ADR 40). */
  interface Database extends BenachrichtigungenTables {}
}

export const migrations: Migration[] = [
  {
    name: 'benachrichtigungen-1',
    sql: (d) => /* sql */ `
    CREATE TABLE abo_person (
      id ${d.id},
      uuid TEXT NOT NULL UNIQUE,
      email TEXT NOT NULL UNIQUE,
      erstellt TEXT NOT NULL,
      pausiert TEXT,
      abweisungen_ab TEXT
    );
    CREATE TABLE abo (
      id ${d.id},
      person_id INTEGER NOT NULL REFERENCES abo_person(id) ON DELETE CASCADE,
      thema TEXT NOT NULL,
      bezug TEXT NOT NULL DEFAULT '',
      arten TEXT NOT NULL DEFAULT '',
      uhrzeit TEXT,
      haeufigkeit TEXT NOT NULL DEFAULT 'sofort',
      status TEXT NOT NULL DEFAULT 'offen',
      erstellt TEXT NOT NULL,
      bestaetigt TEXT,
      beendet TEXT
    );
    CREATE INDEX abo_thema ON abo (thema, status, bezug);
    CREATE INDEX abo_person_id ON abo (person_id);
    CREATE TABLE abo_ereignis (
      id ${d.id},
      schluessel TEXT NOT NULL,
      thema TEXT NOT NULL,
      bezug TEXT NOT NULL,
      titel TEXT NOT NULL,
      text TEXT NOT NULL DEFAULT '',
      link TEXT NOT NULL,
      erstellt TEXT NOT NULL,
      melden INTEGER NOT NULL DEFAULT 0,
      versandt TEXT,
      UNIQUE (schluessel, bezug)
    );
    CREATE INDEX abo_ereignis_erstellt ON abo_ereignis (erstellt);
    CREATE TABLE abo_lauf (
      name TEXT PRIMARY KEY,
      zeit TEXT NOT NULL
    );
    `,
  },
];
