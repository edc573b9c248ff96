import { startTransition, useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
import { LocationContext, NavigatorContext, type LocationState, type Navigate } from '../shared/routing/location';

/**
 * The router in the browser: the location follows the history (pushState, replaceState, popstate).
 * Each entry carries its key and position in history.state ({ usr, key, idx }, as react-router kept
 * them, so entries made before an update still work). Updates render as transitions, so the page
 * on screen stays responsive while the next one is prepared.
 */
interface HistoryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

function historyState(): HistoryState {
  const s = window.history.state as HistoryState | null;
  return s && typeof s === 'object' ? s : {};
}

function current(): LocationState['location'] {
  const s = historyState();
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: s.usr ?? null, key: typeof s.key === 'string' ? s.key : 'default' };
}

function createKey(): string {
  return Math.random().toString(36).substring(2, 10);
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState<LocationState>(() => {
    if (typeof historyState().idx !== 'number') window.history.replaceState({ ...historyState(), idx: 0 }, '');
    return { location: current(), navigationType: 'POP' };
  });

  useLayoutEffect(() => {
    const onPop = () => startTransition(() => setState({ location: current(), navigationType: 'POP' }));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback<Navigate>((to, options = {}) => {
    const url = new URL(to, window.location.href);
    const path = url.pathname + url.search + url.hash;
    if (url.origin !== window.location.origin) {
      window.location.assign(url.href);
      return;
    }
    const key = createKey();
    const idx = (historyState().idx ?? 0) + (options.replace ? 0 : 1);
    const entry: HistoryState = { usr: options.state ?? null, key, idx };
    if (options.replace) window.history.replaceState(entry, '', path);
    else {
      try {
        window.history.pushState(entry, '', path);
      } catch (error) {
        // Safari limits pushState calls; a state that cannot be stored is a programming error.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        window.location.assign(path);
        return;
      }
    }
    const location = { pathname: url.pathname, search: url.search, hash: url.hash, state: options.state ?? null, key };
    startTransition(() => setState({ location, navigationType: options.replace ? 'REPLACE' : 'PUSH' }));
  }, []);

  return (
    <NavigatorContext.Provider value={navigate}>
      <LocationContext.Provider value={state}>{children}</LocationContext.Provider>
    </NavigatorContext.Provider>
  );
}
