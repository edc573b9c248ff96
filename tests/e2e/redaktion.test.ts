import sharp from 'sharp';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessibleAtWidths, expectNoProblems, useBrowser, waitForHydration } from './browser';

/**
 * The editorial desk in the browser (issue "Editorial desk"): the editor of the team logs in, writes a
 * news item with an image, previews and publishes it, finds it in the public list and the search and
 * takes it back; with JavaScript (the TipTap editor) and without (the plain field). Axe on the desk's
 * list, its editor and the preview at 1280 and 375 px.
 */
const { openPage } = useBrowser();
const JONAS = { email: 'jonas.weber@musterstadt.de', passwort: 'Demo#Redaktion2026' };
const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 375, height: 800 };

async function login(page: Page, js: boolean) {
  await page.goto('/intranet?ziel=%2Fintranet%2Fredaktion%2Fnachrichten');
  if (js) await waitForHydration(page);
  await page.fill('#anmeldung-email', JONAS.email);
  await page.fill('#anmeldung-passwort', JONAS.passwort);
  await Promise.all([page.waitForURL('**/intranet/redaktion/nachrichten'), page.click('button:has-text("Anmelden")')]);
  if (js) await waitForHydration(page);
}

/** axe at both widths the issue names; the window gets its size back. */
const axeAtBothWidths = (page: Page) => expectAccessibleAtWidths(page, [NARROW.width, WIDE.width], { sideways: false });

const picture = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#4a7' } })
    .jpeg()
    .toBuffer();

