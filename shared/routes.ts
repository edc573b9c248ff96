import { page } from './routing/page';
import { createRouteTable, pageEntryIn } from './routing/match';
import { route } from './routing/route';
import type { PageEntry, RouteDef, RouteMatch } from './routing/types';
import { homeLoader } from './pages/home/home.server';
import { parts } from './parts/registry';
import type { SitePart } from './parts/part';

/**
 * The one route table (ARCHITECTURE.md): every URL of the site, its layout, its code-split page and
 * its server-side loader. The page id is the module path below shared/ and names the chunk in the
 * asset manifest (the build fails when they disagree).
 *
 * Loaders live in `*.server.ts` files; the client build replaces them with `undefined`.
 */
const pages = {
  home: page('pages/home/HomePage', () => import('./pages/home/HomePage')),
} satisfies Record<string, PageEntry>;

/** The error page is loaded like a page, whenever a page state is not a 200. */
export const errorPage = page('pages/error/ErrorPage', () => import('./pages/error/ErrorPage'));

const siteParts: readonly SitePart[] = parts;

/** The home page, then every part's routes in registry order (shared/parts/registry.ts). */
export const routes: RouteDef[] = [route('home', '/', pages.home, homeLoader), ...siteParts.flatMap((p) => p.routes ?? [])];

/** The table compiled once: matching, lookup by id. */
export const routeTable = createRouteTable(routes);

export function findRoute(id: string): RouteDef | undefined {
  return routeTable.find(id);
}

/** The code-split page that shows a page state: its route's page, or the error page. */
export function pageEntryFor(state: { status: number; routeId: string | null }): PageEntry {
  return pageEntryIn(routeTable, state, errorPage);
}

/** The route for a path (react-router's ranking: static segments beat parameters), or null. */
export function matchRoute(pathname: string): RouteMatch | null {
  return routeTable.match(pathname);
}
