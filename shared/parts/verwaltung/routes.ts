import { page } from '../../routing/page';
import { route } from '../../routing/route';
import type { PageEntry, RouteDef } from '../../routing/types';
import { aemterListLoader, amtDetailLoader } from './aemter.server';
import { mitarbeiterDetailLoader, mitarbeiterListLoader } from './mitarbeiter.server';
import {
  formulareLoader,
  lebenslageLoader,
  lebenslagenLoader,
  verfahrenBuchstabeLoader,
  verfahrenDetailLoader,
  verfahrenIndexLoader,
  wegweiserLoader,
} from './wegweiser.server';
import { servicebwLoader } from './servicebw.server';

/**
 * Town hall and service routes (spec §2.3): offices, staff, the service guide (Wegweiser) and the
 * service area /servicebw/, which shows the same data under its own addresses. Static segments
 * (verfahren, lebenslagen, formulare, fachbereiche, mitarbeiter) outrank the parameter routes next
 * to them in react-router's ranking, so /rathaus/wegweiser/{lebenslage} and
 * /servicebw/{anfangsbuchstabe} never catch them.
 */
export const pages = {
  aemterList: page('parts/verwaltung/AemterListPage', () => import('./AemterListPage')),
  amtDetail: page('parts/verwaltung/AmtDetailPage', () => import('./AmtDetailPage')),
  mitarbeiterList: page('parts/verwaltung/MitarbeiterListPage', () => import('./MitarbeiterListPage')),
  mitarbeiterDetail: page('parts/verwaltung/MitarbeiterDetailPage', () => import('./MitarbeiterDetailPage')),
  wegweiser: page('parts/verwaltung/WegweiserPage', () => import('./WegweiserPage')),
  lebenslagen: page('parts/verwaltung/LebenslagenPage', () => import('./LebenslagenPage')),
  lebenslage: page('parts/verwaltung/LebenslagePage', () => import('./LebenslagePage')),
  verfahrenIndex: page('parts/verwaltung/VerfahrenIndexPage', () => import('./VerfahrenIndexPage')),
  verfahrenBuchstabe: page('parts/verwaltung/VerfahrenBuchstabePage', () => import('./VerfahrenBuchstabePage')),
  verfahrenDetail: page('parts/verwaltung/VerfahrenDetailPage', () => import('./VerfahrenDetailPage')),
  formulare: page('parts/verwaltung/FormularePage', () => import('./FormularePage')),
  servicebw: page('parts/verwaltung/ServicebwPage', () => import('./ServicebwPage')),
} satisfies Record<string, PageEntry>;

export const verwaltungRoutes: RouteDef[] = [
  route('fachaemter', '/rathaus/fachaemter/', pages.aemterList, aemterListLoader('rathaus')),
  route('fachamt', '/rathaus/fachaemter/:slug', pages.amtDetail, amtDetailLoader('rathaus')),
  route('mitarbeiter', '/rathaus/mitarbeiter/', pages.mitarbeiterList, mitarbeiterListLoader('rathaus')),
  route('mitarbeiter-detail', '/rathaus/mitarbeiter/:slug', pages.mitarbeiterDetail, mitarbeiterDetailLoader('rathaus')),
  route('wegweiser', '/rathaus/wegweiser/', pages.wegweiser, wegweiserLoader),
  route('wegweiser-lebenslagen', '/rathaus/wegweiser/lebenslagen/', pages.lebenslagen, lebenslagenLoader),
  route('wegweiser-lebenslage', '/rathaus/wegweiser/:lebenslage', pages.lebenslage, lebenslageLoader),
  route('wegweiser-verfahren', '/rathaus/wegweiser/verfahren', pages.verfahrenIndex, verfahrenIndexLoader),
  route('wegweiser-verfahren-buchstabe', '/rathaus/wegweiser/verfahren/:buchstabe', pages.verfahrenBuchstabe, verfahrenBuchstabeLoader('rathaus')),
  route('wegweiser-verfahren-detail', '/rathaus/wegweiser/verfahren/:buchstabe/:slug', pages.verfahrenDetail, verfahrenDetailLoader('rathaus')),
  route('wegweiser-formulare', '/rathaus/wegweiser/formulare', pages.formulare, formulareLoader('rathaus')),
  route('servicebw', '/servicebw/', pages.servicebw, servicebwLoader),
  route('servicebw-fachbereiche', '/servicebw/fachbereiche', pages.aemterList, aemterListLoader('servicebw'), { sitemap: false }),
  route('servicebw-fachbereich', '/servicebw/fachbereiche/:id', pages.amtDetail, amtDetailLoader('servicebw')),
  route('servicebw-mitarbeiter', '/servicebw/mitarbeiter', pages.mitarbeiterList, mitarbeiterListLoader('servicebw'), { sitemap: false }),
  route('servicebw-mitarbeiter-detail', '/servicebw/mitarbeiter/:id', pages.mitarbeiterDetail, mitarbeiterDetailLoader('servicebw')),
  route('servicebw-formulare', '/servicebw/formulare', pages.formulare, formulareLoader('servicebw'), { sitemap: false }),
  route('servicebw-buchstabe', '/servicebw/:anfangsbuchstabe', pages.verfahrenBuchstabe, verfahrenBuchstabeLoader('servicebw')),
  route('servicebw-leistung', '/servicebw/:anfangsbuchstabe/:slug', pages.verfahrenDetail, verfahrenDetailLoader('servicebw')),
];
