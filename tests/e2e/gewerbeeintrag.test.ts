import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, useBrowser, waitForHydration } from './browser';
import { RUBRIKEN_MESSAGE } from '../../shared/parts/eingaenge/formulare/definitions';
import { axeAtBothWidths, axeWithoutScripts, pastMinimumFillTime, submitAndWait } from '../helpers/browser-forms';
import { phoneMessage } from '../../shared/site/validation';

/**
 * The business self-entry in the browser (issue "Business self-entry"), with and without JavaScript:
 * an invalid submit (the error summary, the multiselect in its invalid state, the values kept; with
 * JavaScript the focus on the first invalid field), a valid entry with its logo to the thank-you
 * page, then the private link from there, where the opening hours are changed and sent again. axe
 * finds nothing at 375 and 1280 px on the form and its error state with the multiselect (as the
 * server sends it and as the script shows it), the thank-you page and the edit page behind the link.
 * axe is the slow part, so each state is checked once, in the mode where it is new. Five posts from
 * one address, within the per-address limit.
 */
const { openPage } = useBrowser();
const NARROW = { width: 375, height: 800 };
const WIDE = { width: 1280, height: 900 };
const FORM = '/wirtschaft/gewerbeeintrag/';
/** Each test is a whole flow with several axe runs on a long form: more than the default minute on a busy machine. */
const FLOW = { timeout: 150_000 };

const id = (name: string) => `#gewerbeeintrag-${name}`;
const zeit = (tag: string, n: number, teil: 'von' | 'bis') => id(`oeffnungszeiten-${tag}-${n}-${teil}`);

/** Everything a valid entry needs besides the categories. */
async function fillEntry(page: Page, name: string): Promise<void> {
  await page.fill(id('name'), name);
  await page.fill(id('spezialisierung'), 'Fahrräder, E-Bikes und Reparatur');
  await page.fill(id('beschreibung'), 'Fahrradladen mit Werkstatt am Bahnhof. Wir reparieren alle Marken, auch am Samstag.');
  await page.fill(id('strasse'), 'Bahnhofstraße 7');
  await page.fill(id('plz'), '79999');
  await page.check(id('ort-0'));
  await page.fill(id('telefon'), '+49 7641 55577');
  await page.fill(id('web'), 'https://www.speiche.example');
  for (const tag of ['mo', 'di', 'mi', 'do', 'fr']) {
    await page.fill(zeit(tag, 1, 'von'), '09:00');
    await page.fill(zeit(tag, 1, 'bis'), '18:00');
  }
  await page.fill(zeit('sa', 1, 'von'), '09:00');
  await page.fill(zeit('sa', 1, 'bis'), '13:00');
  await page.fill(id('kontakt_name'), 'Jonas Speiche');
  await page.fill(id('kontakt_email'), 'jonas@speiche-privat.example');
  await page.check(id('zustimmung'));
}

const logo = () =>
  sharp({ create: { width: 640, height: 240, channels: 4, background: '#0a6' } })
    .png()
    .toBuffer();

/** From the thank-you page to the private link; answers its address. */
async function openLink(page: Page): Promise<string> {
  const link = page.locator('.st-danke__link a');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/wirtschaft\/gewerbeeintrag\/[A-Za-z0-9_-]{40,}$/);
  await Promise.all([page.waitForURL((u) => u.pathname === href), link.click()]);
  await page.locator('h1', { hasText: 'Ihr Eintrag im Gewerbeverzeichnis' }).waitFor();
  return href;
}

describe('business self-entry without JavaScript', () => {
  it('errors with the multiselect invalid, then an entry with its logo; through the link the opening hours change', FLOW, async () => {
    const w = await openPage({ viewport: NARROW, javaScriptEnabled: false });
    const { page } = w;
    page.setDefaultTimeout(15_000);
    await page.goto(FORM);
    let shownAt = Date.now();
    await page.locator('h1', { hasText: 'Gewerbeeintrag' }).waitFor();

    // Invalid: no category, the phone in the wrong format; the logo and every value stay.
    await fillEntry(page, 'Radhaus Speiche');
    await page.fill(id('telefon'), '07641 55577 (Laden)');
    await page.setInputFiles(id('fotos'), { name: 'speiche.png', mimeType: 'image/png', buffer: await logo() });
    // Faster than a person, the post would be dropped quietly as spam.
    await pastMinimumFillTime(shownAt);
    await submitAndWait(page, 'Eintrag zur Prüfung senden', /\/wirtschaft\/gewerbeeintrag\/$/);
    const summary = page.locator('.st-form__summary');
    await expect(summary.innerText()).resolves.toContain(RUBRIKEN_MESSAGE);
    await expect(summary.innerText()).resolves.toContain(phoneMessage('Telefon'));
    await expect(summary.locator('a[href="#gewerbeeintrag-rubriken-0"]').count()).resolves.toBe(1);
    await expect(page.locator('fieldset.st-form__multi.st-form__field--invalid').count()).resolves.toBe(1);
    await expect(page.inputValue(zeit('sa', 1, 'bis'))).resolves.toBe('13:00');
    await expect(page.inputValue(id('name'))).resolves.toBe('Radhaus Speiche');
    await expect(page.locator('.st-form__kept').innerText()).resolves.toContain('speiche.png');
    await axeWithoutScripts(page);

    // Corrected: sent, with the logo kept from the first try.
    await page.check('input[name="rubriken"][value="einzelhandel"]');
    await page.check('input[name="rubriken"][value="dienstleistungen"]');
    await page.fill(id('telefon'), '+49 7641 55577');
    await pastMinimumFillTime(shownAt);
    await submitAndWait(page, 'Eintrag zur Prüfung senden', /\/wirtschaft\/gewerbeeintrag\/[A-Za-z0-9_-]{40,}\/danke$/);
    const thanks = await page.locator('main').innerText();
    expect(thanks).toMatch(/Ihre Vorgangsnummer: GE-\d{4}-\d{6}/);
    expect(thanks).toContain('Ihr persönlicher Link');
    await axeWithoutScripts(page);

    // The private link: the form filled in; Saturday now 10 to 14 o'clock.
    const href = await openLink(page);
    shownAt = Date.now();
    await expect(page.inputValue(id('name'))).resolves.toBe('Radhaus Speiche');
    await expect(page.isChecked('input[name="rubriken"][value="dienstleistungen"]')).resolves.toBe(true);
    await expect(page.locator('.st-eintrag-status').innerText()).resolves.toContain('wird geprüft');
    await page.fill(zeit('sa', 1, 'von'), '10:00');
    await page.fill(zeit('sa', 1, 'bis'), '14:00');
    // The agreement to publish was given with the entry: no new tick for a change.
    await expect(page.locator(id('zustimmung')).count()).resolves.toBe(0);
    await pastMinimumFillTime(shownAt);
    await submitAndWait(page, 'Änderung zur Prüfung senden', /\/danke$/);
    await page.goto(href);
    await expect(page.inputValue(zeit('sa', 1, 'von'))).resolves.toBe('10:00');
    await expect(page.inputValue(zeit('sa', 1, 'bis'))).resolves.toBe('14:00');
    await expect(page.inputValue(zeit('mo', 1, 'von'))).resolves.toBe('09:00');
    await w.context.close();
  });
});

