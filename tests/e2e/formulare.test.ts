import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, useBrowser, waitForHydration } from './browser';
import { axeAtBothWidths, axeWithoutScripts, pastMinimumFillTime, submitAndWait, thanksRef } from '../helpers/browser-forms';
import { phoneMessage } from '../../shared/site/validation';

/**
 * The citizen forms in the browser (issue "Citizens write to the town"), each with and without
 * JavaScript: an invalid submit (without JavaScript the server's error summary with the values and the
 * photo kept; with JavaScript the focus on the first invalid field), then a valid one to the thank-you
 * page with its number. axe finds nothing on the form, its error state and the thank-you page, each
 * checked at 375 and at 1280 px. Every form here is sent from one address, so the whole file stays
 * under the per-address limit (10 in 10 minutes): nine POSTs.
 */
const { openPage } = useBrowser();
const NARROW = { width: 375, height: 800 };
const WIDE = { width: 1280, height: 900 };

async function expectThanks(page: Page, prefix: string): Promise<string> {
  const ref = await thanksRef(page, prefix);
  await axeAtBothWidths(page);
  return ref;
}

async function expectThanksWithoutScripts(page: Page, prefix: string): Promise<string> {
  const ref = await thanksRef(page, prefix);
  await axeWithoutScripts(page);
  return ref;
}

