import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoProblems, useBrowser, waitForHydration } from './browser';

const { baseUrl, openPage, sharedPage } = useBrowser();
// The tests that read public pages with JavaScript, route no request and hold no state share one page
// per window size, each loading its own address: its renderer keeps the site's and axe's compiled code
// (ADR 68). The failed-chunk tests (their routes stay with the page) and the tests without JavaScript
// keep contexts of their own.
const readingPage = () => sharedPage();
const scrollingPage = () => sharedPage({ viewport: { width: 1280, height: 700 } });

/**
 * The chunks of the built client whose entry module is one of the named components (esbuild's
 * metafile), or the site chunk's module that the site's islands load together (ADR 56).
 */
function islandChunks(components: string[]): Set<string> {
  const meta = JSON.parse(fs.readFileSync(path.resolve(process.env.DIST_DIR || 'dist', 'client', 'meta.json'), 'utf8')) as {
    outputs: Record<string, { entryPoint?: string }>;
  };
  return new Set(
    Object.entries(meta.outputs)
      .filter(([, o]) => o.entryPoint === 'site-chunk:all' || components.some((c) => o.entryPoint?.endsWith(`/${c}.tsx`)))
      .map(([file]) => `/assets/${path.basename(file)}`),
  );
}

describe('hydration and client-side navigation', () => {
  it('hydrates the home page after its first paint, without console errors or hydration warnings', async () => {
    const w = await readingPage();
    const res = await w.page.goto('/');
    expect(res?.status()).toBe(200);
    await waitForHydration(w.page);
    // The scripts do not compete with the page for the line before it is painted (ADR 25): every
    // script of the site is requested after the first paint.
    const timing = await w.page.evaluate(() => ({
      paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/.*\.js$/.test(new URL(e.name).pathname))
        .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime })),
    }));
    expect(timing.paint).not.toBeNull();
    expect(timing.scripts.some((s) => s.name.startsWith('/assets/entry-'))).toBe(true);
    for (const script of timing.scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(timing.paint!);
    expect(await w.page.getAttribute('html', 'lang')).toBe('de');
    await expectNoAxeViolations(w.page);
    expectNoProblems(w);
    expect(w.foreignRequests).toEqual([]);
  });

  it('navigates client-side without a full page load and loads the data as JSON', async () => {
    const w = await readingPage();
    await w.page.goto('/');
    await waitForHydration(w.page);
    await w.page.evaluate(() => {
      (window as unknown as { stillSamePage: boolean }).stillSamePage = true;
    });
    const dataRequest = w.page.waitForRequest((r) => r.url().includes('/_data/rathaus/buergernachrichten/'));
    await w.page.getByRole('link', { name: 'Alle Bürgernachrichten' }).click();
    await dataRequest;
    await w.page.waitForURL('**/rathaus/buergernachrichten/');
    await expect.poll(() => w.page.locator('h1').textContent()).toBe('Bürgernachrichten');
    expect(await w.page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage)).toBe(true);
    expect(await w.page.title()).toBe('Bürgernachrichten – Stadt Musterstadt');
    // Focus moves to the new heading for screen-reader users.
    expect(await w.page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await expectNoAxeViolations(w.page);
    expectNoProblems(w);
  });

  it('restores the scroll position on back navigation', async () => {
    const w = await scrollingPage();
    await w.page.goto('/rathaus/buergernachrichten/');
    await waitForHydration(w.page);
    const link = w.page.locator('.st-row__title a').nth(6);
    await link.scrollIntoViewIfNeeded();
    const before = await w.page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    await link.click();
    await w.page.waitForURL(/buergernachrichten\/.+_\d+$/);
    await expect.poll(() => w.page.evaluate(() => window.scrollY)).toBe(0);
    await w.page.goBack();
    await w.page.waitForURL('**/rathaus/buergernachrichten/');
    await expect.poll(() => w.page.evaluate(() => window.scrollY)).toBe(before);
    expectNoProblems(w);
  });

  it('scrolls to the element named by the hash after client-side navigation', async () => {
    const w = await scrollingPage();
    await w.page.goto('/musterstadt/stadtportrait/');
    await waitForHydration(w.page);
    await w.page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/rathaus/buergernachrichten/#kontakt';
      a.textContent = 'Zum Kontakt der Bürgernachrichten';
      document.querySelector('.st-section__content [data-prose]')?.append(a);
    });
    await w.page.getByRole('link', { name: 'Zum Kontakt der Bürgernachrichten' }).click();
    await w.page.waitForURL('**/rathaus/buergernachrichten/#kontakt');
    // The footer is at the end of the page: it must be in view, and the page scrolled down to it.
    await expect
      .poll(() =>
        w.page.evaluate(() => {
          const top = document.getElementById('kontakt')!.getBoundingClientRect().top;
          return window.scrollY > 500 && top >= 0 && top < window.innerHeight;
        }),
      )
      .toBe(true);
  });
});

