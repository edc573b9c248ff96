import type { ListMeta } from '../contract/common';

/** Most pages of a list read for the sitemap: far beyond a town's construction sites or plots. */
const MAX_PAGES = 50;

/**
 * Every item of a paged list of the contract, page by page (100 each), for the sitemap's addresses of
 * a route (RouteDef.addresses). A page that cannot be read ends the list there.
 */
export async function everyItem<T>(page: (seite: number) => Promise<{ data: T[]; meta?: ListMeta } | null>): Promise<T[]> {
  const items: T[] = [];
  for (let seite = 1; seite <= MAX_PAGES; seite++) {
    const res = await page(seite);
    if (!res) break;
    items.push(...res.data);
    if (seite >= (res.meta?.seiten ?? 1)) break;
  }
  return items;
}
