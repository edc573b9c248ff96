import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type net from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDataDir } from '../helpers/app';
import { createTestDatabase, firstRow, postgresContext } from '../helpers/store';
import { SABINE, cookiesOf, csrfIn, earlierToken, freshIp, hiddenIn, photo, refOf } from '../helpers/formulare';
import { KONTAKT, SCHADENSMELDUNG } from '../../shared/parts/eingaenge/formulare/definitions';
import { openDatabase, type OpenedDb } from '../../server/cms/db';
import { FREE_FAILURES } from '../../server/session/throttle';
import { JONAS } from '../helpers/redaktion';
import { freePort } from '../helpers/net';
import { serverProcessArgs } from '../helpers/server-process';
import { queueMails } from '../../server/cms/mail';
import { sealer } from '../../server/session/seal';
import { abfallSlot, type ComposeContext } from '../../shared/parts/benachrichtigungen/store/compose';

/**
 * Two instances of the site as two processes on one PostgreSQL database and one files folder, as
 * behind a reverse proxy (ADR 20): logins failed on either are counted together, a submission taken by
 * one (with its photo) is in the other's inbox, each office mail is sent once although both run
 * the outbox worker, and a publish on one (or any write) ends the pages the other keeps (ADR 19).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SECRET = 'zwei-instanzen-ein-gemeinsames-geheimnis-0123456789';

interface Instance {
  base: string;
  child: ChildProcess;
  dataDir: string;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = tempDataDir('st-instanz-');
  const child = spawn(process.execPath, serverProcessArgs(), {
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
      SESSION_SECRET: SECRET,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`Instanz beendet mit ${child.exitCode}`);
    if (i > 600) throw new Error('Instanz startete nicht');
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, child, dataDir };
}

async function stopInstance(i: Instance | undefined): Promise<void> {
  if (!i) return;
  if (i.child.exitCode === null && i.child.signalCode === null) {
    const exited = new Promise((r) => i.child.once('exit', r));
    i.child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(i.dataDir, { recursive: true, force: true });
}

/** Opens a form on an instance as a visitor from `ip`: cookie, CSRF token and the form's key. */
async function openForm(base: string, url: string, ip: string) {
  const res = await request(base).get(url).set('x-forwarded-for', ip);
  expect(res.status).toBe(200);
  const cookie = cookiesOf(res)
    .map((c) => c.split(';')[0])
    .join('; ');
  // Filled in for a while: the minimum fill time counts from the time signed into the token.
  return {
    ip,
    cookie,
    fields: { _csrf: earlierToken(SECRET, new URL(url, base).pathname, csrfIn(res.text)), _schluessel: hiddenIn(res.text, '_schluessel'), homepage: '' },
  };
}

/** Logs in on an instance's intranet; the session's Cookie header. */
async function loginOn(i: Instance, who: { email: string; passwort: string }): Promise<string> {
  const page = await request(i.base).get('/intranet');
  const jar = cookiesOf(page).map((c) => c.split(';')[0]);
  const login = await request(i.base)
    .post('/intranet')
    .type('form')
    .set('cookie', jar.join('; '))
    .send({ _csrf: csrfIn(page.text), email: who.email, passwort: who.passwort, ziel: '/intranet' });
  expect(login.status).toBe(303);
  return [...jar, ...cookiesOf(login).map((c) => c.split(';')[0])].join('; ');
}

let drop: () => Promise<void>;
let databaseUrl = '';
let filesDir = '';
let db: OpenedDb;
let a: Instance;
let b: Instance;
const received: { to: string[]; data: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString('utf8') });
      callback();
    });
  },
});

beforeAll(async () => {
  const pg = postgresContext();
  if (!pg) throw new Error('Nur im Projekt postgres');
  const database = await createTestDatabase(pg, 'vorlage');
  drop = database.drop;
  databaseUrl = database.url;
  filesDir = tempDataDir('st-gemeinsam-');
  fs.cpSync(pg.filesDir, filesDir, { recursive: true });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as net.AddressInfo).port;
  const env = { DATABASE_URL: database.url, FILES_DIR: filesDir, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SMTP_FROM: 'website@musterstadt.de' };
  [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
  db = await openDatabase(database.url, { migrate: false });
}, 120_000);

