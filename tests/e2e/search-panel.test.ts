import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, expectNoProblems, useBrowser, waitForHydration } from './browser';

/**
 * The header's search (spec §2.6, §4, §9): at every width a panel below the header, opened by the
 * 'Suche' button; opening it closes the menus and opening a menu closes it; focus goes into the field
 * after 10 ms; Escape closes it and gives focus back. Without JavaScript the form still works.
 */
/**
 * One page per kind (with JavaScript, without) for the file's tests, which need no profile of their
 * own: each test loads its page anew there (ADR 67).
 */
const { sharedPage } = useBrowser();

const WIDTHS = [375, 1280];
const field = (page: Page) => page.locator('#kopf-suche-q');
const toggle = (page: Page) => page.getByRole('button', { name: 'Suche', exact: true });
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.className || '');

/** Tab from the top of the page until `done` holds (at most 40 steps). */
async function tabUntil(page: Page, done: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await done()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Ziel per Tabulator nicht erreicht');
}

describe('the search panel', () => {
  for (const width of WIDTHS) {
    it(`opens below the header by keyboard, focuses the field, and Escape closes it (${width} px)`, async () => {
      const w = await sharedPage({ viewport: { width, height: 800 } });
      await w.page.goto('/rathaus/');
      await waitForHydration(w.page);
      expect(await field(w.page).isVisible()).toBe(false);
      const mainBefore = await w.page.locator('#inhalt').boundingBox();

      await tabUntil(w.page, () => toggle(w.page).evaluate((b) => b === document.activeElement));
      expect(await toggle(w.page).getAttribute('aria-expanded')).toBe('false');
      await w.page.keyboard.press('Enter');
      expect(await toggle(w.page).getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => activeId(w.page)).toBe('kopf-suche-q');

      // Below the header, over the page: nothing below it moves.
      const header = (await w.page.locator('header.st-header').boundingBox())!;
      const panel = (await w.page.locator('#suche').boundingBox())!;
      expect(panel.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      expect(panel.width).toBeGreaterThanOrEqual(width - 20);
      expect(await w.page.locator('#inhalt').boundingBox()).toEqual(mainBefore);
      expect(await w.page.getByLabel('Wonach suchen Sie?').getAttribute('placeholder')).toBe('Suchbegriff eingeben');
      await expectNoAxeViolations(w.page);

      await w.page.keyboard.type('Müll');
      await w.page.keyboard.press('Escape');
      // The first Escape may close the suggestion list; the panel closes with the next at the latest.
      if (await field(w.page).isVisible()) await w.page.keyboard.press('Escape');
      expect(await field(w.page).isVisible()).toBe(false);
      expect(await toggle(w.page).getAttribute('aria-expanded')).toBe('false');
      expect(await toggle(w.page).evaluate((b) => b === document.activeElement)).toBe(true);
      expectNoProblems(w);
    });
  }

  it('closes the menus when it opens, and closes when a menu opens (desktop)', async () => {
    const w = await sharedPage({ viewport: { width: 1280, height: 800 } });
    await w.page.goto('/');
    await waitForHydration(w.page);
    const rathaus = w.page.getByRole('button', { name: 'Untermenü Rathaus & Service' });
    await rathaus.focus();
    await w.page.keyboard.press('Enter');
    expect(await w.page.locator('#nav-dropdown-rathaus').isVisible()).toBe(true);

    await toggle(w.page).focus();
    await w.page.keyboard.press('Enter');
    expect(await w.page.locator('#nav-dropdown-rathaus').isVisible()).toBe(false);
    expect(await rathaus.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => activeId(w.page)).toBe('kopf-suche-q');

    await rathaus.focus();
    await w.page.keyboard.press('Enter');
    expect(await w.page.locator('#nav-dropdown-rathaus').isVisible()).toBe(true);
    expect(await field(w.page).isVisible()).toBe(false);
    expect(await toggle(w.page).getAttribute('aria-expanded')).toBe('false');
    expectNoProblems(w);
  });

  it('closes when the mobile menu opens, and the menu closes when it opens (phone)', async () => {
    const w = await sharedPage({ viewport: { width: 375, height: 800 } });
    await w.page.goto('/');
    await waitForHydration(w.page);
    await toggle(w.page).click();
    expect(await field(w.page).isVisible()).toBe(true);
    await w.page.getByRole('button', { name: 'Menü', exact: true }).click();
    expect(await field(w.page).isVisible()).toBe(false);
    expect(await w.page.locator('.st-overlay').count()).toBe(1);
    // Closed again, then the search button: the search opens, the menu stays closed.
    await w.page.getByRole('button', { name: 'Menü schließen' }).click();
    await expect.poll(() => w.page.locator('.st-overlay').count()).toBe(0);
    await toggle(w.page).click();
    expect(await field(w.page).isVisible()).toBe(true);
    expect(await w.page.getByRole('button', { name: 'Menü', exact: true }).getAttribute('aria-expanded')).toBe('false');
    await expectNoAxeViolations(w.page);
    expectNoProblems(w);
  });

  for (const width of WIDTHS) {
    it(`works without JavaScript: the 'Suche' link opens the form, which submits (${width} px)`, async () => {
      const w = await sharedPage({ viewport: { width, height: 800 }, javaScriptEnabled: false });
      await w.page.goto('/rathaus/');
      expect(await field(w.page).isVisible()).toBe(false);
      await w.page.getByRole('link', { name: 'Suche', exact: true }).click();
      expect(await field(w.page).isVisible()).toBe(true);
      await field(w.page).fill('Bürgerbüro');
      await field(w.page).press('Enter');
      await w.page.waitForURL('**/rathaus/suche?q=B%C3%BCrgerb%C3%BCro');
      expect(await w.page.locator('.st-list__count').textContent()).toMatch(/Treffer für „Bürgerbüro“/);
    });
  }
});
