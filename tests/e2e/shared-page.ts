import type { BrowserContextOptions } from 'playwright-core';
import { afterAll } from 'vitest';
import type { BrowserSuite, WatchedPage } from './browser';

/**
 * One watched page for the tests of a `describe` that only read public pages, each loading its own
 * address (ADR 68). A page that loads one address after another keeps its renderer process, and with it
 * the code the browser compiled for the site's scripts and for axe-core: a later load and scan in the
 * same page cost about half of a first one in a fresh context (docs/performance.md, 2026-11-28 night,
 * "compiling again in every context"). Each test still loads its page from the server (a full load,
 * a fresh document); the console problems and foreign requests are emptied at the start of each test,
 * so a test's `expectNoProblems` speaks of its own page only. Only for tests that leave no state a later
 * one could see: no login, no cookies or storage written, no service worker, no form sent.
 *
 *   const next = sharedPage(openPage, { viewport: { width: 375, height: 800 } });
 *   it.each(PAGES)('%s', async (url) => { const w = await next(); await w.page.goto(url); … });
 */
export function sharedPage(openPage: BrowserSuite['openPage'], options: BrowserContextOptions = {}): () => Promise<WatchedPage> {
  let watched: Promise<WatchedPage> | undefined;
  afterAll(async () => {
    const w = await watched?.catch(() => undefined);
    await w?.context.close();
  });
  return async () => {
    watched ??= openPage(options);
    const w = await watched.catch((error: unknown) => {
      watched = undefined;
      throw error;
    });
    if (options.viewport) await w.page.setViewportSize(options.viewport);
    w.problems.length = 0;
    w.foreignRequests.length = 0;
    return w;
  };
}
