import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';

/**
 * All the JavaScript a page needs, counted the way a visitor's browser pays for it (issue 31, ADR 56):
 * in real Chromium, service workers blocked, every script the page requests from the navigation until
 * the page is hydrated (`html[data-hydrated=true]`, which waits for the header and every island that
 * loads without interaction) and the network has been quiet for a moment after it, so that an island
 * that starts as soon as it is in view is counted too. Nothing is scrolled, hovered or typed.
 *
 * Bytes are the brotli size of each file as the server sends it to a browser that accepts brotli (the
 * build's `.br` sibling; a file too small to be compressed counts with its own size), whatever this
 * browser negotiated over plain HTTP.
 *
 * Prefetch is off for the figure (the connection reports data saver, which the prefetch honours,
 * spec §9). With `prefetch: true` the same load runs with prefetch on and waits past its idle time;
 * what it fetched on top is reported apart.
 */
export interface FirstLoad {
  path: string;
  /** Script files until hydrated and quiet. */
  scripts: number;
  /** Their bytes, brotli as served. */
  brotli: number;
  /** Script files requested before `html[data-hydrated=true]` was set. */
  scriptsBeforeHydrated: number;
  /** Stylesheets beyond the site's one (Swiper's). */
  styles: number;
  /** Each script's address and brotli bytes. */
  files: { url: string; brotli: number }[];
}

export interface PrefetchLoad {
  path: string;
  /** Requests the prefetch made on top of the first load (scripts and page data), and their bytes. */
  requests: number;
  brotli: number;
}

/** How long the network must be quiet after hydration before the count ends. */
const QUIET_MS = 700;

/** The bytes of an asset as served with brotli: its `.br` sibling in the build, or the file itself. */
export function servedBrotliBytes(distDir: string, url: string): number {
  const file = path.join(distDir, 'client', new URL(url).pathname);
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size;
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
}

/**
 * The address (`/assets/…`) of the client chunk that holds the module whose path ends with `module`,
 * from the build's metafile: chunk names are hashed. A build without it stops the caller.
 */
export function chunkWith(distDir: string, module: string): string {
  const meta = JSON.parse(fs.readFileSync(path.join(distDir, 'client', 'meta.json'), 'utf8')) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>;
  };
  const file = Object.entries(meta.outputs).find(([f, o]) => f.endsWith('.js') && Object.keys(o.inputs).some((i) => i.endsWith(module)))?.[0];
  if (!file) throw new Error(`Kein Chunk mit ${module} im Build`);
  return `/assets/${path.basename(file)}`;
}

/**
 * Data saver on: the site's prefetch stays off (client/prefetch.ts, connectionAllowsPrefetch). A string,
 * so that no helper of the TypeScript loader is referenced in the page.
 */
const NO_PREFETCH = "Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });";

/** Records, in the page, the moment `html[data-hydrated=true]` is set (epoch milliseconds). */
const HYDRATED_AT = `new MutationObserver((_, o) => {
  if (document.documentElement && document.documentElement.dataset.hydrated === 'true') {
    window.__hydratedAt = performance.timeOrigin + performance.now();
    o.disconnect();
  }
}).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });`;

async function quiet(pending: () => number, lastActivity: () => number): Promise<void> {
  for (;;) {
    await new Promise((r) => setTimeout(r, 100));
    if (pending() === 0 && Date.now() - lastActivity() >= QUIET_MS) return;
  }
}

/** One page's first load with prefetch off, in a fresh context of `browser`. */
export async function measureFirstLoad(browser: Browser, origin: string, pagePath: string, distDir: string): Promise<FirstLoad> {
  const context = await browser.newContext({ baseURL: origin, locale: 'de-DE', serviceWorkers: 'block' });
  try {
    return await measureFirstLoadOn(await context.newPage(), pagePath, distDir);
  } finally {
    await context.close();
  }
}

/**
 * The same on a fresh page that has loaded nothing yet (a browser test's own page, whose context
 * blocks service workers): prefetch is switched off for the page's context here.
 */
export async function measureFirstLoadOn(page: Page, pagePath: string, distDir: string): Promise<FirstLoad> {
  await page.context().addInitScript({ content: NO_PREFETCH });
  await page.context().addInitScript({ content: HYDRATED_AT });
  const scripts: string[] = [];
  const scriptRequests: Request[] = [];
  const styles: string[] = [];
  let pending = 0;
  let last = Date.now();
  const started = (req: Request) => {
    pending++;
    last = Date.now();
    if (req.resourceType() === 'script') {
      scripts.push(req.url());
      scriptRequests.push(req);
    } else if (req.resourceType() === 'stylesheet') styles.push(req.url());
  };
  const ended = () => {
    pending = Math.max(0, pending - 1);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(pagePath);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 });
    await quiet(
      () => pending,
      () => last,
    );
    // Counted by when each request started against the moment the page set the flag (both the
    // browser's clock), not by when this process heard of the flag: the code that runs right after
    // hydration (the prefetcher) was counted before it whenever the test machine was slow.
    const hydratedEpoch = await page.evaluate(() => (window as unknown as { __hydratedAt?: number }).__hydratedAt ?? Number.POSITIVE_INFINITY);
    const before = scriptRequests.filter((r) => r.timing().startTime < hydratedEpoch).map((r) => r.url());
    const unique = [...new Set(scripts)];
    const files = unique.map((url) => ({ url, brotli: servedBrotliBytes(distDir, url) }));
    return {
      path: pagePath,
      scripts: unique.length,
      brotli: files.reduce((n, f) => n + f.brotli, 0),
      scriptsBeforeHydrated: new Set(before).size,
      styles: new Set(styles).size - 1,
      files,
    };
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * What the prefetch adds to a page's first load: the same load with prefetch on, past its idle time;
 * every script and data request not in `firstLoad` (the files measureFirstLoad counted) is prefetch's.
 */
export async function measurePrefetch(browser: Browser, origin: string, first: FirstLoad, distDir: string, idleMs: number): Promise<PrefetchLoad> {
  const context = await browser.newContext({ baseURL: origin, locale: 'de-DE', serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const known = new Set(first.files.map((f) => f.url));
    const requests = new Map<string, number>();
    let pending = 0;
    let last = Date.now();
    page.on('request', (req) => {
      pending++;
      last = Date.now();
      const type = req.resourceType();
      if (known.has(req.url())) return;
      if (type === 'script') requests.set(req.url(), servedBrotliBytes(distDir, req.url()));
      else if (type === 'fetch' || type === 'xhr') requests.set(req.url(), 0);
    });
    const ended = () => {
      pending = Math.max(0, pending - 1);
      last = Date.now();
    };
    page.on('requestfinished', async (req) => {
      if (requests.get(req.url()) === 0) requests.set(req.url(), (await req.sizes().catch(() => ({ responseBodySize: 0 }))).responseBodySize);
      ended();
    });
    page.on('requestfailed', ended);
    await page.goto(first.path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 });
    await new Promise((r) => setTimeout(r, idleMs + 500));
    await quiet(
      () => pending,
      () => last,
    );
    const sizes = [...requests.values()];
    return { path: first.path, requests: sizes.length, brotli: sizes.reduce((n, b) => n + b, 0) };
  } finally {
    await context.close();
  }
}
