/**
 * The subscription address of a calendar feed: the feed's path on the site's public host with the
 * webcal:// scheme, which calendar programs open as "subscribe" ('https://www.musterstadt.de' +
 * '/api/cms/…/kalender' → 'webcal://www.musterstadt.de/api/cms/…/kalender').
 */
export function webcalUrl(origin: string, path: string): string {
  return `${origin.replace(/^https?:\/\//i, 'webcal://').replace(/\/$/, '')}${path}`;
}

/** The feed's https address, for online calendars that take a URL to subscribe to. */
export function feedUrl(origin: string, path: string): string {
  return `${origin.replace(/\/$/, '')}${path}`;
}
