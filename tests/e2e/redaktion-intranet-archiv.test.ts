import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { axeWithoutScripts } from '../helpers/browser-forms';

/**
 * The intranet's archive on the editorial desk in the browser (ADR 48), without JavaScript (the plain
 * forms, the cheap page loads): an editor creates and publishes an intranet topic and an entry in it,
 * finds both in the intranet, edits the entry in two windows at once (the second save shows both
 * versions and keeps what was typed; axe 0 on that page at 375 and 1280 px), and restores an earlier
 * version. The desk's guarantees in full (roles, audit log, PDFs) are tested without a browser
 * (shared/parts/intranet/archiv-redaktion.integration.test.ts).
 */
const { openPage } = useBrowser();
const JONAS = { email: 'jonas.weber@musterstadt.de', passwort: 'Demo#Redaktion2026' };
const DESK = '/intranet/redaktion';

/** Sends the editor with one of its buttons and waits for the saved item's address; answers its id. */
async function save(
  page: Page,
  art: string,
  button: 'Als Entwurf speichern' | 'Speichern und veröffentlichen' | 'Änderungen speichern (sofort sichtbar)',
): Promise<string> {
  const saved = button === 'Als Entwurf speichern' ? 'entwurf' : 'veroeffentlicht';
  await Promise.all([page.waitForURL(new RegExp(`${DESK}/${art}/\\d+\\?gespeichert=${saved}`)), page.click(`button:has-text("${button}")`)]);
  return /\/(\d+)\?/.exec(page.url())![1]!;
}

const mainText = (page: Page) => page.locator('main').textContent();

describe('editorial desk: the intranet archive', () => {
  it('without JavaScript: a topic and an entry created, published, seen in the intranet, edited in conflict, restored', { timeout: 120_000 }, async () => {
    const w = await openPage({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const { page } = w;
    await page.goto(`/intranet?ziel=${encodeURIComponent(`${DESK}/intranet-archivthemen`)}`);
    await page.fill('#anmeldung-email', JONAS.email);
    await page.fill('#anmeldung-passwort', JONAS.passwort);
    await Promise.all([page.waitForURL(`**${DESK}/intranet-archivthemen`), page.click('button:has-text("Anmelden")')]);

    // A topic, published at once.
    await page.goto(`${DESK}/intranet-archivthemen/neu`);
    await page.fill('#feld-thema', 'Fahrzeugordnungen');
    const thema = await save(page, 'intranet-archivthemen', 'Speichern und veröffentlichen');

    // An entry: a draft stays out of the intranet's topic page, published it is there.
    await page.goto(`${DESK}/intranet-archiv/neu`);
    await page.fill('#feld-titel', 'Fahrtenbuch der Dienstwagen');
    await page.selectOption('#feld-thema', thema);
    await page.fill('#feld-beschreibung', 'Fassung eins: jede Fahrt eintragen.');
    await page.fill('#feld-gueltig_von', new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
    const eintrag = await save(page, 'intranet-archiv', 'Als Entwurf speichern');
    const editor = `${DESK}/intranet-archiv/${eintrag}`;
    const other = await w.context.newPage();
    await other.goto(`/intranet/archiv/${thema}`);
    expect(await other.locator('h1').textContent()).toBe('Fahrzeugordnungen');
    expect(await mainText(other)).not.toContain('Fahrtenbuch der Dienstwagen');
    await save(page, 'intranet-archiv', 'Speichern und veröffentlichen');
    await other.goto(`/intranet/archiv/${thema}`);
    expect(await mainText(other)).toContain('Fassung eins: jede Fahrt eintragen.');
    await other.goto('/intranet');
    expect(await other.locator('body').textContent()).toContain('Fahrzeugordnungen');

    // Two windows edit the entry: the one that saves second sees both versions, with its text kept.
    await other.goto(editor);
    await other.fill('#feld-beschreibung', 'Fassung zwei aus dem anderen Fenster.');
    await save(other, 'intranet-archiv', 'Änderungen speichern (sofort sichtbar)');
    await page.fill('#feld-beschreibung', 'Fassung drei, gleichzeitig geschrieben.');
    await page.click('button:has-text("Änderungen speichern (sofort sichtbar)")');
    await page.locator('#desk-konflikt').waitFor();
    expect(await page.locator('#feld-beschreibung').inputValue()).toBe('Fassung drei, gleichzeitig geschrieben.');
    expect(await page.locator('.st-desk__compare').textContent()).toContain('Fassung zwei aus dem anderen Fenster.');
    await axeWithoutScripts(page);

    // The first published version comes back (the version list, then its page's button).
    await page.goto(`${editor}/versionen`);
    await Promise.all([page.waitForURL(`**${editor}/versionen/2`), page.click('a:has-text("Fassung 2 vergleichen")')]);
    await Promise.all([page.waitForURL(new RegExp(`${editor}\\?`)), page.click('button:has-text("Fassung 2 wiederherstellen")')]);
    expect(await page.locator('#feld-beschreibung').inputValue()).toBe('Fassung eins: jede Fahrt eintragen.');
    await other.goto(`/intranet/archiv/${thema}`);
    expect(await mainText(other)).toContain('Fassung eins: jede Fahrt eintragen.');
    expect(await mainText(other)).not.toContain('Fassung zwei');
    expect(w.foreignRequests).toEqual([]);
    await w.context.close();
  });
});
