import sharp from 'sharp';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectNoProblems, useBrowser, waitForHydration } from './browser';
import { loadConfig } from '../../server/config';
import { openSiteStore } from '../helpers/store';
import type { OpenedDb } from '../../server/cms/db';
import { pastMinimumFillTime, thanksRef } from '../helpers/browser-forms';
import { OFFLINE_MESSAGE } from '../../shared/app/form-submit';
import { RESTORED_MESSAGE } from '../../shared/components/forms/messages';
import { REFUSED } from '../../server/render/page-handler';

/**
 * Forms never lose what a person typed (ADR 28), in the browser:
 *
 * - on a slow line the form is on screen before its script: what is typed, chosen, ticked and attached
 *   then is the form's state after hydration, and the server stores exactly that (the scripts are
 *   held back until the form is filled in);
 * - a send without a connection keeps the form with a message in its live region and a copy in the
 *   tab's sessionStorage (never the photos) that a reload brings back; a send whose answer was lost,
 *   sent again, is stored once;
 * - with cookies blocked, a citizen form is sent with JavaScript and without; the intranet's login
 *   explains that it needs its cookie;
 * - the first invalid field and its label are below the sticky header at 375, 768, 1280 and 1600 px,
 *   also after a click in the error summary.
 */
const { openPage } = useBrowser();
const NARROW = { width: 375, height: 800 };
const WIDE = { width: 1280, height: 900 };

let db: OpenedDb;
beforeAll(async () => {
  db = await openSiteStore(loadConfig({ NODE_ENV: 'production', DATA_DIR: inject('dataDir') }));
});
afterAll(async () => {
  await db?.close();
});

/** The values the server stored for a reference number. */
async function stored(ref: string): Promise<Record<string, string>> {
  const row = (await db.raw.query<{ felder: string }>('SELECT felder FROM eingang WHERE referenz = ?', [ref]))[0];
  expect(row, ref).toBeDefined();
  return JSON.parse(row!.felder) as Record<string, string>;
}

/**
 * Holds the page's scripts back (a slow line: the form is on screen, its script not yet there) until
 * `release`; afterwards scripts load as usual.
 */
async function holdScripts(page: Page): Promise<{ hold(): void; release(): Promise<void> }> {
  let holding = true;
  const held: Route[] = [];
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  return {
    hold: () => {
      holding = true;
    },
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((r) => r.continue()));
    },
  };
}

