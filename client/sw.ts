/**
 * The service worker at the site root (spec §7), built by scripts/build.ts to dist/client/sw.js and
 * served as /sw.js (server/app.ts).
 *
 * - /assets/*: cache first (hashed names, immutable).
 * - /images/*: stale-while-revalidate.
 * - Page loads: network first; offline (or with the server out of reach) the last copy of the page,
 *   marked in German as a stored copy that may be outdated, else a small German offline page.
 * - Never: /api/, /_data/, /intranet, /ratsinfo (non-public council papers never land in a cache),
 *   /oparl (open data for programs, not pages), other origins, anything but GET.
 * - On activate, caches of older versions are deleted, and the pages open at that moment (the first
 *   page a visitor sees comes before the worker) are stored with their assets as if visited again.
 *
 * Operators retire the worker with SERVICE_WORKER=off: /sw.js is then a worker that deletes these
 * caches and unregisters itself (server/static/service-worker.ts).
 *
 * The project compiles with the DOM library, which lacks the service-worker types; the few this file
 * uses are declared here.
 */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}

interface ServiceWorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(options: { type: 'window' }): Promise<{ url: string }[]> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const sw = globalThis as unknown as ServiceWorkerScope;
export {};

/**
 * The town's name and colours for the offline page: the server writes them in front of this script
 * when it serves /sw.js (server/static/service-worker.ts), from the town file.
 */
const town = (globalThis as unknown as { STADT?: { officialName: string; primary: string; secondary: string } }).STADT ?? {
  officialName: '',
  primary: '#b3001b',
  secondary: '#004f9f',
};

/** Raise when the caching rules change: activate then removes every cache of the old version. */
const VERSION = 'v1';
const PREFIX = 'st-';
const ASSETS = `${PREFIX}assets-${VERSION}`;
const IMAGES = `${PREFIX}images-${VERSION}`;
const PAGES = `${PREFIX}pages-${VERSION}`;
/** Header of a stored page copy: when it was stored (ISO 8601). */
const STORED_AT = 'x-st-gespeichert';
/** Entries per cache; the oldest go first (hashed assets of old deployments pile up otherwise). */
const LIMITS: Record<string, number> = { [ASSETS]: 150, [IMAGES]: 80, [PAGES]: 30 };

/** Paths the worker leaves alone: data, the CMS contract, the signed-in areas, open data, itself, development tools. */
const BYPASS = /^\/(api|_data|intranet|ratsinfo|oparl|__dev|_client-error)(\/|$)|^\/sw\.js$/;

sw.addEventListener('install', (event) => {
  event.waitUntil(sw.skipWaiting());
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith(PREFIX) && !(n in LIMITS)).map((n) => caches.delete(n))))
      .then(() => sw.clients.claim())
      .then(storeOpenPages)
      .catch(() => undefined),
  );
});

/** The pages open now were loaded before the worker ran: store them and their assets as a visit would. */
async function storeOpenPages(): Promise<void> {
  const windows = await sw.clients.matchAll({ type: 'window' });
  for (const { url } of windows) {
    const u = new URL(url);
    if (u.origin !== sw.location.origin || BYPASS.test(u.pathname) || (await match(PAGES, new Request(u.href)))) continue;
    try {
      const res = await fetch(u.href, { credentials: 'same-origin' });
      if (!(cacheable(res) && isHtml(res))) continue;
      const html = await res.clone().text();
      await put(PAGES, new Request(u.href), stamped(res));
      // Its stylesheet, fonts and scripts are hashed assets (/assets/…), named in the head: as links,
      // and the scripts as the list of the loader that fetches them after the first paint (ADR 25).
      const assets = new Set([...html.matchAll(/(?:href=|src=|[[,])"(\/assets\/[^"?#]+)"/g)].map((m) => m[1] as string));
      for (const a of assets) {
        if (await match(ASSETS, new Request(new URL(a, u).href))) continue;
        const asset = await fetch(new URL(a, u).href);
        if (cacheable(asset)) await put(ASSETS, new Request(asset.url), asset);
      }
    } catch {
      // Offline already, or the server is busy: the next visit stores the page.
    }
  }
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  // Never a POST: a form sent offline must not end on the offline page, where it would be gone. The
  // browser's own error keeps it for the back button; with JavaScript the form stays on its page with
  // its values (ADR 28). Tested in client/sw.test.ts.
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin || BYPASS.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request, event));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (url.pathname.startsWith('/images/')) event.respondWith(staleWhileRevalidate(request, event));
});

/** Complete, own-origin, successful answers that the server allows to be kept. */
function cacheable(res: Response): boolean {
  return res.status === 200 && res.type === 'basic' && !/no-store|private/.test(res.headers.get('cache-control') ?? '');
}

async function put(cacheName: string, request: Request, res: Response): Promise<void> {
  try {
    const cache = await caches.open(cacheName);
    await cache.put(request, res);
    const keys = await cache.keys();
    const limit = LIMITS[cacheName] ?? 50;
    await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((k) => cache.delete(k)));
  } catch {
    // Storage full or quota exceeded: caching is an extra.
  }
}

