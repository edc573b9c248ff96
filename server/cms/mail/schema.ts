import type { Generated } from 'kysely';
import type { Migration } from '../store/migrate';

/**
 * The outbox of the whole site (ADR 14, 49): every e-mail the site sends is a row here, written in the
 * transaction of what it tells about, and the delivery worker sends it. The addresses that answered
 * a mail with a permanent refusal (SMTP 5xx) are kept per answer, for the senders that must stop
 * writing to them (the alerts pause an address after three).
 */
export interface PostTables {
  postausgang: {
    id: Generated<number>;
    an: string;
    betreff: string;
    /** The plain text, always. */
    text: string;
    /** The HTML alternative, or null. */
    html: string | null;
    antwort_an: string | null;
    /** Further header lines as a JSON object (List-Unsubscribe, …), or null. */
    kopfzeilen: string | null;
    /** Attachments as a JSON array of { filename, contentType, content }, or null. */
    anhaenge: string | null;
    /** Unique per intended mail (queueing a key again queues nothing), or null. */
    schluessel: string | null;
    /** What the mail belongs to ('eingang:12', 'alert:abfall', …): the inbox, the metrics and deletion read it. */
    bezug: string | null;
    status: Generated<string>;
    versuche: Generated<number>;
    /** When it is due: queued, after a failure the next attempt, while a worker sends it the end of its claim. */
    naechster_versuch: string;
    letzter_fehler: string | null;
    gesendet: string | null;
    erstellt: string;
  };
  /** One row per permanent refusal (SMTP 5xx) of a recipient address. */
  post_abweisung: {
    id: Generated<number>;
    adresse: string;
    zeit: string;
    /** The SMTP answer's code (550, …) and its text. */
    code: number;
    antwort: string;
    /** The mail that was refused (no reference: the mail may be deleted before its refusal). */
    postausgang_id: number | null;
  };
}

export const migrations: Migration[] = [
  {
    // The outbox leaves the inbox's part (it was `eingang_post`, ADR 14): one table for every mail of
    // the site. The queued and sent mails of the submissions move here with `bezug = 'eingang:<id>'`
    // in the same transaction. `eingang_post` stays, empty, for one release: an instance of the
    // previous release still running during a deploy reads it (ADR 20, expand then contract).
    name: 'post-1-postausgang',
    sql: (d) => /* sql */ `
    CREATE TABLE postausgang (
      id ${d.id},
      an TEXT NOT NULL,
      betreff TEXT NOT NULL,
      text TEXT NOT NULL,
      html TEXT,
      antwort_an TEXT,
      kopfzeilen TEXT,
      anhaenge TEXT,
      schluessel TEXT UNIQUE,
      bezug TEXT,
      status TEXT NOT NULL DEFAULT 'wartend' CHECK (status IN ('wartend', 'gesendet', 'aufgegeben')),
      versuche INTEGER NOT NULL DEFAULT 0,
      naechster_versuch TEXT NOT NULL,
      letzter_fehler TEXT,
      gesendet TEXT,
      erstellt TEXT NOT NULL
    );
    CREATE INDEX postausgang_faellig ON postausgang (status, naechster_versuch);
    CREATE INDEX postausgang_bezug ON postausgang (bezug);
    CREATE INDEX postausgang_erstellt ON postausgang (erstellt);
    CREATE TABLE post_abweisung (
      id ${d.id},
      adresse TEXT NOT NULL ${d.nocase},
      zeit TEXT NOT NULL,
      code INTEGER NOT NULL,
      antwort TEXT NOT NULL,
      postausgang_id INTEGER
    );
    CREATE INDEX post_abweisung_adresse ON post_abweisung (adresse, zeit);
    INSERT INTO postausgang (an, betreff, text, antwort_an, bezug, status, versuche, naechster_versuch, letzter_fehler, gesendet, erstellt)
      SELECT an, betreff, text, antwort_an, 'eingang:' || eingang_id, status, versuche, naechster_versuch, letzter_fehler, gesendet, erstellt
      FROM eingang_post ORDER BY id;
    DELETE FROM eingang_post;
    `,
  },
];
