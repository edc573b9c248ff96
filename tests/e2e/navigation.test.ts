import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoProblems, useBrowser, waitForHydration } from './browser';

/**
 * Each kind of test on one page of the file (with JavaScript, without), as the tests need no profile
 * of their own: every test loads its page anew (ADR 67).
 */
const { sharedPage } = useBrowser();

const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 375, height: 800 } };

describe('desktop navigation (from 1200 px)', () => {
  it('opens one dropdown at a time, with the third level and the Bürgerbüro card', async () => {
    const w = await sharedPage(desktop);
    await w.page.goto('/');
    await waitForHydration(w.page);
    const rathaus = w.page.getByRole('button', { name: 'Untermenü Rathaus & Service' });
    await rathaus.click();
    expect(await rathaus.getAttribute('aria-expanded')).toBe('true');
    const dropdown = w.page.locator('#nav-dropdown-rathaus');
    expect(await dropdown.isVisible()).toBe(true);
    expect(await dropdown.getByRole('link', { name: 'Rathausnachrichten' }).isVisible()).toBe(true);
    expect(await dropdown.getByText('Ihre 1. Anlaufstelle').isVisible()).toBe(true);
    expect(await dropdown.getByRole('link', { name: 'Zum Bürgerbüro' }).getAttribute('href')).toBe('/rathaus/fachaemter/buergerbuero_49');
    await expectNoAxeViolations(w.page);

    await w.page.getByRole('button', { name: 'Untermenü Stadtinfo & Politik' }).click();
    expect(await dropdown.isVisible()).toBe(false);
    expect(await rathaus.getAttribute('aria-expanded')).toBe('false');
    expect(await w.page.locator('#nav-dropdown-musterstadt').isVisible()).toBe(true);
    // No promo card outside the rathaus and stadtleben entries.
    expect(await w.page.locator('#nav-dropdown-musterstadt').getByText('Ihre 1. Anlaufstelle').count()).toBe(0);
    expectNoProblems(w);
  });

  it('closes the dropdown with Escape and returns focus to its button', async () => {
    const w = await sharedPage(desktop);
    await w.page.goto('/');
    await waitForHydration(w.page);
    const toggle = w.page.getByRole('button', { name: 'Untermenü Bauen & Wirtschaft' });
    await toggle.focus();
    await w.page.keyboard.press('Enter');
    expect(await w.page.locator('#nav-dropdown-wirtschaft').isVisible()).toBe(true);
    await w.page.keyboard.press('Tab');
    await w.page.keyboard.press('Escape');
    expect(await w.page.locator('#nav-dropdown-wirtschaft').isVisible()).toBe(false);
    expect(await w.page.evaluate(() => document.activeElement?.id)).toBe('nav-toggle-wirtschaft');
  });

  it('closes everything on a click outside and on navigation', async () => {
    const w = await sharedPage(desktop);
    await w.page.goto('/');
    await waitForHydration(w.page);
    await w.page.getByRole('button', { name: 'Untermenü Rathaus & Service' }).click();
    await w.page.locator('#home-news').click();
    expect(await w.page.locator('#nav-dropdown-rathaus').isVisible()).toBe(false);
    await w.page.getByRole('button', { name: 'Untermenü Rathaus & Service' }).click();
    await w.page.locator('#nav-dropdown-rathaus').getByRole('link', { name: 'Bürgernachrichten' }).click();
    await w.page.waitForURL('**/rathaus/buergernachrichten/');
    await expect.poll(() => w.page.locator('#nav-dropdown-rathaus').isVisible()).toBe(false);
    // The current section is marked ("set").
    expect(await w.page.locator('.st-nav__item.is-set .st-nav__link').textContent()).toBe('Rathaus & Service');
    expectNoProblems(w);
  });

  // Its link's markup (name with '(öffnet in einem neuen Fenster)', target, rel) is the server's:
  // tests/integration/pages.test.ts, 'announces the external third-level link of the Rathaus menu'.

  it('keeps the header at the top while scrolling and shrinks the logo', async () => {
    const w = await sharedPage(desktop);
    await w.page.goto('/rathaus/buergernachrichten/');
    await waitForHydration(w.page);
    const before = await w.page.locator('.st-header__logo img').boundingBox();
    const headerHeight = (await w.page.locator('header.st-header').boundingBox())!.height;
    await w.page.mouse.wheel(0, 1500);
    await expect.poll(() => w.page.locator('header.st-header').getAttribute('class')).toContain('is-compact');
    await expect.poll(async () => (await w.page.locator('header.st-header').boundingBox())?.y).toBe(0);
    await expect.poll(async () => (await w.page.locator('.st-header__logo img').boundingBox())!.width).toBeLessThan(before!.width);
    // Shrinking moves nothing else: the header keeps its height.
    expect((await w.page.locator('header.st-header').boundingBox())!.height).toBe(headerHeight);
  });
});

