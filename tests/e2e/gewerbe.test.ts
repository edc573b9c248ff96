import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoProblems, useBrowser, waitForHydration } from './browser';

const { openPage } = useBrowser();

const ENTRY = /\/wirtschaft\/gewerbeverzeichnis\/handwerk\/[a-z0-9-]+_\d+$/;

describe('business directory', () => {
  it('walks directory → category → entry with JavaScript, searches, accessible on every page type', async () => {
    const w = await openPage({ viewport: { width: 1280, height: 900 } });
    const res = await w.page.goto('/wirtschaft/gewerbeverzeichnis/');
    expect(res?.status()).toBe(200);
    await waitForHydration(w.page);
    expect(await w.page.locator('h1').textContent()).toBe('Gewerbeverzeichnis');
    await expectNoAxeViolations(w.page);

    // The search form navigates client-side and the list follows.
    await w.page.getByLabel('Betrieb oder Branche').fill('Photovoltaik');
    await w.page.getByRole('button', { name: 'Betriebe suchen' }).click();
    await w.page.waitForURL(/\?q=Photovoltaik$/);
    await expect.poll(() => w.page.locator('#gewerbe-liste').textContent()).toBe('Suchergebnisse für „Photovoltaik“');
    expect(await w.page.locator('main .st-gewerbe-list').textContent()).toContain('Elektro Faißt');

    await w.page.locator('main .st-gewerbe-rubriken a[href="/wirtschaft/gewerbeverzeichnis/handwerk"]').click();
    await w.page.waitForURL(/\/wirtschaft\/gewerbeverzeichnis\/handwerk$/);
    await expect.poll(() => w.page.locator('h1').textContent()).toBe('Handwerk');
    expect(await w.page.locator('main .st-gewerbe-list a[href^="tel:+49"]').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(w.page);

    const entry = w.page.locator('main .st-gewerbe-list__name a').first();
    const name = (await entry.textContent())?.trim();
    await entry.click();
    await w.page.waitForURL(ENTRY);
    await expect.poll(() => w.page.locator('h1').textContent()).toBe(name);
    const route = w.page.getByRole('link', { name: /Route planen/ });
    expect(await route.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/directions\?to=/);
    expect(await route.getAttribute('target')).toBe('_blank');
    expect(await w.page.locator('main a[href^="tel:+49"]').count()).toBe(1);
    await expectNoAxeViolations(w.page);

    expectNoProblems(w);
    expect(w.foreignRequests).toEqual([]);
    await w.context.close();
  });

  it('works without JavaScript: search form, category and entry are plain pages and links', async () => {
    const w = await openPage({ javaScriptEnabled: false });
    await w.page.goto('/wirtschaft/gewerbeverzeichnis/');
    await w.page.getByLabel('Betrieb oder Branche').fill('Apotheke');
    await w.page.getByRole('button', { name: 'Betriebe suchen' }).click();
    await w.page.waitForURL(/\?q=Apotheke$/);
    const results = await w.page.locator('main .st-gewerbe-list').textContent();
    expect(results).toContain('Stadt-Apotheke am Marktplatz');
    expect(results).not.toContain('Autohaus Wiesler');

    await w.page.locator('main .st-gewerbe-rubriken a[href="/wirtschaft/gewerbeverzeichnis/handwerk"]').click();
    await w.page.waitForURL(/\/wirtschaft\/gewerbeverzeichnis\/handwerk$/);
    expect(await w.page.locator('h1').textContent()).toBe('Handwerk');
    const entry = w.page.locator('main .st-gewerbe-list__name a').first();
    const name = (await entry.textContent())?.trim();
    await entry.click();
    await w.page.waitForURL(ENTRY);
    expect(await w.page.locator('h1').textContent()).toBe(name);
    expect(await w.page.locator('main address').count()).toBe(1);
    expect(w.foreignRequests).toEqual([]);
    await w.context.close();
  });
});
