import { page } from './routing/page';
import { createRouteTable, pageEntryIn } from './routing/match';
import { route } from './routing/route';
import type { PageEntry, RouteDef, RouteMatch } from './routing/types';
import { NEWS_PATHS, NEWS_TITLES } from './site/news-paths';
import { SECTIONS } from './site/sections';
import { homeLoader } from './pages/home/home.server';
import { contentLoader } from './parts/seiten/content/content.server';
import { newsDetailLoader, newsListLoader } from './parts/nachrichten/news.server';
import { sectionHomeLoader } from './parts/seiten/section/section.server';
import { verwaltungRoutes } from './parts/verwaltung/routes';
import { sucheRoutes } from './parts/suche/routes';
import { amtsblattRoutes } from './parts/amtsblatt/routes';
import { archivRoutes } from './parts/archiv/routes';
import { intranetRoutes } from './parts/intranet/routes';
import { veranstaltungenRoutes } from './parts/veranstaltungen/routes';
import { ratstermineRoutes } from './parts/ratstermine/routes';
import { gemeinderatRoutes } from './parts/gremien/routes';
import { ratsinfoRoutes } from './parts/gremien/routes-ratsinfo';
import { abfallRoutes } from './parts/abfall/routes';
import { gewerbeRoutes } from './parts/gewerbe/routes';
import { baustellenRoutes } from './parts/baustellen/routes';
import { tourismusRoutes } from './parts/tourismus/routes';
import { eingaengeRoutes } from './parts/eingaenge/routes';
import { redaktionRoutes } from './parts/redaktion/routes';

/**
 * The one route table (ARCHITECTURE.md): every URL of the site, its layout, its code-split page and
 * its server-side loader. The page id is the module path below shared/ and names the chunk in the
 * asset manifest (the build fails when they disagree).
 *
 * Loaders live in `*.server.ts` files; the client build replaces them with `undefined`.
 */
const pages = {
  home: page('pages/home/HomePage', () => import('./pages/home/HomePage')),
  content: page('parts/seiten/content/ContentPage', () => import('./parts/seiten/content/ContentPage')),
  newsList: page('parts/nachrichten/NewsListPage', () => import('./parts/nachrichten/NewsListPage')),
  newsDetail: page('parts/nachrichten/NewsDetailPage', () => import('./parts/nachrichten/NewsDetailPage')),
  sectionHome: page('parts/seiten/section/SectionHomePage', () => import('./parts/seiten/section/SectionHomePage')),
} satisfies Record<string, PageEntry>;

/** The error page is loaded like a page, whenever a page state is not a 200. */
export const errorPage = page('pages/error/ErrorPage', () => import('./pages/error/ErrorPage'));



const newsRoutes = Object.entries(NEWS_PATHS).flatMap(([rubrik, base]) => [
  route(`${rubrik}-liste`, base, pages.newsList, newsListLoader(rubrik, NEWS_TITLES[rubrik] ?? rubrik, { yearFilter: rubrik === 'buergernachrichten' })),
  route(`${rubrik}-detail`, `${base}:slug`, pages.newsDetail, newsDetailLoader(rubrik)),
]);

export const routes: RouteDef[] = [
  route('home', '/', pages.home, homeLoader),
  // Homes of the sections and mini-sites (spec §2.1, §2.5): each with its own hero set.
  ...SECTIONS.filter((s) => s.home).map((s) => route(`bereich-${s.segment}`, `/${s.segment}/`, pages.sectionHome, sectionHomeLoader)),
  // Every other address below such a section is an editorial page whose text lives in the CMS under
  // that path (information pages, mini-site pages, …): editors add pages without a code change;
  // unknown ones 404. Specific routes always win over these (react-router ranks splats last).
  ...SECTIONS.filter((s) => s.content).map((s) => route(`seite-${s.segment}`, `/${s.segment}/*`, pages.content, contentLoader)),
  ...newsRoutes,
  ...verwaltungRoutes,
  ...sucheRoutes,
  ...amtsblattRoutes,
  ...archivRoutes,
  ...intranetRoutes,
  ...veranstaltungenRoutes,
  ...ratstermineRoutes,
  ...gemeinderatRoutes,
  ...ratsinfoRoutes,
  ...abfallRoutes,
  ...gewerbeRoutes,
  ...baustellenRoutes,
  ...tourismusRoutes,
  ...eingaengeRoutes,
  ...redaktionRoutes,
];

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