describe('business self-entry with JavaScript', () => {
  it('an invalid submit focuses the first invalid field and marks the multiselect; the entry, its link, a change of the opening hours', FLOW, async () => {
    const w = await openPage({ viewport: WIDE });
    const { page } = w;
    page.setDefaultTimeout(15_000);
    await page.goto(FORM);
    let shownAt = Date.now();
    await waitForHydration(page);
    await axeAtBothWidths(page);

    // Nothing filled in: the browser's rules stop the submit, mark every field and focus the first.
    await page.click('button:has-text("Eintrag zur Prüfung senden")');
    await page.waitForFunction(() => document.activeElement?.id === 'gewerbeeintrag-name');
    await expect(page.locator(id('rubriken-0')).getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.locator('fieldset.st-form__multi.st-form__field--invalid').count()).resolves.toBe(1);
    await expect(page.locator('.st-form__summary').innerText()).resolves.toContain(RUBRIKEN_MESSAGE);
    await axeAtBothWidths(page);

    // The multiselect: four are too many, the message says so; back to two.
    for (const r of ['handwerk', 'bau', 'kfz', 'holz-forst']) await page.check(`input[name="rubriken"][value="${r}"]`);
    await expect(page.locator(id('rubriken-fehler')).innerText()).resolves.toContain('höchstens 3 Branchen');
    await expect(page.locator('.st-form__count').innerText()).resolves.toBe('4 von höchstens 3 gewählt');
    await page.uncheck('input[name="rubriken"][value="bau"]');
    await page.uncheck('input[name="rubriken"][value="kfz"]');
    await expect(page.locator(id('rubriken-0')).getAttribute('aria-invalid')).resolves.toBe(null);

    await fillEntry(page, 'Holzwerk Kettenglied');
    await page.setInputFiles(id('fotos'), { name: 'kettenglied.png', mimeType: 'image/png', buffer: await logo() });
    await expect(page.locator('[aria-invalid="true"]').count()).resolves.toBe(0);
    await pastMinimumFillTime(shownAt);
    await submitAndWait(page, 'Eintrag zur Prüfung senden', /\/wirtschaft\/gewerbeeintrag\/[A-Za-z0-9_-]{40,}\/danke$/);
    await expect(page.locator('main').innerText()).resolves.toMatch(/Ihre Vorgangsnummer: GE-\d{4}-\d{6}/);

    // Through the link: the opening hours change, a half-filled period is caught in the browser first.
    const href = await openLink(page);
    shownAt = Date.now();
    await expect(page.inputValue(id('name'))).resolves.toBe('Holzwerk Kettenglied');
    await axeAtBothWidths(page);
    await page.fill(zeit('mo', 2, 'von'), '14:00');
    await page.click('button:has-text("Änderung zur Prüfung senden")');
    await page.waitForFunction(() => document.activeElement?.id === 'gewerbeeintrag-oeffnungszeiten-mo-2-bis');
    await expect(page.locator('.st-form__summary').innerText()).resolves.toContain('Öffnungszeiten am Montag: Bitte geben Sie an, bis wann geöffnet ist.');
    await page.fill(zeit('mo', 1, 'bis'), '12:30');
    await page.fill(zeit('mo', 2, 'bis'), '18:30');
    await pastMinimumFillTime(shownAt);
    await submitAndWait(page, 'Änderung zur Prüfung senden', /\/danke$/);
    await expect(page.locator('main').innerText()).resolves.toContain('Vielen Dank für Ihre Änderung');
    await page.goto(href);
    await waitForHydration(page);
    await expect(page.inputValue(zeit('mo', 1, 'bis'))).resolves.toBe('12:30');
    await expect(page.inputValue(zeit('mo', 2, 'von'))).resolves.toBe('14:00');
    await expect(page.inputValue(zeit('mo', 2, 'bis'))).resolves.toBe('18:30');
    expectNoProblems(w);
    await w.context.close();
  });
});
