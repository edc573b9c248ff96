import '../server/town/boot';
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { smtpSink } from './smtp-sink';
import { openDatabase, type OpenedDb } from '../server/cms/db';
import type { CmsContext } from '../server/cms/contract/implement';
import { queueMails, renderMail, sendDue, smtpMailer, type Mailer } from '../server/cms/mail';
import { TOWN } from '../shared/site/town';
import { startPostgres } from './postgres-server';

/**
 * `npx tsx scripts/bench-mail.ts [--postgres]`: how fast the outbox delivers (ADR 49). A test SMTP
 * server in a process of its own accepts everything (BENCH_SMTP_MS: a pause per mail, as a real
 * server takes); BENCH_MAILS rendered mails (default 2,000, HTML with the crest) are queued in one
 * transaction and the worker's `sendDue` delivers them until none waits. Printed: the time to queue,
 * and mails per second for the delivery as it was before (one SMTP connection per mail, one mail at
 * a time) and as it is (a pool of SMTP_CONNECTIONS connections, batches). SQLite by default (a temp
 * file), `--postgres` a durable PostgreSQL server started here. Figures, never pass/fail.
 */
const N = Number(process.env.BENCH_MAILS ?? 2_000);
const SMTP_MS = Number(process.env.BENCH_SMTP_MS ?? 0);

if (process.argv.includes('--smtp')) {
  // The child: a mail server that counts what it accepted.
  const sink = await smtpSink({ maxClients: 100, delayMs: SMTP_MS });
  process.send!({ port: sink.port });
  process.on('message', (m: { count?: boolean }) => {
    if (m.count) process.send!({ count: sink.received() });
  });
} else {
  await main();
}

function ask(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (m: { count: number }) => resolve(m.count));
    child.send({ count: true });
  });
}

/** The old worker's transport: a new connection for every mail. */
function oneConnectionPerMail(url: string): Mailer {
  const transport = nodemailer.createTransport({ url } as never);
  return { send: (mail) => transport.sendMail(mail), close: () => transport.close() };
}

async function main() {
  const child = fork(import.meta.filename, ['--smtp'], { execArgv: ['--import', 'tsx'], env: process.env });
  const port = await new Promise<number>((resolve) => child.once('message', (m: { port: number }) => resolve(m.port)));
  const url = `smtp://127.0.0.1:${port}`;
  const pg = process.argv.includes('--postgres') ? await startPostgres({ durable: true }) : null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-bench-post-'));
  let store: OpenedDb | null = null;
  try {
    if (pg) await pg.admin('CREATE DATABASE bench');
    store = await openDatabase(pg ? pg.url('bench') : path.join(dir, 'bench.db'));
    const db = store.db;
    const ctx = { db, dialect: store.dialect, now: () => new Date() } as unknown as CmsContext;
    const logger = pino({ level: 'silent' });
    console.log(`Postausgang: ${N} Mails, Datenbank ${store.kind}, SMTP-Pause ${SMTP_MS} ms je Mail, Last ${os.loadavg()[0]!.toFixed(1)}`);
    console.log('| Versand | Mails | Sekunden | Mails/s |');
    console.log('|---|---:|---:|---:|');

    const run = async (label: string, mailer: Mailer, options: { batch?: number; parallel?: number }, count: number) => {
      const mails = Array.from({ length: count }, (_, i) => ({
        to: `leser-${i}@example.org`,
        subject: `Morgen wird die Biotonne abgeholt (${i})`,
        ...renderMail(TOWN, {
          title: 'Morgen wird die Biotonne abgeholt',
          paragraphs: ['Guten Tag,', 'morgen, Dienstag, 2. Dezember, wird in der Hauptstraße die Biotonne geleert. Bitte stellen Sie sie bis 6 Uhr bereit.'],
          links: [{ label: 'Abfuhrkalender', href: '/rathaus/abfall/' }],
          footer: [{ label: 'Erinnerung abbestellen', href: `/abmelden/${i}` }],
        }),
        about: `bench:${label}`,
      }));
      const before = await ask(child);
      let t = performance.now();
      await db.transaction().execute((trx) => queueMails(trx, mails, new Date()));
      const queued = (performance.now() - t) / 1000;
      t = performance.now();
      while ((await sendDue(ctx, mailer, 'Stadt <website@musterstadt.de>', logger, options)) > 0) {
        // until none is due
      }
      const seconds = (performance.now() - t) / 1000;
      mailer.close();
      const got = (await ask(child)) - before;
      console.log(`| ${label} | ${got} von ${count} | ${seconds.toFixed(2)} | **${(got / seconds).toFixed(0)}** |`);
      return queued;
    };
    // Before: one mail after the other, each over a new connection (a tenth of the mails is enough).
    await run('vorher: eine Verbindung je Mail, nacheinander', oneConnectionPerMail(url), { batch: 20, parallel: 1 }, Math.max(50, Math.round(N / 10)));
    const queued = await run('jetzt: Pool, Stapel', smtpMailer(url), {}, N);
    console.log(`\nIn die Warteschlange gestellt (eine Transaktion, gerendert): ${N} Mails in ${queued.toFixed(2)} s`);
    console.log(`Maschine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, Node ${process.version}, Last ${os.loadavg()[0]!.toFixed(1)}`);
  } finally {
    await store?.close();
    await pg?.stop();
    child.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
