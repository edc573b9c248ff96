import { page } from './routing/page';
import { route } from './routing/route';
import type { PageEntry, RouteDef } from './routing/types';
import { aemterListLoader, amtDetailLoader } from './pages/verwaltung/aemter.server';
import { mitarbeiterDetailLoader, mitarbeiterListLoader } from './pages/verwaltung/mitarbeiter.server';
import {
  formulareLoader,
  lebenslageLoader,
  lebenslagenLoader,
  verfahrenBuchstabeLoader,
  verfahrenDetailLoader,
  verfahrenIndexLoader,
  wegweiserLoader,
} from './pages/verwaltung/wegweiser.server';
import { servicebwLoader } from './pages/verwaltung/servicebw.server';

/**
 * Town hall and service routes (spec §2.3): offices, staff, the service guide (Wegweiser) and the
 * service area /servicebw/, which shows the same data under its own addresses. Static segments
 * (verfahren, lebenslagen, formulare, fachbereiche, mitarbeiter) outrank the parameter routes next
 * to them in react-router's ranking, so /rathaus/wegweiser/{lebenslage} and
 * /servicebw/{anfangsbuchstabe} never catch them.
 */
const pages = {
  aemterList: page('pages/verwaltung/AemterListPage', () => import('./pages/verwaltung/AemterListPage')),
  amtDetail: page('pages/verwaltung/AmtDetailPage', () => import('./pages/verwaltung/AmtDetailPage')),
  mitarbeiterList: page('pages/verwaltung/MitarbeiterListPage', () => import('./pages/verwaltung/MitarbeiterListPage')),
  mitarbeiterDetail: page('pages/verwaltung/MitarbeiterDetailPage', () => import('./pages/verwaltung/MitarbeiterDetailPage')),
  wegweiser: page('pages/verwaltung/WegweiserPage', () => import('./pages/verwaltung/WegweiserPage')),
  lebenslagen: page('pages/verwaltung/LebenslagenPage', () => import('./pages/verwaltung/LebenslagenPage')),
  lebenslage: page('pages/verwaltung/LebenslagePage', () => import('./pages/verwaltung/LebenslagePage')),
  verfahrenIndex: page('pages/verwaltung/VerfahrenIndexPage', () => import('./pages/verwaltung/VerfahrenIndexPage')),
  verfahrenBuchstabe: page('pages/verwaltung/VerfahrenBuchstabePage', () => import('./pages/verwaltung/VerfahrenBuchstabePage')),
  verfahrenDetail: page('pages/verwaltung/VerfahrenDetailPage', () => import('./pages/verwaltung/VerfahrenDetailPage')),
  formulare: page('pages/verwaltung/FormularePage', () => import('./pages/verwaltung/FormularePage')),
  servicebw: page('pages/verwaltung/ServicebwPage', () => import('./pages/verwaltung/ServicebwPage')),
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