const logo = () =>
  sharp({ create: { width: 600, height: 200, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();

describe('typed before the script arrived', () => {
  it("text, choices, boxes, times and a file typed before hydration are the form's state after it, and stored exactly", { timeout: 90_000 }, async () => {
    const w = await openPage({ viewport: WIDE });
    const { page } = w;
    page.setDefaultTimeout(20_000);
    const scripts = await holdScripts(page);

    // The business self-entry: text, a textarea, radio buttons, checkboxes, times, an agreement and a logo.
    await page.goto('/wirtschaft/gewerbeeintrag/', { waitUntil: 'domcontentloaded' });
    let shownAt = Date.now();
    const id = (name: string) => `#gewerbeeintrag-${name}`;
    await page.fill(id('name'), 'Fahrradwerkstatt Vorab');
    await page.check('input[name="rubriken"][value="einzelhandel"]');
    await page.check('input[name="rubriken"][value="dienstleistungen"]');
    await page.fill(id('spezialisierung'), 'Reparatur vor dem Skript');
    await page.fill(id('beschreibung'), 'Getippt, bevor das Skript da war.\nZweite Zeile.');
    await page.fill(id('strasse'), 'Bahnhofstraße 9');
    await page.fill(id('plz'), '79999');
    await page.check(id('ort-1'));
    await page.fill(id('telefon'), '+49 7641 55599');
    await page.fill(id('web'), 'https://www.vorab.example');
    await page.fill(id('oeffnungszeiten-di-1-von'), '09:00');
    await page.fill(id('oeffnungszeiten-di-1-bis'), '17:30');
    await page.fill(id('kontakt_name'), 'Vera Vorab');
    await page.fill(id('kontakt_email'), 'vera@vorab-privat.example');
    await page.check(id('zustimmung'));
    await page.setInputFiles(id('fotos'), { name: 'vorab.png', mimeType: 'image/png', buffer: await logo() });
    await scripts.release();
    await waitForHydration(page);
    // Hydrated: the fields hold what was typed, also after the page renders again.
    await page.fill(id('zeiten_hinweis'), 'Nach dem Skript');
    await expect(page.inputValue(id('name'))).resolves.toBe('Fahrradwerkstatt Vorab');
    await expect(page.isChecked(id('ort-1'))).resolves.toBe(true);
    await pastMinimumFillTime(shownAt);
    await Promise.all([
      page.waitForURL(/\/wirtschaft\/gewerbeeintrag\/[A-Za-z0-9_-]{40,}\/danke$/),
      page.click('button:has-text("Eintrag zur Prüfung senden")'),
    ]);
    const entry = await stored(await thanksRef(page, 'GE'));
    expect(entry).toMatchObject({
      name: 'Fahrradwerkstatt Vorab',
      rubriken: 'dienstleistungen,einzelhandel',
      spezialisierung: 'Reparatur vor dem Skript',
      beschreibung: 'Getippt, bevor das Skript da war.\nZweite Zeile.',
      strasse: 'Bahnhofstraße 9',
      plz: '79999',
      telefon: '+49 7641 55599',
      web: 'https://www.vorab.example',
      zeiten_hinweis: 'Nach dem Skript',
      kontakt_name: 'Vera Vorab',
      kontakt_email: 'vera@vorab-privat.example',
      zustimmung: 'ja',
      logo: 'neu',
    });
    expect(entry.ort).toMatch(/^Musterstadt-/);
    expect(JSON.parse(entry.oeffnungszeiten!)).toEqual({ di: [['09:00', '17:30']] });

    // The contact form: a choice in a list.
    scripts.hold();
    await page.goto('/rathaus/kontakt/', { waitUntil: 'domcontentloaded' });
    shownAt = Date.now();
    await page.fill('#kontakt-betreff', 'Vor dem Skript gewählt');
    await page.selectOption('#kontakt-amt', '52');
    await page.fill('#kontakt-nachricht', 'Das Amt ist gewählt, bevor das Skript kam.');
    await page.fill('#kontakt-name', 'Erika Vorab');
    await page.fill('#kontakt-email', 'erika@vorab.example');
    await scripts.release();
    await waitForHydration(page);
    await pastMinimumFillTime(shownAt);
    await Promise.all([page.waitForURL(/\/rathaus\/kontakt\/danke\/KF-/), page.click('button:has-text("Nachricht senden")')]);
    expect(await stored(await thanksRef(page, 'KF'))).toMatchObject({
      betreff: 'Vor dem Skript gewählt',
      amt: '52',
      amt_name: 'Bauhof',
      nachricht: 'Das Amt ist gewählt, bevor das Skript kam.',
    });

    // The error report: a page address typed over the one the footer link filled in stays.
    scripts.hold();
    await page.goto('/rathaus/fehler-melden/?seite=%2Frathaus%2Fabfallkalender%2F', { waitUntil: 'domcontentloaded' });
    shownAt = Date.now();
    await page.fill('#fehlermeldung-seite', '/rathaus/kontakt/');
    await page.check('#fehlermeldung-problem-2');
    await page.fill('#fehlermeldung-beschreibung', 'Früh getippt.');
    await scripts.release();
    await waitForHydration(page);
    await pastMinimumFillTime(shownAt);
    await Promise.all([page.waitForURL(/\/rathaus\/fehler-melden\/danke\/FM-/), page.click('button:has-text("Hinweis absenden")')]);
    expect(await stored(await thanksRef(page, 'FM'))).toMatchObject({ seite: '/rathaus/kontakt/', problem: 'link', beschreibung: 'Früh getippt.' });
    expectNoProblems(w);
    await w.context.close();
  });
});

describe('offline and failed sends keep the form', () => {
  it('offline: a message in the live region, the form kept, a copy without photos that a reload restores; an answer lost on its way, sent again, is stored once', {
    timeout: 90_000,
  }, async () => {
    const w = await openPage({ viewport: NARROW });
    const { page, context } = w;
    page.setDefaultTimeout(20_000);
    await page.goto('/rathaus/schadensmeldung/');
    const shownAt = Date.now();
    await waitForHydration(page);
    // The page is hydrated, the form not yet: it hydrates when a person turns to it (ADR 71). Its
    // script is held back while the form is filled in; what is typed meanwhile is its state after.
    const scripts = await holdScripts(page);
    const text = 'Ein Ast hängt über der Straße, seit dem Sturm.';
    const photo = {
      name: 'ast.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 80, height: 60, channels: 3, background: '#753' } })
        .jpeg()
        .toBuffer(),
    };
    await page.check('#schadensmeldung-kategorie-4');
    await page.fill('#schadensmeldung-ort', 'Spielplatz an der Lindenallee');
    await page.fill('#schadensmeldung-beschreibung', text);
    await page.fill('#schadensmeldung-name', 'Otto Offline');
    await page.setInputFiles('#schadensmeldung-fotos', photo);
    expect(await page.locator('.st-formular[data-bereit]').count()).toBe(0);
    await scripts.release();
    await page.locator('.st-formular[data-bereit]').waitFor();
    await expect(page.inputValue('#schadensmeldung-beschreibung')).resolves.toBe(text);
    await pastMinimumFillTime(shownAt);

    await context.setOffline(true);
    await page.click('button:has-text("Schadensmeldung absenden")');
    const status = page.locator('form .st-form__status');
    await expect.poll(() => status.textContent()).toBe(OFFLINE_MESSAGE);
    await expect(status.getAttribute('aria-live')).resolves.toBe('assertive');
    expect(page.url()).toMatch(/\/rathaus\/schadensmeldung\/$/);
    await expect(page.inputValue('#schadensmeldung-beschreibung')).resolves.toBe(text);
    await expect(page.evaluate(() => (document.querySelector('#schadensmeldung-fotos') as HTMLInputElement).files?.length)).resolves.toBe(1);
    const copies = await page.evaluate(() =>
      Object.keys(sessionStorage)
        .filter((k) => k.startsWith('st-formular:'))
        .map((k) => sessionStorage.getItem(k) ?? ''),
    );
    expect(copies).toHaveLength(1);
    expect(copies[0]).toContain(text);
    expect(copies[0]).not.toContain('ast.jpg');
    expect(copies[0]).not.toContain('"fotos"');
    await expectNoAxeViolations(page);

    // Back online, the page reloaded: the copy brings the values back (the photo is chosen again).
    await context.setOffline(false);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => status.textContent()).toBe(RESTORED_MESSAGE);
    await expect(page.inputValue('#schadensmeldung-beschreibung')).resolves.toBe(text);
    await expect(page.inputValue('#schadensmeldung-ort')).resolves.toBe('Spielplatz an der Lindenallee');
    await expect(page.isChecked('#schadensmeldung-kategorie-4')).resolves.toBe(true);
    await page.setInputFiles('#schadensmeldung-fotos', photo);

    // The send arrives, its answer is lost: the page says so; sent again, the same report.
    let lost = false;
    await page.route(/\/rathaus\/schadensmeldung\/$/, async (route) => {
      if (route.request().method() !== 'POST' || lost) return route.continue();
      lost = true;
      await route.fetch({ maxRedirects: 0 });
      await route.abort('connectionreset');
    });
    await page.click('button:has-text("Schadensmeldung absenden")');
    await expect.poll(() => status.textContent()).toBe(OFFLINE_MESSAGE);
    expect(lost).toBe(true);
    await Promise.all([page.waitForURL(/\/rathaus\/schadensmeldung\/danke\/SM-/), page.click('button:has-text("Schadensmeldung absenden")')]);
    const ref = await thanksRef(page, 'SM');
    const rows = await db.raw.query<{ referenz: string; id: number }>('SELECT referenz, id FROM eingang WHERE felder LIKE ?', [`%${text}%`]);
    expect(rows.map((r) => r.referenz)).toEqual([ref]);
    expect(await stored(ref)).toMatchObject({ kategorie: 'spielplaetze', ort: 'Spielplatz an der Lindenallee', beschreibung: text, name: 'Otto Offline' });
    expect(await db.raw.query('SELECT name FROM eingang_foto WHERE eingang_id = ?', [rows[0]!.id])).toEqual([{ name: 'ast.jpg' }]);
    // Handled: the copy is gone.
    await expect(page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('st-formular:')).length)).resolves.toBe(0);
    await w.context.close();
  });
});

