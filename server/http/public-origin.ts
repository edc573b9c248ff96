import type { Request } from 'express';
import { TOWN } from '../../shared/site/town';

/**
 * The site's public origin for absolute links (calendar subscriptions, open-data ids, the sitemap):
 * PUBLIC_URL's origin; else the request's scheme and host; a host that is no host name gives the
 * town file's `origin` (ADR 30: PUBLIC_URL is where this deployment answers, the town file's origin
 * where the town's site lives; in production both are the same).
 */
export function publicOriginOf(publicUrl: string | null): (req: Request) => string {
  const configured = publicUrl ? new URL(publicUrl).origin : null;
  return (req) => {
    if (configured) return configured;
    const host = req.get('host') ?? '';
    return /^[a-z0-9.-]{1,253}(:\d{1,5})?$/i.test(host) ? `${req.protocol}://${host}` : TOWN.origin;
  };
}
