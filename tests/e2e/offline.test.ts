import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { expectNoAxeViolations, useBrowser, waitForHydration, type WatchedPage } from './browser';

/**
 * Online and offline (spec §4): the page says in German, politely, when the connection drops and
 * when it comes back; the service worker serves pages visited before, marked as stored copies that
 * may be outdated, and an offline page for the rest; SERVICE_WORKER=off retires the worker.
 *
 * The worker's part runs against a server of its own that the test stops and starts again: a
 * connection that fails, as it does offline, whatever the browser's offline emulation covers.
 */
const { openPage, sharedPage } = useBrowser();

const status = (page: Page) => page.locator('.st-connection [role="status"]');

/** Console problems apart from the loads that fail because the test has cut the connection. */
const problemsBesidesOffline = (w: WatchedPage) => w.problems.filter((p) => !/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/.test(p));

describe('connection messages', () => {
  for (const width of [375, 1280]) {
    it(`says when the connection drops and when it is back (${width} px)`, async () => {
      // One page for the connection messages (ADR 67); each test loads its page anew and ends online.
      const w = await sharedPage({ viewport: { width, height: 800 } });
      await w.page.goto('/rathaus/');
      await waitForHydration(w.page);
      expect(await status(w.page).textContent()).toBe('');
      expect(await status(w.page).getAttribute('role')).toBe('status');

      await w.context.setOffline(true);
      await expect.poll(() => status(w.page).textContent()).toMatch(/^Sie sind offline\. Bereits besuchte Seiten können Sie weiter lesen/);
      expect(await w.page.locator('.st-connection').isVisible()).toBe(true);
      await expectNoAxeViolations(w.page);

      await w.context.setOffline(false);
      await expect.poll(() => status(w.page).textContent()).toBe('Sie sind wieder online.');
      await expectNoAxeViolations(w.page);
      // It goes by itself.
      await expect.poll(() => status(w.page).textContent(), { timeout: 10_000 }).toBe('');
      expect(problemsBesidesOffline(w)).toEqual([]);
    });
  }

  it('the offline message can be closed by keyboard and comes again at the next drop', async () => {
    const w = await sharedPage({ viewport: { width: 375, height: 800 } });
    await w.page.goto('/');
    await waitForHydration(w.page);
    await w.context.setOffline(true);
    const close = w.page.getByRole('button', { name: 'Hinweis schließen' });
    await close.focus();
    await w.page.keyboard.press('Enter');
    expect(await status(w.page).textContent()).toBe('');
    await w.context.setOffline(false);
    await w.context.setOffline(true);
    await expect.poll(() => status(w.page).textContent()).toMatch(/^Sie sind offline/);
    await w.context.setOffline(false);
  });

  it('starts with the offline message when a page (a stored copy) starts without a connection', async () => {
    const w = await openPage({ viewport: { width: 1280, height: 800 } });
    // The browser reports no connection from the start (the offline emulation does not reliably
    // cover pages that load while it is on).
    await w.page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }));
    await w.page.goto('/rathaus/');
    await waitForHydration(w.page);
    await expect.poll(() => status(w.page).textContent()).toMatch(/^Sie sind offline/);
    await w.context.close();
  });
});

