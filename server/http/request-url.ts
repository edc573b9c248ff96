import type { Request } from 'express';

const ORIGIN = 'http://localhost';

/**
 * The request's path and query as a URL object, for any request target Node accepts.
 *
 * `new URL(req.originalUrl, base)` reads a target that starts with two slashes ('//', '//:80/',
 * '//xn--/') as a protocol-relative address with a host of its own and throws for the odd ones. The
 * request line always carries a path, so the base is prepended as text: '//:80/' stays the path
 * '//:80/' (which matches no route and answers 404).
 */
export function requestUrl(req: Pick<Request, 'originalUrl'>, stripPrefix = ''): URL {
  let target = req.originalUrl || '/';
  if (stripPrefix && target.startsWith(stripPrefix)) target = target.slice(stripPrefix.length) || '/';
  if (!target.startsWith('/')) target = `/${target}`;
  try {
    return new URL(`${ORIGIN}${target}`);
  } catch {
    // Characters the URL parser refuses (it accepts nearly everything after a fixed origin): a path
    // that matches nothing, so the caller answers 404 instead of failing.
    return new URL(`${ORIGIN}/%00`);
  }
}
