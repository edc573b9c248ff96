import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchChromium } from '../../scripts/chromium';

export interface BrowserSuite {
  /** The site that global-setup.ts started. */
  baseUrl: string;
  /**
   * A fresh watched page on the site (or on `origin`, a server the test started itself), in a context
   * of its own (close it with `w.context.close()`).
   */
  openPage(options?: BrowserContextOptions, origin?: string): Promise<WatchedPage>;
}

/** One browser for the calling test file: started before its first test, closed after its last. */
export function useBrowser(): BrowserSuite {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    baseUrl,
    openPage(options = {}, origin = baseUrl) {
      if (!browser) throw new Error('Der Browser läuft noch nicht: openPage erst in einem Test aufrufen.');
      return watchPage(browser, origin, options);
    },
  };
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, warnings about hydration, uncaught exceptions. */
  problems: string[];
  /** Requests to hosts other than the site's own. */
  foreignRequests: string[];
}

/** A fresh context and page that records every console error, hydration warning and page error. */
async function watchPage(browser: Browser, baseUrl: string, options: BrowserContextOptions): Promise<WatchedPage> {
  // Service workers would answer requests before page.route() sees them; tests that need one allow it.
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'de-DE', serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  const foreignRequests: string[] = [];
  const origin = new URL(baseUrl).origin;
  page.on('console', (msg) => {
    const text = msg.text();
    if (msg.type() === 'error' || (msg.type() === 'warning' && /hydrat/i.test(text))) problems.push(`${msg.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreignRequests.push(url);
  });
  return { page, context, problems, foreignRequests };
}

/**
 * axe-core with the WCAG 2.1 A and AA rules; the test fails on any violation, listing them. Only the
 * violations are collected node by node (`resultTypes`): every rule still runs on every element, but
 * axe does not build selectors for the thousands of passing nodes, which halves the time of a scan.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // options() replaces every option set before it, so it comes first: after withTags() it would drop the
  // tags, and axe would run its best-practice rules too.
  const result = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = result.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(summary, `axe-Verstöße auf ${page.url()}`).toEqual([]);
}

/** Waits until the client has hydrated the server HTML. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

export function expectNoProblems(w: WatchedPage): void {
  expect(w.problems, `Konsolenfehler auf ${w.page.url()}`).toEqual([]);
}
