import '../helpers/hash-cost';
import http from 'node:http';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';
import { axeWithoutScripts, pastMinimumFillTime } from '../helpers/browser-forms';
import { tempDataDir } from '../helpers/app';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../helpers/smtp';
import { openSiteStore } from '../helpers/store';
import { createApp, type App } from '../../server/app';
import { loadConfig, sessionSecret, type Config } from '../../server/config';
import type { OpenedDb } from '../../server/cms/db';
import type { CmsContext } from '../../server/cms/contract/implement';
import { sealer } from '../../server/session/seal';
import { readManifest } from '../../server/render/manifest';
import { sendQuestionnaires } from '../../shared/parts/meldungen/store/umfrage';
import { outboxSignal } from '../../server/cms/mail/signal';

/**
 * The citizen's way through a report after it is filed (issue 28, ADR 53, 58), in browsers without
 * JavaScript, on a site of its own whose mails reach the test's SMTP server and whose clock the test
 * moves on: a report of the same kind 0 m away is suggested before a second one is stored, the visitor
 * subscribes to it instead ("Ich bin auch betroffen", confirmed through the mail's link), staff set
 * "erledigt" with a public answer in the intranet and the reporter and the subscriber get their
 * mails (with RFC 8058's one-click header), four weeks later the reporter's "Ist es behoben? Nein"
 * reopens the report without login, and the subscriber's unsubscribe link shows a button. No page of
 * the flow asks another origin for anything; axe finds nothing on each page state at 375 and 1280 px.
 * The first report and its approval are steps of the same browsers, without scans (filing is scanned
 * in karte.test.ts and formulare.test.ts, staff's page in meldungen.test.ts).
 */
const { openPage } = useBrowser();
const SABINE = { email: 'sabine.fuchs@musterstadt.de', passwort: 'Demo#Eingang2026' };
const MELDERIN = 'melderin-ablauf@example.org';
const NACHBAR = 'nachbar-ablauf@example.org';
const ORT = 'Rebweg 3, Bombach';
const SM = '/rathaus/schadensmeldung/';
const WEEK = 7 * 86_400_000;

let smtp: TestSmtp;
let site: App;
let config: Config;
let server: http.Server;
let origin = '';
let db: OpenedDb;
/** The site's clock: real time, moved on by `offset` for the questionnaire four weeks after "erledigt". */
let offset = 0;
const now = () => new Date(Date.now() + offset);

beforeAll(async () => {
  smtp = await startSmtp();
  const distDir = path.resolve(process.env.DIST_DIR || 'dist');
  const manifest = readManifest(distDir);
  if (!manifest) throw new Error('Kein Build gefunden: erst `npm run build` ausführen.');
  config = loadConfig({
    NODE_ENV: 'production',
    DEMO: 'on',
    DATA_DIR: tempDataDir('st-e2e-meldungen-'),
    DIST_DIR: distDir,
    LOG_LEVEL: 'warn',
    SMTP_URL: smtp.url,
    SMTP_FROM: 'Website <website@musterstadt.de>',
    // The browser tests' minimum fill time (tests/e2e/global-setup.ts), which pastMinimumFillTime waits for.
    FORM_MIN_FILL_MS: String(inject('formMinFillMs')),
  });
  site = await createApp(config, { manifest, renderMedia: false, now });
  server = http.createServer(site.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  db = await openSiteStore(config);
}, 120_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await db?.close();
  await site?.close();
  await smtp?.close();
});

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
const linkIn = (text: string, route: string) => new RegExp(`https?://\\S+${route}/[A-Za-z0-9_-]+(?:\\?antwort=(?:ja|nein))?`).exec(text)?.[0] ?? '';
const listUnsubscribe = (m: ReceivedMail) => /^<(https?:\/\/[^>]+)>$/.exec(m.headers['list-unsubscribe'] ?? '')?.[1] ?? '';

/** Sends the form of the button named `button` and waits for the page it leads to (the same address again, after a staff form). */
async function click(page: Page, button: string, url: RegExp) {
  await Promise.all([page.waitForEvent('load'), page.click(`button:has-text("${button}")`)]);
  expect(page.url()).toMatch(url);
}

