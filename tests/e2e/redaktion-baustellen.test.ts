import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoProblems, useBrowser, waitForHydration } from './browser';
import { axeAtBothWidths } from '../helpers/browser-forms';

/**
 * Construction sites and plots on the editorial desk in the browser (ADR 46): with JavaScript, an
 * editor writes a site (formatted description, closure and parking notes, two phases) and a plot in
 * their editors (axe 0), saves each as a draft, publishes it and finds it on the public pages; without
 * JavaScript (a page of the same context with scripts switched off) a site is published with the plain
 * fields. One context: one login.
 */
const { openPage } = useBrowser();
const JONAS = { email: 'jonas.weber@musterstadt.de', passwort: 'Demo#Redaktion2026' };

/** Opens the new item's editor of a kind (after its script, with JavaScript). */
async function neu(page: Page, art: string, js = true) {
  await page.goto(`/intranet/redaktion/${art}/neu`);
  if (js) await waitForHydration(page);
}

/** Saves as a draft, then publishes the draft; answers the item's id. */
async function saveAndPublish(page: Page, js = true): Promise<string> {
  await Promise.all([page.waitForURL(/\/intranet\/redaktion\/[a-z]+\/\d+\?gespeichert=entwurf/), page.click('button:has-text("Als Entwurf speichern")')]);
  if (js) await waitForHydration(page);
  await Promise.all([
    page.waitForURL(/\/intranet\/redaktion\/[a-z]+\/\d+\?gespeichert=veroeffentlicht/),
    page.click('button:has-text("Speichern und veröffentlichen")'),
  ]);
  return /\/(\d+)\?/.exec(page.url())![1]!;
}

/** A day relative to today, as a date field takes it: the phases stay current whenever the test runs. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Types into a formatted-text field (the editor that replaced its plain field). */
async function typeFormatted(page: Page, label: string, text: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.keyboard.type(text);
}

describe('editorial desk: construction sites and plots', () => {
  it('a site and a plot from the editor to the public pages, with JavaScript and a site without', { timeout: 120_000 }, async () => {
    const w = await openPage({ viewport: { width: 1280, height: 900 } });
    const { page } = w;
    await page.goto('/intranet?ziel=%2Fintranet%2Fredaktion%2Fbaustellen');
    await waitForHydration(page);
    await page.fill('#anmeldung-email', JONAS.email);
    await page.fill('#anmeldung-passwort', JONAS.passwort);
    await Promise.all([page.waitForURL('**/intranet/redaktion/baustellen'), page.click('button:has-text("Anmelden")')]);

    // A site: formatted texts in their editors, a phase running now and one to come.
    await neu(page, 'baustellen');
    await page.locator('.st-richtext__content[role="textbox"]').nth(2).waitFor();
    await axeAtBothWidths(page);
    await page.fill('#feld-titel', 'Kanalsanierung Schillerstraße');
    await page.fill('#feld-strasse', 'Schillerstraße zwischen Bahnhof und Post');
    await page.selectOption('#feld-ortsteil', 'Kernstadt');
    await page.selectOption('#feld-kontakt_amt', { index: 1 });
    await typeFormatted(page, 'Beschreibung', 'Der Mischwasserkanal wird erneuert.');
    await typeFormatted(page, 'Sperrungen und Umleitungen', 'Vollsperrung, Umleitung über die Goethestraße.');
    await typeFormatted(page, 'Hinweise zum Parken', 'Parken im Parkhaus am Bahnhof.');
    await page.fill('#feld-phase_a_titel', 'Kanalbau Schillerstraße');
    await page.fill('#feld-phase_a_von', day(-14));
    await page.fill('#feld-phase_a_bis', day(60));
    await page.fill('#feld-phase_b_titel', 'Straßenbelag Schillerstraße');
    await page.fill('#feld-phase_b_von', day(61));
    await page.fill('#feld-phase_b_bis', day(90));
    const site = await saveAndPublish(page);
    await page.goto(`/wirtschaft/baustellen/kanalsanierung-schillerstrasse_${site}`);
    await page.locator('h1', { hasText: 'Kanalsanierung Schillerstraße' }).waitFor();
    await expect(page.locator('main').textContent()).resolves.toMatch(/Mischwasserkanal[\s\S]*Umleitung über die Goethestraße/);
    await page.goto('/wirtschaft/baustelle-umbaumassnahmen/');
    await page.locator('main', { hasText: 'Straßenbelag Schillerstraße' }).waitFor();

    // A plot.
    await neu(page, 'flaechen');
    await page.locator('.st-richtext__content[role="textbox"]').waitFor();
    await expectNoAxeViolations(page);
    await page.selectOption('#feld-art', 'gewerbe');
    await page.fill('#feld-titel', 'Gewerbepark Süd, Grundstück 4');
    await page.fill('#feld-lage', 'Robert-Bosch-Straße 4');
    await page.fill('#feld-groesse_qm', '2450');
    await page.fill('#feld-preis_qm', '79');
    await page.selectOption('#feld-vergabe', 'reserviert');
    await typeFormatted(page, 'Beschreibung', 'Eben, voll erschlossen, Glasfaser am Grundstück.');
    const plot = await saveAndPublish(page);
    await page.goto('/wirtschaft/gewerbeflaechen/');
    await page.locator('main a', { hasText: 'Gewerbepark Süd, Grundstück 4' }).waitFor();
    await page.goto(`/wirtschaft/gewerbeflaechen/gewerbepark-sued-grundstueck-4_${plot}`);
    await expect(page.locator('main').textContent()).resolves.toContain('Glasfaser am Grundstück');
    expectNoProblems(w);

    // Without JavaScript: a page of the same context (the same login) with scripts switched off.
    const plain = await w.context.newPage();
    const cdp = await w.context.newCDPSession(plain);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    await neu(plain, 'baustellen', false);
    await plain.fill('#feld-titel', 'Leitungsbau Gartenweg');
    await plain.fill('#feld-strasse', 'Gartenweg');
    await plain.selectOption('#feld-ortsteil', 'Nordweil');
    await plain.fill('#feld-beschreibung', 'Neue Gasleitung im Gartenweg.');
    await plain.fill('#feld-umleitung', '<p>Halbseitige Sperrung mit Ampel.</p>');
    await plain.fill('#feld-phase_a_titel', 'Gasleitung Gartenweg');
    await plain.fill('#feld-phase_a_von', day(-7));
    await plain.fill('#feld-phase_a_bis', day(30));
    const ohne = await saveAndPublish(plain, false);
    await plain.goto(`/wirtschaft/baustellen/leitungsbau-gartenweg_${ohne}`);
    await expect(plain.locator('main').textContent()).resolves.toMatch(/Neue Gasleitung im Gartenweg\.[\s\S]*Halbseitige Sperrung mit Ampel\./);
    await w.context.close();
  });
});
