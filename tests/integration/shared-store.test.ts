import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDataDir } from '../helpers/app';
import { createTestDatabase, firstRow, postgresContext } from '../helpers/store';
import { openDatabase, type OpenedDb } from '../../server/cms/db';
import type { CmsContext } from '../../server/cms/contract/implement';
import { counterStore } from '../../shared/parts/drossel/store/store';
import { CLAIM_MS, queueMails, sendDue, type Mailer } from '../../server/cms/mail';
import { FREE_FAILURES, Throttle, WINDOW_MS, type ThrottleDecision } from '../../server/session/throttle';

/**
 * What instances share through the store (ADR 20), on both stores: the login throttle's counts, the
 * per-address windows, the outbox's claims and the exclusive lock. On PostgreSQL "two instances" are
 * two connection pools on one database, as two processes would have; SQLite belongs to one process,
 * where both sides share one connection.
 */
let dataDir = '';
let a: OpenedDb;
let b: OpenedDb;
let drop: (() => Promise<void>) | null = null;

beforeAll(async () => {
  dataDir = tempDataDir();
  const pg = postgresContext();
  if (pg) {
    const database = await createTestDatabase(pg, 'leer');
    drop = database.drop;
    a = await openDatabase(database.url);
    b = await openDatabase(database.url, { migrate: false });
  } else {
    a = await openDatabase(path.join(dataDir, 'musterstadt.db'));
    b = a;
  }
});

afterAll(async () => {
  if (b !== a) await b?.close();
  await a?.close();
  await drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A clock the test moves. */
function clock(start = Date.parse('2026-11-27T10:00:00Z')) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

const throttleOn = (store: OpenedDb, now: () => number) => new Throttle(counterStore(store.db, store.dialect), 'test-geheimnis', now);
const waits = (d: ThrottleDecision) => ('attempt' in d ? 0 : d.wait);

describe('login throttle across instances', () => {
  it('counts the failures of one account and address on both, and lets it wait on either', async () => {
    const c = clock();
    const one = throttleOn(a, c.now);
    const two = throttleOn(b, c.now);
    for (let i = 0; i < FREE_FAILURES; i++) expect(waits(await (i % 2 ? two : one).begin('erika@musterstadt.de', '192.0.2.1'))).toBe(0);
    expect(waits(await two.begin('erika@musterstadt.de', '192.0.2.1'))).toBe(30);
    expect(waits(await one.begin('Erika@Musterstadt.de ', '192.0.2.1'))).toBe(30);
    // Nobody can lock out another person: the right address of the owner still gets its check.
    const owner = await two.begin('erika@musterstadt.de', '198.51.100.7');
    expect(waits(owner)).toBe(0);
    if ('attempt' in owner) await owner.attempt.succeeded();
    c.advance(31_000);
    expect(waits(await one.begin('erika@musterstadt.de', '192.0.2.1'))).toBe(0);
    expect(waits(await two.begin('erika@musterstadt.de', '192.0.2.1'))).toBe(60);
    // Counts decay after the window.
    c.advance(WINDOW_MS + 1);
    expect(waits(await two.begin('erika@musterstadt.de', '192.0.2.1'))).toBe(0);
  });

  it('lets exactly five of forty parallel attempts on two instances reach the check', async () => {
    const c = clock();
    const one = throttleOn(a, c.now);
    const two = throttleOn(b, c.now);
    const decisions = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? two : one).begin('jonas@musterstadt.de', '203.0.113.9')));
    expect(decisions.filter((d) => 'attempt' in d)).toHaveLength(FREE_FAILURES);
  });

  it('forgets the pair on success and does not count an abandoned check', async () => {
    const c = clock();
    const one = throttleOn(a, c.now);
    const two = throttleOn(b, c.now);
    for (let i = 0; i < FREE_FAILURES - 1; i++) await one.begin('paul@musterstadt.de', '192.0.2.50');
    const ok = await two.begin('paul@musterstadt.de', '192.0.2.50');
    if (!('attempt' in ok)) throw new Error('erwartet: Versuch');
    await ok.attempt.succeeded();
    for (let i = 0; i < FREE_FAILURES - 1; i++) expect(waits(await one.begin('paul@musterstadt.de', '192.0.2.50'))).toBe(0);
    const lost = await two.begin('paul@musterstadt.de', '192.0.2.50');
    if (!('attempt' in lost)) throw new Error('erwartet: Versuch');
    await lost.attempt.abandoned();
    expect(waits(await one.begin('paul@musterstadt.de', '192.0.2.50'))).toBe(0);
    expect(waits(await two.begin('paul@musterstadt.de', '192.0.2.50'))).toBe(30);
  });

  it('keeps no e-mail address and no client address in the store', async () => {
    const rows = await a.raw.query<{ schluessel: string }>('SELECT schluessel FROM drossel_fehler');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => /@|192\.0\.2|musterstadt/.test(r.schluessel))).toEqual([]);
  });
});

