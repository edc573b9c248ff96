import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, expectNoProblems, useBrowser } from './browser';
import { DatePickerHarness } from './fixtures/date-picker-tree';
import { islandsReady } from '../../shared/app/island';
import { addDays, addMonths, endOfWeek, formatGermanDate, longGermanDate, monthTitle, startOfWeek } from '../../shared/components/date-picker/calendar-math';
import { CLIENT_TARGET } from '../../scripts/build';
import type { AssetManifest } from '../../server/render/manifest';

/**
 * The date picker (spec §9): an accessible calendar with German labels, weeks from Monday, the
 * native date field without JavaScript; arrows, Page Up/Down, Home/End, Escape; no axe violations.
 * It is shown on a page of its own (fixtures/): rendered here on the server, hydrated in the browser
 * with a bundle built for the test, with the site's stylesheet, on the site's origin.
 */
const { baseUrl, openPage } = useBrowser();
const HARNESS = `${baseUrl}/__test/datumsauswahl`;
let bundleDir: string;
let html: string;

beforeAll(async () => {
  bundleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-datepicker-'));
  await esbuild.build({
    entryPoints: [path.resolve('tests/e2e/fixtures/date-picker-entry.tsx')],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: CLIENT_TARGET,
    outdir: bundleDir,
    entryNames: 'entry',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  // The events filter's date fields are islands (ADR 61): their module first, as the server does.
  await islandsReady();
  const manifest = JSON.parse(fs.readFileSync(path.resolve(process.env.DIST_DIR || 'dist', 'client', 'manifest.json'), 'utf8')) as AssetManifest;
  html =
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>Datumsauswahl</title><link rel="stylesheet" href="${manifest.css}"><script type="module" src="/__test/js/entry.js"></script></head>` +
    `<body><div id="root">${renderToString(h(DatePickerHarness))}</div></body></html>`;
});
afterAll(async () => {
  fs.rmSync(bundleDir, { recursive: true, force: true });
});

async function open(width: number, javaScriptEnabled = true) {
  const w = await openPage({ viewport: { width, height: 900 }, javaScriptEnabled });
  await w.page.route(`${baseUrl}/__test/**`, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/__test/datumsauswahl') return route.fulfill({ contentType: 'text/html; charset=utf-8', body: html });
    const file = path.join(bundleDir, path.basename(url.pathname));
    return fs.existsSync(file) ? route.fulfill({ contentType: 'text/javascript', body: fs.readFileSync(file) }) : route.fulfill({ status: 404 });
  });
  await w.page.goto(HARNESS);
  if (javaScriptEnabled) await w.page.locator('#schadensdatum').and(w.page.locator('[type="text"]')).waitFor();
  return w;
}

const active = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { date: el?.dataset.date ?? null, text: el?.textContent?.trim() ?? '', label: el?.getAttribute('aria-label') ?? null, tag: el?.tagName ?? '' };
  });
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Datum wählen: Datum des Schadens' });
const toggle = (page: Page) => page.locator('#meldung .st-datepicker__toggle');

describe('date picker', () => {
  for (const width of [375, 1280]) {
    it(`opens a German calendar from Monday and is used by keyboard alone (${width} px)`, async () => {
      const w = await open(width);
      await expectNoAxeViolations(w.page);
      const today = await browserToday(w.page);

      // Tab from the field to the calendar button, Enter opens the dialog on today.
      await w.page.locator('#schadensdatum').focus();
      await w.page.keyboard.press('Tab');
      expect((await active(w.page)).text).toBe('Kalender öffnen');
      await w.page.keyboard.press('Enter');
      await expect.poll(() => dialog(w.page).isVisible()).toBe(true);
      expect(await toggle(w.page).getAttribute('aria-expanded')).toBe('true');
      await expect.poll(async () => (await active(w.page)).date).toBe(today);
      expect((await active(w.page)).label).toBe(longGermanDate(today));
      expect(await w.page.locator('[aria-current="date"]').getAttribute('data-date')).toBe(today);
      expect(await dialog(w.page).locator('thead th').allTextContents()).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
      expect(await dialog(w.page).locator('thead th').first().getAttribute('abbr')).toBe('Montag');
      expect(await dialog(w.page).getByRole('heading').textContent()).toBe(monthTitle(today));
      // The dialog fits on the screen.
      const box = (await dialog(w.page).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(w.page);

      // Arrows: a day, a week. Home and End: the week's Monday and Sunday.
      let at = today;
      const press = async (key: string, expected: string) => {
        await w.page.keyboard.press(key);
        at = expected;
        await expect.poll(async () => (await active(w.page)).date, { message: key }).toBe(at);
      };
      await press('ArrowRight', addDays(at, 1));
      await press('ArrowDown', addDays(at, 7));
      await press('ArrowLeft', addDays(at, -1));
      await press('ArrowUp', addDays(at, -7));
      await press('Home', startOfWeek(at, 1));
      expect(new Date(`${at}T12:00:00Z`).getUTCDay()).toBe(1);
      await press('End', endOfWeek(at, 1));
      expect(new Date(`${at}T12:00:00Z`).getUTCDay()).toBe(0);
      // Page Down and Up: a month; with Shift a year. The heading follows (and is a polite live region).
      await press('PageDown', addMonths(at, 1));
      expect(await dialog(w.page).getByRole('heading').textContent()).toBe(monthTitle(at));
      expect(await dialog(w.page).getByRole('heading').getAttribute('aria-live')).toBe('polite');
      await press('PageUp', addMonths(at, -1));
      await press('Shift+PageDown', addMonths(at, 12));
      await press('Shift+PageUp', addMonths(at, -12));

      // Tab stays within the dialog (modal).
      for (let i = 0; i < 8; i++) {
        await w.page.keyboard.press('Tab');
        expect(await w.page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
      }
      await w.page.locator(`[data-date="${at}"]`).focus();

      // Enter takes the day: the field shows it, the form sends it as ISO, focus is back on the button.
      await w.page.keyboard.press('Enter');
      await expect.poll(() => dialog(w.page).count()).toBe(0);
      expect(await w.page.locator('#schadensdatum').inputValue()).toBe(formatGermanDate(at));
      expect(await w.page.locator('#meldung input[name="datum"]').inputValue()).toBe(at);
      expect((await active(w.page)).text).toBe(`Kalender öffnen, gewählt: ${longGermanDate(at)}`);

      // Opened again it starts on the chosen day; Escape closes without a change.
      await w.page.keyboard.press('Enter');
      await expect.poll(async () => (await active(w.page)).date).toBe(at);
      await w.page.keyboard.press('ArrowRight');
      await w.page.keyboard.press('Escape');
      await expect.poll(() => dialog(w.page).count()).toBe(0);
      expect(await w.page.locator('#meldung input[name="datum"]').inputValue()).toBe(at);
      expect((await active(w.page)).tag).toBe('BUTTON');
      expect(await toggle(w.page).getAttribute('aria-expanded')).toBe('false');
      expectNoProblems(w);
      await w.context.close();
    });
  }

  it('takes a typed date, and says in German what is wrong with one that is no date', async () => {
    const w = await open(1280);
    const field = w.page.locator('#schadensdatum');
    await field.fill('5.1.2027');
    await field.press('Tab');
    expect(await w.page.locator('#meldung input[name="datum"]').inputValue()).toBe('2027-01-05');
    expect(await field.getAttribute('aria-invalid')).toBeNull();

    await field.fill('31.02.2027');
    await field.press('Tab');
    const message = 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.';
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await w.page.locator('#schadensdatum-fehler').textContent()).toBe(message);
    expect(await field.getAttribute('aria-describedby')).toBe('schadensdatum-hinweis schadensdatum-fehler');
    // The form is not sent with it.
    expect(await field.evaluate((i: HTMLInputElement) => [i.form!.checkValidity(), i.validationMessage])).toEqual([false, message]);
    await expectNoAxeViolations(w.page);
    await w.page.setViewportSize({ width: 375, height: 900 });
    await expectNoAxeViolations(w.page);

    // Past the latest date.
    await field.fill('01.01.2031');
    await field.press('Tab');
    expect(await w.page.locator('#schadensdatum-fehler').textContent()).toBe('Bitte wählen Sie ein Datum bis zum 31.12.2030.');
    await field.fill('24.12.2026');
    expect(await field.getAttribute('aria-invalid')).toBeNull();
    await w.context.close();
  });

  it('sets the period of the events filter: the calendar opens on the start date, the form sends von and bis', async () => {
    const w = await open(375);
    const von = w.page.locator('.st-eventfilter .st-datepicker').first();
    expect(await von.locator('input[type="text"]').inputValue()).toBe('01.12.2026');
    await von.locator('.st-datepicker__toggle').click();
    const calendar = w.page.getByRole('dialog', { name: 'Datum wählen: Von' });
    await expect.poll(async () => (await active(w.page)).date).toBe('2026-12-01');
    expect(await calendar.getByRole('heading').textContent()).toBe('Dezember 2026');
    await w.page.keyboard.press('ArrowDown');
    await w.page.keyboard.press('Space');
    await w.page.locator('#zeitraum-bis').fill('31.12.2026');
    const sent = await w.page
      .locator('.st-eventfilter form')
      .evaluate((f: HTMLFormElement) => new URLSearchParams(new FormData(f) as unknown as string).toString());
    expect(sent).toBe('rubrik_id=&von=2026-12-08&bis=2026-12-31');
    await expectNoAxeViolations(w.page);
    await w.context.close();
  });

  it('is the browser’s native date field without JavaScript, sending the same ISO date', async () => {
    const w = await open(1280, false);
    const field = w.page.locator('#zeitraum-von');
    expect(await field.getAttribute('type')).toBe('date');
    expect(await field.inputValue()).toBe('2026-12-01');
    expect(await w.page.getByLabel('Bis').getAttribute('type')).toBe('date');
    await w.page.getByLabel('Bis').fill('2026-12-24');
    await Promise.all([w.page.waitForURL(/\/stadtleben\/veranstaltungen\/\?/), w.page.locator('.st-eventfilter button[type="submit"]').click()]);
    const q = new URL(w.page.url()).searchParams;
    expect([q.get('von'), q.get('bis')]).toEqual(['2026-12-01', '2026-12-24']);
    await w.context.close();
  });
});
