import os from 'node:os';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import { repeatingJob, type PartJob } from '../part';
import type { CmsContext } from '../contract/implement';
import sharp from 'sharp';
import { OUTBOX_CHANNEL, type MailAttachment } from './outbox';
import { outboxSignal } from './signal';
import { CREST_CID } from './render';
import { loadedTown } from '../../town/boot';

/**
 * The delivery worker (ADR 14, 49): every instance runs one; each claims due mails in batches (one
 * statement; PostgreSQL's FOR UPDATE SKIP LOCKED lets the workers of several instances pass each
 * other's claims), sends them over one pooled SMTP connection set (SMTP_URL, sender SMTP_FROM) several
 * at a time, and marks them sent. A failure is retried with growing pauses (30 s, 1 min, 2 min, … at
 * most 6 h); after MAX_ATTEMPTS the mail is given up and the inbox shows it. A permanent refusal of the
 * recipient (SMTP 5xx) gives the mail up at once and is recorded for the address (post_abweisung).
 * Without SMTP_URL nothing is sent: the mails stay queued and the inbox shows them.
 */
export const MAX_ATTEMPTS = 12;
const FIRST_PAUSE_MS = 30_000;
const LONGEST_PAUSE_MS = 6 * 60 * 60_000;
/** Looked at this often even without news (mails due for a retry, a missed notification). */
const POLL_MS = 60_000;
/** After the PostgreSQL listener's connection broke, it is opened again after this long. */
const RELISTEN_MS = 5_000;

/** The pause before attempt n + 1 after n failed ones. */
export function pauseAfter(failures: number): number {
  return Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** Math.max(0, failures - 1));
}

/** One mail as the worker hands it to the transport. */
export interface SendableMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: Array<MailAttachment | CrestAttachment>;
  messageId?: string;
}

/** The crest inside an HTML mail (render.ts): an inline image, so opening the mail requests nothing. */
interface CrestAttachment {
  filename: string;
  content: Buffer;
  contentType: 'image/png';
  cid: string;
  contentDisposition: 'inline';
}

let crest: Promise<CrestAttachment> | null = null;
/** The town's crest as a PNG of 96 px height (twice the shown size, for sharp screens), made once. */
function crestAttachment(): Promise<CrestAttachment> {
  crest ??= sharp(loadedTown().crest.file, { density: 300 })
    .resize({ height: 96, fit: 'inside' })
    .png({ compressionLevel: 9 })
    .toBuffer()
    .then((content) => ({ filename: 'wappen.png', content, contentType: 'image/png' as const, cid: CREST_CID, contentDisposition: 'inline' as const }));
  return crest;
}

export interface Mailer {
  send(mail: SendableMail): Promise<unknown>;
  close(): void;
}

/** SMTP connections kept open and used at the same time (the town's mail server may limit them). */
export const SMTP_CONNECTIONS = 4;

export function smtpMailer(url: string, connections = SMTP_CONNECTIONS): Mailer {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: connections,
    maxMessages: 500,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  } as never);
  return {
    send: (mail) => transport.sendMail(mail),
    close: () => transport.close(),
  };
}

/**
 * A claim: the claimed mails are not due for anyone else for this long. A worker that dies while
 * sending leaves them to be sent after it; a worker never starts a mail of a claim older than
 * CLAIM_MS - CLAIM_MARGIN_MS, so no mail is sent twice by two living workers.
 */
export const CLAIM_MS = 5 * 60_000;
const CLAIM_MARGIN_MS = 60_000;
/** Mails claimed at once. */
export const BATCH = 100;
/** Sent mails marked in one statement. */
const MARK_EVERY = 25;

interface Row {
  id: number;
  an: string;
  betreff: string;
  text: string;
  html: string | null;
  antwort_an: string | null;
  kopfzeilen: string | null;
  anhaenge: string | null;
  versuche: number;
  erstellt: string;
}

/** Claims up to `n` of the oldest due mails for this worker in one statement. */
async function claim(ctx: CmsContext, n: number): Promise<Row[]> {
  const now = ctx.now();
  // The locking choice runs once, in a CTE. As a subquery of `id IN (…)` PostgreSQL may run it again for
  // every row of the update (a semi-join in a nested loop); each run skips the rows this statement has
  // already claimed and locks the next n, so one claim took every due mail and the other instances none.
  const r = await sql<Row>`
    WITH faellig AS (
      SELECT id FROM postausgang WHERE status = 'wartend' AND naechster_versuch <= ${now.toISOString()}
      ORDER BY id LIMIT ${n}${sql.raw(ctx.dialect.skipLocked)}
    )
    UPDATE postausgang SET naechster_versuch = ${new Date(now.getTime() + CLAIM_MS).toISOString()}
    WHERE id IN (SELECT id FROM faellig) AND status = 'wartend' AND naechster_versuch <= ${now.toISOString()}
    RETURNING id, an, betreff, text, html, antwort_an, kopfzeilen, anhaenge, versuche, erstellt`.execute(ctx.db);
  return r.rows.map((m) => ({ ...m, id: Number(m.id), versuche: Number(m.versuche) })).sort((a, b) => a.id - b.id);
}

