import { queueMail, type MailDb } from '../../../../server/cms/mail';

/** A mail of the reports, queued in the caller's transaction; the outbox sends it after the commit. */
export interface MeldungMail {
  /** The submission the mail belongs to: the inbox shows it with the case, and its deletion takes it along. */
  eingangId: number;
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
  /** Unique per intended mail: queued once. */
  key: string;
}

/** Queues the mail into the site's outbox (ADR 49), in the caller's transaction. */
export async function queue(db: MailDb, mail: MeldungMail, now: Date): Promise<void> {
  await queueMail(
    db,
    {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.headers ? { headers: mail.headers } : {}),
      key: mail.key,
      about: `eingang:${mail.eingangId}`,
    },
    now,
  );
}