describe('clean-up of old counts', () => {
  it('deletes failures older than the limit and windows that have ended, and keeps the rest', async () => {
    const store = counterStore(a.db, a.dialect);
    const t = Date.parse('2026-11-27T12:00:00Z');
    await a.raw.query('INSERT INTO drossel_fehler (schluessel, fehler, letzter) VALUES (?, 3, ?), (?, 3, ?)', ['alt', t - 3 * 3_600_000, 'frisch', t - 60_000]);
    await a.raw.query('INSERT INTO drossel_fenster (schluessel, anzahl, seit, bis) VALUES (?, 2, ?, ?), (?, 2, ?, ?)', [
      'vorbei',
      t - 700_000,
      t - 100_000,
      'offen',
      t - 60_000,
      t + 540_000,
    ]);
    await store.sweep(t - 2 * 3_600_000, t);
    expect(
      (await a.raw.query<{ schluessel: string }>("SELECT schluessel FROM drossel_fehler WHERE schluessel IN ('alt', 'frisch')")).map((r) => r.schluessel),
    ).toEqual(['frisch']);
    expect(
      (await a.raw.query<{ schluessel: string }>("SELECT schluessel FROM drossel_fenster WHERE schluessel IN ('vorbei', 'offen')")).map((r) => r.schluessel),
    ).toEqual(['offen']);
  });
});

describe('per-address windows across instances', () => {
  it('counts submissions of one address on both instances within one window', async () => {
    const c = clock();
    const one = throttleOn(a, c.now);
    const two = throttleOn(b, c.now);
    expect(await one.perWindow('formulare|192.0.2.7', 3, 600_000)).toBe(0);
    expect(await two.perWindow('formulare|192.0.2.7', 3, 600_000)).toBe(0);
    expect(await one.perWindow('formulare|192.0.2.7', 3, 600_000)).toBe(0);
    expect(await two.perWindow('formulare|192.0.2.7', 3, 600_000)).toBe(600);
    expect(await one.perWindow('formulare|192.0.2.8', 3, 600_000)).toBe(0);
    c.advance(600_000);
    expect(await one.perWindow('formulare|192.0.2.7', 3, 600_000)).toBe(0);
  });
});

describe('outbox across instances', () => {
  it('sends every due mail exactly once when two workers run at the same time', async () => {
    const now = new Date('2026-11-27T10:00:00Z');
    await queueMails(
      a.db,
      Array.from({ length: 30 }, (_, i) => ({ to: 'amt@musterstadt.de', subject: `Eingang ${i}`, text: 'Text', about: `test:${i}` })),
      now,
    );
    const sent: string[] = [];
    // Both workers must hold a claim at the same time: each worker's sends wait until the other worker
    // is sending too (at most 10 s). Claims that waited for each other, or a second claim that found
    // nothing while the first was being sent, never meet. Without this wait, whether both took part
    // depended on timing: one worker could drain all 30 mails before the other's first claim came back.
    const sending = new Set<string>();
    let together = false;
    let meet = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    const met = new Promise<void>((r) => {
      meet = r;
      timer = setTimeout(r, 10_000);
    });
    const mailer = (who: string): Mailer => ({
      async send(mail) {
        sending.add(who);
        if (sending.size === 2 && !together) {
          together = true;
          meet();
        }
        await met;
        await new Promise((r) => setTimeout(r, 2));
        sent.push(`${mail.subject}|${who}`);
      },
      close() {},
    });
    const ctx = (store: OpenedDb) => ({ db: store.db, dialect: store.dialect, now: () => now }) as unknown as CmsContext;
    const logger = pino({ level: 'silent' });
    const claims: number[] = [];
    const drain = async (store: OpenedDb, who: string) => {
      // Batches far smaller than the queue (a worker's default claim of 100 would take all 30), so that
      // both workers claim again and again while the other sends.
      let handled = 0;
      while ((handled = await sendDue(ctx(store), mailer(who), 'website@musterstadt.de', logger, { batch: 3, parallel: 2 })) > 0) {
        // A claim takes at most its batch; more may be due.
        claims.push(handled);
      }
    };
    await Promise.all([drain(a, 'eins'), drain(b, 'zwei')]).finally(() => clearTimeout(timer));
    // Both held a claim at once (neither waited for the other's claims), and no claim took more than its batch.
    expect(together).toBe(true);
    expect(Math.max(...claims)).toBeLessThanOrEqual(3);
    const subjects = sent.map((s) => s.split('|')[0]);
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
    expect(await firstRow(a, "SELECT COUNT(*) AS n FROM postausgang WHERE status = 'gesendet' AND versuche = 1")).toEqual({ n: 30 });
    // Both took part.
    expect(new Set(sent.map((s) => s.split('|')[1]))).toEqual(new Set(['eins', 'zwei']));
    // A claimed mail is not due for anyone else until the claim has run out.
    expect(CLAIM_MS).toBeGreaterThanOrEqual(60_000);
  });
});

describe('exclusive lock', () => {
  it('runs holders of one name one after the other, across instances', async () => {
    let inside = 0;
    let most = 0;
    const work = async () => {
      inside += 1;
      most = Math.max(most, inside);
      await new Promise((r) => setTimeout(r, 15));
      inside -= 1;
    };
    await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? b : a).exclusive('test:eins', work)));
    expect(most).toBe(1);
    // Other names do not wait.
    let both = 0;
    await Promise.all([
      a.exclusive('test:x', async () => {
        both += 1;
        await new Promise((r) => setTimeout(r, 30));
        expect(both).toBe(2);
      }),
      b.exclusive('test:y', async () => {
        both += 1;
        await new Promise((r) => setTimeout(r, 30));
      }),
    ]);
  });
});

describe('durable commits', () => {
  it('commits synchronously whatever the server says', async () => {
    if (a.kind === 'postgres') {
      // The test server runs with synchronous_commit=off; the store's connections turn it on.
      expect(await firstRow(a, 'SHOW synchronous_commit')).toEqual({ synchronous_commit: 'on' });
    } else {
      expect(a.sqlite.pragma('synchronous', { simple: true })).toBe(2);
    }
  });
});