/** The sender's domain, for the mails' Message-ID. */
function domainOf(from: string): string {
  const m = /@([^>\s]+)>?\s*$/.exec(from);
  return m?.[1] ?? os.hostname();
}

async function sendable(m: Row, from: string): Promise<SendableMail> {
  const attachments: SendableMail['attachments'] = m.anhaenge ? (JSON.parse(m.anhaenge) as MailAttachment[]) : [];
  if (m.html?.includes(`cid:${CREST_CID}`)) attachments.push(await crestAttachment());
  return {
    from,
    to: m.an,
    subject: m.betreff,
    text: m.text,
    ...(m.html ? { html: m.html } : {}),
    ...(m.antwort_an ? { replyTo: m.antwort_an } : {}),
    ...(m.kopfzeilen ? { headers: JSON.parse(m.kopfzeilen) as Record<string, string> } : {}),
    ...(attachments.length ? { attachments } : {}),
    // The same for every attempt: a receiving system that got a mail twice (a crash between the
    // server's acceptance and the mark) can see that it is one.
    messageId: `<${m.id}.${Date.parse(m.erstellt).toString(36)}@${domainOf(from)}>`,
  };
}

interface SmtpError {
  message?: string;
  responseCode?: number;
  command?: string;
  code?: string;
  response?: string;
}

/**
 * A permanent refusal of this mail by the receiving side: a 5xx answer to the recipient (RCPT TO) or
 * to the message (DATA). A 5xx to the connection, the login or the sender (MAIL FROM) is our own
 * configuration: retried like any other failure, so the mails wait until it is fixed.
 */
export function permanentRefusal(error: unknown): { code: number; answer: string } | null {
  const e = error as SmtpError;
  const code = Number(e?.responseCode);
  if (!(code >= 500 && code < 600)) return null;
  const command = String(e.command ?? '').toUpperCase();
  if (!(command.startsWith('RCPT') || command.startsWith('DATA') || e.code === 'EENVELOPE' || e.code === 'EMESSAGE')) return null;
  if (command.startsWith('MAIL') || command.startsWith('AUTH') || command === 'CONN') return null;
  return {
    code,
    answer: String(e.response ?? e.message ?? '')
      .replace(/\s+/g, ' ')
      .slice(0, 300),
  };
}

/**
 * Sends what is due now (at most a batch, several at once over the pool); answers how many mails it
 * handled. Sent mails are marked in groups as they are accepted.
 */
export async function sendDue(ctx: CmsContext, mailer: Mailer, from: string, logger: Logger, o: { batch?: number; parallel?: number } = {}): Promise<number> {
  const db = ctx.db;
  const mails = await claim(ctx, o.batch ?? BATCH);
  if (!mails.length) return 0;
  const claimed = Date.now();
  let sent: Row[] = [];
  let marking: Promise<void> = Promise.resolve();
  const mark = () => {
    if (!sent.length) return marking;
    const group = sent;
    sent = [];
    const at = ctx.now().toISOString();
    marking = marking.then(async () => {
      await db
        .updateTable('postausgang')
        .set((eb) => ({ status: 'gesendet', versuche: eb('versuche', '+', 1), gesendet: at, letzter_fehler: null }))
        .where(
          'id',
          'in',
          group.map((m) => m.id),
        )
        .execute();
    });
    return marking;
  };

  const failed = async (mail: Row, error: unknown) => {
    const versuche = mail.versuche + 1;
    const refusal = permanentRefusal(error);
    const aufgeben = !!refusal || versuche >= MAX_ATTEMPTS;
    const message = String((error as Error)?.message ?? error)
      .replace(/\s+/g, ' ')
      .slice(0, 300);
    const at = ctx.now();
    await db
      .updateTable('postausgang')
      .set({
        versuche,
        letzter_fehler: message,
        naechster_versuch: new Date(at.getTime() + pauseAfter(versuche)).toISOString(),
        ...(aufgeben ? { status: 'aufgegeben' } : {}),
      })
      .where('id', '=', mail.id)
      .execute();
    if (refusal) {
      await db
        .insertInto('post_abweisung')
        .values({ adresse: mail.an, zeit: at.toISOString(), code: refusal.code, antwort: refusal.answer, postausgang_id: mail.id })
        .execute();
    }
    logger[aufgeben ? 'error' : 'warn'](
      { mail: mail.id, versuche, err: message, ...(refusal ? { code: refusal.code } : {}) },
      refusal ? 'E-Mail vom Empfänger dauerhaft abgewiesen' : aufgeben ? 'E-Mail endgültig nicht zugestellt' : 'E-Mail nicht zugestellt, neuer Versuch folgt',
    );
  };

  let next = 0;
  let handled = 0;
  const lane = async () => {
    while (next < mails.length) {
      // Never start a mail whose claim may run out while it is being sent: the rest is due again after the claim.
      if (Date.now() - claimed > CLAIM_MS - CLAIM_MARGIN_MS) return;
      const mail = mails[next++]!;
      handled += 1;
      try {
        await mailer.send(await sendable(mail, from));
        sent.push(mail);
        if (sent.length >= MARK_EVERY) void mark();
      } catch (error) {
        await failed(mail, error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(o.parallel ?? SMTP_CONNECTIONS, mails.length)) }, lane));
  await mark();
  return handled;
}

