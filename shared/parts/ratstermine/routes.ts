import { page } from '../../routing/page';
import { route } from '../../routing/route';
import type { PageEntry, RouteDef } from '../../routing/types';
import { ratsterminDetailLoader, ratstermineListLoader } from './ratstermine.server';
import { RATSTERMINE_PATH } from './paths';

/** Council meetings (spec §2.3 /{product}/ratstermine/{slug}): the list with filters and one meeting. */
export const pages = {
  list: page('parts/ratstermine/RatstermineListPage', () => import('./RatstermineListPage')),
  detail: page('parts/ratstermine/RatsterminDetailPage', () => import('./RatsterminDetailPage')),
} satisfies Record<string, PageEntry>;

export const ratstermineRoutes: RouteDef[] = [
  route('ratstermine', RATSTERMINE_PATH, pages.list, ratstermineListLoader),
  route('ratstermin', `${RATSTERMINE_PATH}:slug`, pages.detail, ratsterminDetailLoader),
];