describe('cookies blocked', () => {
  /**
   * The browser sends and keeps no cookie of the site (pages and forms; static files set none). The
   * request is made for the browser, with the context's cookie jar emptied before and after.
   */
  async function blockCookies(context: BrowserContext): Promise<void> {
    await context.route(
      (url) => !/^\/(assets|images|bild)\//.test(url.pathname),
      async (route) => {
        // Pages and forms carry the site's cookies; the rest (data, scripts) goes on as it is, without any.
        if (route.request().resourceType() !== 'document' && route.request().method() !== 'POST') return route.continue();
        const headers = { ...route.request().headers() };
        delete headers.cookie;
        await context.clearCookies();
        const response = await route.fetch({ headers, maxRedirects: 0 });
        await context.clearCookies();
        const answer = { ...response.headers() };
        delete answer['set-cookie'];
        await route.fulfill({ response, headers: answer });
      },
    );
  }

  for (const javaScriptEnabled of [false, true]) {
    it(`${javaScriptEnabled ? 'with' : 'without'} JavaScript: the contact form is sent; the intranet's login says it needs its cookie and keeps the address`, {
      timeout: 60_000,
    }, async () => {
      const w = await openPage({ viewport: WIDE, javaScriptEnabled });
      const { page } = w;
      page.setDefaultTimeout(20_000);
      await blockCookies(w.context);
      await page.goto('/rathaus/kontakt/');
      const shownAt = Date.now();
      if (javaScriptEnabled) await waitForHydration(page);
      await page.fill('#kontakt-betreff', `Ohne Cookies ${javaScriptEnabled ? 'mit' : 'ohne'} Skript`);
      await page.selectOption('#kontakt-amt', '49');
      await page.fill('#kontakt-nachricht', 'Mein Browser nimmt keine Cookies an.');
      await page.fill('#kontakt-name', 'Carla Keks');
      await page.fill('#kontakt-telefon', '07641 55512');
      await pastMinimumFillTime(shownAt);
      await Promise.all([page.waitForURL(/\/rathaus\/kontakt\/danke\/KF-/), page.click('button:has-text("Nachricht senden")')]);
      expect(await stored(await thanksRef(page, 'KF'))).toMatchObject({
        betreff: `Ohne Cookies ${javaScriptEnabled ? 'mit' : 'ohne'} Skript`,
        telefon: '+49 7641 55512',
      });
      expect(await w.context.cookies()).toEqual([]);

      await page.goto('/intranet');
      if (javaScriptEnabled) await waitForHydration(page);
      await page.fill('#anmeldung-email', 'erika.mustermann@musterstadt.de');
      await page.fill('#anmeldung-passwort', 'Demo#Rathaus2026');
      await page.click('button:has-text("Anmelden")');
      await page.locator('.st-intranet__error, .st-form__summary', { hasText: 'Cookie' }).first().waitFor();
      await expect(page.locator('main').innerText()).resolves.toContain(REFUSED.noCookie);
      await expect(page.inputValue('#anmeldung-email')).resolves.toBe('erika.mustermann@musterstadt.de');
      await expect(page.locator('.st-header').count()).resolves.toBe(1);
      if (javaScriptEnabled) {
        await expectNoAxeViolations(page);
        // The refusal itself is the one failed load the browser reports.
        expect(w.problems.filter((p) => !/status of 403/.test(p))).toEqual([]);
      }
      await w.context.close();
    });
  }
});