afterAll(async () => {
  await Promise.all([stopInstance(a), stopInstance(b)]);
  await db?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await drop?.();
  if (filesDir) fs.rmSync(filesDir, { recursive: true, force: true });
});

describe('two instances on one database', () => {
  it('a start with the search triggers of the last install leaves them alone; a changed install replaces them', async () => {
    // Dropping and creating triggers locks the watched tables; a serving instance that reads and writes
    // them in its own order deadlocked with a starting one. Both instances have started: the second
    // found the install of the first.
    const triggers = async () =>
      (
        await db.raw.query<{ tgname: string; oid: string }>("SELECT tgname, oid::text AS oid FROM pg_trigger WHERE tgname LIKE 'suche\\_%' ORDER BY tgname")
      ).map((r) => `${r.tgname}:${r.oid}`);
    const before = await triggers();
    expect(before.length).toBeGreaterThan(5);
    const again = await openDatabase(databaseUrl);
    await again.close();
    expect(await triggers(), 'dieselben Trigger, nicht neu angelegt').toEqual(before);
    // An install whose text differs (here: a fingerprint that no longer matches) replaces them all.
    await db.raw.exec("UPDATE suchindex_meta SET wert = 'alt' WHERE schluessel = 'schema'");
    const changed = await openDatabase(databaseUrl);
    await changed.close();
    const after = await triggers();
    expect(after.map((t) => t.split(':')[0])).toEqual(before.map((t) => t.split(':')[0]));
    expect(
      after.filter((t) => before.includes(t)),
      'neu angelegt',
    ).toEqual([]);
  });

  it('count failed logins of one account and address together', async () => {
    const ip = '198.51.100.23';
    const attempt = (i: Instance) =>
      request(i.base).post('/api/cms/login').set('x-forwarded-for', ip).send({ email: 'paul.brenner@musterstadt.de', passwort: 'falsch-falsch' });
    const statuses: number[] = [];
    for (let n = 0; n < FREE_FAILURES; n++) statuses.push((await attempt(n % 2 ? b : a)).status);
    expect(statuses).toEqual(Array(FREE_FAILURES).fill(401));
    // The sixth failure waits on both, whichever instance the proxy picks.
    const onB = await attempt(b);
    expect(onB.status).toBe(429);
    expect(Number(onB.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(a)).status).toBe(429);
  }, 60_000);

  it("shows a submission taken by one instance, photo included, in the other's inbox", async () => {
    const v = await openForm(a.base, SCHADENSMELDUNG.pfad, freshIp());
    const res = await request(a.base)
      .post(SCHADENSMELDUNG.pfad)
      .set('cookie', v.cookie)
      .set('x-forwarded-for', v.ip)
      .field('_csrf', v.fields._csrf)
      .field('_schluessel', v.fields._schluessel)
      .field('homepage', '')
      .field('kategorie', 'muell')
      .field('ort', 'Waldweg hinter der Sporthalle')
      .field('beschreibung', 'Gesehen von Instanz A.')
      .field('bemerkt', '2026-11-20')
      .attach('fotos', await photo(), { filename: 'Müll.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(303);
    const ref = refOf(res.headers.location);
    expect(ref).toMatch(/^SM-/);

    const cookie = await loginOn(b, SABINE);
    const inbox = await request(b.base).get('/intranet/eingaenge').set('cookie', cookie);
    expect(inbox.status).toBe(200);
    expect(inbox.text).toContain(ref);
    const foto = await request(b.base).get(`/intranet/eingaenge/${ref}/fotos/1`).set('cookie', cookie);
    expect(foto.status).toBe(200);
    expect(foto.headers['content-type']).toBe('image/jpeg');
  }, 60_000);

  it('sends each office mail exactly once although both instances run the outbox worker', async () => {
    const refs = await Promise.all(
      Array.from({ length: 8 }, async (_, n) => {
        const i = n % 2 ? b : a;
        const v = await openForm(i.base, KONTAKT.pfad, freshIp());
        const res = await request(i.base)
          .post(KONTAKT.pfad)
          .type('form')
          .set('cookie', v.cookie)
          .set('x-forwarded-for', v.ip)
          .send({ ...v.fields, betreff: `Frage ${n}`, amt: '49', nachricht: 'Wann?', name: 'Jürgen Weiß', email: 'juergen.weiss@example.org' });
        expect(res.status).toBe(303);
        return refOf(res.headers.location);
      }),
    );
    // The offices' mails (each contact message also confirms itself to its sender).
    const mine = () => received.filter((m) => m.to[0] === 'buergerbuero@musterstadt.de' && refs.some((r) => m.data.includes(r)));
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const open = await firstRow<{ n: number }>(db, "SELECT COUNT(*) AS n FROM postausgang WHERE status <> 'gesendet'");
      if (open!.n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // Both workers have been woken by their own submissions; give a second sender time to show.
    await new Promise((r) => setTimeout(r, 500));
    const mails = mine();
    expect(mails).toHaveLength(refs.length);
    expect(new Set(mails.map((m) => refs.find((r) => m.data.includes(r)))).size).toBe(refs.length);
    expect(received.filter((m) => m.to[0] === 'juergen.weiss@example.org' && refs.some((r) => m.data.includes(r)))).toHaveLength(refs.length);
    // Each office mail and each confirmation, and the damage report's office mail before them, sent once.
    expect(await firstRow(db, "SELECT COUNT(*) AS n FROM postausgang WHERE status = 'gesendet' AND versuche = 1")).toEqual({ n: 2 * refs.length + 1 });
  }, 60_000);

  it('delivers mails queued by a third party exactly once: both workers woken at commit, each mail received once', async () => {
    // Queued by neither instance (as a job of a third would): the commit's NOTIFY wakes both workers,
    // which claim batches side by side; without it they would look only at their next poll (a minute).
    const N = 300;
    const mine = () => received.filter((m) => m.to[0]?.startsWith('leserin-'));
    const started = Date.now();
    await db.db.transaction().execute(async (trx) => {
      const queued = await queueMails(
        trx,
        Array.from({ length: N }, (_, i) => ({
          to: `leserin-${i}@example.org`,
          subject: `Abfuhr morgen ${i}`,
          text: `Nummer ${i}`,
          key: `massen:${i}`,
          about: 'test:massen',
        })),
        new Date(),
      );
      expect(queued).toBe(N);
      // Queued again in the same run (a job that ran twice): nothing more.
      expect(await queueMails(trx, [{ to: 'leserin-0@example.org', subject: 'doppelt', text: 'x', key: 'massen:0' }], new Date())).toBe(0);
    });
    const deadline = Date.now() + 30_000;
    while (mine().length < N && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const seconds = (Date.now() - started) / 1000;
    // A second sender of any mail would show within the claim's batch; give it time to.
    await new Promise((r) => setTimeout(r, 500));
    const mails = mine();
    expect(mails).toHaveLength(N);
    expect(new Set(mails.map((m) => m.to[0])).size).toBe(N);
    expect(await firstRow(db, "SELECT COUNT(*) AS n FROM postausgang WHERE bezug = 'test:massen' AND status = 'gesendet' AND versuche = 1")).toEqual({ n: N });
    // For the record (never asserted): mails per second through both instances.
    console.info(`Postausgang, zwei Instanzen: ${N} Mails in ${seconds.toFixed(2)} s (${(N / seconds).toFixed(0)}/s)`);
  }, 60_000);

  it('composes a waste reminder once per subscriber when two composers run at once, and both workers deliver each once', async () => {
    // The alerts' job of two instances composing the same evening (ADR 50): the mail's key decides.
    const N = 40;
    const street = (await firstRow<{ uuid: string; nr: number }>(db, 'SELECT uuid, abfuhrbezirk_nr AS nr FROM abfall_strasse ORDER BY id LIMIT 1'))!;
    const art = (await firstRow<{ id: number }>(db, 'SELECT id FROM abfallart ORDER BY id LIMIT 1'))!;
    const tag = '2031-03-04';
    await db.raw.query('INSERT INTO abfuhrtermin (abfuhrbezirk_nr, abfallart_id, datum) VALUES (?, ?, ?)', [street.nr, art.id, tag]);
    const now = new Date().toISOString();
    for (let i = 0; i < N; i++) {
      await db.raw.query('INSERT INTO abo_person (uuid, email, erstellt) VALUES (?, ?, ?)', [crypto.randomUUID(), `tonne-${i}@example.org`, now]);
      await db.raw.query(
        "INSERT INTO abo (person_id, thema, bezug, uhrzeit, status, erstellt, bestaetigt) SELECT id, 'abfall', ?, '18:00', 'aktiv', ?, ? FROM abo_person WHERE email = ?",
        [street.uuid, now, now, `tonne-${i}@example.org`],
      );
    }
    const composer = (): ComposeContext => ({ db: db.db, now: () => new Date(), sealer: (p, o) => sealer(SECRET, p, o), exclusive: (_n, fn) => fn() });
    const queued = await Promise.all([
      abfallSlot(composer(), 'https://www.musterstadt.de', tag, '18:00'),
      abfallSlot(composer(), 'https://www.musterstadt.de', tag, '18:00'),
    ]);
    expect(queued[0] + queued[1]).toBe(N);
    const mine = () => received.filter((m) => m.to[0]?.startsWith('tonne-'));
    const deadline = Date.now() + 30_000;
    while (mine().length < N && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 500));
    expect(mine()).toHaveLength(N);
    expect(new Set(mine().map((m) => m.to[0])).size).toBe(N);
  }, 60_000);

  it("drops the other instance's kept page at once when an editor publishes on one, or anyone writes", async () => {
    const list = '/rathaus/buergernachrichten/';
    const title = 'Sturmschäden: Stadtwald bis auf Weiteres gesperrt';
    // B keeps the news list: its second answer comes from its page cache.
    await request(b.base).get(list);
    const kept = await request(b.base).get(list);
    expect(kept.headers['x-st-cache']).toBe('hit');
    expect(kept.text).not.toContain(title);

    // An editor publishes a news item on A (the desk's form, without JavaScript).
    const cookie = await loginOn(a, JONAS);
    const form = await request(a.base).get('/intranet/redaktion/nachrichten/neu').set('cookie', cookie);
    expect(form.status).toBe(200);
    const published = await request(a.base)
      .post('/intranet/redaktion/nachrichten/neu')
      .set('cookie', cookie)
      .field('_csrf', csrfIn(form.text))
      .field('_aktion', 'veroeffentlichen')
      .field('_revision', '0')
      .field('rubrik', 'buergernachrichten')
      .field('titel', title)
      .field('teaser', 'Nach dem Sturm prüft der Bauhof die Wege.')
      .field('text', 'Bitte betreten Sie den Stadtwald nicht.')
      .field('datum_von', '')
      .redirects(0);
    expect(published.status).toBe(303);
    expect(published.headers.location).toContain('gespeichert=veroeffentlicht');
    // The very next request on B, nothing passed between the instances: rendered anew, with the item.
    const after = await request(b.base).get(list);
    expect(after.headers['x-st-cache']).toBe('miss');
    expect(after.text).toContain(title);
    expect((await request(b.base).get(list)).headers['x-st-cache']).toBe('hit');

    // A write by neither instance (a script on the database) reaches both caches the same way.
    await request(a.base).get(list);
    expect((await request(a.base).get(list)).headers['x-st-cache']).toBe('hit');
    await db.raw.query('UPDATE aktuelles SET titel = ? WHERE titel = ?', ['Stadtwald wieder offen', title]);
    for (const i of [a, b]) {
      const page = await request(i.base).get(list);
      expect(page.headers['x-st-cache']).toBe('miss');
      expect(page.text).toContain('Stadtwald wieder offen');
      expect(page.text).not.toContain(title);
    }
  }, 60_000);
});
