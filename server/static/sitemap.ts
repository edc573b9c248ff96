import type { RequestHandler } from 'express';
import type { Search } from '../cms/search/engine';
import { canonicalPathname, type RouteTable } from '../../shared/routing/match';
import type { CmsClient, RouteDef } from '../../shared/routing/types';
import type { CmsClientFactory } from '../cms/client';
import { sectionOf } from '../../shared/site/sections';
import type { OriginOf } from '../http/public-origin';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A route whose pages a search engine may list under their own address. */
function listed(route: RouteDef, path: string): boolean {
  return !route.noindex && route.sitemap !== false && !sectionOf(path)?.personal;
}

/**
 * The addresses of the route table that name one page without any parameter (the home, section homes,
 * lists, forms, the waste calendar, …), in their one form (ADR 32). Editorial pages (a splat) come
 * from the content, items from the search and the routes' own `addresses`.
 */
export function fixedAddresses(routes: readonly RouteDef[]): string[] {
  return routes.filter((r) => !/[:*]/.test(r.path) && listed(r, r.path)).map((r) => canonicalPathname(r, r.path));
}

export interface SitemapEntry {
  loc: string;
  lastmod: string | null;
}

/**
 * Every public page that has content: the fixed addresses of the route table, every page the site
 * search finds now (items and editorial pages), and the hubs above them that the table knows (a
 * directory category with entries, the letter of a procedure, a council list with members). A hub's
 * date is the latest of the pages below it; a fixed page without any has none.
 */
export async function sitemapEntries(table: RouteTable, search: Search | null, cms: CmsClient): Promise<SitemapEntry[]> {
  const entries = new Map<string, string | null>();
  const later = (a: string | null | undefined, b: string | null) => (!a ? b : !b || a > b ? a : b);
  for (const address of fixedAddresses(table.routes)) entries.set(address, null);
  const items = search ? await search.addresses() : [];
  for (const { url, lastmod } of items) entries.set(url, later(entries.get(url), lastmod));
  // What the search leaves out but the routes list (a sold plot, a site's parking notes).
  const own = await Promise.all(table.routes.map((r) => (r.addresses && listed(r, r.path) ? r.addresses(cms).catch(() => []) : [])));
  for (const address of own.flat()) if (!entries.has(address)) entries.set(address, null);
  for (const { url, lastmod } of items) {
    const segments = url.split('?')[0]!.split('/').filter(Boolean);
    for (let n = segments.length - 1; n >= 0; n--) {
      const path = `/${segments.slice(0, n).join('/')}`;
      const match = table.match(path);
      // An editorial folder is a page only where the content has one (then it is an item itself).
      if (!match || match.route.path.endsWith('*') || !listed(match.route, path)) continue;
      const address = canonicalPathname(match.route, path);
      entries.set(address, later(entries.get(address), lastmod));
    }
  }
  return [...entries].map(([loc, lastmod]) => ({ loc, lastmod }));
}

/** W3C datetime without the fraction: '2026-11-28T08:15:00Z'. */
const w3c = (iso: string) => iso.replace(/\.\d+Z$/, 'Z');

/**
 * /sitemap.xml for search engines (sitemapEntries). It follows the content at once: a published item
 * is in it, a planned one from its time on, a draft, an expired or a taken-back item not (the search
 * index follows every table change by triggers); `lastmod` is when the search last saw a page's
 * content change. With CMS_URL the content's own addresses are the upstream CMS's business; only the
 * fixed pages remain. The origin is the site's public origin (server/http/public-origin.ts).
 */
export function sitemap(options: { table: RouteTable; search: Search | null; cms: CmsClientFactory; origin: OriginOf }): RequestHandler {
  return async (req, res, next) => {
    try {
      const entries = await sitemapEntries(options.table, options.search, options.cms.forRequest());
      const origin = options.origin(req);
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...entries.map(
          (e) => `<url><loc>${escapeXml(origin + encodeURI(decodeURI(e.loc)))}</loc>${e.lastmod ? `<lastmod>${w3c(e.lastmod)}</lastmod>` : ''}</url>`,
        ),
        '</urlset>',
      ].join('\n');
      // Addresses from the request's Host: a shared cache keeps the answers apart per host.
      if (options.origin.byHost) res.vary('Host');
      res.set('content-type', 'application/xml; charset=utf-8').set('cache-control', 'public, max-age=0, s-maxage=60').send(body);
    } catch (error) {
      next(error);
    }
  };
}