describe('mobile navigation (below 1200 px)', () => {
  it('opens the side panel at the current path, with overlay, and closes it with Escape', async () => {
    const w = await sharedPage(phone);
    await w.page.goto('/rathaus/rathausnachrichten/');
    await waitForHydration(w.page);
    const button = w.page.getByRole('button', { name: 'Menü', exact: true });
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const panel = w.page.locator('#hauptnavigation-panel');
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
    expect((await panel.boundingBox())?.width).toBe(280);
    expect(await w.page.locator('.st-overlay').isVisible()).toBe(true);
    // Opened at the current path: the Rathaus entry and its 'Aktuelles' group are expanded.
    expect(await panel.getByRole('link', { name: 'Rathausnachrichten' }).isVisible()).toBe(true);
    await expect.poll(() => w.page.evaluate(() => document.activeElement?.textContent)).toBe('Menü schließen');
    await expectNoAxeViolations(w.page);
    await w.page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await w.page.locator('.st-overlay').count()).toBe(0);
    expect(await w.page.evaluate(() => document.activeElement?.classList.contains('st-header__menu-button'))).toBe(true);
    expectNoProblems(w);
  });

  it('is 320 px wide from 576 px', async () => {
    const w = await sharedPage({ viewport: { width: 768, height: 900 } });
    await w.page.goto('/');
    await waitForHydration(w.page);
    await w.page.getByRole('button', { name: 'Menü', exact: true }).click();
    await expect.poll(async () => (await w.page.locator('#hauptnavigation-panel').boundingBox())?.width).toBe(320);
  });

  it('closes when the overlay is clicked', async () => {
    const w = await sharedPage(phone);
    await w.page.goto('/');
    await waitForHydration(w.page);
    await w.page.getByRole('button', { name: 'Menü', exact: true }).click();
    await w.page.mouse.click(350, 500);
    expect(await w.page.locator('.st-overlay').count()).toBe(0);
    expect(await w.page.getByRole('button', { name: 'Menü', exact: true }).getAttribute('aria-expanded')).toBe('false');
  });

  it('traps nothing: tabbing past the last entry leaves the panel and closes it', async () => {
    const w = await sharedPage(phone);
    await w.page.goto('/');
    await waitForHydration(w.page);
    await w.page.getByRole('button', { name: 'Menü', exact: true }).click();
    await expect.poll(() => w.page.evaluate(() => document.activeElement?.textContent)).toBe('Menü schließen');
    const count = await w.page.locator('#hauptnavigation-panel :is(a, button):visible').count();
    for (let i = 0; i < count; i++) await w.page.keyboard.press('Tab');
    const inside = await w.page.evaluate(() => document.getElementById('hauptnavigation-panel')!.contains(document.activeElement));
    expect(inside).toBe(false);
    await expect.poll(() => w.page.getByRole('button', { name: 'Menü', exact: true }).getAttribute('aria-expanded')).toBe('false');
  });

  it('expands levels one at a time and follows a third-level link', async () => {
    const w = await sharedPage(phone);
    await w.page.goto('/');
    await waitForHydration(w.page);
    await w.page.getByRole('button', { name: 'Menü', exact: true }).click();
    const panel = w.page.locator('#hauptnavigation-panel');
    await panel.getByRole('button', { name: 'Untermenü Tourismus & Freizeit' }).click();
    await panel.getByRole('button', { name: 'Untermenü Erleben' }).click();
    expect(await panel.getByRole('link', { name: 'Fasnetvereine' }).isVisible()).toBe(true);
    await panel.getByRole('button', { name: 'Untermenü Aufenthalt' }).click();
    expect(await panel.getByRole('link', { name: 'Fasnetvereine' }).isVisible()).toBe(false);
    await panel.getByRole('button', { name: 'Untermenü Rathaus & Service' }).click();
    expect(await panel.getByRole('button', { name: 'Untermenü Tourismus & Freizeit' }).getAttribute('aria-expanded')).toBe('false');
    await panel.getByRole('button', { name: 'Untermenü Aktuelles' }).click();
    await panel.getByRole('link', { name: 'Bürgernachrichten' }).click();
    await w.page.waitForURL('**/rathaus/buergernachrichten/');
    await expect.poll(() => w.page.locator('.st-overlay').count()).toBe(0);
    expectNoProblems(w);
  });

  it('opening the search closes the menu, and the search panel has its label and placeholder', async () => {
    const w = await sharedPage(phone);
    await w.page.goto('/');
    await waitForHydration(w.page);
    expect(await w.page.getByLabel('Wonach suchen Sie?').isVisible()).toBe(false);
    await w.page.getByRole('button', { name: 'Menü', exact: true }).click();
    await w.page
      .locator('.st-overlay')
      .click({ position: { x: 340, y: 60 } })
      .catch(() => {});
    await w.page.getByRole('button', { name: 'Suche', exact: true }).click();
    const input = w.page.getByLabel('Wonach suchen Sie?');
    expect(await input.isVisible()).toBe(true);
    expect(await input.getAttribute('placeholder')).toBe('Suchbegriff eingeben');
    expect(await input.getAttribute('required')).not.toBeNull();
    await expect.poll(() => w.page.evaluate(() => document.activeElement?.id)).toBe('kopf-suche-q');
    await w.page.getByRole('button', { name: 'Menü', exact: true }).click();
    expect(await input.isVisible()).toBe(false);
    await expectNoAxeViolations(w.page);
  });
});

