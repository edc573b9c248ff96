import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { UNSAFE_LocationContext, useLocation, useNavigate, useNavigationType, type Location, type NavigationType } from 'react-router-dom';
import { App } from '../shared/app/App';
import { pageEntryFor } from '../shared/routes';
import { DATA_ENDPOINT, documentTitle, type InitialData, type NavigationData, type PageState } from '../shared/app/state';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';
import { takePrefetched } from './prefetch-store';
import { savedScroll, saveScroll, scrollToHash } from './scroll';

async function fetchPage(target: string, signal: AbortSignal): Promise<NavigationData> {
  // Fetched ahead while the link was on screen (client/prefetch.ts), if that is recent enough.
  const body = (await takePrefetched(target)?.catch(() => null)) ?? (await fetchData(target, signal));
  if (body.kind === 'page') await pageEntryFor(body.page).preload();
  return body;
}

async function fetchData(target: string, signal: AbortSignal): Promise<NavigationData> {
  const res = await fetch(`${DATA_ENDPOINT}${target}`, { headers: { accept: 'application/json' }, credentials: 'same-origin', signal });
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) throw new Error(`Unerwartete Antwort ${res.status}`);
  return (await res.json()) as NavigationData;
}

function isInternal(href: string): boolean {
  try {
    return new URL(href, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/**
 * The app in the browser: keeps showing the current page while the next one's chunk and loader data
 * load, then swaps (so the old page never flashes empty), restores scroll on back/forward, scrolls to
 * a hash, and moves focus to the new page's heading for screen-reader users.
 */
export function ClientApp({ initial }: { initial: InitialData }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  // The page on screen and the location it belongs to change together, when the next page is ready.
  const [screen, setScreen] = useState<{ page: PageState; location: Location; navigationType: NavigationType }>({
    page: initial.page,
    location,
    navigationType,
  });
  const page = screen.page;
  const setPage = (next: PageState) => setScreen({ page: next, location, navigationType });
  const shown = useRef({ target: initial.page.pathname + initial.page.search, key: location.key });
  const pendingScroll = useRef<null | { key: string; pop: boolean; hash: string }>(null);

  useEffect(() => {
    const target = location.pathname + location.search;
    if (target === shown.current.target) {
      // Same page, other hash (or a repeated click): only scroll.
      if (location.hash) scrollToHash(location.hash);
      shown.current.key = location.key;
      return;
    }
    const controller = new AbortController();
    document.documentElement.dataset.navigating = 'true';
    fetchPage(target, controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        if (result.kind === 'redirect') {
          // Pages are followed client-side; files (/api/…) and other sites are loaded by the browser.
          if (isInternal(result.location) && !new URL(result.location, window.location.href).pathname.startsWith('/api/')) {
            navigate(result.location, { replace: true });
          } else {
            window.location.assign(result.location);
          }
          return;
        }
        saveScroll(shown.current.key);
        shown.current = { target, key: location.key };
        pendingScroll.current = { key: location.key, pop: navigationType === 'POP', hash: location.hash };
        document.title = documentTitle(result.page.title);
        setPage(result.page);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A chunk that cannot be loaded (spec §4: reload, at most once a minute) or anything else
        // (offline, unexpected answer): the browser loads the page itself. That cannot loop: a page
        // whose chunk fails at start stays server-rendered once the reload limit is reached.
        if (!(isChunkLoadError(error) && reloadForChunkError(target))) window.location.assign(target);
      })
      .finally(() => {
        if (!controller.signal.aborted) delete document.documentElement.dataset.navigating;
      });
    return () => controller.abort();
    // location.key changes on every navigation, including to the same URL.
  }, [location.key]);

  useLayoutEffect(() => {
    const p = pendingScroll.current;
    if (!p) return;
    pendingScroll.current = null;
    if (p.pop) window.scrollTo(0, savedScroll(p.key) ?? 0);
    else if (!(p.hash && scrollToHash(p.hash))) window.scrollTo(0, 0);
    if (!p.pop) {
      const heading = document.querySelector<HTMLElement>('#inhalt h1');
      if (heading) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
    }
  }, [page]);

  // Links inside editorial HTML are plain <a>: follow internal ones client-side.
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('[data-prose] a[href]');
      if (!(a instanceof HTMLAnchorElement) || a.target || a.hasAttribute('download')) return;
      const url = new URL(a.href);
      if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
      e.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);

  // Everything inside sees the location of the page that is shown, not of the one still loading.
  return (
    <UNSAFE_LocationContext.Provider value={{ location: screen.location, navigationType: screen.navigationType }}>
      <App initial={{ ...initial, page }} />
    </UNSAFE_LocationContext.Provider>
  );
}
