import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, BrowserContextOptions, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchChromium } from '../../scripts/chromium';
import { count } from '../helpers/counts';
import { AXE_PATH } from './axe-path';

export interface BrowserSuite {
  /** The site that global-setup.ts started. */
  baseUrl: string;
  /**
   * A fresh watched page on the site (or on `origin`, a server the test started itself), in a context
   * of its own (close it with `w.context.close()`).
   */
  openPage(options?: BrowserContextOptions, origin?: string): Promise<WatchedPage>;
  /**
   * One watched page for every test of the file that asks for it with the same context options (all
   * but the viewport) and the same `group`: the first call opens it, later calls hand out the same page
   * with its window set to `options.viewport` (or 1280 × 720) and its lists of problems and foreign
   * requests emptied. A test on it navigates with `page.goto` as on a page of its own; it must not
   * close the context, and it must take back what it added to the page or context (routes, listeners,
   * storage it wrote) unless every later test of the group wants it (an init script of the group).
   * The file's contexts are closed after its last test.
   *
   * Why: a fresh context starts a renderer process that compiles the site's scripts and axe again;
   * the same page keeps them compiled, so a page load there costs about half and axe's set-up almost
   * nothing (ADR 63, ADR 67). Tests that need a fresh profile (cookies, storage, service workers, the
   * first load's requests, an installed clock) keep `openPage`.
   */
  sharedPage(options?: BrowserContextOptions, group?: string): Promise<WatchedPage>;
}

/**
 * The browser of this test worker: started by the first file that needs it and used by every later
 * file of the worker (the browser-test files share their modules, `isolate: false`). A start costs
 * about 0.6 s of CPU and a second of wall clock, once per file before. Each test still gets a context
 * of its own (cookies, storage, cache, service workers), and a file's contexts are closed after it.
 * The browser ends with the worker: Playwright closes it when the process exits, and Chromium ends
 * by itself when the pipe to its parent closes.
 */
let workerBrowser: Promise<Browser> | undefined;
function sharedBrowser(): Promise<Browser> {
  workerBrowser ??= launchChromium().then((browser) => {
    browser.on('disconnected', () => {
      workerBrowser = undefined;
    });
    return browser;
  });
  return workerBrowser.catch((error: unknown) => {
    workerBrowser = undefined;
    throw error;
  });
}

/**
 * Until the site answers: global-setup.ts hands out its address while it still starts (ADR 41). The
 * request waits for the site behind the address (within the hook's time), so a test's first page
 * load never runs into the browser's 30 s navigation timeout. Once per worker.
 */
let siteReady: Promise<void> | undefined;
function untilSiteReady(baseUrl: string): Promise<void> {
  siteReady ??= fetch(`${baseUrl}/healthz`).then(async (res) => {
    if (!res.ok) throw new Error(`Die Testseite antwortet ${res.status}: ${await res.text()}`);
  });
  return siteReady.catch((error: unknown) => {
    siteReady = undefined;
    throw error;
  });
}

/** The worker's browser for the calling test file; the contexts the file opened are closed after its last test. */
export function useBrowser(): BrowserSuite {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  const opened = new Set<BrowserContext>();
  const shared = new Map<string, Promise<WatchedPage>>();
  beforeAll(async () => {
    [browser] = await Promise.all([sharedBrowser(), untilSiteReady(baseUrl)]);
  });
  afterAll(async () => {
    await Promise.all([...opened].map((c) => c.close().catch(() => undefined)));
  });
  async function openPage(options: BrowserContextOptions = {}, origin = baseUrl): Promise<WatchedPage> {
    if (!browser) throw new Error('Der Browser läuft noch nicht: openPage erst in einem Test aufrufen.');
    const w = await watchPage(browser, origin, options);
    opened.add(w.context);
    w.context.on('close', () => opened.delete(w.context));
    return w;
  }
  async function sharedPage(options: BrowserContextOptions = {}, group = ''): Promise<WatchedPage> {
    const { viewport, ...rest } = options;
    const key = `${group}\u0000${JSON.stringify(rest)}`;
    let made = shared.get(key);
    if (!made) {
      made = openPage({ ...rest, viewport: viewport ?? DEFAULT_VIEWPORT });
      shared.set(key, made);
      const forget = () => shared.delete(key);
      made.then((w) => w.context.on('close', forget), forget);
    }
    const w = await made;
    const size = viewport ?? DEFAULT_VIEWPORT;
    const now = w.page.viewportSize();
    if (now?.width !== size.width || now.height !== size.height) await w.page.setViewportSize(size);
    // The pointer where a new page has it, so that nothing is hovered by the last test's moves.
    await w.page.mouse.move(0, 0);
    w.problems.length = 0;
    w.foreignRequests.length = 0;
    return w;
  }
  return { baseUrl, openPage, sharedPage };
}

