import type { RequestHandler } from 'express';
import type { CmsClientFactory } from '../cms/client';
import type { OriginOf } from '../http/public-origin';
import type { SitePart } from '../../shared/parts/part';
import type { SiteFeed } from '../../shared/routing/types';
import { parts } from '../../shared/parts/registry';

/** The parts' feeds at their own site addresses (SitePart.feeds, ADR 51), by path. */
export function partFeeds(list: readonly SitePart[] = parts): Map<string, SiteFeed> {
  const byPath = new Map<string, SiteFeed>();
  for (const part of list) {
    for (const feed of part.feeds?.() ?? []) {
      if (byPath.has(feed.path)) throw new Error(`${part.name}: die Adresse ${feed.path} hat schon ein anderer Feed`);
      byPath.set(feed.path, feed);
    }
  }
  return byPath;
}

/**
 * GET and HEAD of the parts' feeds: the answer on the site's public origin, kept by a shared cache for
 * a few minutes (calendar programs ask every few hours); a feed that answers null goes on to the 404 page.
 */
export function partFeedsRouter(options: { cmsFactory: CmsClientFactory; origin: OriginOf }): RequestHandler {
  const byPath = partFeeds();
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const feed = byPath.get(req.path);
    if (!feed) return next();
    try {
      const query = new URL(req.originalUrl, 'http://x').searchParams;
      const answer = await feed.render({ query, cms: options.cmsFactory.forRequest(), origin: options.origin(req) });
      if (!answer) return next();
      if (options.origin.byHost) res.vary('Host');
      // attachment() sets a type by the file's ending: the feed's own type is set after it.
      if (answer.filename) res.attachment(answer.filename);
      res.set('content-type', answer.contentType).set('cache-control', 'public, max-age=0, s-maxage=300');
      res.send(answer.body);
    } catch (error) {
      next(error);
    }
  };
}
