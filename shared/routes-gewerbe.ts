import { page } from './routing/page';
import { route } from './routing/route';
import type { PageEntry, RouteDef } from './routing/types';
import { gewerbeDetailLoader, gewerbeIndexLoader, gewerbeRubrikLoader } from './pages/gewerbe/gewerbe.server';

/**
 * Business directory (spec §2.3): the start page with categories, search and A–Z list, one category
 * and one entry. The self-entry form /wirtschaft/gewerbeeintrag is a route of its own (not here).
 */
const pages = {
  index: page('pages/gewerbe/GewerbeverzeichnisPage', () => import('./pages/gewerbe/GewerbeverzeichnisPage')),
  rubrik: page('pages/gewerbe/GewerbeRubrikPage', () => import('./pages/gewerbe/GewerbeRubrikPage')),
  detail: page('pages/gewerbe/GewerbeDetailPage', () => import('./pages/gewerbe/GewerbeDetailPage')),
} satisfies Record<string, PageEntry>;


export const gewerbeRoutes: RouteDef[] = [
  route('gewerbeverzeichnis', '/wirtschaft/gewerbeverzeichnis/', pages.index, gewerbeIndexLoader),
  route('gewerbeverzeichnis-rubrik', '/wirtschaft/gewerbeverzeichnis/:rubrik', pages.rubrik, gewerbeRubrikLoader),
  route('gewerbeverzeichnis-eintrag', '/wirtschaft/gewerbeverzeichnis/:rubrik/:slug', pages.detail, gewerbeDetailLoader),
];