/** Cookies and encodings are invisible to the worker, so Vary cannot be matched meaningfully. */
const match = (cacheName: string, request: Request) => caches.open(cacheName).then((c) => c.match(request, { ignoreVary: true }));

const isHtml = (res: Response) => (res.headers.get('content-type') ?? '').startsWith('text/html');

/** A copy of a page answer that records when it was stored. */
function stamped(res: Response): Response {
  const headers = new Headers(res.headers);
  headers.set(STORED_AT, new Date().toISOString());
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

async function networkFirst(request: Request, event: ExtendableEvent): Promise<Response> {
  try {
    // Revalidated with the server every time: the browser's HTTP cache may keep a page for minutes
    // (stale-while-revalidate) and would hand it out unmarked when the server cannot be reached.
    const res = await fetch(request, { cache: 'no-cache' });
    // Pages only: a PDF opened in the browser is a navigation too.
    // Kept within the event's lifetime: a worker stopped right after answering would lose the copy.
    if (cacheable(res) && isHtml(res)) event.waitUntil(put(PAGES, request, stamped(res.clone())));
    return res;
  } catch {
    const copy = await match(PAGES, request);
    return copy ? markedAsStored(copy) : offlinePage(request.url);
  }
}

/**
 * A stored page, with a note at the top of the page that it is a stored copy from then, possibly no
 * longer up to date. The note lies outside the app's root, so hydration does not see it.
 */
async function markedAsStored(copy: Response): Promise<Response> {
  const storedAt = new Date(copy.headers.get(STORED_AT) ?? '');
  const when = Number.isNaN(storedAt.getTime())
    ? ''
    : ` vom ${storedAt.toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' })}, ${storedAt.toLocaleTimeString('de-DE', { hour: '2-digit', minute: '2-digit' })} Uhr`;
  const note =
    `<div class="st-stored-copy" role="note" id="gespeicherte-fassung"><p class="st-stored-copy__text">` +
    `<strong>Keine Verbindung:</strong> Sie sehen eine gespeicherte Fassung dieser Seite${when}. ` +
    `Sie ist möglicherweise nicht mehr aktuell.</p></div>`;
  const html = (await copy.text()).replace(/<body[^>]*>/, (body) => body + note);
  const headers = new Headers(copy.headers);
  // The body is new and no longer compressed.
  for (const h of ['content-length', 'content-encoding', STORED_AT]) headers.delete(h);
  headers.set('cache-control', 'no-store');
  return new Response(html, { status: 200, headers });
}

async function cacheFirst(request: Request): Promise<Response> {
  const hit = await match(ASSETS, request);
  if (hit) return hit;
  const res = await fetch(request);
  if (cacheable(res)) await put(ASSETS, request, res.clone());
  return res;
}

async function staleWhileRevalidate(request: Request, event: FetchEvent): Promise<Response> {
  const hit = await match(IMAGES, request);
  const fresh = fetch(request).then(async (res) => {
    if (cacheable(res)) await put(IMAGES, request, res.clone());
    return res;
  });
  if (!hit) return fresh;
  event.waitUntil(fresh.catch(() => undefined));
  return hit;
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Shown for a page that was never visited while online. */
function offlinePage(href: string): Response {
  const url = new URL(href);
  const again = escape(url.pathname + url.search);
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sie sind offline${town.officialName ? ` – ${escape(town.officialName)}` : ''}</title><style>body{font-family:system-ui,sans-serif;line-height:1.5;color:#1f2328;max-width:40rem;margin:3rem auto;padding:0 1rem}h1{color:${escape(town.primary)}}a{color:${escape(town.secondary)}}</style></head><body><main><h1>Sie sind offline</h1><p>Diese Seite ist ohne Internetverbindung nicht verfügbar, und es gibt noch keine gespeicherte Kopie von ihr. Bitte prüfen Sie Ihre Verbindung.</p><p><a href="${again}">Erneut versuchen</a> · <a href="/">Zur Startseite</a></p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'",
    },
  });
}