/** The reporter's report, filed without JavaScript and approved by staff, as the setup of the flow. */
async function reportToSubscribeTo(page: Page): Promise<number> {
  await page.goto(SM);
  const shownAt = Date.now();
  await page.check('input[name="kategorie"][value="gewaesser"]');
  await page.fill('#schadensmeldung-ort', ORT);
  await page.fill('#schadensmeldung-beschreibung', 'Der Durchlass am Bach ist mit Ästen verstopft.');
  await page.fill('#schadensmeldung-email', MELDERIN);
  await pastMinimumFillTime(shownAt);
  await click(page, 'Schadensmeldung absenden', /\/danke\/SM-/);
  const ref = /SM-\d{4}-\d{6}/.exec(await page.locator('main').innerText())![0];
  const row = (await db.raw.query<{ id: number }>('SELECT m.id FROM meldung m JOIN eingang e ON e.id = m.eingang_id WHERE e.referenz = ?', [ref]))[0]!;
  return Number(row.id);
}

async function staffLogin(page: Page, ziel: string) {
  await page.goto(`/intranet?ziel=${encodeURIComponent(ziel)}`);
  await page.fill('#anmeldung-email', SABINE.email);
  await page.fill('#anmeldung-passwort', SABINE.passwort);
  await click(page, 'Anmelden', new RegExp(`${ziel}$`));
}

/**
 * The hourly job's questionnaire run, on the test's own connection to the site's SQLite file. The
 * outbox is woken inside the queueing transaction (server/cms/mail/outbox.ts: on the site's single
 * connection its worker then waits for the commit); woken while a second connection writes, the
 * worker's read-then-claim would fail as "database is locked". So it is woken after the commit, as
 * the site's own job would have it.
 */
async function questionnairesOnce(ctx: CmsContext): Promise<number> {
  const signal = outboxSignal();
  const listeners = signal.listeners('neu') as ((...args: unknown[]) => void)[];
  signal.removeAllListeners('neu');
  try {
    return await sendQuestionnaires(ctx, origin);
  } finally {
    for (const l of listeners) signal.on('neu', l);
    signal.emit('neu');
  }
}

