import { page } from '../../routing/page';
import { route } from '../../routing/route';
import type { PageEntry, RouteDef } from '../../routing/types';
import { NEWS_PATHS, NEWS_TITLES } from '../../site/news-paths';
import { newsDetailLoader, newsListLoader } from './news.server';

export const pages = {
  newsList: page('parts/nachrichten/NewsListPage', () => import('./NewsListPage')),
  newsDetail: page('parts/nachrichten/NewsDetailPage', () => import('./NewsDetailPage')),
} satisfies Record<string, PageEntry>;

/** Every news category's list and its items (spec §2.3). */
export const nachrichtenRoutes: RouteDef[] = Object.entries(NEWS_PATHS).flatMap(([rubrik, base]) => [
  route(`${rubrik}-liste`, base, pages.newsList, newsListLoader(rubrik, NEWS_TITLES[rubrik] ?? rubrik, { yearFilter: rubrik === 'buergernachrichten' })),
  route(`${rubrik}-detail`, `${base}:slug`, pages.newsDetail, newsDetailLoader(rubrik)),
]);
