import { matchRoutes } from 'react-router-dom';
import { page } from './routing/page';
import { layoutForPath } from './routing/layout-for-path';
import type { Loader, PageEntry, RouteDef, RouteMatch } from './routing/types';
import { TOWN } from './site/town';
import { NEWS_PATHS } from './site/news-paths';
import { homeLoader } from './pages/home/home.server';
import { contentLoader } from './pages/content/content.server';
import { newsDetailLoader, newsListLoader } from './pages/news/news.server';

/**
 * The one route table (ARCHITECTURE.md): every URL of the site, its layout, its code-split page and
 * its server-side loader. The page id is the module path below shared/ and names the chunk in the
 * asset manifest (the build fails when they disagree).
 *
 * Loaders live in `*.server.ts` files; the client build replaces them with `undefined`.
 */
const pages = {
  home: page('pages/home/HomePage', () => import('./pages/home/HomePage')),
  content: page('pages/content/ContentPage', () => import('./pages/content/ContentPage')),
  newsList: page('pages/news/NewsListPage', () => import('./pages/news/NewsListPage')),
  newsDetail: page('pages/news/NewsDetailPage', () => import('./pages/news/NewsDetailPage')),
} satisfies Record<string, PageEntry>;

function route(id: string, path: string, pageEntry: PageEntry, loader?: Loader<any>): RouteDef {
  return { id, path, layout: layoutForPath(path), page: pageEntry, loader };
}

const NEWS_TITLES: Record<string, string> = {
  buergernachrichten: 'Bürgernachrichten',
  rathausnachrichten: 'Rathausnachrichten',
  'corona-meldungen': 'Corona-Meldungen',
  jugendnachrichten: 'Jugendnachrichten',
  seniorennachrichten: 'Seniorennachrichten',
  integrationaktuell: 'Integration aktuell',
  inklusionaktuell: 'Inklusion aktuell',
  wahlen: 'Wahlen',
};

const newsRoutes = Object.entries(NEWS_PATHS).flatMap(([rubrik, base]) => [
  route(`${rubrik}-liste`, base, pages.newsList, newsListLoader(rubrik, NEWS_TITLES[rubrik] ?? rubrik, { yearFilter: rubrik === 'buergernachrichten' })),
  route(`${rubrik}-detail`, `${base}:slug`, pages.newsDetail, newsDetailLoader(rubrik)),
]);

/** Editorial pages addressed by path; their text lives in the CMS. */
const CONTENT_PATHS = [
  '/rathaus/',
  `/${TOWN.slug}/`,
  '/stadtleben/',
  '/wirtschaft/',
  '/gaeste/',
  '/feuerwehr/',
  '/grundschule/',
  '/drei-linden-gs/',
  `/${TOWN.slug}/stadtportrait/`,
  `/${TOWN.slug}/buergermeister/`,
];

export const routes: RouteDef[] = [
  route('home', '/', pages.home, homeLoader),
  ...CONTENT_PATHS.map((p) => route(`seite${p.replace(/\/$/, '').replace(/\//g, '-')}`, p, pages.content, contentLoader)),
  ...newsRoutes,
];

const byId = new Map(routes.map((r) => [r.id, r]));

export function findRoute(id: string): RouteDef | undefined {
  return byId.get(id);
}

/** The route for a path (react-router's ranking: static segments beat parameters), or null. */
export function matchRoute(pathname: string, table: RouteDef[] = routes): RouteMatch | null {
  const matches = matchRoutes(
    table.map((r) => ({ path: r.path, id: r.id })),
    pathname,
  );
  const last = matches?.[matches.length - 1];
  if (!last) return null;
  const def = table.find((r) => r.id === last.route.id);
  return def ? { route: def, params: last.params } : null;
}
