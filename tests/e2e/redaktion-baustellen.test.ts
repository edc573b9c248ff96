import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, useBrowser, waitForHydration } from './browser';
import { axeAtBothWidths } from '../helpers/browser-forms';

/**
 * Construction sites on the editorial desk in the browser (ADR 46): with JavaScript, an editor writes a
 * site in its three formatted-text editors (axe 0 at both widths) with two phases, saves it as a draft,
 * publishes it and finds it on its page and the page of works to come. Every kind's life without
 * JavaScript, plots included, is tests/e2e/desk-kinds.test.ts (ADR 60).
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
  it('a site from its formatted-text editors to the public pages, with JavaScript', { timeout: 120_000 }, async () => {
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

    expectNoProblems(w);

    await w.context.close();
  });
});
