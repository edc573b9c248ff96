import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectAccessibleAtWidths, expectNoProblems, useBrowser } from './browser';

/**
 * Reading data in on the desk (issue 27, ADR 42), without JavaScript: the editor uploads a page of
 * service descriptions, sees the preview (axe at both widths, in a second window with the script
 * engine and the same session), applies it and undoes it again, so
 * the demo town the other browser tests read is as it was.
 */
const { openPage } = useBrowser();
const JONAS = { email: 'jonas.weber@musterstadt.de', passwort: 'Demo#Redaktion2026' };
const FIXTURE = path.join(__dirname, '../fixtures/import/xzufi-seite-1.xml');

describe('reading data in on the desk', () => {
  it('without JavaScript: upload, preview, apply, undo', { timeout: 60_000 }, async () => {
    const w = await openPage({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const { page } = w;
    await page.goto('/intranet?ziel=%2Fintranet%2Fredaktion%2Feinlesen%2Fxzufi');
    await page.fill('#anmeldung-email', JONAS.email);
    await page.fill('#anmeldung-passwort', JONAS.passwort);
    await page.click('button:has-text("Anmelden")');
    expect(page.url()).toMatch(/\/intranet\/redaktion\/einlesen\/xzufi$/);
    await page.setInputFiles('#einlesen-datei', FIXTURE);
    await page.click('button:has-text("Vorschau anzeigen")');
    expect(page.url()).toMatch(/\/einlesen\/xzufi\/\d+$/);
    await expect(page.locator('h1').innerText()).resolves.toBe('Vorschau: Leistungsbeschreibungen');
    await expect(page.locator('.st-einlesen__summary').innerText()).resolves.toBe('2 neu, 0 geändert, 0 entfernt');
    // axe needs the page's script engine: the same preview, in a second window with the same session.
    const js = await openPage({ viewport: { width: 1280, height: 900 } });
    await js.context.addCookies(await w.context.cookies());
    await js.page.goto(page.url());
    await expect(js.page.locator('h1').innerText()).resolves.toBe('Vorschau: Leistungsbeschreibungen');
    await expectAccessibleAtWidths(js.page, [375, 1280]);
    expectNoProblems(js);
    await page.click('button:has-text("Übernehmen")');
    expect(page.url()).toMatch(/uebernommen=1$/);
    await expect(page.locator('[role="status"]').first().innerText()).resolves.toContain('übernommen');
    await page.click('button:has-text("Rückgängig machen")');
    expect(page.url()).toMatch(/rueckgaengig=1$/);
    await expect(page.locator('.st-einlesen__facts').innerText()).resolves.toContain('rückgängig gemacht');
    expectNoProblems(w);
  });
});
