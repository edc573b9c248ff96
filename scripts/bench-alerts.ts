// First: the town file, before any module that reads its facts (ADR 30).
import '../server/town/boot';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { openDatabase } from '../server/cms/db';
import { sealer } from '../server/session/seal';
import { sendDue, smtpMailer } from '../server/cms/mail';
import { smtpSink } from './smtp-sink';
import { TOWN } from '../shared/site/town';
import type { CmsContext } from '../server/cms/contract/implement';
import { abfallSlot, type ComposeContext } from '../shared/parts/benachrichtigungen/store/compose';

/**
 * `npm run bench -- --alerts`: the waste reminder of one evening for BENCH_SUBSCRIBERS (10,000)
 * confirmed subscribers of 100 streets, composed (text and HTML, sealed links per subscriber) and
 * queued in the core outbox; then the same run again (queues nothing: each mail's key is unique);
 * then the delivery worker sends for BENCH_SECONDS to a local SMTP server that accepts everything.
 * With --postgres on DATABASE_URL (an empty database).
 */
export async function alertsBench(databaseUrl: string | null): Promise<void> {
  const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-bench-alerts-'));
  const store = await openDatabase(databaseUrl ?? path.join(dir, 'musterstadt.db'));
  const tag = '2030-01-15';
  let clock = new Date('2030-01-14T17:00:00Z');
  try {
    const db = store.db;
    await db
      .insertInto('abfallart')
      .values({ id: 9001, key: 'bench-rest', titel: 'Restmüll', kuerzel: 'R', farbe: '#333333', hinweis: '', sortierung: 1 })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await db
      .insertInto('abfuhrbezirk')
      .values({ nr: 9001, titel: 'Bezirk Bench', ortsteil: 'Kernstadt', sichtbar_ab: null, geaendert: null })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await db
      .insertInto('abfuhrtermin')
      .values({ abfuhrbezirk_nr: 9001, abfallart_id: 9001, datum: tag, hinweis: null })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const streets = Array.from({ length: 100 }, (_, i) => ({
      id: 90_001 + i,
      uuid: crypto.randomUUID(),
      name: `Benchstraße ${i + 1}`,
      ortsteil: 'Kernstadt',
      abfuhrbezirk_nr: 9001,
    }));
    await db
      .insertInto('abfall_strasse')
      .values(streets.map((s) => ({ ...s, sichtbar_ab: null, geaendert: null })))
      .execute();
    const iso = clock.toISOString();
    for (let i = 0; i < subscribers; i += 500) {
      const people = Array.from({ length: Math.min(500, subscribers - i) }, (_, k) => ({
        uuid: crypto.randomUUID(),
        email: `abo${i + k}@bench.example.org`,
        erstellt: iso,
        pausiert: null,
        abweisungen_ab: iso,
      }));
      const ids = await db.insertInto('abo_person').values(people).returning('id').execute();
      await db
        .insertInto('abo')
        .values(
          ids.map((r, k) => ({
            person_id: Number(r.id),
            thema: 'abfall',
            bezug: streets[(i + k) % streets.length]!.uuid,
            arten: '',
            uhrzeit: '18:00',
            haeufigkeit: 'sofort',
            status: 'aktiv',
            erstellt: iso,
            bestaetigt: iso,
            beendet: null,
          })),
        )
        .execute();
    }
    const secret = crypto.randomBytes(32).toString('base64url');
    const ctx: ComposeContext = { db, now: () => clock, sealer: (p, o) => sealer(secret, p, o), exclusive: (_n, fn) => fn() };
    clock = new Date('2030-01-14T17:00:30Z');
    const t0 = performance.now();
    const queued = await abfallSlot(ctx, TOWN.origin, tag, '18:00');
    const composeMs = performance.now() - t0;
    const t1 = performance.now();
    const again = await abfallSlot(ctx, TOWN.origin, tag, '18:00');
    const againMs = performance.now() - t1;

    // Delivery to a local SMTP server that accepts every mail.
    const sink = await smtpSink({ maxClients: 50 });
    const mailer = smtpMailer(`smtp://127.0.0.1:${sink.port}`);
    const logger = pino({ level: 'warn' });
    const cms = { db, dialect: store.dialect, now: () => clock } as unknown as CmsContext;
    const t2 = performance.now();
    const end = Date.now() + seconds * 1000;
    while (Date.now() < end && sink.received() < queued) {
      if ((await sendDue(cms, mailer, TOWN.mailSender, logger)) === 0) break;
    }
    const sendMs = performance.now() - t2;
    mailer.close();
    await new Promise<void>((resolve) => sink.server.close(() => resolve()));

    console.log(`\nMaschine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, Node ${process.version}, Last ${os.loadavg()[0]!.toFixed(2)}`);
    console.log(`Datenbank: ${databaseUrl ? 'PostgreSQL' : 'SQLite'}`);
    console.log(`\nAbfall-Erinnerung für ${subscribers} Abonnentinnen und Abonnenten (100 Straßen, ein Abend):`);
    console.log('| Schritt | Mails | Zeit s | Mails/s |');
    console.log('|---|---:|---:|---:|');
    console.log(`| zusammenstellen und in den Postausgang | ${queued} | ${(composeMs / 1000).toFixed(2)} | ${(queued / (composeMs / 1000)).toFixed(0)} |`);
    console.log(`| derselbe Lauf noch einmal (nichts doppelt) | ${again} | ${(againMs / 1000).toFixed(2)} | – |`);
    console.log(
      `| zustellen an einen lokalen SMTP-Server (${seconds} s höchstens) | ${sink.received()} | ${(sendMs / 1000).toFixed(2)} | ${(sink.received() / (sendMs / 1000)).toFixed(0)} |`,
    );
  } finally {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