/** When the next queued mail is due (ms from now), or null when none waits. */
async function nextDue(ctx: CmsContext): Promise<number | null> {
  const row = await ctx.db
    .selectFrom('postausgang')
    .select('naechster_versuch')
    .where('status', '=', 'wartend')
    .orderBy('naechster_versuch')
    .limit(1)
    .executeTakeFirst();
  return row ? Math.max(0, new Date(row.naechster_versuch).getTime() - ctx.now().getTime()) : null;
}

/**
 * On PostgreSQL: a connection of its own that LISTENs for the NOTIFY of a commit that queued mail
 * (outbox.ts), so the worker of every instance wakes at once. A broken connection is opened again;
 * meanwhile the poll finds the mails.
 */
function listen(url: string, wake: () => void, logger: Logger): { stop(): Promise<void> } {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const open = async () => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url, keepAlive: true, application_name: 'musterstadt-postausgang' });
    client = c;
    const again = (error?: Error) => {
      if (client !== c) return;
      client = null;
      c.removeAllListeners('notification');
      void c.end().catch(() => {});
      if (stopped) return;
      if (error) logger.warn({ err: error }, 'Postausgang: Verbindung zum Warten auf neue Mails verloren; sie wird neu geöffnet');
      timer = setTimeout(() => void open(), RELISTEN_MS);
      timer.unref();
      // Whatever was queued meanwhile is found now.
      wake();
    };
    c.on('error', again);
    c.on('end', () => again());
    c.on('notification', () => wake());
    try {
      await c.connect();
      await c.query(`LISTEN ${OUTBOX_CHANNEL}`);
      if (stopped) await c.end();
    } catch (error) {
      again(error as Error);
    }
  };
  void open();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

/**
 * Runs `task` one at a time. A call while it runs makes it run once more right after, however late
 * in the run the call came: the outbox's wake-up for a new mail may arrive while the run is already
 * asking when the next mail is due, and that question may not see the new mail yet. Without the
 * second run the mail waited for the next poll (a minute).
 */
export function serialRunner(task: () => Promise<void>): { run(): void; idle(): Promise<void> } {
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): void => {
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = task()
      .catch(() => undefined)
      .finally(() => {
        running = null;
        if (again) run();
      });
  };
  return {
    run,
    async idle() {
      while (running) await running;
    },
  };
}

export const outboxJob: PartJob = {
  name: 'postausgang',
  start(ctx, { config, logger }) {
    if (!config.smtpUrl) {
      logger.info('SMTP_URL ist nicht gesetzt: E-Mails bleiben im Postausgang und sind im Eingangskorb sichtbar');
      return { stop: async () => {} };
    }
    const mailer = smtpMailer(config.smtpUrl);
    const signal = outboxSignal();
    let timer: NodeJS.Timeout | null = null;
    let stopped = false;

    const schedule = (ms: number) => {
      if (stopped) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(run, Math.min(ms, POLL_MS));
      timer.unref();
    };
    const runner = serialRunner(async () => {
      if (stopped) return;
      try {
        while (!stopped && (await sendDue(ctx, mailer, config.smtpFrom, logger)) > 0) {
          // A batch was handled: there may be more.
        }
        const next = await nextDue(ctx);
        schedule(next ?? POLL_MS);
      } catch (error) {
        logger.error({ err: error }, 'Postausgang: Fehler beim Senden');
        schedule(POLL_MS);
      }
    });
    function run(): void {
      if (!stopped) runner.run();
    }
    const onNew = () => run();
    signal.on('neu', onNew);
    const listener = ctx.dialect.name === 'postgres' && config.databaseUrl ? listen(config.databaseUrl, run, logger) : null;
    run();
    return {
      async stop() {
        stopped = true;
        signal.off('neu', onNew);
        if (timer) clearTimeout(timer);
        await listener?.stop();
        await runner.idle();
        mailer.close();
      },
    };
  },
};

/** The permanent refusals of an address are kept this long (the privacy page says so). */
export const REFUSAL_RETENTION_DAYS = 180;

/** Deletes refusals older than REFUSAL_RETENTION_DAYS; answers how many. */
export async function forgetRefusals(ctx: Pick<CmsContext, 'db' | 'now'>): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - REFUSAL_RETENTION_DAYS * 86_400_000).toISOString();
  const r = await ctx.db.deleteFrom('post_abweisung').where('zeit', '<', cutoff).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export const refusalsJob: PartJob = repeatingJob({
  name: 'post-abweisungen',
  everyMs: 6 * 60 * 60_000,
  async work(ctx, { logger }) {
    const n = await forgetRefusals(ctx);
    if (n) logger.info({ n }, 'Abgewiesene Adressen nach Ablauf der Frist gelöscht');
  },
  failed: 'Löschen alter Abweisungen fehlgeschlagen',
  level: 'warn',
});
