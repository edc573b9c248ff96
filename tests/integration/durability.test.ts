import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDataDir } from '../helpers/app';
import { csrfIn, earlierToken, hiddenIn, photo } from '../helpers/formulare';
import { sessionSecret } from '../../server/config';
import { SCHADENSMELDUNG } from '../../shared/parts/eingaenge/formulare/definitions';
import { freePort } from '../helpers/net';
import { serverProcessArgs } from '../helpers/server-process';

/**
 * Nothing acknowledged is ever lost (issue "Citizens write to the town", item 5): the real server as a
 * process of its own takes 200 damage reports, every fourth with a photo, each answered 303 with its
 * number; right after the last answer the process gets SIGKILL (no shutdown, no flush). Started again
 * on the same DATA_DIR, the database holds every acknowledged number with its values, and every photo
 * file is there and readable.
 */
const COUNT = 200;
const PARALLEL = 8;
const ROOT = path.resolve(import.meta.dirname, '../..');

function start(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, serverProcessArgs(), {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DEMO: 'on',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'loopback',
      SEED_MEDIA: 'false',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitUp(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`Server beendet mit ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Server startete nicht');
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

describe('durability of acknowledged submissions', () => {
  const dataDir = tempDataDir('st-durable-');
  let child: ChildProcess | null = null;
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps all ${COUNT} acknowledged submissions and their photos across a SIGKILL right after the last answer`, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = start(dataDir, port);
    await waitUp(base, child);
    const jpeg = await photo(320, 240, '#c84');

    /** One visitor (a network of its own, under the per-network limit) sends one report. */
    async function submit(i: number): Promise<{ ref: string; text: string; withPhoto: boolean }> {
      const ip = `10.77.${i & 255}.${(i >> 8) + 1}`;
      const page = await fetch(`${base}${SCHADENSMELDUNG.pfad}`, { headers: { 'x-forwarded-for': ip } });
      const html = await page.text();
      const cookie = (page.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
      const text = `Meldung Nummer ${i}: Schlagloch vor Haus ${i}.`;
      // Filled in for a while (the minimum fill time counts from the time signed into the token).
      const csrf = earlierToken(sessionSecret({ sessionSecret: null, dataDir }), SCHADENSMELDUNG.pfad, csrfIn(html));
      const withPhoto = i % 4 === 0;
      const send = (again: Record<string, string> | null) => {
        const form = new FormData();
        form.append('_csrf', csrf);
        form.append('_schluessel', hiddenIn(html, '_schluessel'));
        form.append('homepage', '');
        form.append('kategorie', 'strassen-wege');
        form.append('ort', `Winzerstraße ${i + 1}`);
        form.append('beschreibung', text);
        form.append('bemerkt', '2026-11-20');
        // Sent again from the page that came back: its photo is kept under the page's token.
        if (again) for (const [k, v] of Object.entries(again)) form.append(k, v);
        else if (withPhoto) form.append('fotos', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `foto-${i}.jpg`);
        return fetch(`${base}${SCHADENSMELDUNG.pfad}`, {
          method: 'POST',
          body: form,
          redirect: 'manual',
          headers: { cookie, origin: base, 'x-forwarded-for': ip },
        });
      };
      let res = await send(null);
      // Reports of the same category close by are shown once before a new one is stored (ADR 52): the
      // visitor, whose concern is another one, sends the page again as it asks.
      if (res.status === 422) {
        const shown = await res.text();
        if (hiddenIn(shown, '_naehe_gesehen') !== '1') throw new Error(`Meldung ${i}: 422`);
        res = await send({ _naehe_gesehen: '1', _fotos: hiddenIn(shown, '_fotos') });
      }
      const location = res.headers.get('location') ?? '';
      await res.arrayBuffer();
      if (res.status !== 303) throw new Error(`Meldung ${i}: ${res.status}`);
      const ref = /\/danke\/(SM-\d{4}-\d{6})$/.exec(location)?.[1];
      if (!ref) throw new Error(`Meldung ${i}: ohne Nummer (${location})`);
      return { ref, text, withPhoto };
    }

    // What the site stored before the test's reports (the demo town's reports carry demo submissions).
    const before = new SQLite(path.join(dataDir, 'musterstadt.db'), { readonly: true });
    const earlier = new Set((before.prepare('SELECT referenz FROM eingang').all() as { referenz: string }[]).map((r) => r.referenz));
    const earlierMail = (before.prepare("SELECT COUNT(*) AS n FROM postausgang WHERE bezug LIKE 'eingang:%'").get() as { n: number }).n;
    before.close();

    const acknowledged: { ref: string; text: string; withPhoto: boolean }[] = [];
    let next = 0;
    const running = child;
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < COUNT) {
          const i = next++;
          acknowledged.push(await submit(i));
        }
      }),
    ).catch(async (error: unknown) => {
      // A server that ended on its own says how (its log goes nowhere here): the code or the signal.
      await new Promise((r) => setTimeout(r, 200));
      const ended = running.exitCode ?? running.signalCode;
      throw ended === null ? error : new Error(`Der Server endete während der Meldungen (${ended})`, { cause: error });
    });
    // The last acknowledgement has arrived: kill at once, no graceful shutdown.
    child.kill('SIGKILL');
    await exited(child);
    expect(acknowledged).toHaveLength(COUNT);
    expect(new Set(acknowledged.map((a) => a.ref)).size).toBe(COUNT);

    // Restart on the same data: the server opens (and recovers) the database and answers again.
    child = start(dataDir, port);
    await waitUp(base, child);
    const db = new SQLite(path.join(dataDir, 'musterstadt.db'), { readonly: true });
    try {
      const stored = (
        db.prepare("SELECT id, uuid, referenz, felder FROM eingang WHERE art = 'schadensmeldung'").all() as {
          id: number;
          uuid: string;
          referenz: string;
          felder: string;
        }[]
      ).filter((r) => !earlier.has(r.referenz));
      const byRef = new Map(stored.map((r) => [r.referenz, r]));
      expect(stored).toHaveLength(COUNT);
      const photoRows = db.prepare('SELECT eingang_id, datei, groesse FROM eingang_foto').all() as { eingang_id: number; datei: string; groesse: number }[];
      let photos = 0;
      for (const a of acknowledged) {
        const row = byRef.get(a.ref);
        expect(row, a.ref).toBeDefined();
        expect((JSON.parse(row!.felder) as { beschreibung: string }).beschreibung).toBe(a.text);
        const files = photoRows.filter((p) => p.eingang_id === row!.id);
        expect(files).toHaveLength(a.withPhoto ? 1 : 0);
        for (const f of files) {
          const file = path.join(dataDir, 'eingaenge', row!.uuid, f.datei);
          expect(fs.statSync(file).size).toBe(f.groesse);
          expect(fs.readFileSync(file).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
          photos += 1;
        }
      }
      expect(photos).toBe(COUNT / 4);
      // Each one queued its office's e-mail in the same transaction.
      expect(db.prepare("SELECT COUNT(*) AS n FROM postausgang WHERE bezug LIKE 'eingang:%'").get()).toEqual({ n: earlierMail + COUNT });
    } finally {
      db.close();
    }
  }, 120_000);
});
