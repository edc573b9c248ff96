import { page } from './routing/page';
import { route } from './routing/route';
import type { PageEntry, RouteDef } from './routing/types';
import { ratsterminDetailLoader, ratstermineListLoader } from './pages/ratstermine/ratstermine.server';
import { RATSTERMINE_PATH } from './pages/ratstermine/paths';

/** Council meetings (spec §2.3 /{product}/ratstermine/{slug}): the list with filters and one meeting. */
const pages = {
  list: page('pages/ratstermine/RatstermineListPage', () => import('./pages/ratstermine/RatstermineListPage')),
  detail: page('pages/ratstermine/RatsterminDetailPage', () => import('./pages/ratstermine/RatsterminDetailPage')),
} satisfies Record<string, PageEntry>;


export const ratstermineRoutes: RouteDef[] = [
  route('ratstermine', RATSTERMINE_PATH, pages.list, ratstermineListLoader),
  route('ratstermin', `${RATSTERMINE_PATH}:slug`, pages.detail, ratsterminDetailLoader),
];
