import type { Request } from 'express';

/**
 * The site's public origin for absolute links (calendar subscriptions, open-data ids): PUBLIC_URL's
 * origin, else the request's scheme and host (a malformed Host header gives localhost).
 */
export function publicOriginOf(publicUrl: string | null): (req: Request) => string {
  const configured = publicUrl ? new URL(publicUrl).origin : null;
  return (req) => {
    if (configured) return configured;
    const host = req.get('host') ?? '';
    return `${req.protocol}://${/^[a-z0-9.-]{1,253}(:\d{1,5})?$/i.test(host) ? host : 'localhost'}`;
  };
}
