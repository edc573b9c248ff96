import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../server/cms/files/demo/pdf';
import { expectNoAxeViolations, expectNoProblems, useBrowser, waitForHydration } from './browser';

/**
 * The desk kinds of the town hall, the Wegweiser, the directory and the waste calendar (ADR 43) in the
 * browser: for each kind the editor (axe), filled, saved as a draft, published, and the public page
 * reached by the editor's own link shows it; with JavaScript on one page for all kinds, and once
 * without JavaScript. Conflicts, restore, roles and messages are the integration tests' (next to each
 * part); here what only a browser shows.
 */
const { openPage } = useBrowser();
const JONAS = { email: 'jonas.weber@musterstadt.de', passwort: 'Demo#Redaktion2026' };

async function login(page: Page, js: boolean) {
  await page.goto('/intranet?ziel=%2Fintranet%2Fredaktion');
  if (js) await waitForHydration(page);
  await page.fill('#anmeldung-email', JONAS.email);
  await page.fill('#anmeldung-passwort', JONAS.passwort);
  await Promise.all([page.waitForURL('**/intranet/redaktion'), page.click('button:has-text("Anmelden")')]);
}

/** Editor → filled → draft → published → the public page by the editor's link; answers that page's text. */
async function createAndPublish(page: Page, art: string, fill: () => Promise<void>, js: boolean): Promise<string> {
  await page.goto(`/intranet/redaktion/${art}/neu`);
  if (js) await waitForHydration(page);
  await fill();
  if (js) await expectNoAxeViolations(page);
  const saved = page.waitForURL(/gespeichert=entwurf/).catch(async () => {
    const main = await page.locator('main').innerText();
    throw new Error(`${art}: nicht gespeichert: ${page.url()} ${main.slice(Math.max(0, main.indexOf('Bitte') - 100), main.indexOf('Bitte') + 400)}`);
  });
  await page.click('button:has-text("Als Entwurf speichern")');
  await saved;
  await Promise.all([page.waitForURL(/gespeichert=veroeffentlicht/), page.click('button:has-text("Speichern und veröffentlichen")')]);
  const link = page.locator('dt:has-text("Auf der Website") + dd a');
  const href = (await link.getAttribute('href')) ?? '';
  await page.goto(href);
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ');
}

describe('desk kinds of the town hall, the Wegweiser, the directory and the waste calendar', () => {
  it('with JavaScript: every kind from the editor to its public page, axe on each editor', { timeout: 120_000 }, async () => {
    const w = await openPage({ viewport: { width: 1280, height: 900 } });
    const { page } = w;
    await login(page, true);

    const amt = await createAndPublish(
      page,
      'aemter',
      async () => {
        await page.fill('#feld-titel', 'Stabsstelle Digitalisierung');
        await page.fill('#feld-aufgaben', 'Onlinedienste\nBreitbandausbau');
        await page.fill('#feld-strasse', 'Marktplatz 1');
        await page.fill('#feld-plz', '79999');
        await page.fill('#feld-ort', 'Musterstadt');
        await page.fill('#feld-telefon', '+49 7641 123-90');
        await page.fill('#feld-email', 'digital@musterstadt.de');
      },
      true,
    );
    expect(amt).toContain('Stabsstelle Digitalisierung');
    expect(amt).toContain('Breitbandausbau');

    const person = await createAndPublish(
      page,
      'mitarbeiter',
      async () => {
        await page.selectOption('#feld-anrede', 'Herr');
        await page.fill('#feld-vorname', 'Till');
        await page.fill('#feld-nachname', 'Äppelwoi');
        await page.selectOption('#feld-amt_a_amt', { label: 'Stabsstelle Digitalisierung' });
        await page.fill('#feld-amt_a_funktion', 'Digitallotse');
        await page.fill('#feld-amt_a_zimmer', '112');
      },
      true,
    );
    expect(person).toContain('Till Äppelwoi');
    expect(person).toContain('Digitallotse');

    const verfahren = await createAndPublish(
      page,
      'verfahren',
      async () => {
        await page.fill('#feld-titel', 'Glasfaseranschluss beantragen');
        await page.fill('#feld-kurztext', 'Anschluss ans städtische Glasfasernetz.');
        const editor = page.locator('.st-richtext__content[role="textbox"]');
        await editor.click();
        await page.keyboard.type('Der Antrag ist kostenlos.');
        await page.selectOption('#feld-amt_id', { label: 'Stabsstelle Digitalisierung' });
        await page.check('#feld-mitarbeiter input[type=checkbox] >> nth=0');
      },
      true,
    );
    expect(verfahren).toContain('Der Antrag ist kostenlos.');
    expect(verfahren).toContain('Stabsstelle Digitalisierung');

    const lage = await createAndPublish(
      page,
      'lebenslagen',
      async () => {
        await page.fill('#feld-titel', 'Schnelles Internet');
        await page.fill('#feld-url', 'schnelles-internet');
        await page.fill('#feld-beschreibung', 'Glasfaser für Haus und Betrieb.');
        await page.locator('#feld-verfahren label', { hasText: 'Glasfaseranschluss beantragen' }).click();
      },
      true,
    );
    expect(lage).toContain('Glasfaseranschluss beantragen');

    const branche = await createAndPublish(
      page,
      'branchen',
      async () => {
        await page.fill('#feld-titel', 'Glasfaser und Netze');
        await page.fill('#feld-url', 'glasfaser-und-netze');
      },
      true,
    );
    expect(branche).toContain('Glasfaser und Netze');

    const art = await createAndPublish(
      page,
      'abfallarten',
      async () => {
        await page.fill('#feld-titel', 'Elektrokleingeräte');
        await page.fill('#feld-key', 'elektro-klein');
        await page.fill('#feld-kuerzel', 'E');
        await page.fill('#feld-farbe', '#335577');
      },
      true,
    );
    expect(art).toContain('Elektrokleingeräte');

    const bezirk = await createAndPublish(
      page,
      'abfuhrbezirke',
      async () => {
        await page.fill('#feld-nr', '77');
        await page.fill('#feld-titel', 'Gewerbegebiet Au');
        await page.fill('#feld-ortsteil', 'Nordweil');
      },
      true,
    );
    expect(bezirk).toContain('Abfallkalender');

    const strasse = await createAndPublish(
      page,
      'strassen',
      async () => {
        await page.fill('#feld-name', 'Glasfaserring');
        await page.fill('#feld-ortsteil', 'Nordweil');
        await page.selectOption('#feld-abfuhrbezirk_nr', '77');
      },
      true,
    );
    expect(strasse).toContain('Glasfaserring');
    expect(strasse).toContain('Abfuhrbezirk Gewerbegebiet Au');
    expectNoProblems(w);
  });

  it('without JavaScript: a form with its PDF from the editor to the forms page', { timeout: 60_000 }, async () => {
    const w = await openPage({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
    const { page } = w;
    await login(page, false);
    const pdf = makePdf('Antrag Glasfaser-Hausanschluss', ['Name, Anschrift, Flurstück.']);
    const text = await createAndPublish(
      page,
      'formulare',
      async () => {
        await page.fill('#feld-titel', 'Antrag Glasfaser-Hausanschluss');
        await page.fill('#feld-beschreibung', 'Für Eigentümerinnen und Eigentümer.');
        await page.selectOption('#feld-amt_id', { label: 'Bürgerbüro' });
        await page.setInputFiles('#feld-pdf-datei', { name: 'glasfaser.pdf', mimeType: 'application/pdf', buffer: pdf });
      },
      false,
    );
    expect(text).toContain('Antrag Glasfaser-Hausanschluss');
    expectNoProblems(w);
  });
});
