import { page } from '../../routing/page';
import { route } from '../../routing/route';
import type { PageEntry, RouteDef } from '../../routing/types';
import {
  baustelleAddresses,
  baustelleLoader,
  baustellenListLoader,
  parkenAddresses,
  parkenDetailLoader,
  parkenListLoader,
  umbauAddresses,
  umbauDetailLoader,
  umbauListLoader,
} from './baustellen.server';
import { flaecheLoader, flaechenAddresses, flaechenListLoader } from './flaechen.server';

/**
 * Construction sites and plots (spec §2.3): the sites with their phases, parking notes and road
 * works, and the town's commercial and building plots. The plot index paths are editorial pages
 * too: their intro text comes from the CMS page at the same path.
 */
export const pages = {
  list: page('parts/baustellen/BaustellenListPage', () => import('./BaustellenListPage')),
  detail: page('parts/baustellen/BaustelleDetailPage', () => import('./BaustelleDetailPage')),
  parkenList: page('parts/baustellen/ParkenListPage', () => import('./ParkenListPage')),
  parkenDetail: page('parts/baustellen/ParkenDetailPage', () => import('./ParkenDetailPage')),
  umbauList: page('parts/baustellen/UmbauListPage', () => import('./UmbauListPage')),
  umbauDetail: page('parts/baustellen/UmbauDetailPage', () => import('./UmbauDetailPage')),
  flaechenList: page('parts/baustellen/FlaechenListPage', () => import('./FlaechenListPage')),
  flaecheDetail: page('parts/baustellen/FlaecheDetailPage', () => import('./FlaecheDetailPage')),
} satisfies Record<string, PageEntry>;

export const baustellenRoutes: RouteDef[] = [
  route('baustellen', '/wirtschaft/baustellen/', pages.list, baustellenListLoader),
  route('baustelle', '/wirtschaft/baustellen/:slug', pages.detail, baustelleLoader, { addresses: baustelleAddresses }),
  route('baustelle-parken', '/wirtschaft/baustelle-parken/', pages.parkenList, parkenListLoader),
  route('baustelle-parken-detail', '/wirtschaft/baustelle-parken/:slug', pages.parkenDetail, parkenDetailLoader, { addresses: parkenAddresses }),
  route('baustelle-umbaumassnahmen', '/wirtschaft/baustelle-umbaumassnahmen/', pages.umbauList, umbauListLoader),
  route('baustelle-umbaumassnahmen-detail', '/wirtschaft/baustelle-umbaumassnahmen/:slug', pages.umbauDetail, umbauDetailLoader, { addresses: umbauAddresses }),
  route('gewerbeflaechen', '/wirtschaft/gewerbeflaechen/', pages.flaechenList, flaechenListLoader('gewerbe')),
  route('gewerbeflaeche', '/wirtschaft/gewerbeflaechen/:slug', pages.flaecheDetail, flaecheLoader('gewerbe'), { addresses: flaechenAddresses('gewerbe') }),
  route('wohnflaechen', '/wirtschaft/wohnflaechen/', pages.flaechenList, flaechenListLoader('wohnen')),
  route('wohnflaeche', '/wirtschaft/wohnflaechen/:slug', pages.flaecheDetail, flaecheLoader('wohnen'), { addresses: flaechenAddresses('wohnen') }),
];