describe('focus where people can see it', () => {
  it('the first invalid field and its label are below the sticky header at 375, 768, 1280 and 1600 px, also after a click in the error summary', {
    timeout: 60_000,
  }, async () => {
    const w = await openPage({ viewport: NARROW });
    const { page } = w;
    page.setDefaultTimeout(20_000);
    await page.goto('/rathaus/kontakt/');
    await waitForHydration(page);
    const measured: Record<number, number> = {};
    /** How the field with `id`, its label and the header lie in the window. */
    const layout = (fieldId: string) =>
      page.evaluate((fid) => {
        const header = document.querySelector('.st-header')!.getBoundingClientRect();
        const field = document.getElementById(fid)!.getBoundingClientRect();
        const label = document.querySelector(`label[for="${fid}"]`)!.getBoundingClientRect();
        return {
          header: header.bottom,
          headerHeight: header.height,
          label: label.top,
          top: field.top,
          bottom: field.bottom,
          window: window.innerHeight,
          focused: document.activeElement?.id,
        };
      }, fieldId);
    for (const [width, height] of [
      [375, 800],
      [768, 1024],
      [1280, 900],
      [1600, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      // From the end of the page, as after filling the form in.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.click('button:has-text("Nachricht senden")');
      await page.waitForFunction(() => document.activeElement?.id === 'kontakt-betreff');
      let at = await layout('kontakt-betreff');
      measured[width] = Math.round(at.headerHeight);
      expect(at.label, `Beschriftung bei ${width} px`).toBeGreaterThanOrEqual(at.header);
      expect(at.top, `Feld bei ${width} px`).toBeGreaterThan(at.header);
      expect(at.bottom, `Feld bei ${width} px`).toBeLessThanOrEqual(at.window);

      // A click in the error summary: the office's field, with its label, below the header too.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.locator('.st-form__summary a[href="#kontakt-amt"]').click();
      await page.waitForFunction(() => document.activeElement?.id === 'kontakt-amt');
      at = await layout('kontakt-amt');
      expect(at.label, `Beschriftung nach dem Klick bei ${width} px`).toBeGreaterThanOrEqual(at.header);
      expect(at.top, `Feld nach dem Klick bei ${width} px`).toBeGreaterThan(at.header);
      expect(at.bottom, `Feld nach dem Klick bei ${width} px`).toBeLessThanOrEqual(at.window);
    }
    // The sticky header's real height differs by width (the spec's 120 px fit none of them exactly).
    console.log(
      `Höhe der Kopfzeile: ${Object.entries(measured)
        .map(([wd, h]) => `${wd} px: ${h} px`)
        .join(', ')}`,
    );
    expect(measured[1280]).toBeGreaterThan(120);
    expectNoProblems(w);
    await w.context.close();
  });
});
