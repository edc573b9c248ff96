import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../tests/helpers/app';
import { pageText } from '../../../tests/helpers/html';
import { csrfIn, decode, freshIp, loginAs } from '../../../tests/helpers/formulare';
import { ERIKA, JONAS } from '../../../tests/helpers/redaktion';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../../../tests/helpers/smtp';
import { firstRow, openSiteStore } from '../../../tests/helpers/store';
import { sessionSecret } from '../../../server/config';
import { sealer } from '../../../server/session/seal';
import { createFormTokens } from '../../../server/session/form-token';
import { berlinInstant } from '../../format/date';
import type { OpenedDb } from '../../../server/cms/db';
import { benachrichtigen, type ComposeContext } from './store/compose';
import { aufbewahrung } from './store/sweep';

/**
 * E-mail alerts (issue 29, ADR 50) through the test SMTP server, on a clock the test moves: subscribe,
 * confirm, the waste reminder the evening before, the RFC 8058 one-click unsubscribe and nothing sent
 * after it; the same for a news category and a body's agenda; the expired confirmation; the digest;
 * the bounce pause; the staff's counts, export and "send now". The composing job is called as its
 * timer would call it, with the test's clock.
 */
type Site = Awaited<ReturnType<typeof testApp>>;

let clock = new Date();
let site: Site;
let smtp: TestSmtp;
let db: OpenedDb;
let ctx: ComposeContext;
let origin: string;

/** Berlin wall clock → the clock of the site and the composing job. */
const setClock = (wall: string) => {
  clock = berlinInstant(wall)!;
};
const run = () => benachrichtigen(ctx, origin);
const linkIn = (text: string, pfad: string) => {
  const m = new RegExp(`https?://[^\\s<>"]+/benachrichtigungen/${pfad}/[A-Za-z0-9_-]+`).exec(text);
  if (!m) throw new Error(`Kein Link ${pfad} in: ${text}`);
  return m[0];
};
const pathOf = (url: string) => new URL(url).pathname;
/** The text of the page's main content (the menus name every topic). */
const mainText = (html: string) => pageText(html.slice(html.indexOf('<main'), html.indexOf('</main>')));
const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));

async function subscribe(email: string, fields: Record<string, string | string[]>) {
  const ip = freshIp();
  const page = await request(site.app).get('/benachrichtigungen/').set('x-forwarded-for', ip);
  expect(page.status).toBe(200);
  const res = await request(site.app)
    .post('/benachrichtigungen/')
    .type('form')
    .set('x-forwarded-for', ip)
    .send({ _csrf: csrfIn(page.text), email, haeufigkeit: 'sofort', ...fields });
  expect(res.status, res.text.slice(0, 2000)).toBe(303);
  expect(res.headers.location).toBe('/benachrichtigungen/bestellt/');
  const [mail] = await smtp.waitFor(1, (m) => m.to.includes(email) && /bestätigen/i.test(m.subject));
  return linkIn(mail!.text, 'bestaetigen');
}

async function confirm(link: string) {
  const page = await request(site.app).get(pathOf(link));
  expect(page.status).toBe(200);
  expect(page.headers['cache-control']).toMatch(/no-store/);
  const res = await request(site.app)
    .post(pathOf(link))
    .type('form')
    .send({ _csrf: csrfIn(page.text) });
  expect(res.status).toBe(303);
  expect(res.headers.location).toMatch(/^\/benachrichtigungen\/verwalten\/[A-Za-z0-9_-]+\?bestaetigt=1$/);
  return res.headers.location as string;
}

