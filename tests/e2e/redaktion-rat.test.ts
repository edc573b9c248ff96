import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, useBrowser, waitForHydration } from './browser';
import { axeAtBothWidths, axeWithoutScripts } from '../helpers/browser-forms';

/**
 * The council on the editorial desk in the browser (ADR 44): with JavaScript, an editor creates a
 * committee (its editor: axe 0 at both widths), a member, the member's seat, a paper and a meeting
 * whose agenda names the paper, each published, and finds each on the public pages and in OParl (axe
 * on the other editors: tests/e2e/desk-kinds.test.ts, ADR 60); without
 * JavaScript a refused save keeps the values and a body is published with the plain field.
 */
const { openPage } = useBrowser();
const JONAS = { email: 'jonas.weber@musterstadt.de', passwort: 'Demo#Redaktion2026' };
const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 375, height: 800 };

async function login(page: Page, js: boolean) {
  await page.goto('/intranet?ziel=%2Fintranet%2Fredaktion%2Fgremien');
  if (js) await waitForHydration(page);
  await page.fill('#anmeldung-email', JONAS.email);
  await page.fill('#anmeldung-passwort', JONAS.passwort);
  await Promise.all([page.waitForURL('**/intranet/redaktion/gremien'), page.click('button:has-text("Anmelden")')]);
}

/** Opens the new item's editor of a kind (after its script, with JavaScript). */
async function neu(page: Page, art: string, js = true) {
  await page.goto(`/intranet/redaktion/${art}/neu`);
  if (js) await waitForHydration(page);
}

/** Saves and publishes; answers the item's id. */
async function publish(page: Page): Promise<string> {
  await Promise.all([
    page.waitForURL(/\/intranet\/redaktion\/[a-z]+\/\d+\?gespeichert=veroeffentlicht/),
    page.click('button:has-text("Speichern und veröffentlichen")'),
  ]);
  return /\/(\d+)\?/.exec(page.url())![1]!;
}

describe('editorial desk: the council', () => {
  it('with JavaScript: a committee, its member and seat, a paper and a meeting go from the editor to the public pages', { timeout: 120_000 }, async () => {
    const w = await openPage({ viewport: WIDE });
    const { page } = w;
    await login(page, true);

    // The body: formatted description in the editor.
    await neu(page, 'gremien');
    await axeAtBothWidths(page);
    await page.fill('#feld-name', 'Ausschuss für Bürgerbeteiligung');
    await page.selectOption('#feld-art', 'ausschuss');
    await page.selectOption('#feld-uebergeordnet', { label: 'Gemeinderat' });
    const editor = page.locator('.st-richtext__content[role="textbox"]');
    await editor.click();
    await page.keyboard.type('Berät über Beteiligung an Planungen.');
    const gremium = await publish(page);

    await neu(page, 'personen');
    await page.fill('#feld-vorname', 'Konrad');
    await page.fill('#feld-nachname', 'Zähringer');
    await page.fill('#feld-beruf', 'Schreinermeister');
    await page.selectOption('#feld-kontakt_veroeffentlichen', '0');
    const person = await publish(page);

    await neu(page, 'mitgliedschaften');
    await page.selectOption('#feld-person', person);
    await page.selectOption('#feld-gremium', gremium);
    await page.fill('#feld-rolle', 'Vorsitzender');
    await publish(page);

    await page.goto(`/musterstadt/ausschuesse/ausschuss-fuer-buergerbeteiligung_${gremium}`);
    await page.locator('h1', { hasText: 'Ausschuss für Bürgerbeteiligung' }).waitFor();
    await expect(page.locator('main').textContent()).resolves.toMatch(/Berät über Beteiligung an Planungen\.[\s\S]*Konrad Zähringer/);
    await page.goto(`/musterstadt/personen/konrad-zaehringer_${person}`);
    await expect(page.locator('main').textContent()).resolves.toContain('Schreinermeister');

    await neu(page, 'vorlagen');
    await page.fill('#feld-nummer', 'BB 2027/1');
    await page.fill('#feld-titel', 'Bürgerhaushalt 2027');
    await page.selectOption('#feld-art', 'Beschlussvorlage');
    await page.selectOption('#feld-oeffentlich', '1');
    await page.fill('#feld-datum', '2027-01-04');
    await page.locator('.st-richtext__content[role="textbox"]').click();
    await page.keyboard.type('Vorschläge aus der Bürgerschaft.');
    const vorlage = await publish(page);

    await neu(page, 'sitzungen');
    await page.selectOption('#feld-gremium', gremium);
    await page.fill('#feld-datum', '2027-01-15T18:00');
    await page.fill('#feld-ort', 'Kleiner Sitzungssaal, Rathaus');
    await page.selectOption('#feld-oeffentlich', '1');
    await page.fill('#feld-tagesordnung', 'Begrüßung\nBürgerhaushalt 2027 [BB 2027/1]');
    const sitzung = await publish(page);

    await page.goto(`/musterstadt/ratstermine/sitzung-ausschuss-fuer-buergerbeteiligung-2027-01-15_${sitzung}`);
    await expect(page.locator('.st-agenda li').allInnerTexts()).resolves.toEqual(['Begrüßung', 'Bürgerhaushalt 2027']);
    const paper = await page.request.get(`/oparl/v1/paper/${vorlage}`);
    expect(paper.status()).toBe(200);
    expect(JSON.stringify(await paper.json())).toContain(`/meeting/${sitzung}`);
    expectNoProblems(w);
    await w.context.close();
  });

  it('without JavaScript: a refused save keeps the values; the body is published with the plain field', async () => {
    const w = await openPage({ viewport: NARROW, javaScriptEnabled: false });
    const { page } = w;
    await login(page, false);
    await neu(page, 'gremien', false);
    await page.fill('#feld-kurzname', 'JUG');
    await page.fill('#feld-beschreibung', '<p>Die Stimme der Jugend im Rathaus.</p>');
    await Promise.all([page.waitForURL('**/neu'), page.click('button:has-text("Speichern und veröffentlichen")')]);
    await page.locator('.st-form__summary a', { hasText: 'Name' }).waitFor();
    await expect(page.inputValue('#feld-kurzname')).resolves.toBe('JUG');
    await axeWithoutScripts(page);
    await page.fill('#feld-name', 'Jugendbeirat');
    await page.selectOption('#feld-art', 'ausschuss');
    const gremium = await publish(page);
    await page.goto('/musterstadt/ausschuesse/');
    await page.locator('main a', { hasText: 'Jugendbeirat' }).waitFor();
    await page.goto(`/musterstadt/ausschuesse/jugendbeirat_${gremium}`);
    await expect(page.locator('main').textContent()).resolves.toContain('Die Stimme der Jugend im Rathaus.');
    await w.context.close();
  });
});
