import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoProblems, useBrowser, waitForHydration } from './browser';
import { chunkWith } from '../../scripts/first-load';
import type { AssetManifest } from '../../server/render/manifest';
import { findRoute } from '../../shared/routes';
import type { NavigationData } from '../../shared/app/state';

/**
 * Idle link prefetch (spec §9): the loader data and page chunks of internal links on screen are
 * fetched while the browser is idle, each once, and the next navigation uses them; nothing is
 * prefetched on data saver or a 2g connection.
 */
const { baseUrl, openPage } = useBrowser();
const dist = path.resolve(process.env.DIST_DIR || 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'client', 'manifest.json'), 'utf8')) as AssetManifest;

/** Records the data requests (/_data/…) and script requests of a page from its start. */
function record(page: Page) {
  const data: string[] = [];
  const scripts: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/_data/')) data.push(u.pathname.slice('/_data'.length) + u.search);
    else if (u.pathname.endsWith('.js')) scripts.push(u.pathname);
  });
  return { data, scripts };
}

/** A connection as the Network Information API describes it, set before the page's scripts run. */
function fakeConnection(c: { saveData: boolean; effectiveType: string }) {
  Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ ...c, addEventListener() {}, removeEventListener() {} }) });
}

describe('idle link prefetch', () => {
  it('fetches the data and chunks of visible internal links once, and the next navigation uses them', async () => {
    const w = await openPage({ viewport: { width: 1280, height: 900 } });
    const seen = record(w.page);
    await w.page.goto('/');
    await waitForHydration(w.page);
    // Within the idle deadline (2 s) plus the 200 ms a link has to be on screen, and the fetches.
    await expect.poll(() => seen.data.length, { timeout: 5_000 }).toBeGreaterThan(3);
    await w.page.waitForTimeout(1_500);
    const prefetched = [...seen.data];
    expect(seen.scripts, 'der Code des Vorab-Ladens').toContain(chunkWith(dist, 'client/prefetch.ts'));
    expect(new Set(prefetched).size, 'jede Adresse nur einmal').toBe(prefetched.length);
    expect(prefetched.filter((t) => t.startsWith('/intranet'))).toEqual([]);
    // Only links that are on screen: the footer's links are far below.
    const footerOnly = await w.page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('footer a[href^="/"]')]
        .map((a) => a.getAttribute('href')!)
        .filter((h) => ![...document.querySelectorAll<HTMLAnchorElement>('header a, main a')].some((b) => b.getAttribute('href') === h)),
    );
    expect(footerOnly.length).toBeGreaterThan(0);
    for (const h of footerOnly) expect(prefetched, h).not.toContain(h);
    // Only links of the main content (issue 31): the header's menu links, on screen at 1280 px, are
    // fetched ahead only when pointed at or focused, never all at once.
    const headerOnly = await w.page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('header a[href^="/"]')]
        .filter((a) => a.getClientRects().length > 0)
        .map((a) => a.getAttribute('href')!)
        .filter((h) => h !== '/' && ![...document.querySelectorAll<HTMLAnchorElement>('main a')].some((b) => b.getAttribute('href') === h)),
    );
    expect(headerOnly.length).toBeGreaterThan(0);
    for (const h of headerOnly) expect(prefetched, h).not.toContain(h);

    // A quick tile whose data came ahead: its page's chunk came too, and the navigation asks for nothing more.
    const tile = w.page.locator('.st-tiles a[href^="/"]').first();
    const href = (await tile.getAttribute('href'))!;
    expect(prefetched).toContain(href);
    const body = (await (await fetch(`${baseUrl}/_data${href}`)).json()) as NavigationData;
    expect(body.kind).toBe('page');
    const chunks = manifest.pages[findRoute((body as { page: { routeId: string } }).page.routeId)!.page.id] ?? [];
    for (const c of chunks) expect(seen.scripts, c).toContain(c);
    const before = seen.data.length;
    await tile.click();
    await w.page.waitForURL(`${baseUrl}${href}`);
    await expect.poll(() => w.page.evaluate(() => document.querySelector('#inhalt h1') === document.activeElement)).toBe(true);
    expect(seen.data.slice(before).filter((t) => t === href)).toEqual([]);

    // The links of the new page are prefetched in turn, but never the ones fetched before.
    await w.page.waitForTimeout(3_500);
    const later = seen.data.slice(before);
    expect(later.length).toBeGreaterThan(0);
    for (const t of later) expect(prefetched, t).not.toContain(t);
    expectNoProblems(w);
    await w.context.close();
  });

  for (const [name, connection] of [
    ['data saver', { saveData: true, effectiveType: '4g' }],
    ['a 2g connection', { saveData: false, effectiveType: '2g' }],
  ] as const) {
    it(`fetches nothing ahead on ${name}, and navigation still works`, async () => {
      const w = await openPage({ viewport: { width: 1280, height: 900 } });
      await w.page.addInitScript(fakeConnection, connection);
      const seen = record(w.page);
      await w.page.goto('/');
      await waitForHydration(w.page);
      expect(await w.page.evaluate(() => (navigator as Navigator & { connection?: { saveData: boolean } }).connection?.saveData)).toBe(connection.saveData);
      await w.page.waitForTimeout(4_000);
      expect(seen.data).toEqual([]);
      // Not even the prefetch's own code is fetched.
      expect(seen.scripts).not.toContain(chunkWith(dist, 'client/prefetch.ts'));
      const tile = w.page.locator('.st-tiles a[href^="/"]').first();
      const href = (await tile.getAttribute('href'))!;
      await tile.click();
      await w.page.waitForURL(`${baseUrl}${href}`);
      await expect.poll(() => seen.data).toEqual([href]);
      expectNoProblems(w);
      await w.context.close();
    });
  }
});
