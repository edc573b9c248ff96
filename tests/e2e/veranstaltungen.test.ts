import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoAxeViolations, expectNoProblems, launchBrowser, openPage, waitForHydration } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('events', () => {
  it.each([375, 1280])('lists events, filters by category and opens one, accessible at %i px', async (width) => {
    const w = await openPage(browser, baseUrl, { viewport: { width, height: 900 } });
    const res = await w.page.goto('/gaeste/veranstaltungen/');
    expect(res?.status()).toBe(200);
    await waitForHydration(w.page);
    await expectNoAxeViolations(w.page);
    const detail = w.page.locator('main a[href^="/gaeste/veranstaltungen/"]').filter({ hasNotText: /Kalender/ }).first();
    const title = (await detail.textContent())?.trim();
    await detail.click();
    await w.page.waitForURL(/\/gaeste\/veranstaltungen\/.+_\d+$/);
    await expect.poll(() => w.page.locator('h1').textContent()).toBe(title);
    expect(await w.page.locator('a[href$="/ics"]').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(w.page);
    expectNoProblems(w);
    await w.context.close();
  });

  it('filters by category without JavaScript', async () => {
    const w = await openPage(browser, baseUrl, { javaScriptEnabled: false });
    await w.page.goto('/gaeste/veranstaltungen/?rubrik_id=6');
    expect(await w.page.locator('h1').count()).toBe(1);
    const text = await w.page.locator('main').textContent();
    expect(text).toContain('Fasnet');
    await w.context.close();
  });
});
