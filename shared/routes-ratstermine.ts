import { page } from './routing/page';
import { layoutForPath } from './routing/layout-for-path';
import type { Loader, PageEntry, RouteDef } from './routing/types';
import { ratsterminDetailLoader, ratstermineListLoader } from './pages/ratstermine/ratstermine.server';
import { RATSTERMINE_PATH } from './pages/ratstermine/paths';

/** Council meetings (spec §2.3 /{product}/ratstermine/{slug}): the list with filters and one meeting. */
const pages = {
  list: page('pages/ratstermine/RatstermineListPage', () => import('./pages/ratstermine/RatstermineListPage')),
  detail: page('pages/ratstermine/RatsterminDetailPage', () => import('./pages/ratstermine/RatsterminDetailPage')),
} satisfies Record<string, PageEntry>;

function route(id: string, path: string, pageEntry: PageEntry, loader: Loader<any>): RouteDef {
  return { id, path, layout: layoutForPath(path), page: pageEntry, loader };
}

export const ratstermineRoutes: RouteDef[] = [
  route('ratstermine', RATSTERMINE_PATH, pages.list, ratstermineListLoader),
  route('ratstermin', `${RATSTERMINE_PATH}:slug`, pages.detail, ratsterminDetailLoader),
];
