import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../../server/cms/schema';

/** A mail of the reports, queued in the caller's transaction; the outbox sends it after the commit. */
export interface MeldungMail {
  /** The submission the mail belongs to (the inbox shows it with the submission). */
  eingangId: number;
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
  /** Unique per intended mail: queued once. */
  key: string;
}

/** Queues the mail into the submissions' outbox (ADR 14), in the caller's transaction. */
export async function queue(db: Kysely<Database> | Transaction<Database>, mail: MeldungMail, now: Date): Promise<void> {
  const zeit = now.toISOString();
  await db
    .insertInto('eingang_post')
    .values({
      eingang_id: mail.eingangId,
      an: mail.to,
      betreff: mail.subject,
      text: mail.text,
      antwort_an: null,
      naechster_versuch: zeit,
      letzter_fehler: null,
      gesendet: null,
      erstellt: zeit,
    })
    .execute();
}
