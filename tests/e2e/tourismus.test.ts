import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { expectNoAxeViolations, expectNoProblems, useBrowser, waitForHydration } from './browser';

/**
 * Tourism pages in Chromium: nothing reaches a third party on load; the OpenStreetMap map loads only
 * after the click (the request is answered by a local stub, so the test stays offline), and a
 * remembered choice loads it directly on the next route. Without JavaScript the placeholder offers a
 * plain link. axe once per page type.
 */
// The two reading tests share one page (ADR 67, 72); the consent tests keep their own profiles (the
// remembered choice, the stubbed map).
const { openPage, sharedPage } = useBrowser();

/** Answers every OpenStreetMap request locally and records when it was made. */
async function stubOsm(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.route('https://www.openstreetmap.org/**', async (route) => {
    seen.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Karte</title><p>Kartenattrappe</p>' });
  });
  return seen;
}

describe('tourism', () => {
  it('accommodation: no third-party request, accessible, the kind filter narrows the list', async () => {
    const w = await sharedPage({ viewport: { width: 1280, height: 900 } });
    expect((await w.page.goto('/gaeste/unterkuenfte/'))?.status()).toBe(200);
    await waitForHydration(w.page);
    await expect.poll(() => w.page.locator('.st-embed').textContent()).toContain('noch nicht eingerichtet');
    await expectNoAxeViolations(w.page);
    await w.page.selectOption('#art', 'Hotel');
    await w.page.getByRole('button', { name: 'Anzeigen' }).click();
    await w.page.waitForURL(/art=Hotel/);
    await expect.poll(() => w.page.locator('.st-list__count').textContent()).toContain('(Hotels)');
    expect(await w.page.locator('.st-unterkunft').count()).toBe(2);
    expect(w.foreignRequests).toEqual([]);
    expectNoProblems(w);
  });

  it('Fasnet, clubs and the route list are accessible and load nothing from third parties', async () => {
    const w = await sharedPage({ viewport: { width: 1280, height: 900 } });
    for (const path of ['/gaeste/fasnet/', '/gaeste/fasnetvereine/', '/gaeste/wandern-walken/']) {
      expect((await w.page.goto(path))?.status(), path).toBe(200);
      await waitForHydration(w.page);
      await expectNoAxeViolations(w.page);
    }
    expect(w.foreignRequests).toEqual([]);
    expectNoProblems(w);
  });

  it('a hiking route loads the map only after consent, and directly once the choice is remembered', async () => {
    const w = await openPage({ viewport: { width: 1280, height: 900 } });
    const osm = await stubOsm(w.context);
    await w.page.goto('/gaeste/wandern-walken/hochfirst-runde_8401');
    await waitForHydration(w.page);
    const load = w.page.getByRole('button', { name: 'Inhalt von OpenStreetMap laden' });
    await load.waitFor();
    await expectNoAxeViolations(w.page);
    expect(w.foreignRequests).toEqual([]);
    expect(osm).toEqual([]);

    await load.click();
    await expect.poll(() => osm.length).toBe(1);
    expect(osm[0]).toContain('/export/embed.html?bbox=');
    await expect.poll(() => w.page.frameLocator('iframe.st-embed__frame').locator('p').textContent()).toBe('Kartenattrappe');
    expect(w.foreignRequests.every((u) => u.startsWith('https://www.openstreetmap.org/'))).toBe(true);

    // Not remembered: the next route, reached client-side, asks again.
    await w.page.getByRole('link', { name: 'Alle Wanderwege' }).click();
    await w.page.getByRole('link', { name: 'Mühlbachpfad' }).click();
    await expect.poll(() => w.page.locator('h1').textContent()).toBe('Mühlbachpfad');
    await w.page.getByLabel('Entscheidung merken').waitFor();
    expect(osm).toHaveLength(1);
    await w.page.getByLabel('Entscheidung merken').check();
    await w.page.getByRole('button', { name: 'Inhalt von OpenStreetMap laden' }).click();
    await expect.poll(() => osm.length).toBe(2);

    // Remembered: the third route loads the map without a click.
    await w.page.goto('/gaeste/wandern-walken/rebenweg-bombach_8403');
    await waitForHydration(w.page);
    await expect.poll(() => osm.length).toBe(3);
    expect(await w.page.getByRole('button', { name: /künftig nicht mehr automatisch laden/ }).count()).toBe(1);
    expectNoProblems(w);
    await w.context.close();
  });

  it('without JavaScript the placeholder links to the map on openstreetmap.org and loads nothing', async () => {
    const w = await openPage({ javaScriptEnabled: false });
    await w.page.goto('/gaeste/wandern-walken/hochfirst-runde_8401');
    const link = w.page.getByRole('link', { name: /Startpunkt auf openstreetmap\.org ansehen/ });
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
    expect(await w.page.locator('iframe').count()).toBe(0);
    expect(await w.page.getByRole('button', { name: /laden/ }).count()).toBe(0);
    await w.page.goto('/gaeste/unterkuenfte/?art=Campingplatz');
    expect(await w.page.locator('.st-unterkunft').count()).toBe(1);
    expect(w.foreignRequests).toEqual([]);
    await w.context.close();
  });
});