/** Playwright's window size when a context names none. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

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
  countLoads(context);
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

/** Counts every document load of the context's pages (`TEST_COUNTS`, tests/helpers/counts.ts). */
export function countLoads(context: BrowserContext): void {
  if (!process.env.TEST_COUNTS) return;
  context.on('page', (page) => page.on('load', () => count('load', page.url())));
}

/** axe-core's browser build, read once per test worker (for frames of other origins). */
let axeSource: string | undefined;

/**
 * Puts axe-core into a frame. On the test site's own origin as a script by its address (served by
 * global-setup.ts, allowed by the page's CSP as 'self'): the browser then compiles it as any script,
 * about 0.3 s of CPU, where handing its 0.5 MB of text through the debugging protocol cost 0.55 s
 * (ADR 56). The script element is removed once it has run, so the page's DOM is as it was. Frames of
 * another origin, or a context that is offline or refuses the request, get the text as before.
 */
async function injectAxe(frame: Frame, origin: string): Promise<void> {
  if (await frame.evaluate(() => 'axe' in window).catch(() => true)) return;
  if (frame.url().startsWith(`${origin}/`)) {
    const loaded = await frame
      .evaluate(
        (src) =>
          new Promise<boolean>((resolve) => {
            const script = document.createElement('script');
            script.src = src;
            const done = (ok: boolean) => {
              script.remove();
              resolve(ok);
            };
            script.onload = () => done(true);
            script.onerror = () => done(false);
            document.head.append(script);
          }),
        `${origin}${AXE_PATH}`,
      )
      .catch(() => false);
    if (loaded && (await frame.evaluate(() => 'axe' in window).catch(() => false))) return;
  }
  axeSource ??= fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated by the browser's debugging protocol, so the page's strict CSP does not apply.
  await frame.evaluate(axeSource);
}

/**
 * axe-core with the WCAG 2.1 A and AA rules on the whole document, its frames included; the test fails
 * on any violation, listing them. axe is put into each frame and run from the page itself: the
 * Playwright wrapper opened a second page for every scan to merge partial results, which doubled the
 * time of a scan. Only violations are collected node by node (`resultTypes`): every rule still runs on
 * every element, but axe builds no selectors for the thousands of passing nodes.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  count('scan', `${page.url()} ${page.viewportSize()?.width ?? ''}`);
  const origin = new URL(inject('baseUrl')).origin;
  for (const frame of page.frames()) await injectAxe(frame, origin);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.targets.slice(0, 5).join('\n  ')}`);
  expect(summary, `axe-Verstöße auf ${page.url()}`).toEqual([]);
}

/**
 * Checks the loaded page at each width in turn, the window resized as when a phone is turned or a
 * window is narrowed: no axe violation, and (unless `sideways: false`) nothing sticks out sideways.
 * One page load serves every width, so a width costs a scan, not a load and a hydration. The window
 * gets its size back at the end. `atWidth` runs further checks at each width before its scan.
 */
export async function expectAccessibleAtWidths(
  page: Page,
  widths: readonly number[],
  options: { sideways?: boolean; atWidth?: (width: number) => Promise<void> } = {},
): Promise<void> {
  const start = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: start?.height ?? 900 });
    // Two frames: the layout and whatever the page does on the resize have run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // The checks of other tests at this width, on the page loaded and scanned here anyway (ADR 41).
    await options.atWidth?.(width);
    await expectNoAxeViolations(page);
    if (options.sideways !== false) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `waagrechtes Scrollen bei ${width} px auf ${page.url()}`).toBeLessThanOrEqual(
        width,
      );
    }
  }
  if (start) await page.setViewportSize(start);
}

/**
 * Waits until the client has hydrated the server HTML, then starts using the page as a person does: the
 * islands that wait for a person's first interaction (the header's menus, the sidebar, the access keys,
 * read-aloud; ADR 70) load at the first pointer move, and this waits until they have hydrated too.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => dispatchEvent(new Event('pointermove')));
  await page.waitForFunction(() => document.documentElement.dataset.touched === 'true');
}

/** Marks the window; the mark survives client-side navigation, a full page load removes it. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { stillSamePage: boolean }).stillSamePage = true;
  });
}

/** Whether the window marked by `markWindow` is still the one shown (no full page load since). */
export const stillSameWindow = (page: Page) => page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage === true);

export function expectNoProblems(w: WatchedPage): void {
  expect(w.problems, `Konsolenfehler auf ${w.page.url()}`).toEqual([]);
}