describe('navigation without JavaScript', () => {
  it('reaches every level of the desktop menu by keyboard', async () => {
    const w = await sharedPage({ ...desktop, javaScriptEnabled: false });
    await w.page.goto('/');
    await w.page.getByRole('link', { name: 'Bildung & Soziales' }).focus();
    const dropdown = w.page.locator('#nav-dropdown-stadtleben');
    expect(await dropdown.isVisible()).toBe(true);
    await w.page.keyboard.press('Tab');
    expect(await w.page.evaluate(() => document.activeElement?.textContent)).toBe('Bildung');
    const third = dropdown.getByRole('link', { name: 'Bildungseinrichtungen' });
    expect(await third.isVisible()).toBe(true);
    await third.focus();
    await Promise.all([w.page.waitForURL('**/stadtleben/bildungseinrichtungen/'), w.page.keyboard.press('Enter')]);
  });

  it('shows the whole menu on phones after the Menü link, with every level open', async () => {
    const w = await sharedPage({ ...phone, javaScriptEnabled: false });
    await w.page.goto('/');
    expect(await w.page.locator('.st-nav__panel').isVisible()).toBe(false);
    await w.page.getByRole('link', { name: 'Menü' }).click();
    await w.page.waitForURL('**/#hauptnavigation');
    const link = w.page.locator('#hauptnavigation').getByRole('link', { name: 'Rathausnachrichten' });
    expect(await link.isVisible()).toBe(true);
    await Promise.all([w.page.waitForURL('**/rathaus/rathausnachrichten/'), link.click()]);
  });

  it('submits the search form', async () => {
    const w = await sharedPage({ ...phone, javaScriptEnabled: false });
    await w.page.goto('/');
    // The header's 'Suche' link opens the search panel as its target.
    await w.page.getByRole('link', { name: 'Suche', exact: true }).click();
    await w.page.getByLabel('Wonach suchen Sie?').fill('Müllabfuhr');
    await Promise.all([w.page.waitForURL(/\/rathaus\/suche\?q=M%C3%BCllabfuhr$/), w.page.getByRole('button', { name: 'Suchen' }).click()]);
  });
});
