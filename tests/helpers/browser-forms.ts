import type { Browser, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { countLoads, expectAccessibleAtWidths } from '../e2e/browser';

/**
 * What the browser tests of the forms share: the widths the forms issue names, axe on the page as a
 * browser without JavaScript shows it, the minimum fill time, a send that waits for its answer, and the
 * reference number on a thank-you page.
 */

/** The phone and desktop widths every form state is checked at. */
export const FORM_WIDTHS = [375, 1280] as const;

/** axe at both widths; the window gets its size back. */
export const axeAtBothWidths = (page: Page) => expectAccessibleAtWidths(page, FORM_WIDTHS, { sideways: false });

/**
 * axe runs as a script in the page, which a context without JavaScript cannot do. So the page as the
 * browser without JavaScript shows it (the server's HTML: no hydration, <noscript> content shown) is
 * put into a page of a context with JavaScript in the same browser, its scripts removed, and checked
 * there at both widths.
 *
 * The copy's page is one per browser and site, kept for the worker's later calls (`copyPage`): a fresh
 * context for each copy started a renderer process that compiled axe-core again, about a second of CPU
 * a call (ADR 72). Each copy is still a document of its own: the page goes to the site's robots.txt
 * (a new document of the site's origin, so the copied stylesheet and images load as on the page) and
 * the copy is written into it; the copy's context holds no cookies or storage of the tested page.
 */
export async function axeWithoutScripts(page: Page): Promise<void> {
  const html = (await page.content())
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<\/?noscript>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
  const origin = new URL(page.url()).origin;
  const viewport = page.viewportSize();
  const run = copyQueue.then(async () => {
    const copy = await copyPage(page.context().browser()!, origin);
    if (viewport) await copy.setViewportSize(viewport);
    await copy.goto(`${origin}/robots.txt`);
    await copy.setContent(html, { waitUntil: 'load' });
    await axeAtBothWidths(copy);
  });
  // One copy at a time on the shared page; a failed check fails its caller, not the next one.
  copyQueue = run.catch(() => undefined);
  await run;
}

/** The copies' pages, per browser and origin, and the queue that hands them out one call at a time. */
const copyPages = new WeakMap<Browser, Map<string, Promise<Page>>>();
let copyQueue: Promise<unknown> = Promise.resolve();

/**
 * The page the copies are checked in: a context with JavaScript (for axe), without the page's CSP (the
 * copy's inline styles stay as they are), whose requests for scripts fail (a copy runs none of the
 * site's code). It ends with the browser.
 */
function copyPage(browser: Browser, origin: string): Promise<Page> {
  let pages = copyPages.get(browser);
  if (!pages) copyPages.set(browser, (pages = new Map()));
  const known = pages.get(origin);
  if (known) {
    return known.then(
      (p) => (p.isClosed() ? forgetAndOpen() : p),
      () => forgetAndOpen(),
    );
  }
  return forgetAndOpen();
  function forgetAndOpen(): Promise<Page> {
    const made = (async () => {
      const context = await browser.newContext({ locale: 'de-DE', serviceWorkers: 'block', bypassCSP: true });
      countLoads(context);
      const copy = await context.newPage();
      await copy.route(/\.m?js(\?|$)/, (route) => route.abort());
      return copy;
    })();
    pages!.set(origin, made);
    return made;
  }
}

/**
 * A person needs longer than the minimum fill time, counted from the token the page was given at
 * `shownAt`; a faster form is held for one more click. The server judges by its clock, so this waits
 * for the rest of that time (filling the form usually took part of it). The time is the test site's
 * (`FORM_MIN_FILL_MS`, set shorter there than in production: tests/e2e/global-setup.ts).
 */
export async function pastMinimumFillTime(shownAt: number): Promise<void> {
  const wait = shownAt + inject('formMinFillMs') + 300 - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

/** Clicks the button named `button` and waits for the address the answer leads to. */
export async function submitAndWait(page: Page, button: string, url: RegExp): Promise<void> {
  await Promise.all([page.waitForURL(url), page.click(`button:has-text("${button}")`)]);
}

/** The reference number a thank-you page names (`SM-2026-000123`), which must be there. */
export async function thanksRef(page: Page, prefix: string): Promise<string> {
  const text = await page.locator('main').innerText();
  const ref = new RegExp(`Ihre Vorgangsnummer: (${prefix}-\\d{4}-\\d{6})`).exec(text)?.[1];
  expect(ref, text).toBeTruthy();
  return ref!;
}