describe('a report after it is filed, without JavaScript', () => {
  it('duplicate suggested, subscribed instead (double opt-in), status and answer mailed to reporter and subscriber, "Ist es behoben? Nein" reopens it; 0 foreign requests, axe 0 at 375 and 1280 px', {
    timeout: 180_000,
  }, async () => {
    const staff = await openPage({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false }, origin);
    const citizen = await openPage({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false }, origin);
    staff.page.setDefaultTimeout(15_000);
    citizen.page.setDefaultTimeout(15_000);
    const { page } = citizen;

    // The reporter's report (with her address), approved by staff: public, and on the map at the street's point.
    const id = await reportToSubscribeTo(staff.page);
    await staffLogin(staff.page, `/intranet/meldungen/${id}`);
    await staff.page.fill('#meldung-text-oeffentlich', 'Durchlass am Bach verstopft.');
    await click(staff.page, 'Text freigeben und veröffentlichen', /gespeichert=1/);

    // A neighbour reports the same kind of damage at the same place: before anything is stored, the form
    // comes back with the report nearby and every value kept.
    await page.goto(SM);
    const shownAt = Date.now();
    await page.check('input[name="kategorie"][value="gewaesser"]');
    await page.fill('#schadensmeldung-ort', ORT);
    await page.fill('#schadensmeldung-beschreibung', 'Das Wasser staut sich am Durchlass.');
    await pastMinimumFillTime(shownAt);
    const stored = Number((await db.raw.query<{ n: number }>('SELECT COUNT(*) AS n FROM eingang', []))[0]!.n);
    await Promise.all([page.waitForSelector('#st-naehe-titel'), page.click('button:has-text("Schadensmeldung absenden")')]);
    expect(await page.locator('.st-form__summary').innerText()).toContain('Ist das Ihr Anliegen? Dann abonnieren Sie die Meldung');
    const nearby = page.locator('.st-naehe__liste li', { has: page.locator(`a[href="/rathaus/meldungen/${id}"]`) });
    expect(await nearby.innerText()).toMatch(/Eingegangen Gewässer, Rebweg 3.* etwa 0 m entfernt/);
    expect(await page.inputValue('#schadensmeldung-beschreibung')).toBe('Das Wasser staut sich am Durchlass.');
    expect(Number((await db.raw.query<{ n: number }>('SELECT COUNT(*) AS n FROM eingang', []))[0]!.n)).toBe(stored);
    await axeWithoutScripts(page);

    // Subscribing instead of filing: the report's page, the address, the confirmation mail's link.
    await Promise.all([page.waitForURL(`**/rathaus/meldungen/${id}`), nearby.getByRole('link', { name: /Ist das Ihr Anliegen/ }).click()]);
    await page.fill('#betroffen-email', NACHBAR);
    await click(page, 'Benachrichtigen lassen', /\?abo=gesendet/);
    expect(await page.locator('#betroffen ~ [role="status"]').innerText()).toContain('Bitte bestätigen Sie Ihre Anmeldung');
    await axeWithoutScripts(page);
    const [bestaetigung] = await smtp.waitFor(1, (m) => m.to.includes(NACHBAR) && m.subject === `Bitte bestätigen: Nachrichten zu Meldung Nr. ${id}`);
    await page.goto(pathOf(linkIn(bestaetigung!.text, '/rathaus/meldungen/bestaetigen')));
    expect(await page.locator('h1').innerText()).toBe('Anmeldung bestätigt');
    await axeWithoutScripts(page);
    expect(Number((await db.raw.query<{ n: number }>('SELECT COUNT(*) AS n FROM eingang', []))[0]!.n)).toBe(stored);

    // Staff set "erledigt" and answer publicly: both hear of each, by mail, with the one-click header.
    await staff.page.selectOption('#meldung-status-wahl', 'erledigt');
    await click(staff.page, 'Status speichern', /gespeichert=1/);
    await staff.page.fill('#meldung-antwort-text', 'Der Bauhof hat den Durchlass frei gemacht.');
    await click(staff.page, 'Antwort speichern und senden', /gespeichert=1/);
    const status = await smtp.waitFor(2, (m) => m.subject === `Meldung Nr. ${id}: Status „Erledigt“`);
    const antwort = await smtp.waitFor(2, (m) => m.subject === `Meldung Nr. ${id}: Antwort der Stadt`);
    for (const mails of [status, antwort]) expect(mails.map((m) => m.to[0]).sort()).toEqual([MELDERIN, NACHBAR].sort());
    for (const m of [...status, ...antwort]) {
      expect(m.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(listUnsubscribe(m)).toMatch(/\/rathaus\/meldungen\/abmelden\/[A-Za-z0-9_-]+$/);
    }
    expect(antwort[0]!.text).toContain('Der Bauhof hat den Durchlass frei gemacht.');

    // Four weeks later the reporter is asked; her mail's "Nein" link, in a browser without login, reopens the report.
    const secret = sessionSecret(config);
    const ctx = { db: db.db, now, sealer: (p: string, o?: { stable?: boolean }) => sealer(secret, p, o) } as unknown as CmsContext;
    try {
      offset = 5 * WEEK;
      expect(await questionnairesOnce(ctx)).toBeGreaterThanOrEqual(1);
      const [frage] = await smtp.waitFor(1, (m) => m.subject === `Meldung Nr. ${id}: Ist es behoben?`);
      expect(frage!.to).toEqual([MELDERIN]);
      await page.goto(pathOf(linkIn(frage!.text.split('Nein, es ist nicht behoben:')[1]!, '/rathaus/meldungen/behoben')));
      expect(await page.locator('input[name="behoben"][value="nein"]').isChecked()).toBe(true);
      await axeWithoutScripts(page);
      await page.fill('#umfrage-kommentar', 'Nach dem Regen ist er wieder zu.');
      await click(page, 'Antwort senden', /\?danke=nein$/);
      expect(await page.locator('main').innerText()).toContain('Wir haben die Meldung wieder geöffnet');
      await axeWithoutScripts(page);
    } finally {
      offset = 0;
    }
    await page.goto(`/rathaus/meldungen/${id}`);
    const shown = await page.locator('main').innerText();
    expect(shown).toContain('In Bearbeitung');
    expect(shown).toContain('nicht behoben');

    // The subscriber's unsubscribe link: a GET shows the button and ends nothing; the button ends it, answered with the page.
    await page.goto(pathOf(listUnsubscribe(status.find((m) => m.to[0] === NACHBAR)!)));
    await axeWithoutScripts(page);
    const [answer] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.click('button:has-text("Ja, abmelden")')]);
    expect(answer.status()).toBe(200);
    await page.waitForSelector('main [role="status"]');
    expect(await page.locator('main [role="status"]').innerText()).toContain('Sie sind abgemeldet');

    expect(citizen.foreignRequests).toEqual([]);
    expect(staff.foreignRequests).toEqual([]);
    await staff.context.close();
    await citizen.context.close();
  });
});
