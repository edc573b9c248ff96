import { createContext, useContext, type ReactNode } from 'react';

/**
 * The router of the site, as small as it needs to be: the location the page is rendered for, how it
 * was reached, and navigation to another address. On the server StaticRouter gives the request's
 * address; in the browser client/router.tsx keeps it in step with the history. The names follow
 * react-router, which the site used before: useLocation, useNavigate, useNavigationType.
 * Route matching lives in ./match.ts.
 */
export interface Location {
  pathname: string;
  /** '' or '?…' */
  search: string;
  /** '' or '#…' */
  hash: string;
  /** The state given to navigate(), null when there was none. */
  state: unknown;
  /** Names the history entry ('default' for the first one): scroll positions are kept per key. */
  key: string;
}

/** How the location was reached: back/forward or the first load (POP), a link (PUSH), a replacement. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Goes to an address of this site (relative addresses are resolved against the current one). */
export type Navigate = (to: string, options?: NavigateOptions) => void;

export interface LocationState {
  location: Location;
  navigationType: NavigationType;
}

export const LocationContext = createContext<LocationState | null>(null);
export const NavigatorContext = createContext<Navigate | null>(null);

function useLocationState(): LocationState {
  const state = useContext(LocationContext);
  if (!state) throw new Error('Kein Router: useLocation außerhalb von StaticRouter oder BrowserRouter');
  return state;
}

export function useLocation(): Location {
  return useLocationState().location;
}

export function useNavigationType(): NavigationType {
  return useLocationState().navigationType;
}

export function useNavigate(): Navigate {
  const navigate = useContext(NavigatorContext);
  if (!navigate) throw new Error('Kein Router: useNavigate außerhalb von StaticRouter oder BrowserRouter');
  return navigate;
}

/** '/a?b=1#c' → { pathname: '/a', search: '?b=1', hash: '#c' }. */
export function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  let rest = path;
  let hash = '';
  let search = '';
  const h = rest.indexOf('#');
  if (h >= 0) {
    hash = rest.slice(h);
    rest = rest.slice(0, h);
  }
  const q = rest.indexOf('?');
  if (q >= 0) {
    search = rest.slice(q);
    rest = rest.slice(0, q);
  }
  return { pathname: rest || '/', search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

/** Navigation during a server render has nowhere to go. */
const staticNavigate: Navigate = () => {};

/** The router of a server render: the request's address, reached by loading it (POP). */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value: LocationState = { location: { ...parsePath(location), state: null, key: 'default' }, navigationType: 'POP' };
  return (
    <NavigatorContext.Provider value={staticNavigate}>
      <LocationContext.Provider value={value}>{children}</LocationContext.Provider>
    </NavigatorContext.Provider>
  );
}
