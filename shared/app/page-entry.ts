import { page } from '../routing/page';
import type { PageEntry, PageModule } from '../routing/types';

/** The error page's id; every state without a route shows it. */
export const ERROR_PAGE_ID = 'pages/error/ErrorPage';

const entries = new Map<string, PageEntry>();

/** The site's own pages (shared/pages/); every other page is a part's (ADR 34). */
const CORE_PAGES: Record<string, () => Promise<PageModule>> = {
  [ERROR_PAGE_ID]: () => import('../pages/error/ErrorPage'),
  'pages/home/HomePage': () => import('../pages/home/HomePage'),
};

/**
 * The code-split page that shows a page state, found by the state's page id: every module
 * `shared/parts/<part>/**​/*Page.tsx` is a chunk of its own, as are the site's own pages, and the
 * browser loads the one named, without the route table (whose paths, limits and loaders only the
 * server needs; docs/performance.md). The route table names the same modules, so server and browser
 * render the same page.
 */
export function pageEntryOf(state: { routeId: string | null; pageId?: string }): PageEntry {
  const id = state.routeId && state.pageId ? state.pageId : ERROR_PAGE_ID;
  let entry = entries.get(id);
  if (!entry) {
    const name = id.replace(/^parts\//, '').replace(/Page$/, '');
    entry = page(id, CORE_PAGES[id] ?? (() => import(`../parts/${name}Page.tsx`)));
    entries.set(id, entry);
  }
  return entry;
}
