import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoProblems, useBrowser, waitForHydration } from './browser';

// The tests read public pages and write nothing: one page per set of options (ADR 67, 72).
const { sharedPage } = useBrowser();

describe('events', () => {
  it.each([375, 1280])('lists events and opens one, accessible at %i px', async (width) => {
    const w = await sharedPage({ viewport: { width, height: 900 } });
    const res = await w.page.goto('/gaeste/veranstaltungen/');
    expect(res?.status()).toBe(200);
    await waitForHydration(w.page);
    await expectNoAxeViolations(w.page);
    const detail = w.page
      .locator('main a[href^="/gaeste/veranstaltungen/"]')
      .filter({ hasNotText: /Kalender/ })
      .first();
    const title = (await detail.textContent())?.trim();
    await detail.click();
    await w.page.waitForURL(/\/gaeste\/veranstaltungen\/.+_\d+$/);
    await expect.poll(() => w.page.locator('h1').textContent()).toBe(title);
    expect(await w.page.locator('a[href$="/ics"]').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(w.page);
    expectNoProblems(w);
  });

  it.each([true, false])('filters by category with the sidebar form (JavaScript %s)', async (javaScriptEnabled) => {
    const w = await sharedPage(javaScriptEnabled ? {} : { javaScriptEnabled: false });
    await w.page.goto('/stadtleben/veranstaltungen/');
    if (javaScriptEnabled) await waitForHydration(w.page);
    const before = await w.page.locator('.st-list__count').textContent();
    await w.page.getByRole('radio', { name: 'Märkte' }).check();
    await w.page.getByRole('button', { name: 'Filtern' }).click();
    await w.page.waitForURL(/rubrik_id=7/);
    await expect.poll(() => w.page.locator('h1').textContent()).toBe('Veranstaltungen: Märkte');
    const after = await w.page.locator('.st-list__count').textContent();
    expect(after).toContain('in der Kategorie „Märkte“');
    expect(after).not.toBe(before);
    const rubriken = await w.page.locator('.st-event__rubriken').allTextContents();
    expect(rubriken.length).toBeGreaterThan(0);
    for (const r of rubriken) expect(r).toContain('Märkte');
    expect(w.foreignRequests).toEqual([]);
    expectNoProblems(w);
  });
});