/** The site on its own port, which the test can take down and bring up again (or with other settings). */
function ownSite(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-offline-'));
  let server: http.Server | null = null;
  let close: (() => Promise<void>) | null = null;
  let port = 0;
  return {
    get origin() {
      return `http://127.0.0.1:${port}`;
    },
    async start(extra: Record<string, string> = {}) {
      const config = loadConfig({
        NODE_ENV: 'production',
        DEMO: 'on',
        DATA_DIR: dataDir,
        DIST_DIR: path.resolve(process.env.DIST_DIR || 'dist'),
        LOG_LEVEL: 'silent',
        ...env,
        ...extra,
      });
      const app = await createApp(config, { renderMedia: false });
      close = app.close;
      server = http.createServer(app.app);
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.address() as { port: number }).port;
    },
    async stop() {
      server?.closeAllConnections();
      await new Promise((r) => server?.close(r));
      await close?.();
      server = null;
    },
    async remove() {
      if (server) await this.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('service worker without a connection', () => {
  // One site of its own for both tests, seeded once, in the hook's time (the tests stop and start it
  // again, the second with SERVICE_WORKER=off); each test has a browser profile of its own.
  const site = ownSite();
  beforeAll(() => site.start());
  afterAll(() => site.remove());

  it('serves visited pages marked as stored copies, an offline page for the rest, and fresh pages once the server is back', async () => {
    const w = await openPage({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' }, site.origin);
    try {
      // The first page comes before the worker: activating, it stores it with its assets.
      await w.page.goto('/');
      await waitForHydration(w.page);
      await w.page.evaluate(() => navigator.serviceWorker.ready);
      await expect.poll(() => w.page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
      await expect.poll(() => w.page.evaluate(async () => !!(await caches.match('/', { ignoreVary: true }))), { timeout: 10_000 }).toBe(true);
      // With its scripts, which the page fetched after its first paint, before the worker ran.
      const entry = await w.page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname)
          .find((p) => p.startsWith('/assets/entry-')),
      );
      expect(entry).toBeTruthy();
      await expect.poll(() => w.page.evaluate(async (url) => !!(await caches.match(url!)), entry)).toBe(true);
      // A page visited with the worker in charge.
      await w.page.goto('/rathaus/');
      await waitForHydration(w.page);
      const title = await w.page.locator('h1').textContent();
      expect(await w.page.locator('#gespeicherte-fassung').count()).toBe(0);
      await expect.poll(() => w.page.evaluate(async () => !!(await caches.match('/rathaus/', { ignoreVary: true })))).toBe(true);

      await site.stop();
      await w.context.setOffline(true);
      for (const visited of ['/rathaus/', '/']) {
        const res = await w.page.goto(visited);
        expect(res?.status(), visited).toBe(200);
        const note = w.page.getByRole('note');
        expect(await note.textContent()).toMatch(
          /^Keine Verbindung: Sie sehen eine gespeicherte Fassung dieser Seite vom \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr\. Sie ist möglicherweise nicht mehr aktuell\.$/,
        );
        expect(await note.isVisible()).toBe(true);
        // The stored page is the whole page: its stylesheet and scripts came from the cache too.
        await waitForHydration(w.page);
      }
      expect(await w.page.locator('h1').count()).toBeGreaterThan(0);
      await w.page.goto('/rathaus/');
      expect(await w.page.locator('h1').textContent()).toBe(title);
      await expectNoAxeViolations(w.page);
      await w.page.setViewportSize({ width: 375, height: 800 });
      await expectNoAxeViolations(w.page);

      const never = await w.page.goto('/gaeste/');
      expect(never?.status()).toBe(503);
      expect(await w.page.locator('h1').textContent()).toBe('Sie sind offline');
      expect(await w.page.getAttribute('html', 'lang')).toBe('de');

      // Back online: pages come from the server again, without the note.
      await site.start();
      await w.context.setOffline(false);
      const fresh = await w.page.goto('/rathaus/');
      expect(fresh?.status()).toBe(200);
      expect(await w.page.locator('#gespeicherte-fassung').count()).toBe(0);
      await waitForHydration(w.page);
      // Redirects pass through the worker as before.
      const redirected = await w.page.goto('/Rathaus/');
      expect(redirected?.status()).toBe(200);
      expect(new URL(w.page.url()).pathname).toBe('/rathaus/');
    } finally {
      await w.context.close();
    }
  });

  it('SERVICE_WORKER=off: the next visit retires the worker and deletes its caches', async () => {
    const w = await openPage({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' }, site.origin);
    try {
      await w.page.goto('/');
      await w.page.evaluate(() => navigator.serviceWorker.ready);
      await w.page.goto('/rathaus/');
      // The page's scripts come after its first paint: none may still be on its way when the site stops.
      await waitForHydration(w.page);
      const stCaches = () => w.page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('st-')));
      await expect.poll(async () => (await stCaches()).length).toBeGreaterThan(0);

      await site.stop();
      await site.start({ SERVICE_WORKER: 'off' });
      await w.page.goto('/rathaus/');
      await expect.poll(() => w.page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), { timeout: 15_000 }).toBe(0);
      expect(await stCaches()).toEqual([]);
      // The site itself works on as before.
      await w.page.reload();
      await waitForHydration(w.page);
      expect(await w.page.locator('h1').count()).toBe(1);
    } finally {
      await w.context.close();
    }
  });
});
