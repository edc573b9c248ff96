import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessibleAtWidths, expectNoAxeViolations, expectNoProblems, markWindow, stillSameWindow, useBrowser, waitForHydration } from './browser';

/**
 * "Mein Ort" (ADR 51) in a browser: choose a street and remember it, with JavaScript (client-side,
 * in the same window) and without (plain GET and POST); axe on the chooser and on a place's page at
 * 375 and 1280 px (the place's page holds the chooser too), all on the one page loaded with
 * JavaScript; no request to another host. The feeds, the cookie's attributes and the empty town are
 * checked without a browser (meinort.integration.test.ts).
 */
const { openPage } = useBrowser();
const CHOICE = 'st_wahl_mein-ort';

/** The address of a place's page. */
const atPlace = (uuid: string) => (url: URL) => url.pathname === '/rathaus/mein-ort/' && url.searchParams.get('strasse') === uuid;

/** Picks Bombach's Hauptstraße (there is one in the Kernstadt too) and sends the chooser. */
async function chooseStreet(page: Page): Promise<string> {
  const uuid = await page.locator('optgroup[label="Bombach"] option', { hasText: 'Hauptstraße' }).getAttribute('value');
  expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
  await page.getByLabel('Ihre Straße').selectOption(uuid!);
  await page.getByRole('button', { name: 'Anzeigen' }).click();
  await page.waitForURL(atPlace(uuid!));
  return uuid!;
}

const headings = (page: Page) => page.locator('main h2').allTextContents();

describe('Mein Ort', () => {
  it('without JavaScript: the GET form shows the place, "Auswahl merken" and "vergessen" post and set or clear the one cookie', async () => {
    const w = await openPage({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    expect((await w.page.goto('/rathaus/mein-ort/'))?.status()).toBe(200);

    const uuid = await chooseStreet(w.page);
    expect(await w.page.locator('h1').textContent()).toBe('Mein Ort: Hauptstraße');
    expect(await headings(w.page)).toEqual(
      expect.arrayContaining([
        'Nächste Abfuhrtermine',
        'Baustellen in Bombach',
        'Veranstaltungen in Bombach',
        'Sitzungen von Gemeinderat und Ortschaftsrat Bombach',
        'Kalender und Feed',
      ]),
    );
    expect(await w.context.cookies()).toEqual([]);

    await w.page.getByRole('button', { name: 'Auswahl merken' }).click();
    await w.page.waitForURL(atPlace(uuid));
    expect(await w.page.getByRole('button', { name: 'Auswahl vergessen' }).isVisible()).toBe(true);
    const cookies = await w.context.cookies();
    expect(cookies.map((c) => c.path).sort()).toEqual(['/_data/rathaus/mein-ort/', '/rathaus/mein-ort/']);
    for (const c of cookies) expect(c).toMatchObject({ name: CHOICE, value: uuid, httpOnly: true, sameSite: 'Lax' });
    // The page of the menu now opens the place.
    await w.page.goto('/rathaus/mein-ort/');
    expect(w.page.url()).toMatch(new RegExp(`/rathaus/mein-ort/\\?strasse=${uuid}$`));

    await w.page.getByRole('button', { name: 'Auswahl vergessen' }).click();
    await w.page.waitForURL('**/rathaus/mein-ort/');
    expect(await w.context.cookies()).toEqual([]);
    expect(await w.page.locator('h1').textContent()).toBe('Mein Ort');
    expect(w.foreignRequests).toEqual([]);
    await w.context.close();
  });

  it('with JavaScript: the choice and "Auswahl merken" stay in the window; the place page is accessible at 375 and 1280 px', async () => {
    const w = await openPage({ viewport: { width: 1280, height: 900 } });
    await w.page.goto('/rathaus/mein-ort/');
    await waitForHydration(w.page);
    await expectNoAxeViolations(w.page);
    await markWindow(w.page);

    const uuid = await chooseStreet(w.page);
    await expect.poll(() => w.page.locator('h1').textContent()).toBe('Mein Ort: Hauptstraße');
    expect(await stillSameWindow(w.page)).toBe(true);
    expect(await w.page.locator('#meinort-abfall ~ ul li').count()).toBeGreaterThan(3);

    await w.page.getByRole('button', { name: 'Auswahl merken' }).click();
    await expect.poll(() => w.page.getByRole('button', { name: 'Auswahl vergessen' }).count()).toBe(1);
    expect(await stillSameWindow(w.page)).toBe(true);
    expect((await w.context.cookies()).map((c) => [c.name, c.value])).toEqual([
      [CHOICE, uuid],
      [CHOICE, uuid],
    ]);

    // "Mein Ort" (the link beside the button, as the menu's) now opens the place, in the same window.
    await w.page.locator('.st-meinort__remember').getByRole('link', { name: 'Mein Ort' }).click();
    await w.page.waitForURL(atPlace(uuid));
    expect(await stillSameWindow(w.page)).toBe(true);

    await expectAccessibleAtWidths(w.page, [375, 1280]);
    expectNoProblems(w);
    expect(w.foreignRequests).toEqual([]);
    await w.context.close();
  });
});
