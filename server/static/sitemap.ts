import type { RequestHandler } from 'express';
import type { Search } from '../cms/search/engine';
import type { OriginOf } from '../http/public-origin';
import { SECTIONS } from '../../shared/site/sections';
import { NEWS_PATHS } from '../../shared/site/news-paths';

/** Lists of the site that are no item of the search: the home page, the section homes and the lists. */
const LISTS = [
  '/',
  ...SECTIONS.filter((s) => s.home).map((s) => `/${s.segment}/`),
  ...Object.values(NEWS_PATHS),
  '/rathaus/amtsblatt/',
  '/rathaus/bekanntmachungen/',
  '/rathaus/ausschreibungen/',
  '/rathaus/satzungen/',
  '/gaeste/veranstaltungen/',
];

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * /sitemap.xml for search engines: the lists and every address the site search finds now. It follows
 * the content at once: a published item is in it, a planned one from its time on, a draft, an
 * expired or a taken-back item not (the search index follows every table change by triggers).
 * With CMS_URL the content's own addresses are the upstream CMS's business; only the lists remain.
 */
export function sitemap(options: { search: Search | null; origin: OriginOf }): RequestHandler {
  return async (req, res, next) => {
    try {
      const items = options.search ? await options.search.addresses() : [];
      const origin = options.origin(req);
      const urls = [...new Set([...LISTS, ...items])];
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls.map((u) => `<url><loc>${escapeXml(origin + encodeURI(decodeURI(u)))}</loc></url>`),
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
