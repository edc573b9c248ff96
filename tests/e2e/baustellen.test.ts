import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoProblems, useBrowser, waitForHydration } from './browser';

// The tests read public pages and write nothing: one page per set of options (ADR 67, 72).
const { sharedPage } = useBrowser();

describe('construction sites and plots', () => {
  it('list → filter → detail → parking page and road works, accessible, with JavaScript', async () => {
    const w = await sharedPage({ viewport: { width: 1280, height: 900 } });
    expect((await w.page.goto('/wirtschaft/baustellen/'))?.status()).toBe(200);
    await waitForHydration(w.page);
    await expectNoAxeViolations(w.page);
    // The GET form navigates client-side when JavaScript runs.
    await w.page.selectOption('#baustellen-ortsteil', 'Bombach');
    await w.page.getByRole('button', { name: 'Anzeigen' }).click();
    await w.page.waitForURL(/ortsteil=Bombach/);
    await expect.poll(() => w.page.locator('h1').textContent()).toBe('Baustellen in Bombach');
    const detail = w.page.locator('main .st-baustelle__title a').first();
    const title = (await detail.textContent())?.trim();
    await detail.click();
    await w.page.waitForURL(/\/wirtschaft\/baustellen\/.+_\d+$/);
    await expect.poll(() => w.page.locator('h1').textContent()).toBe(title);
    expect(await w.page.locator('.st-timeline__item').count()).toBeGreaterThan(1);
    await expectNoAxeViolations(w.page);
    await w.page.getByRole('link', { name: 'Hinweise zum Parken an dieser Baustelle' }).click();
    await w.page.waitForURL(/\/wirtschaft\/baustelle-parken\/.+_\d+$/);
    await expect.poll(() => w.page.locator('h1').textContent()).toBe(`Parken: ${title}`);
    await expectNoAxeViolations(w.page);
    await w.page.getByRole('link', { name: 'Bauphasen und Verkehrsführung' }).click();
    await w.page.waitForURL(/\/wirtschaft\/baustelle-umbaumassnahmen\/.+_\d+$/);
    await expect.poll(() => w.page.locator('h1').textContent()).toBe(`Umbaumaßnahmen: ${title}`);
    expectNoProblems(w);
    expect(w.foreignRequests).toEqual([]);
  });

  it('the road-works table is accessible on a phone (a focusable region scrolls it sideways)', async () => {
    const w = await sharedPage({ viewport: { width: 375, height: 800 } });
    expect((await w.page.goto('/wirtschaft/baustelle-umbaumassnahmen/'))?.status()).toBe(200);
    await waitForHydration(w.page);
    await expectNoAxeViolations(w.page);
    expectNoProblems(w);
    expect(w.foreignRequests).toEqual([]);
  });

  it('filters and follows the way to the parking notes without JavaScript', async () => {
    const w = await sharedPage({ javaScriptEnabled: false });
    await w.page.goto('/wirtschaft/baustellen/');
    await w.page.selectOption('#baustellen-ortsteil', 'Hecklingen');
    await Promise.all([w.page.waitForURL(/ortsteil=Hecklingen/), w.page.getByRole('button', { name: 'Anzeigen' }).click()]);
    expect(await w.page.locator('h1').textContent()).toBe('Baustellen in Hecklingen');
    await Promise.all([w.page.waitForURL(/\/wirtschaft\/baustellen\/.+_\d+$/), w.page.locator('main .st-baustelle__title a').first().click()]);
    await Promise.all([
      w.page.waitForURL(/\/wirtschaft\/baustelle-parken\/.+_\d+$/),
      w.page.getByRole('link', { name: 'Hinweise zum Parken an dieser Baustelle' }).click(),
    ]);
    expect(await w.page.locator('h1').textContent()).toMatch(/^Parken: /);
    expect(await w.page.locator('main').textContent()).toContain('Hinweise zum Parken');
    expect(w.foreignRequests).toEqual([]);
  });

  it('plots: index with intro and table → one plot, accessible', async () => {
    const w = await sharedPage({ viewport: { width: 1280, height: 900 } });
    expect((await w.page.goto('/wirtschaft/gewerbeflaechen/'))?.status()).toBe(200);
    await waitForHydration(w.page);
    await expectNoAxeViolations(w.page);
    const link = w.page.locator('main table tbody th a').first();
    const title = (await link.textContent())?.trim();
    await link.click();
    await w.page.waitForURL(/\/wirtschaft\/gewerbeflaechen\/.+_\d+$/);
    await expect.poll(() => w.page.locator('h1').textContent()).toBe(title);
    expect(await w.page.locator('main').textContent()).toContain('m²');
    await expectNoAxeViolations(w.page);
    expectNoProblems(w);
    expect(w.foreignRequests).toEqual([]);
  });
});
