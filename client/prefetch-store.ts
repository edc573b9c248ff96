import { MIN_FETCH_DELAY_MS, PREFETCH_IDLE_MS } from '../shared/site/constants';
import { DATA_ENDPOINT, PREFETCH_HEADER, type NavigationData } from '../shared/app/state';
import { pageEntryOf } from '../shared/app/page-entry';
import { islandsReady } from '../shared/app/island';
import { connection, connectionAllowsPrefetch } from './connection';

/**
 * Loader data fetched ahead for links on screen (client/prefetch.ts, spec §9), kept for the next
 * navigation. This part is in the first-load script and small; the prefetching itself loads when the
 * browser is idle.
 */

/** Prefetched data older than this is not used: the page is loaded anew. */
export const PREFETCH_MAX_AGE_MS = 30_000;

/** Personal pages (the intranet, the council information system) are never prefetched and never taken from the store. */
export const isPersonal = (target: string) => /^\/(intranet|ratsinfo)(\/|$|\?)/.test(target);

const store = new Map<string, { data: Promise<NavigationData>; at: number }>();

/** Keeps the data of `target` (pathname + search), fetched at `at`. */
export function keepPrefetched(target: string, data: Promise<NavigationData>, at = Date.now()): void {
  if (isPersonal(target)) return;
  // A failed prefetch is simply not there: the navigation fetches again.
  data.catch(() => store.get(target)?.data === data && store.delete(target));
  store.set(target, { data, at });
}

export function forgetPrefetched(target: string): void {
  store.delete(target);
}

/** The prefetched data for `target`, once: null when there is none, it is too old, or personal. */
export function takePrefetched(target: string, now = Date.now()): Promise<NavigationData> | null {
  const entry = store.get(target);
  store.delete(target);
  if (!entry || isPersonal(target) || now - entry.at > PREFETCH_MAX_AGE_MS) return null;
  return entry.data;
}

/**
 * Starts the prefetching once the browser is idle (at the latest after PREFETCH_IDLE_MS, spec §9).
 * Its code is a chunk of its own: it costs the first load nothing, and is not fetched where the
 * connection allows no prefetch.
 */
export function startPrefetchWhenIdle(): void {
  // On data saver or 2g nothing is prefetched (spec §9): the prefetch's own code is not fetched either.
  if (!connectionAllowsPrefetch(connection())) return;
  const start = () => {
    import('./prefetch').then(
      (m) =>
        m.startPrefetch({
          preloadPage: (data) => (data.kind === 'page' ? pageEntryOf(data.page).preload().then(islandsReady) : Promise.resolve()),
          keep: keepPrefetched,
          forget: forgetPrefetched,
          isPersonal,
          dataEndpoint: DATA_ENDPOINT,
          prefetchHeader: PREFETCH_HEADER,
          minFetchDelayMs: MIN_FETCH_DELAY_MS,
          idleMs: PREFETCH_IDLE_MS,
        }),
      () => undefined,
    );
  };
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: PREFETCH_IDLE_MS });
  else setTimeout(start, PREFETCH_IDLE_MS);
}
