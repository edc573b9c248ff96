import type { RequestListener } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { performance } from 'node:perf_hooks';
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { PageCache } from '../render/page-cache';
import type { RequestLog } from '../observability/logger';
import type { Metrics } from '../observability/metrics';
import type { OriginOf } from './public-origin';

export interface FrontOptions {
  app: Express;
  pageCache: PageCache;
  origin: OriginOf;
  /** The security headers every answer carries, as recorded at start-up (ADR 62). */
  securityHeaders: ReadonlyArray<readonly [string, string]>;
  requestLog: RequestLog;
  metrics: Pick<Metrics, 'cachedAnswer'>;
  logger: Logger;
}

/**
 * The server's request listener (ADR 65): a kept public page is answered here, before Express's
 * router and middleware, when the page cache can say at once that it is current; everything else
 * goes to Express unchanged, where the page cache's `lookup` answers what needs a wait (a render under
 * way, versions to be read, a page not compressed yet).
 *
 * The answer is the one the Express path sends for the same page, header for header in the same
 * order: the request id, the recorded security headers, the kept page's own headers (its policy,
 * Cache-Control, Vary, ETag, `x-st-cache: hit`), the encoding and the length, or 304 for a matching
 * If-None-Match; then one `res.end` with the precompressed bytes. It is counted as Express counts it
 * (the page cache's hits, the duration by route) and logged by the same request log.
 */
export function frontOfExpress(o: FrontOptions): RequestListener {
  const trust = o.app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean;
  /** Whether a connection comes from a trusted proxy (TRUST_PROXY), judged once per connection. */
  const trusted = new WeakMap<object, boolean>();
  /** The scheme as Express's `req.protocol` reads it: X-Forwarded-Proto only from a trusted proxy. */
  const protocolOf = (req: Parameters<RequestListener>[0]): string => {
    const socket = req.socket as TLSSocket;
    const own = socket.encrypted ? 'https' : 'http';
    let fromProxy = trusted.get(socket);
    if (fromProxy === undefined) trusted.set(socket, (fromProxy = trust(socket.remoteAddress, 0)));
    if (!fromProxy) return own;
    const header = String(req.headers['x-forwarded-proto'] || own);
    const comma = header.indexOf(',');
    return (comma === -1 ? header : header.slice(0, comma)).trim();
  };
  return (req, res) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      const started = performance.now();
      const entry = o.pageCache.keptNow(req, () => o.origin.ofHost(req.headers.host, protocolOf(req)));
      if (entry) {
        // A line that will be written names the client's address as Express reads it (TRUST_PROXY).
        if (o.logger.isLevelEnabled('info')) Object.setPrototypeOf(req, o.app.request);
        o.requestLog(req, res);
        for (const [name, value] of o.securityHeaders) res.setHeader(name, value);
        o.pageCache.send(req, res, entry);
        const url = req.url ?? '/';
        const query = url.indexOf('?');
        o.metrics.cachedAnswer(query === -1 ? url : url.slice(0, query), res.statusCode, (performance.now() - started) / 1000);
        return;
      }
    }
    o.app(req, res);
  };
}
