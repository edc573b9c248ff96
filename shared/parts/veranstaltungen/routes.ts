import { page } from '../../routing/page';
import { route } from '../../routing/route';
import type { PageEntry, RouteDef } from '../../routing/types';
import { eventDetailLoader, eventListLoader } from './veranstaltungen.server';

/**
 * Events (spec §2.3): the calendar under /gaeste/veranstaltungen/ (horizontal category filter) and
 * the same events under /stadtleben/veranstaltungen/ (vertical filter with period option).
 */
export const pages = {
  list: page('parts/veranstaltungen/VeranstaltungenListPage', () => import('./VeranstaltungenListPage')),
  detail: page('parts/veranstaltungen/VeranstaltungDetailPage', () => import('./VeranstaltungDetailPage')),
} satisfies Record<string, PageEntry>;

export const veranstaltungenRoutes: RouteDef[] = [
  route('gaeste-veranstaltungen', '/gaeste/veranstaltungen/', pages.list, eventListLoader('gaeste')),
  route('gaeste-veranstaltung', '/gaeste/veranstaltungen/:slug', pages.detail, eventDetailLoader('gaeste')),
  // The events of /gaeste/ in the section's frame: their canonical address is there.
  route('stadtleben-veranstaltungen', '/stadtleben/veranstaltungen/', pages.list, eventListLoader('stadtleben'), { sitemap: false }),
  route('stadtleben-veranstaltung', '/stadtleben/veranstaltungen/:slug', pages.detail, eventDetailLoader('stadtleben')),
];
