import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import { outboxSignal } from './signal';

/**
 * The site's outbox (ADR 14, 49). Whatever the site sends by e-mail (the office's notification of a
 * submission, the citizen's confirmation, staff's answer, an alert) is queued here in the transaction
 * of what it tells about, and the delivery worker (worker.ts) sends it after the commit: a stored
 * thing always has its mail queued, and no mail exists for a thing that was not stored.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain text, always. */
  text: string;
  /** An HTML alternative (renderMail gives both). */
  html?: string;
  replyTo?: string;
  /** Further header lines, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** E.g. an ICS file. */
  attachments?: MailAttachment[];
  /** Unique per intended mail: queueing the same key again queues nothing (exactly-once composition). */
  key?: string;
  /** What the mail belongs to, for the inbox, metrics and deletion: e.g. 'eingang:12', 'termin:4', 'alert:abfall'. */
  about?: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The text (an ICS), or the bytes in base64 with `encoding: 'base64'` (a PDF). */
  content: string;
  encoding?: 'base64';
}

export type MailDb = Kysely<Database> | Transaction<Database>;

/**
 * The header lines of a mail a person can stop with one click (RFC 8058): `url` is an absolute https
 * address whose seal names what ends. A mail program POSTs `List-Unsubscribe=One-Click` to it without
 * cookie or form token, so its route is marked `oneClick` and answers the page itself (200, never a
 * redirect); a GET shows a button and changes nothing (mail scanners follow links).
 */
export const oneClickUnsubscribe = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The states of a queued mail. */
export const MAIL_STATUS = ['wartend', 'gesendet', 'aufgegeben'] as const;
export type MailStatus = (typeof MAIL_STATUS)[number];

/** The PostgreSQL channel on which a commit that queued mail wakes the workers of every instance. */
export const OUTBOX_CHANNEL = 'postausgang';

/** Rows per INSERT: well below the bind-parameter limits of both engines (14 columns). */
const ROWS_PER_STATEMENT = 500;

const LIMITS = { to: 320, subject: 998, about: 200, key: 500 } as const;

function row(mail: OutgoingMail, now: string) {
  if (!mail.to.trim() || mail.to.length > LIMITS.to || /[\r\n]/.test(mail.to)) throw new Error(`Ungültige Empfängeradresse: ${JSON.stringify(mail.to)}`);
  if (/[\r\n]/.test(mail.subject) || mail.subject.length > LIMITS.subject) throw new Error('Ungültiger Betreff (Zeilenumbruch oder zu lang)');
  if (mail.replyTo !== undefined && /[\r\n]/.test(mail.replyTo)) throw new Error('Ungültige Antwortadresse');
  for (const [name, value] of Object.entries(mail.headers ?? {})) {
    if (!/^[!-9;-~]+$/.test(name) || /[\r\n]/.test(value)) throw new Error(`Ungültige Kopfzeile ${JSON.stringify(name)}`);
  }
  if (mail.key !== undefined && (!mail.key || mail.key.length > LIMITS.key)) throw new Error('Ungültiger Schlüssel der Mail');
  if (mail.about !== undefined && mail.about.length > LIMITS.about) throw new Error('Ungültiger Bezug der Mail');
  return {
    an: mail.to.trim(),
    betreff: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    antwort_an: mail.replyTo || null,
    kopfzeilen: mail.headers && Object.keys(mail.headers).length ? JSON.stringify(mail.headers) : null,
    anhaenge: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
    schluessel: mail.key ?? null,
    bezug: mail.about ?? null,
    naechster_versuch: now,
    letzter_fehler: null,
    gesendet: null,
    erstellt: now,
  };
}

const isPostgres = (db: MailDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Wakes the delivery workers. On PostgreSQL a NOTIFY, which the server delivers when the transaction
 * commits (and never when it rolls back) to the worker of every instance; in this process the signal
 * too (SQLite: the worker's next query waits for the writing transaction, so it sees the mail).
 */
async function wake(db: MailDb): Promise<void> {
  if (isPostgres(db)) await sql`SELECT pg_notify(${OUTBOX_CHANNEL}, '')`.execute(db);
  outboxSignal().emit('neu');
}

/**
 * Queues one mail in the caller's transaction (db may be a Kysely transaction); the worker sends it
 * after the commit. A mail with a `key` that was queued before is not queued again (answers false).
 */
export async function queueMail(db: MailDb, mail: OutgoingMail, now: Date): Promise<boolean> {
  return (await queueMails(db, [mail], now)) === 1;
}

/**
 * Queues many mails at once (an alert's run: thousands), one statement per 500; answers how many were
 * queued (mails whose key was queued before are left out).
 */
export async function queueMails(db: MailDb, mails: readonly OutgoingMail[], now: Date): Promise<number> {
  if (!mails.length) return 0;
  const at = now.toISOString();
  const rows = mails.map((m) => row(m, at));
  let queued = 0;
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + ROWS_PER_STATEMENT);
    const r = await db
      .insertInto('postausgang')
      .values(chunk)
      .onConflict((oc) => oc.column('schluessel').doNothing())
      .executeTakeFirst();
    queued += Number(r.numInsertedOrUpdatedRows ?? 0);
  }
  if (queued) await wake(db);
  return queued;
}

/** A queued or sent mail as the inbox and other pages show it. */
export interface MailState {
  id: number;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  /** When the next attempt is due while the mail waits; null otherwise. */
  nextAttempt: string | null;
  lastError: string | null;
  sent: string | null;
  queued: string;
}

/** The mails that belong to `about`, oldest first. */
export async function mailsAbout(db: MailDb, about: string): Promise<MailState[]> {
  const rows = await db
    .selectFrom('postausgang')
    .select(['id', 'an', 'betreff', 'status', 'versuche', 'naechster_versuch', 'letzter_fehler', 'gesendet', 'erstellt'])
    .where('bezug', '=', about)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    to: r.an,
    subject: r.betreff,
    status: (MAIL_STATUS as readonly string[]).includes(r.status) ? (r.status as MailStatus) : 'wartend',
    attempts: Number(r.versuche),
    nextAttempt: r.status === 'wartend' ? r.naechster_versuch : null,
    lastError: r.letzter_fehler,
    sent: r.gesendet,
    queued: r.erstellt,
  }));
}

/** Deletes the mails of things that were deleted (retention): answers how many. */
export async function deleteMailsAbout(db: MailDb, about: readonly string[]): Promise<number> {
  let n = 0;
  for (let i = 0; i < about.length; i += ROWS_PER_STATEMENT) {
    const r = await db
      .deleteFrom('postausgang')
      .where('bezug', 'in', about.slice(i, i + ROWS_PER_STATEMENT))
      .executeTakeFirst();
    n += Number(r.numDeletedRows);
  }
  return n;
}

/**
 * How often the mail server refused `address` permanently (SMTP 5xx for the recipient), since `since`
 * when given. The alerts pause an address after three (ADR 49).
 */
export async function permanentFailures(db: MailDb, address: string, since?: Date): Promise<number> {
  let q = db.selectFrom('post_abweisung').select(sql<number>`COUNT(*)`.as('n')).where('adresse', '=', address.trim());
  if (since) q = q.where('zeit', '>=', since.toISOString());
  const r = await q.executeTakeFirst();
  return Number(r?.n ?? 0);
}
