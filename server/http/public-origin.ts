import type { Request } from 'express';
import { TOWN } from '../../shared/site/town';

/** The host names the site answers as when PUBLIC_URL is not set and PUBLIC_HOSTS names none: this machine. */
export const LOCAL_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** The host of the town file's `origin` (ADR 30): a request that names it keeps it, whatever the allow-list. */
const townHost = () => new URL(TOWN.origin).host.toLowerCase();

/** The site's public origin for a request, and whether it came from the request's Host header. */
export interface OriginOf {
  (req: Request): string;
  /**
   * True when the origin is taken from the request's Host (no PUBLIC_URL): an answer that names it
   * must say `Vary: Host`, so that a shared cache keeps it apart per host.
   */
  readonly byHost: boolean;
  /** The same for a request Express has not seen (ADR 65): by its Host header and its scheme as Express would read it. */
  ofHost(host: string | undefined, protocol: string): string;
}

/**
 * The site's public origin for absolute addresses (calendar subscriptions, open-data ids, the sitemap,
 * links in e-mails): PUBLIC_URL's origin; without it the request's scheme and host, but only a host
 * of the allow-list (`hosts`, entries with or without a port; PUBLIC_HOSTS, else LOCAL_HOSTS) or the
 * town file's own host. Any
 * other Host header (`Host: evil.example`) gives the first allowed host, so no answer, cached or
 * mailed, ever names an address a client made up (ADR 29).
 */
export function publicOriginOf(publicUrl: string | null, hosts: readonly string[] = LOCAL_HOSTS): OriginOf {
  const configured = publicUrl ? new URL(publicUrl).origin : null;
  const allowed = (hosts.length ? hosts : LOCAL_HOSTS).map((h) => h.toLowerCase());
  const fallback = allowed[0]!;
  allowed.push(townHost());
  const ofHost = (given: string | undefined, protocol: string): string => {
    if (configured) return configured;
    const host = (given ?? '').toLowerCase();
    const name = host.replace(/:\d{1,5}$/, '');
    const known = /^(?:[a-z0-9.-]{1,253}|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/.test(host) && (allowed.includes(host) || allowed.includes(name));
    return `${protocol}://${known ? host : fallback}`;
  };
  const ofRequest = (req: Request): string => ofHost(req.get('host'), req.protocol);
  return Object.assign(configured ? () => configured : ofRequest, { byHost: !configured, ofHost });
}