describe('error pages in the browser', () => {
  it('shows the 404 page inside the layout, accessible', async () => {
    const w = await readingPage();
    const res = await w.page.goto('/gibt-es-nicht');
    expect(res?.status()).toBe(404);
    await waitForHydration(w.page);
    await expect.poll(() => w.page.locator('h1').textContent()).toBe('Seite nicht gefunden');
    await w.page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await w.page.waitForURL(`${baseUrl}/`);
    // The home page is on screen (its islands load with it), not the 404 page dimmed while it loads.
    await expect.poll(() => w.page.locator('h1').textContent()).toContain('Stadt Musterstadt');
    await expect.poll(() => w.page.evaluate(() => document.documentElement.dataset.navigating ?? null)).toBeNull();
    await expectNoAxeViolations(w.page);
    // The 404 document itself is logged by Chromium as a failed resource; nothing else may be.
    expect(w.problems.filter((p) => !p.includes('404 (Not Found)'))).toEqual([]);
  });
});

describe('a failed chunk load', () => {
  it('loads the target page from the server instead, and does not loop', async () => {
    const w = await openPage();
    await w.page.goto('/rathaus/buergernachrichten/');
    // Hydrated, and no more: waitForHydration would also wait for the islands of a person's first
    // interaction (ADR 70), time in which the prefetch may fetch the target's chunks ahead.
    await w.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // Every chunk that the list page has not loaded yet is unreachable, like after a deployment.
    const loaded = new Set(await w.page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)));
    await w.page.route('**/assets/*.js', (route) => (loaded.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort()));
    let documentLoads = 0;
    w.page.on('request', (r) => {
      if (r.resourceType() === 'document') documentLoads++;
    });
    await w.page.evaluate(() => {
      (window as unknown as { stillSamePage: boolean }).stillSamePage = true;
    });
    const first = w.page.locator('.st-row__title a').first();
    const title = await first.textContent();
    await first.click();
    await w.page.waitForURL(/buergernachrichten\/.+_\d+$/);
    await expect.poll(() => w.page.locator('h1').textContent()).toBe(title);
    // The page came from the server (a full load), exactly once.
    expect(await w.page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage)).toBeUndefined();
    await w.page.waitForTimeout(500);
    expect(documentLoads).toBe(1);
    await w.context.close();
  });
});

describe('an island whose chunk cannot be loaded', () => {
  it('keeps the server-rendered page whole and does not load it again', async () => {
    const w = await openPage();
    // The page's own chunks load; the chunks of the islands that wait for an idle moment (the footer,
    // the access-key help, …) are unreachable, like after a deployment.
    // Since ADR 56 the site's islands arrive as one file, the header's too (it stays as the server sent
    // it); since ADR 61 the footer is a chunk of its own, loaded when it comes into view.
    const idleIslands = islandChunks(['MainFooter', 'AccessKeys', 'ReadAloud', 'InstallBanner', 'ConnectionStatus', 'SkipLinks']);
    expect(idleIslands.size).toBe(2);
    let documentLoads = 0;
    w.page.on('request', (r) => {
      if (r.resourceType() === 'document') documentLoads++;
    });
    await w.page.route('**/assets/*.js', (route) => (idleIslands.has(new URL(route.request().url()).pathname) ? route.abort() : route.continue()));
    await w.page.goto('/rathaus/');
    const title = await w.page.locator('h1').textContent();
    await waitForHydration(w.page);
    await w.page.waitForTimeout(500);
    // Not loaded again: a reader would lose their place, someone typing their input.
    expect(documentLoads).toBe(1);
    expect(await w.page.locator('h1').textContent()).toBe(title);
    // The footer is an island that never loaded: its server HTML is still there, links and all.
    expect(await w.page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).count()).toBe(1);
    expect(await w.page.locator('#app .st-page').count()).toBe(1);
    await w.context.close();
  });
});

describe('without JavaScript', () => {
  it('shows the server-rendered page and filters news by year with the form', async () => {
    const w = await openPage({ javaScriptEnabled: false });
    await w.page.goto('/rathaus/buergernachrichten/');
    await w.page.getByLabel('Ältere Artikel recherchieren').selectOption('2024');
    await w.page.getByRole('button', { name: 'Anzeigen' }).click();
    await w.page.waitForURL(/\/rathaus\/buergernachrichten\/\?datum=2024$/, { waitUntil: 'domcontentloaded' });
    expect(await w.page.locator('h1').textContent()).toBe('Bürgernachrichten aus dem Jahr 2024');
    const years = await w.page.locator('.st-row time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')?.slice(0, 4)));
    expect(years.length).toBeGreaterThan(0);
    expect(new Set(years)).toEqual(new Set(['2024']));
    const url = w.page.url();
    await w.context.close();
    // axe needs JavaScript in the page; the markup it checks is the same server HTML.
    const js = await readingPage();
    await js.page.goto(url);
    await expectNoAxeViolations(js.page);
  });

  it('follows navigation links as ordinary page loads', async () => {
    const w = await openPage({ javaScriptEnabled: false });
    await w.page.goto('/');
    await w.page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Rathaus & Service' }).click();
    await w.page.waitForURL('**/rathaus/');
    expect(await w.page.locator('h1').count()).toBe(1);
    await w.context.close();
  });
});