/** The one-click POST of a mail program (RFC 8058): no cookie, no form token, another origin. */
async function oneClick(mail: ReceivedMail) {
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const url = /^<(https?:\/\/[^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
  expect(url).toBeTruthy();
  const res = await request(site.app).post(pathOf(url!)).type('form').set('origin', 'https://mail.example.net').send('List-Unsubscribe=One-Click');
  // Answered with the page, never a redirect (RFC 8058).
  expect(res.status).toBe(200);
  expect(pageText(res.text)).toContain('Abbestellt');
  return res;
}

/** The next collection of a street after `after` (YYYY-MM-DD), with its bin types. */
async function nextCollection(after: string) {
  return firstRow<{ uuid: string; name: string; datum: string; arten: string }>(
    db,
    `SELECT s.uuid, s.name, t.datum, a.key AS arten FROM abfall_strasse s
     JOIN abfuhrtermin t ON t.abfuhrbezirk_nr = s.abfuhrbezirk_nr JOIN abfallart a ON a.id = t.abfallart_id
     WHERE t.datum > ? ORDER BY t.datum, s.name LIMIT 1`,
    after,
  );
}

const dayBefore = (d: string) => new Date(Date.parse(`${d}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  smtp = await startSmtp();
  site = await testApp({ now: () => clock, env: { TRUST_PROXY: 'loopback', SMTP_URL: smtp.url, SMTP_FROM: 'Stadt <website@musterstadt.de>' } });
  db = await openSiteStore(site.config);
  const secret = sessionSecret(site.config);
  ctx = { db: db.db, now: () => clock, sealer: (purpose, o) => sealer(secret, purpose, o), exclusive: (_name, fn) => fn() };
  origin = 'https://www.musterstadt.de';
  // The job's first run records what is there already: nothing of it is news.
  await run();
});

afterAll(async () => {
  await db?.close();
  await site?.cleanup();
  await smtp?.close();
});

describe('e-mail alerts', () => {
  it('waste: subscribe → confirm → reminder the evening before at the chosen time, once → one-click unsubscribe → nothing more', async () => {
    const first = (await nextCollection(new Date().toISOString().slice(0, 10)))!;
    expect(first).toBeTruthy();
    // The form preselects the street given in its address (the link target of other pages).
    const pre = await request(site.app).get(`/benachrichtigungen/?thema=abfall&strasse=${first.uuid}`);
    expect(pre.text).toMatch(new RegExp(`<option value="${first.uuid}" selected`));

    setClock(`${dayBefore(first.datum)}T12:00`);
    const email = 'abfall@example.org';
    const link = await subscribe(email, { strasse: first.uuid, uhrzeit: '19:00' });
    const verwalten = await confirm(link);
    expect(pageText((await request(site.app).get(verwalten)).text)).toContain(first.name);

    // 18:30: not yet (the subscriber chose 19:00).
    setClock(`${dayBefore(first.datum)}T18:30`);
    expect((await run()).abfall).toBe(0);
    setClock(`${dayBefore(first.datum)}T19:01`);
    expect((await run()).abfall).toBe(1);
    const [mail] = await smtp.waitFor(1, (m) => m.to.includes(email) && m.subject.startsWith('Morgen Abfuhr'));
    expect(mail!.subject).toContain(first.name);
    expect(mail!.text).toContain(first.name);
    expect(mail!.html).toBeTruthy();
    // Absolute links only, to the site; the manage link opens the subscriptions.
    expect(mail!.text).toContain(`${origin}/benachrichtigungen/verwalten/`);
    expect(mail!.html!).not.toMatch(/<img[^>]+src="http(?!s:\/\/www\.musterstadt\.de)/);
    // Composed once: another run, on this or another instance, queues nothing.
    expect((await run()).abfall).toBe(0);

    await oneClick(mail!);
    // The next collection's evening: nothing.
    const next = (await nextCollection(first.datum))!;
    setClock(`${dayBefore(next.datum)}T20:30`);
    expect((await run()).abfall).toBe(0);
    expect(mailsTo(email).filter((m) => m.subject.startsWith('Morgen Abfuhr'))).toHaveLength(1);
  });

  it('news category and a body’s agenda: at once, each once, with a working link; unsubscribing one keeps the other', async () => {
    const gremium = (await firstRow<{ id: number; name: string }>(
      db,
      'SELECT g.id, g.name FROM gremium g JOIN ratstermin r ON r.gremium_id = g.id ORDER BY g.id LIMIT 1',
    ))!;
    const email = 'rat@example.org';
    // What appeared before the subscription is not news to it.
    await run();
    await confirm(await subscribe(email, { themen: ['nachrichten:buergernachrichten', `gremium:${gremium.id}`] }));

    const today = new Date(clock.getTime()).toISOString().slice(0, 10);
    await db.raw.query(
      "INSERT INTO aktuelles (id, rubrik_id, titel, slug, teaser, text, datum_von, status) SELECT 9001, id, 'Neue Öffnungszeiten im Bürgerbüro', 'neue-oeffnungszeiten_9001', 'Ab Montag länger geöffnet.', '', ?, 'veroeffentlicht' FROM rubrik WHERE url = 'buergernachrichten'",
      [today],
    );
    await db.raw.query(
      "INSERT INTO ratstermin (id, gremium_id, slug, datum, ort, oeffentlich, status) VALUES (9002, ?, 'sitzung-test_9002', ?, 'Rathaus, Sitzungssaal', 1, 'veroeffentlicht')",
      [gremium.id, `${new Date(clock.getTime() + 10 * 86_400_000).toISOString().slice(0, 10)}T18:00`],
    );
    const r = await run();
    expect(r.sofort).toBe(2);
    const mails = await smtp.waitFor(2, (m) => m.to.includes(email) && !/bestätigen/i.test(m.subject));
    const news = mails.find((m) => m.subject.includes('Neue Öffnungszeiten'))!;
    const agenda = mails.find((m) => m.subject.includes('Tagesordnung'))!;
    expect(news.text).toContain('Ab Montag länger geöffnet.');
    expect(agenda.subject).toContain(gremium.name);
    // The links lead to the pages.
    for (const m of [news, agenda]) {
      const url = /https:\/\/www\.musterstadt\.de(\/(?:rathaus|[a-z-]+)\/[^\s>]*_900\d)/.exec(m.text)?.[1];
      expect(url, m.text).toBeTruthy();
      expect((await request(site.app).get(url!)).status).toBe(200);
    }
    expect((await run()).sofort).toBe(0);

    await oneClick(news);
    await db.raw.query(
      "INSERT INTO aktuelles (id, rubrik_id, titel, slug, teaser, text, datum_von, status) SELECT 9003, id, 'Zweite Nachricht', 'zweite-nachricht_9003', '', '', ?, 'veroeffentlicht' FROM rubrik WHERE url = 'buergernachrichten'",
      [today],
    );
    expect((await run()).sofort).toBe(0);
    // The agenda subscription is still there.
    const verwalten = linkIn(agenda.text, 'verwalten');
    const text = mainText((await request(site.app).get(pathOf(verwalten))).text);
    expect(text).toContain(gremium.name);
    expect(text).not.toContain('Bürgernachrichten');
  });

  it('an expired confirmation link confirms nothing, and the unconfirmed address is deleted', async () => {
    const email = 'spaet@example.org';
    const link = await subscribe(email, { themen: ['amtsblatt:'] });
    clock = new Date(clock.getTime() + 8 * 86_400_000);
    const page = await request(site.app).get(pathOf(link));
    expect(page.status).toBe(200);
    expect(pageText(page.text)).toContain('abgelaufen');
    // No button any more; a POST with a form token of now (a page kept open) confirms nothing either.
    expect(page.text).not.toContain('name="_csrf"');
    const token = createFormTokens(sessionSecret(site.config), () => clock.getTime()).issue(pathOf(link));
    const post = await request(site.app).post(pathOf(link)).type('form').send({ _csrf: token });
    expect(post.status).toBe(400);
    expect(mainText(post.text)).toContain('abgelaufen');
    expect(
      await firstRow(db, "SELECT COUNT(*) AS n FROM abo a JOIN abo_person p ON p.id = a.person_id WHERE p.email = ? AND a.status = 'aktiv'", email),
    ).toEqual({ n: 0 });
    await aufbewahrung(ctx);
    expect(await firstRow(db, 'SELECT COUNT(*) AS n FROM abo_person WHERE email = ?', email)).toEqual({ n: 0 });
    // A tampered link is a 404.
    expect((await request(site.app).get(`${pathOf(link).slice(0, -4)}AAAA`)).status).toBe(404);
  });

  it('the daily digest: everything new of the day in one mail at 7 o’clock, once', async () => {
    const email = 'taeglich@example.org';
    const wall = (d: Date) => new Date(d.getTime() + 60 * 60_000).toISOString().slice(0, 10);
    setClock(`${wall(clock)}T09:00`);
    await run();
    const link = await subscribe(email, { themen: ['nachrichten:buergernachrichten', 'amtsblatt:'], haeufigkeit: 'taeglich' });
    await confirm(link);
    setClock(`${wall(clock)}T10:00`);
    const today = wall(clock);
    await db.raw.query(
      "INSERT INTO aktuelles (id, rubrik_id, titel, slug, teaser, text, datum_von, status) SELECT 9004, id, 'Digest eins', 'digest-eins_9004', 'Erste.', '', ?, 'veroeffentlicht' FROM rubrik WHERE url = 'buergernachrichten'",
      [today],
    );
    await db.raw.query("INSERT INTO amtsblatt (jahr, ausgabe, datum, themen, status) VALUES (2099, 48, ?, 'Haushalt, Baugebiet', 'veroeffentlicht')", [today]);
    // Recorded, not sent at once.
    const r = await run();
    expect(r.neu).toBeGreaterThanOrEqual(2);
    expect(mailsTo(email).filter((m) => !/bestätigen/i.test(m.subject))).toHaveLength(0);
    // The next morning at 7.
    setClock(`${dayAfter(today)}T06:59`);
    expect((await run()).zusammenfassungen).toBe(0);
    setClock(`${dayAfter(today)}T07:00`);
    expect((await run()).zusammenfassungen).toBe(1);
    const [digest] = await smtp.waitFor(1, (m) => m.to.includes(email) && m.subject.startsWith('Tägliche Zusammenfassung'));
    expect(digest!.subject).toContain('2 Neuigkeiten');
    expect(digest!.text).toContain('Digest eins');
    expect(digest!.text).toContain('Amtsblatt Nr. 48/2099');
    expect(digest!.headers['list-unsubscribe']).toMatch(/^<https:\/\/www\.musterstadt\.de\/benachrichtigungen\/abmelden\//);
    expect((await run()).zusammenfassungen).toBe(0);
  });

  it('pauses an address after three permanent refusals (SMTP 5xx) and sends nothing more to it', async () => {
    const email = 'unbekannt@example.org';
    await confirm(await subscribe(email, { themen: ['amtsblatt:'] }));
    for (let i = 0; i < 3; i++)
      await db.raw.query('INSERT INTO post_abweisung (adresse, zeit, code, antwort) VALUES (?, ?, 550, ?)', [email, clock.toISOString(), 'Postfach unbekannt']);
    const r = await run();
    expect(r.pausiert).toBe(1);
    expect(await firstRow(db, 'SELECT pausiert IS NOT NULL AS p FROM abo_person WHERE email = ?', email)).toEqual({ p: 1 });
    await db.raw.query("INSERT INTO amtsblatt (jahr, ausgabe, datum, themen, status) VALUES (2099, 49, ?, 'Wahl', 'veroeffentlicht')", [
      new Date(clock.getTime() + 60 * 60_000).toISOString().slice(0, 10),
    ]);
    await run();
    expect(await firstRow(db, "SELECT COUNT(*) AS n FROM postausgang WHERE an = ? AND bezug LIKE 'alert:sofort'", email)).toEqual({ n: 0 });
  });

  it('staff: counts per topic without addresses, the admin’s export of one person, and “send now” of the warning to a district', async () => {
    clock = new Date();
    const jonas = await loginAs(site.app, JONAS.email, JONAS.passwort);
    const page = await request(site.app).get('/intranet/benachrichtigungen').set('cookie', jonas);
    expect(page.status).toBe(200);
    const text = pageText(page.text);
    expect(text).toContain('Tagesordnungen und Niederschriften');
    expect(page.text).not.toMatch(/@example\.org/);
    // Only an admin gets the export.
    expect(text).not.toContain('Art. 15');
    // An editor writing a news item sees how many people its category reaches by e-mail (the daily digest's subscriber).
    const desk = await request(site.app).get('/intranet/redaktion/nachrichten/neu').set('cookie', jonas);
    expect(decode(desk.text)).toMatch(/<option value="buergernachrichten"[^>]*>Bürgernachrichten \(per E-Mail an 1 Person\)<\/option>/);
    const refused = await request(site.app)
      .post('/intranet/benachrichtigungen')
      .type('form')
      .set('cookie', jonas)
      .send({ _csrf: csrfIn(page.text), _aktion: 'auskunft', email: 'rat@example.org' });
    expect(refused.status).toBe(403);

    const erika = await loginAs(site.app, ERIKA.email, ERIKA.passwort);
    const admin = await request(site.app).get('/intranet/benachrichtigungen').set('cookie', erika);
    const auskunft = await request(site.app)
      .post('/intranet/benachrichtigungen')
      .type('form')
      .set('cookie', erika)
      .send({ _csrf: csrfIn(admin.text), _aktion: 'auskunft', email: 'Rat@Example.org' });
    expect(auskunft.status).toBe(200);
    expect(auskunft.headers['cache-control']).toMatch(/no-store/);
    const json = JSON.parse(decode(/<pre[^>]*>([\s\S]*?)<\/pre>/.exec(auskunft.text)![1]!)) as { email: string; abonnements: { status: string }[] };
    expect(json.email).toBe('rat@example.org');
    expect(json.abonnements.map((a) => a.status).sort()).toEqual(['aktiv', 'beendet']);

    // Send now: the warning banner valid now, to the subscribers of the district of the waste street.
    await db.raw.query(
      "INSERT INTO warnhinweis (titel, text, status, gueltig_bis) VALUES ('Abkochgebot', 'Bitte Leitungswasser abkochen.', 'veroeffentlicht', '2099-01-01T00:00')",
    );
    const w = (await firstRow<{ id: number }>(db, 'SELECT MAX(id) AS id FROM warnhinweis'))!;
    const street = (await firstRow<{ uuid: string; ortsteil: string }>(db, 'SELECT uuid, ortsteil FROM abfall_strasse ORDER BY name LIMIT 1'))!;
    const email = 'ortsteil@example.org';
    await confirm(await subscribe(email, { strasse: street.uuid, uhrzeit: '18:00' }));
    const form = await request(site.app).get('/intranet/benachrichtigungen').set('cookie', jonas);
    expect(pageText(form.text)).toContain('Abkochgebot');
    const send = () =>
      request(site.app)
        .post('/intranet/benachrichtigungen')
        .type('form')
        .set('cookie', jonas)
        .send({ _csrf: csrfIn(form.text), _aktion: 'dringend', warnhinweis: String(w.id), ortsteil: street.ortsteil, sicher: 'ja' });
    const sent = await send();
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toMatch(/gesendet=[1-9]/);
    const [urgent] = await smtp.waitFor(1, (m) => m.to.includes(email) && m.subject.includes('Abkochgebot'));
    expect(urgent!.text).toContain('Bitte Leitungswasser abkochen.');
    // Sent again: each address once.
    expect((await send()).status).toBe(303);
    expect(await firstRow(db, "SELECT COUNT(*) AS n FROM postausgang WHERE an = ? AND bezug = 'alert:dringend'", email)).toEqual({ n: 1 });
  });
});

function dayAfter(d: string) {
  return new Date(Date.parse(`${d}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
