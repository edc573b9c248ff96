import nodemailer from 'nodemailer';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { PartJob } from '../../../../server/cms/part';
import type { CmsContext } from '../../../../server/cms/contract/implement';
import { outboxSignal } from './signal';

/**
 * The outbox (ADR 14): every submission queues the e-mail to its office in the same transaction that
 * stores it; this worker sends the queued mails over SMTP (SMTP_URL) with nodemailer, one after the
 * other, and marks each sent. A failure is retried with growing pauses (30 s, 1 min, 2 min, … at most
 * 6 h); after MAX_ATTEMPTS the mail is given up and the inbox shows it. The citizen's answer never
 * waits for any of this. Without SMTP_URL nothing is sent: the mails stay queued and the inbox shows
 * them.
 */
export const MAX_ATTEMPTS = 12;
const FIRST_PAUSE_MS = 30_000;
const LONGEST_PAUSE_MS = 6 * 60 * 60_000;
/** Looked at this often even without news (mails due for a retry). */
const POLL_MS = 60_000;

/** The pause before attempt n + 1 after n failed ones. */
export function pauseAfter(failures: number): number {
  return Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** Math.max(0, failures - 1));
}

export interface Mailer {
  send(mail: { from: string; to: string; subject: string; text: string; replyTo?: string }): Promise<unknown>;
  close(): void;
}

function smtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 } as never);
  return {
    send: (mail) => transport.sendMail(mail),
    close: () => transport.close(),
  };
}

/**
 * A mail being sent is not due again for this long: the claim of one worker. A worker that dies while
 * sending leaves the mail to be sent again after it (at least once, ADR 14).
 */
export const CLAIM_MS = 5 * 60_000;
const BATCH = 20;

interface Mail {
  id: number;
  an: string;
  betreff: string;
  text: string;
  antwort_an: string | null;
  versuche: number;
}

/**
 * Claims the oldest due mail for this worker: one statement moves its next attempt past the claim, so
 * no other worker of any instance takes it meanwhile (PostgreSQL: FOR UPDATE SKIP LOCKED, so workers
 * pass each other's claims without waiting; SQLite has one writer at a time).
 */
async function claim(ctx: CmsContext): Promise<Mail | null> {
  const now = ctx.now();
  const r = await sql<Mail>`
    UPDATE eingang_post SET naechster_versuch = ${new Date(now.getTime() + CLAIM_MS).toISOString()}
    WHERE id = (
      SELECT id FROM eingang_post WHERE status = 'wartend' AND naechster_versuch <= ${now.toISOString()}
      ORDER BY id LIMIT 1${sql.raw(ctx.dialect.skipLocked)}
    ) AND status = 'wartend' AND naechster_versuch <= ${now.toISOString()}
    RETURNING *`.execute(ctx.db);
  const mail = r.rows[0];
  return mail ? { ...mail, id: Number(mail.id), versuche: Number(mail.versuche) } : null;
}

/** Sends what is due now (at most a batch); answers how many mails it handled. */
export async function sendDue(ctx: CmsContext, mailer: Mailer, from: string, logger: Logger): Promise<number> {
  const db = ctx.db;
  let handled = 0;
  for (let mail = await claim(ctx); mail; mail = handled < BATCH ? await claim(ctx) : null) {
    handled += 1;
    try {
      await mailer.send({ from, to: mail.an, subject: mail.betreff, text: mail.text, ...(mail.antwort_an ? { replyTo: mail.antwort_an } : {}) });
      await db
        .updateTable('eingang_post')
        .set({ status: 'gesendet', versuche: mail.versuche + 1, gesendet: ctx.now().toISOString(), letzter_fehler: null })
        .where('id', '=', mail.id)
        .execute();
    } catch (error) {
      const versuche = mail.versuche + 1;
      const aufgeben = versuche >= MAX_ATTEMPTS;
      const message = String((error as Error).message ?? error)
        .replace(/\s+/g, ' ')
        .slice(0, 300);
      await db
        .updateTable('eingang_post')
        .set({
          versuche,
          letzter_fehler: message,
          naechster_versuch: new Date(ctx.now().getTime() + pauseAfter(versuche)).toISOString(),
          ...(aufgeben ? { status: 'aufgegeben' } : {}),
        })
        .where('id', '=', mail.id)
        .execute();
      logger[aufgeben ? 'error' : 'warn'](
        { mail: mail.id, versuche, err: message },
        aufgeben ? 'E-Mail endgültig nicht zugestellt' : 'E-Mail nicht zugestellt, neuer Versuch folgt',
      );
    }
  }
  return handled;
}

/** When the next queued mail is due (ms from now), or null when none waits. */
async function nextDue(ctx: CmsContext): Promise<number | null> {
  const db = ctx.db;
  const row = await db
    .selectFrom('eingang_post')
    .select('naechster_versuch')
    .where('status', '=', 'wartend')
    .orderBy('naechster_versuch')
    .limit(1)
    .executeTakeFirst();
  return row ? Math.max(0, new Date(row.naechster_versuch).getTime() - ctx.now().getTime()) : null;
}

export const outboxJob: PartJob = {
  name: 'postausgang',
  start(ctx, { config, logger }) {
    if (!config.smtpUrl) {
      logger.info('SMTP_URL ist nicht gesetzt: Benachrichtigungen bleiben im Postausgang und sind im Eingangskorb sichtbar');
      return { stop: async () => {} };
    }
    const mailer = smtpMailer(config.smtpUrl);
    const signal = outboxSignal(ctx.db);
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    let again = false;
    let stopped = false;

    const schedule = (ms: number) => {
      if (stopped) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(run, Math.min(ms, POLL_MS));
      timer.unref();
    };
    function run(): void {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        try {
          do {
            again = false;
            while (!stopped && (await sendDue(ctx, mailer, config.smtpFrom, logger)) > 0) {
              // A full batch: there may be more.
            }
          } while (again && !stopped);
          const next = await nextDue(ctx);
          schedule(next ?? POLL_MS);
        } catch (error) {
          logger.error({ err: error }, 'Postausgang: Fehler beim Senden');
          schedule(POLL_MS);
        } finally {
          running = null;
        }
      })();
    }
    const onNew = () => run();
    signal.on('neu', onNew);
    run();
    return {
      async stop() {
        stopped = true;
        signal.off('neu', onNew);
        if (timer) clearTimeout(timer);
        await running;
        mailer.close();
      },
    };
  },
};
