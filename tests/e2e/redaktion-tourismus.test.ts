import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoProblems, useBrowser, waitForHydration } from './browser';

/**
 * Tourism and the intranet on the editorial desk in the browser (ADR 47): with JavaScript, an editor
 * creates an accommodation, a hiking route, an intranet category and a text in it, each in its editor
 * (axe 0), saves and publishes it and finds it on its page; then, in a context without JavaScript and
 * the same session, an accommodation is published through the plain form. Its kinds (Ferienwohnung,
 * Pension) are not the ones other browser tests count on the shared site (Hotel, Campingplatz).
 */
const { openPage } = useBrowser();
const JONAS = { email: 'jonas.weber@musterstadt.de', passwort: 'Demo#Redaktion2026' };

/** Opens the new item's editor of a kind (after its script, with JavaScript). */
async function neu(page: Page, art: string, js = true) {
  await page.goto(`/intranet/redaktion/${art}/neu`);
  if (js) await waitForHydration(page);
}

/** Saves a draft, then publishes it; answers the item's id. */
async function saveAndPublish(page: Page): Promise<string> {
  await Promise.all([page.waitForURL(/\/intranet\/redaktion\/[a-z-]+\/\d+\?gespeichert=entwurf/), page.click('button:has-text("Als Entwurf speichern")')]);
  await Promise.all([
    page.waitForURL(/\/intranet\/redaktion\/[a-z-]+\/\d+\?gespeichert=veroeffentlicht/),
    page.click('button:has-text("Speichern und veröffentlichen")'),
  ]);
  return /\/(\d+)\?/.exec(page.url())![1]!;
}

describe('editorial desk: tourism', () => {
  it('accommodation, a hiking route, an intranet category and text go from the editor to their pages, with JavaScript and without', {
    timeout: 120_000,
  }, async () => {
    const w = await openPage({ viewport: { width: 1280, height: 900 } });
    const { page } = w;
    await page.goto('/intranet?ziel=%2Fintranet%2Fredaktion%2Funterkuenfte');
    await waitForHydration(page);
    await page.fill('#anmeldung-email', JONAS.email);
    await page.fill('#anmeldung-passwort', JONAS.passwort);
    await Promise.all([page.waitForURL('**/intranet/redaktion/unterkuenfte'), page.click('button:has-text("Anmelden")')]);

    await neu(page, 'unterkuenfte');
    await expectNoAxeViolations(page);
    await page.fill('#feld-name', 'Ferienwohnung Rebblick');
    await page.selectOption('#feld-art', 'Ferienwohnung');
    await page.selectOption('#feld-sterne', '4');
    await page.fill('#feld-betten', '4');
    await page.fill('#feld-telefon', '+49 7641 5566');
    await page.fill('#feld-text', 'Zwei Zimmer mit Balkon über den Reben.');
    await saveAndPublish(page);
    await page.goto('/gaeste/unterkuenfte/?art=Ferienwohnung');
    await expect(page.locator('main').textContent()).resolves.toMatch(/Ferienwohnung Rebblick[\s\S]*Zwei Zimmer mit Balkon über den Reben\./);

    await neu(page, 'wanderwege');
    await expectNoAxeViolations(page);
    await page.fill('#feld-titel', 'Brunnenweg Nordweil');
    await page.fill('#feld-laenge', '6,5');
    await page.fill('#feld-hoehenmeter', '180');
    await page.fill('#feld-dauer', '120');
    await page.selectOption('#feld-schwierigkeit', 'leicht');
    await page.fill('#feld-start', 'Dorfbrunnen Nordweil');
    await page.locator('.st-richtext__content[role="textbox"]').click();
    await page.keyboard.type('Von Brunnen zu Brunnen durch das Dorf.');
    const weg = await saveAndPublish(page);
    await page.goto(`/gaeste/wandern-walken/brunnenweg-nordweil_${weg}`);
    await page.locator('h1', { hasText: 'Brunnenweg Nordweil' }).waitFor();
    await expect(page.locator('main').textContent()).resolves.toContain('Von Brunnen zu Brunnen durch das Dorf.');

    // The intranet's category and a text in it, read as signed-in staff.
    await neu(page, 'intranet-rubriken');
    await expectNoAxeViolations(page);
    await page.fill('#feld-titel', 'Bauhof intern');
    await page.fill('#feld-url', 'bauhof-intern');
    const rubrik = await saveAndPublish(page);
    await neu(page, 'intranet-texte');
    await expectNoAxeViolations(page);
    await page.fill('#feld-titel', 'Streudienst ab Dezember');
    await page.selectOption('#feld-rubrik', rubrik);
    await page.fill('#feld-url', 'streudienst');
    await page.fill('#feld-datum', '2026-11-27');
    await page.locator('.st-richtext__content[role="textbox"]').click();
    await page.keyboard.type('Rufbereitschaft ab vier Uhr morgens.');
    await saveAndPublish(page);
    await page.goto('/intranet/texte/bauhof-intern/streudienst');
    await page.locator('h1', { hasText: 'Streudienst ab Dezember' }).waitFor();
    await expect(page.locator('main').textContent()).resolves.toContain('Rufbereitschaft ab vier Uhr morgens.');
    expectNoProblems(w);

    // Without JavaScript (a context with scripts switched off and the same session): the plain form publishes.
    const plain = await openPage({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false, storageState: await w.context.storageState() });
    await neu(plain.page, 'unterkuenfte', false);
    await plain.page.fill('#feld-name', 'Pension Elzwiese');
    await plain.page.selectOption('#feld-art', 'Pension');
    await plain.page.fill('#feld-betten', '14');
    await plain.page.fill('#feld-telefon', '+49 7641 7788');
    await plain.page.fill('#feld-text', 'Zimmer direkt an der Elz.');
    await Promise.all([
      plain.page.waitForURL(/\/intranet\/redaktion\/unterkuenfte\/\d+\?gespeichert=veroeffentlicht/),
      plain.page.click('button:has-text("Speichern und veröffentlichen")'),
    ]);
    await plain.page.goto('/gaeste/unterkuenfte/?art=Pension');
    await expect(plain.page.locator('main').textContent()).resolves.toContain('Zimmer direkt an der Elz.');
    await plain.context.close();
    await w.context.close();
  });
});
