import type { NavigationData } from '../shared/app/state';
import { connection, connectionAllowsPrefetch } from './connection';

/**
 * Idle link prefetch (spec §9). Internal links that are on screen for MIN_FETCH_DELAY_MS (200 ms, so
 * links scrolled past are left alone) get their loader data (/_data/…) and their page's code chunk
 * fetched while the browser is idle (at the latest PREFETCH_IDLE_MS later); the next navigation to
 * them uses that data (client/prefetch-store.ts). Each address is fetched at most once per page
 * load, two at a time, never on data saver or a 2g connection, never personal pages (/intranet, /ratsinfo).
 *
 * Loaded when the browser is first idle, and only where the connection allows prefetch. It imports
 * nothing but types and the connection check (in the first load already): what it needs of the route
 * table and the store comes from the caller (client/prefetch-store.ts), so this chunk leaves the
 * chunks of the first-load JavaScript as they are.
 */
export interface PrefetchDeps {
  /** Loads the code chunk of a page state. */
  preloadPage(data: NavigationData): Promise<unknown>;
  keep(target: string, data: Promise<NavigationData>): void;
  forget(target: string): void;
  isPersonal(target: string): boolean;
  dataEndpoint: string;
  /** Header that marks the data requests as prefetch (the server answers a missing page with 200). */
  prefetchHeader: string;
  minFetchDelayMs: number;
  idleMs: number;
}

/**
 * The address (pathname + search) whose loader data a link would fetch, or null for links that are
 * not pages of this site: other sites, files, downloads, new windows, the page itself, personal pages.
 */
/** Addresses that are no pages: the CMS contract, open data, images, assets, data, documents, files with an extension. */
const NOT_A_PAGE = /^\/(api|oparl|bild|assets|images|_data|dokumente|__dev)(\/|$)|\.[a-z0-9]{2,5}$/i;

export function prefetchTarget(a: HTMLAnchorElement, here: Location, deps: Pick<PrefetchDeps, 'isPersonal'>): string | null {
  if (a.hasAttribute('download') || (a.target && a.target !== '_self') || a.closest('[data-no-prefetch]')) return null;
  let url: URL;
  try {
    url = new URL(a.href, here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || !/^https?:$/.test(url.protocol)) return null;
  const target = url.pathname + url.search;
  if (target === here.pathname + here.search || deps.isPersonal(target)) return null;
  return NOT_A_PAGE.test(url.pathname) ? null : target;
}

const MAX_PARALLEL = 2;
const requested = new Set<string>();
const queue: string[] = [];
let running = 0;
let deps: PrefetchDeps | null = null;

function idle(fn: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(fn, { timeout: deps?.idleMs ?? 2_000 });
  else setTimeout(fn, 1);
}

function pump(): void {
  while (running < MAX_PARALLEL && queue.length) {
    const target = queue.shift() as string;
    running++;
    idle(() => {
      fetchAhead(target).finally(() => {
        running--;
        pump();
      });
    });
  }
}

async function fetchAhead(target: string): Promise<void> {
  const d = deps as PrefetchDeps;
  // The connection may have changed since the link appeared.
  if (!connectionAllowsPrefetch(connection()) || !navigator.onLine) return;
  const data = (async (): Promise<NavigationData> => {
    const res = await fetch(`${d.dataEndpoint}${target}`, {
      headers: { accept: 'application/json', [d.prefetchHeader]: '1' },
      credentials: 'same-origin',
      priority: 'low',
    } as RequestInit);
    if (!res.ok) throw new Error(`Vorab laden: ${res.status}`);
    // Answers that must not be kept (a personal view of a page) are not used later.
    if (/no-store/.test(res.headers.get('cache-control') ?? '')) d.forget(target);
    return (await res.json()) as NavigationData;
  })();
  d.keep(target, data);
  try {
    await d.preloadPage(await data);
  } catch {
    // Nothing lost: the navigation loads it itself.
  }
}

function enqueue(target: string): void {
  if (requested.has(target)) return;
  requested.add(target);
  queue.push(target);
  pump();
}

/** Starts watching the links of the page (and of the pages shown later: the app swaps them in). */
export function startPrefetch(options: PrefetchDeps): void {
  if (deps || typeof IntersectionObserver === 'undefined' || !connectionAllowsPrefetch(connection())) return;
  deps = options;
  const d = options;
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const io = new IntersectionObserver((entries) => {
    for (const e of entries) {
      const a = e.target as HTMLAnchorElement;
      if (e.isIntersecting) {
        if (!timers.has(a)) {
          timers.set(
            a,
            setTimeout(() => {
              timers.delete(a);
              io.unobserve(a);
              const target = prefetchTarget(a, location, d);
              if (target) enqueue(target);
            }, d.minFetchDelayMs),
          );
        }
      } else {
        clearTimeout(timers.get(a));
        timers.delete(a);
        // A link of a page that has been swapped out.
        if (!a.isConnected) io.unobserve(a);
      }
    }
  });
  const watched = new WeakSet<Element>();
  // Visible links of the main content only (issue 31): the menus hold every page of the site, and a
  // menu opened on screen would fetch them all. A link anywhere is fetched when pointed at or focused.
  const scan = () => {
    for (const a of document.querySelectorAll<HTMLAnchorElement>('main a[href]')) {
      if (watched.has(a)) continue;
      watched.add(a);
      if (prefetchTarget(a, location, d)) io.observe(a);
    }
  };
  scan();
  const intent = (e: Event) => {
    const a = (e.target as Element | null)?.closest?.('a[href]');
    if (!(a instanceof HTMLAnchorElement) || timers.has(a)) return;
    const timer = setTimeout(() => {
      timers.delete(a);
      const target = prefetchTarget(a, location, d);
      if (target) enqueue(target);
    }, d.minFetchDelayMs);
    timers.set(a, timer);
    a.addEventListener(
      'pointerleave',
      () => {
        if (timers.get(a) === timer) {
          clearTimeout(timer);
          timers.delete(a);
        }
      },
      { once: true },
    );
  };
  document.addEventListener('pointerover', intent, { passive: true });
  document.addEventListener('focusin', intent);
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    idle(() => {
      pending = false;
      scan();
    });
  }).observe(document.body, { childList: true, subtree: true });
}