describe('editorial desk', () => {
  it('with JavaScript: writes a news item with an image in the editor, previews, publishes, finds it, takes it back', { timeout: 120_000 }, async () => {
    const w = await openPage({ viewport: WIDE });
    const { page } = w;
    await login(page, true);
    await page.locator('h1', { hasText: 'Nachrichten' }).waitFor();
    await expect(page.locator('.st-desk__table tbody tr').count()).resolves.toBeGreaterThan(5);
    await axeAtBothWidths(page);

    await expect(page.locator('a.st-button:has-text("Nachricht anlegen")').getAttribute('href')).resolves.toBe('/intranet/redaktion/nachrichten/neu');
    // On a slow line the form is there before its script: what is typed into the plain field then
    // goes into the editor when it arrives, paragraph by paragraph (ADR 28).
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/assets\/[^?]+\.js(\?|$)/, (route) => void (holding ? held.push(route) : route.continue()));
    await page.goto('/intranet/redaktion/nachrichten/neu', { waitUntil: 'domcontentloaded' });
    await page.fill('#feld-titel', 'Seniorennachmittag im Lindenhof');
    await page.fill('#feld-text', 'Der Seniorenrat lädt ein.\n\nKaffee und Kuchen gibt es ab 15 Uhr.');
    holding = false;
    await Promise.all(held.map((r) => r.continue()));
    await waitForHydration(page);
    // The editor replaces the plain field once its chunk has loaded.
    const editor = page.locator('.st-richtext__content[role="textbox"]');
    await editor.waitFor();
    await expect(page.locator('textarea#feld-text').isHidden()).resolves.toBe(true);
    await expect(editor.locator('p').allInnerTexts()).resolves.toEqual(['Der Seniorenrat lädt ein.', 'Kaffee und Kuchen gibt es ab 15 Uhr.']);
    await expect(page.inputValue('#feld-titel')).resolves.toBe('Seniorennachmittag im Lindenhof');
    await axeAtBothWidths(page);

    await page.selectOption('#feld-rubrik', 'seniorennachrichten');
    await page.fill('#feld-teaser', 'Kaffee, Kuchen und Musik für alle ab 65.');
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' ');
    await page.click('.st-richtext__toolbar button:has-text("Fett")');
    await page.keyboard.type('Eintritt frei.');
    await page.setInputFiles('#feld-bild-datei', { name: 'lindenhof.jpg', mimeType: 'image/jpeg', buffer: await picture() });
    await page.fill('#feld-bild-alt', 'Gedeckte Kaffeetafel im Saal des Lindenhofs');
    await Promise.all([
      page.waitForURL(/\/intranet\/redaktion\/nachrichten\/\d+\?gespeichert=entwurf/),
      page.click('button:has-text("Als Entwurf speichern")'),
    ]);
    await page.locator('[role=status]', { hasText: 'Gespeichert als Entwurf' }).waitFor();
    const editUrl = page.url().split('?')[0]!;
    await expect(page.locator('.st-desk__image img').getAttribute('alt')).resolves.toBe('Gedeckte Kaffeetafel im Saal des Lindenhofs');

    // The preview: the real news page in its section's layout, with the bold text and the image.
    await page.click('a:has-text("Vorschau ansehen")');
    await page.waitForURL('**/vorschau');
    await page.locator('h1', { hasText: 'Seniorennachmittag im Lindenhof' }).waitFor();
    expect((await page.locator('.st-prose strong').textContent())?.trim()).toBe('Eintritt frei.');
    await expect(page.locator('.st-figure img.st-img__image').getAttribute('alt')).resolves.toBe('Gedeckte Kaffeetafel im Saal des Lindenhofs');
    await axeAtBothWidths(page);
    // Loaded afresh, the preview hydrates although the news page's chunk comes after the desk's (ADR 39):
    // the server's HTML of the news page stays, and no hydration error is reported (expectNoProblems).
    await page.reload();
    await waitForHydration(page);
    expect((await page.locator('.st-prose strong').textContent())?.trim()).toBe('Eintritt frei.');
    await Promise.all([page.waitForURL(/gespeichert=veroeffentlicht/), page.click('button:has-text("Jetzt veröffentlichen")')]);

    // Public: in the list and in the search.
    await page.goto('/stadtleben/seniorennachrichten/');
    await waitForHydration(page);
    const card = page.locator('a', { hasText: 'Seniorennachmittag im Lindenhof' }).first();
    await card.waitFor();
    await Promise.all([page.waitForURL(/seniorennachmittag-im-lindenhof_\d+$/), card.click()]);
    await page.locator('h1', { hasText: 'Seniorennachmittag im Lindenhof' }).waitFor();
    const publicUrl = page.url();
    await page.goto('/rathaus/suche?q=Seniorennachmittag+Lindenhof');
    await expect(page.url()).toBe(publicUrl);

    // Taken back: the public page is gone.
    await page.goto(editUrl);
    await waitForHydration(page);
    await Promise.all([page.waitForURL(/gespeichert=entwurf/), page.click('button:has-text("Speichern und zurückziehen")')]);
    expect((await page.request.get(publicUrl)).status()).toBe(404);
    expectNoProblems(w);
    await w.context.close();
  });

  it('without JavaScript: the plain field takes the same text, publishes with an image and takes it back', async () => {
    const w = await openPage({ viewport: NARROW, javaScriptEnabled: false });
    const { page } = w;
    await login(page, false);
    await page.click('a.st-button:has-text("Nachricht anlegen")');
    await page.waitForURL('**/neu');
    await expect(page.locator('textarea#feld-text').isVisible()).resolves.toBe(true);
    // A refused save keeps the values and names the field.
    await page.fill('#feld-teaser', 'Bleibt stehen');
    await Promise.all([page.waitForURL('**/neu'), page.click('button:has-text("Speichern und veröffentlichen")')]);
    await page.locator('.st-form__summary a', { hasText: 'Überschrift' }).waitFor();
    await expect(page.inputValue('#feld-teaser')).resolves.toBe('Bleibt stehen');

    await page.selectOption('#feld-rubrik', 'seniorennachrichten');
    await page.fill('#feld-titel', 'Boulespiel am Kurpark');
    await page.fill('#feld-text', '<h2>Jeden Donnerstag</h2>\n\nTreffpunkt am Kurpark.\n\n<script>alert(1)</script>');
    await page.setInputFiles('#feld-bild-datei', { name: 'boule.jpg', mimeType: 'image/jpeg', buffer: await picture() });
    await page.fill('#feld-bild-alt', 'Boulekugeln im Kies');
    await Promise.all([page.waitForURL(/gespeichert=veroeffentlicht/), page.click('button:has-text("Speichern und veröffentlichen")')]);
    const editUrl = page.url().split('?')[0]!;

    await page.goto('/stadtleben/seniorennachrichten/');
    const link = page.locator('a', { hasText: 'Boulespiel am Kurpark' }).first();
    await link.waitFor();
    await Promise.all([page.waitForURL(/boulespiel-am-kurpark_\d+$/), link.click()]);
    await expect(page.locator('.st-prose h2').textContent()).resolves.toBe('Jeden Donnerstag');
    await expect(page.locator('.st-prose script').count()).resolves.toBe(0);
    const publicUrl = page.url();
    await page.goto('/rathaus/suche?q=Boulespiel+Kurpark');
    expect(page.url()).toBe(publicUrl);

    await page.goto(editUrl);
    await Promise.all([page.waitForURL(/gespeichert=entwurf/), page.click('button:has-text("Speichern und zurückziehen")')]);
    expect((await page.request.get(publicUrl)).status()).toBe(404);
    await w.context.close();
  });
});