describe('citizen forms without JavaScript', () => {
  it('damage report: errors with the photo kept, then sent with the photo', async () => {
    const w = await openPage({ viewport: NARROW, javaScriptEnabled: false });
    const { page } = w;
    // A step that waits for nothing that comes fails with its name, not with the test's timeout.
    page.setDefaultTimeout(15_000);
    await page.goto('/rathaus/schadensmeldung/');
    const shownAt = Date.now();
    await page.locator('h1', { hasText: 'Schadensmeldung' }).waitFor();
    await axeWithoutScripts(page);

    // Invalid: no category, a phone number in the wrong format; the description and the photo stay.
    await page.fill('#schadensmeldung-ort', 'Lindenplatz, neben der Rutsche');
    await page.fill('#schadensmeldung-beschreibung', 'Die Schaukel hängt schief, ein Seil ist gerissen.');
    await page.fill('#schadensmeldung-telefon', '07641 123 (abends)');
    const jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#8a4' } })
      .jpeg()
      .toBuffer();
    await page.setInputFiles('#schadensmeldung-fotos', { name: 'Schaukel.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    // A person takes longer than the minimum fill time; a faster post would be dropped as spam.
    await pastMinimumFillTime(shownAt);
    await submitAndWait(page, 'Schadensmeldung absenden', /\/rathaus\/schadensmeldung\/$/);
    const summary = page.locator('.st-form__summary');
    await expect(summary.innerText()).resolves.toContain('Bitte wählen Sie aus, welche Art von Schaden Sie melden.');
    await expect(summary.innerText()).resolves.toContain(phoneMessage('Telefonnummer'));
    await expect(summary.locator('a[href="#schadensmeldung-kategorie-0"]').count()).resolves.toBe(1);
    await expect(page.inputValue('#schadensmeldung-beschreibung')).resolves.toBe('Die Schaukel hängt schief, ein Seil ist gerissen.');
    await expect(page.locator('.st-form__kept').innerText()).resolves.toContain('Schaukel.jpg');
    await axeWithoutScripts(page);

    // Corrected: sent, with the photo kept from the first try.
    await page.check('#schadensmeldung-kategorie-3');
    await page.fill('#schadensmeldung-telefon', '+49 7641 123456-78');
    await pastMinimumFillTime(shownAt);
    await submitAndWait(page, 'Schadensmeldung absenden', /\/rathaus\/schadensmeldung\/danke\/SM-/);
    await expectThanksWithoutScripts(page, 'SM');
    await w.context.close();
  });

  it('error and barrier report from the footer link: a barrier names the month and the enforcement procedure', async () => {
    const w = await openPage({ viewport: NARROW, javaScriptEnabled: false });
    const { page } = w;
    // A step that waits for nothing that comes fails with its name, not with the test's timeout.
    page.setDefaultTimeout(15_000);
    await page.goto('/rathaus/abfallkalender/');
    await Promise.all([page.waitForURL(/\/rathaus\/fehler-melden\/\?seite=/), page.click('footer a:has-text("Fehler melden")')]);
    const shownAt = Date.now();
    await expect(page.inputValue('#fehlermeldung-seite')).resolves.toBe('/rathaus/abfallkalender/');
    await axeWithoutScripts(page);

    await page.fill('#fehlermeldung-email', 'erika(at)example');
    // A person takes longer than the minimum fill time; a faster post would be dropped as spam.
    await pastMinimumFillTime(shownAt);
    await submitAndWait(page, 'Hinweis absenden', /\/rathaus\/fehler-melden\//);
    const summary = page.locator('.st-form__summary');
    await expect(summary.innerText()).resolves.toContain('Bitte wählen Sie aus, welche Art von Problem Sie melden.');
    await expect(summary.innerText()).resolves.toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein');
    await expect(page.inputValue('#fehlermeldung-seite')).resolves.toBe('/rathaus/abfallkalender/');
    await axeWithoutScripts(page);

    await page.check('#fehlermeldung-problem-1');
    await page.fill('#fehlermeldung-beschreibung', 'Der Kalender lässt sich mit dem Screenreader nicht bedienen.');
    await page.fill('#fehlermeldung-email', 'erika@example.org');
    await pastMinimumFillTime(shownAt);
    await submitAndWait(page, 'Hinweis absenden', /\/rathaus\/fehler-melden\/danke\/FM-/);
    const text = await page.locator('main').innerText();
    expect(text).toContain('innerhalb eines Monats');
    expect(text).toContain('Durchsetzungsverfahren');
    await expectThanksWithoutScripts(page, 'FM');
    await w.context.close();
  });

  it('contact form from an office page, that office chosen', async () => {
    const w = await openPage({ viewport: WIDE, javaScriptEnabled: false });
    const { page } = w;
    // A step that waits for nothing that comes fails with its name, not with the test's timeout.
    page.setDefaultTimeout(15_000);
    await page.goto('/rathaus/kontakt/?amt=48#kontaktformular');
    const shownAt = Date.now();
    await expect(page.inputValue('#kontakt-amt')).resolves.toBe('48');
    await axeWithoutScripts(page);

    await page.fill('#kontakt-nachricht', 'Wie melde ich meinen Hund an?');
    // A person takes longer than the minimum fill time; a faster post would be dropped as spam.
    await pastMinimumFillTime(shownAt);
    await submitAndWait(page, 'Nachricht senden', /\/rathaus\/kontakt\//);
    const summary = page.locator('.st-form__summary');
    await expect(summary.innerText()).resolves.toContain('Bitte geben Sie einen Betreff ein.');
    await expect(page.inputValue('#kontakt-nachricht')).resolves.toBe('Wie melde ich meinen Hund an?');
    await expect(page.inputValue('#kontakt-amt')).resolves.toBe('48');
    await axeWithoutScripts(page);

    await page.fill('#kontakt-betreff', 'Hundesteuer');
    await page.fill('#kontakt-name', 'Jürgen Weiß');
    await page.fill('#kontakt-telefon', '+49 7641 123456-78');
    await pastMinimumFillTime(shownAt);
    await submitAndWait(page, 'Nachricht senden', /\/rathaus\/kontakt\/danke\/KF-/);
    await expectThanksWithoutScripts(page, 'KF');
    await w.context.close();
  });
});

describe('citizen forms with JavaScript', () => {
  for (const form of [
    {
      name: 'damage report',
      url: '/rathaus/schadensmeldung/',
      button: 'Schadensmeldung absenden',
      first: 'schadensmeldung-kategorie-0',
      prefix: 'SM',
      viewport: WIDE,
      fill: async (page: Page) => {
        await page.check('#schadensmeldung-kategorie-0');
        await page.fill('#schadensmeldung-ort', 'Hauptstraße 12');
        await page.fill('#schadensmeldung-beschreibung', 'Die Laterne bleibt dunkel.');
      },
    },
    {
      name: 'error and barrier report',
      url: '/rathaus/fehler-melden/',
      button: 'Hinweis absenden',
      first: 'fehlermeldung-seite',
      prefix: 'FM',
      viewport: NARROW,
      fill: async (page: Page) => {
        await page.fill('#fehlermeldung-seite', '/rathaus/kontakt/');
        await page.check('#fehlermeldung-problem-0');
        await page.fill('#fehlermeldung-beschreibung', 'Die Telefonnummer ist veraltet.');
      },
    },
    {
      name: 'contact form',
      url: '/rathaus/kontakt/',
      button: 'Nachricht senden',
      first: 'kontakt-betreff',
      prefix: 'KF',
      viewport: NARROW,
      fill: async (page: Page) => {
        await page.fill('#kontakt-betreff', 'Sperrmüll');
        await page.selectOption('#kontakt-amt', '49');
        await page.fill('#kontakt-nachricht', 'Wann ist der nächste Termin?');
        await page.fill('#kontakt-name', 'Erika Muster');
        await page.fill('#kontakt-email', 'erika@example.org');
      },
    },
  ]) {
    it(`${form.name}: an invalid submit focuses the first invalid field, a valid one reaches the thank-you page`, async () => {
      const w = await openPage({ viewport: form.viewport });
      const { page } = w;
      // A step that waits for nothing that comes fails with its name, not with the test's timeout.
      page.setDefaultTimeout(15_000);
      await page.goto(form.url);
      const shownAt = Date.now();
      await waitForHydration(page);
      await axeAtBothWidths(page);

      // Nothing filled in: the browser's rules stop the submit and move the focus (after the scroll).
      await page.click(`button:has-text("${form.button}")`);
      await page.waitForFunction((id) => document.activeElement?.id === id, form.first);
      expect(page.url()).toContain(form.url);
      await expect(page.locator(`#${form.first}`).getAttribute('aria-invalid')).resolves.toBe('true');
      // The field sits below the sticky header, not under it (120 px offset).
      const top = await page.locator(`#${form.first}`).evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThan(60);
      await axeAtBothWidths(page);

      await form.fill(page);
      await expect(page.locator('[aria-invalid="true"]').count()).resolves.toBe(0);
      await pastMinimumFillTime(shownAt);
      await submitAndWait(page, form.button, new RegExp(`/danke/${form.prefix}-`));
      await expectThanks(page, form.prefix);
      expectNoProblems(w);
      await w.context.close();
    });
  }
});
