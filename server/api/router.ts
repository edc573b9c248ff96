import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express, { type Request, type Response, type NextFunction } from 'express';
import fetch from 'node-fetch';
import type { Logger } from 'pino';
import type { Cms } from '../cms';
import { declaredOperation, isAllowed } from './allow-list';
import { jsonBody } from './json-body';
import { SESSION_HEADERS, SESSION_KINDS, tokenKindOf, type SessionTokens } from '../../shared/contract/operation';
import { cacheControl } from '../cms/contract/openapi';
import { requestUrl } from '../http/request-url';

export interface ApiOptions {
  logger: Logger;
  /** The tokens of the visitor's sessions (intranet, council), if any: the server adds them itself (spec §6). */
  tokensFor: (req: Request) => SessionTokens;
}

/**
 * The tokens a request to /api carries: each area's own header (a client of the contract sends it
 * itself), else the token of the visitor's session cookie of that area.
 */
function requestTokens(req: Request, options: ApiOptions): SessionTokens {
  const fromSessions = options.tokensFor(req);
  const tokens: SessionTokens = {};
  for (const kind of SESSION_KINDS) {
    const token = SESSION_HEADERS[kind].token(req.get(SESSION_HEADERS[kind].name)) ?? fromSessions[kind];
    if (token) tokens[kind] = token;
  }
  return tokens;
}

/** Upstream answer headers that never reach the visitor. */
const DROPPED_HEADERS = new Set([
  // Hop-by-hop.
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  // The body is re-encoded by our own compression; length changes with it.
  'content-encoding',
  'content-length',
  // Upstream cookies never reach the visitor: the site has its own session.
  'set-cookie',
  // Security policy is the site's own (server/http/security-headers.ts): an upstream must not loosen it.
  'content-security-policy',
  'content-security-policy-report-only',
  'strict-transport-security',
  'x-frame-options',
  'x-content-type-options',
  'x-xss-protection',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'cross-origin-embedder-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-headers',
  'access-control-allow-methods',
  'access-control-expose-headers',
  'access-control-max-age',
  'server',
  'x-powered-by',
  'alt-svc',
]);

/** JSON answers are read whole before the first byte goes out: a stalled body becomes a 504, not a truncated 200. */
const MAX_BUFFERED_JSON = 5 * 1024 * 1024;

/**
 * The path below the upstream's /api that a request really reaches, or null when it leaves /api.
 *
 * The upstream address is built first and its resolved path checked afterwards: the URL parser turns
 * `\` into `/` and resolves `..` and `%2e%2e`, so `/cms/dateien/1/..\..\secret` would otherwise pass a
 * pattern and reach `/secret`. Encoded separators (`%2f`, `%5c`) and NUL have no place in the contract.
 */
export function upstreamTarget(baseUrl: string, path: string, search: string): { url: URL; path: string } | null {
  if (/%(2f|5c|00)/i.test(path)) return null;
  const apiRoot = new URL(`${baseUrl}/api/`);
  let url: URL;
  try {
    url = new URL(`${baseUrl}/api${path}${search}`);
  } catch {
    return null;
  }
  if (url.origin !== apiRoot.origin || !url.pathname.startsWith(apiRoot.pathname)) return null;
  return { url, path: url.pathname.slice(apiRoot.pathname.length - 1) };
}

/**
 * Spec §6: the header of a session goes upstream only with the operations of its own area, as the
 * contract declares them: `Authorization` with intranet calls, `X-Ratsinfo-Token` with council calls,
 * nothing with public ones.
 */
function credentialHeader(req: Request, method: string, path: string, options: ApiOptions): Record<string, string> {
  const op = declaredOperation(method, path);
  const kind = op ? tokenKindOf(op) : null;
  if (!kind) return {};
  const token = requestTokens(req, options)[kind];
  return token ? { [SESSION_HEADERS[kind].name]: SESSION_HEADERS[kind].value(token) } : {};
}

/** Cache-Control of a JSON or text answer of the embedded CMS: as the contract declares it for the operation. */
function cacheControlFor(method: string, path: string): string | null {
  const op = declaredOperation(method, path);
  if (op) return cacheControl(op);
  if (!path.startsWith('/cms/')) return null;
  return method === 'GET' && !/^\/cms\/(intranet|ratsinfo)(\/|$)/.test(path) ? 'public, max-age=60' : 'private, no-store';
}

function contentDisposition(name: string, inline: boolean): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function relPath(req: Request): string {
  // req.path is below the mount point /api and still percent-encoded.
  return req.path;
}

/** 503 from the embedded CMS (too many password checks at once) tells the client when to come back. */
function retryAfterFor(status: number): Record<string, string> {
  return status === 503 ? { 'retry-after': '5' } : {};
}

/** /api served in-process by the embedded CMS. */
export function embeddedApi(cms: Cms, options: ApiOptions): express.Router {
  const router = express.Router({ caseSensitive: true });
  router.use(jsonBody());

  router.use(async (req: Request, res: Response, next: NextFunction) => {
    try {
      const url = requestUrl(req);
      const result = await cms.handle({
        method: req.method,
        path: relPath(req),
        query: url.searchParams,
        tokens: requestTokens(req, options),
        body: req.body,
      });
      if ('file' in result) {
        const { file } = result;
        res.set('cache-control', file.cache === 'public' ? 'public, max-age=86400' : 'private, no-store');
        res.set('content-type', file.mime);
        res.set('x-content-type-options', 'nosniff');
        if (!file.mime.startsWith('image/')) res.set('content-disposition', contentDisposition(file.name, file.mime === 'application/pdf'));
        res.sendFile(file.path, { dotfiles: 'deny', lastModified: true }, (error) => {
          if (!error || res.headersSent) return;
          // Known to the CMS but missing in storage: answer as an error, not as the file.
          res.removeHeader('content-disposition');
          res.removeHeader('content-type');
          res.set('cache-control', 'no-store');
          options.logger.error({ err: error, file: file.name }, 'Datei fehlt im Speicher');
          res.status(404).json({ error: 'Datei nicht gefunden' });
        });
        return;
      }
      const cache = cacheControlFor(req.method, relPath(req));
      if (cache) res.set('cache-control', cache);
      if ('text' in result) {
        res.set('content-type', result.contentType);
        res.set('x-content-type-options', 'nosniff');
        if (result.filename) res.set('content-disposition', contentDisposition(result.filename, false));
        res.status(result.status).send(result.text);
        return;
      }
      res.status(result.status).set(retryAfterFor(result.status)).json(result.body);
    } catch (error) {
      next(error);
    }
  });

  return router;
}

/** /api forwarded to the upstream CMS: allow-listed paths only, bounded by a timeout. */
export function proxyApi(baseUrl: string, timeoutMs: number, options: ApiOptions): express.Router {
  const router = express.Router({ caseSensitive: true });
  router.use(jsonBody());
  router.use(async (req: Request, res: Response) => {
    const target = upstreamTarget(baseUrl, relPath(req), requestUrl(req).search);
    if (!target || !isAllowed(req.method, target.path)) {
      res.status(404).json({ error: 'Unbekannter Endpunkt' });
      return;
    }
    const { path } = target;
    // Only the headers the contract names go upstream.
    const headers: Record<string, string> = { accept: 'application/json, */*;q=0.5', ...credentialHeader(req, req.method, path, options) };
    const hasBody = req.method === 'POST';
    if (hasBody) headers['content-type'] = 'application/json';
    try {
      const upstream = await fetch(target.url.href, {
        method: req.method,
        headers,
        body: hasBody ? JSON.stringify(req.body ?? {}) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
      const isJson = /json/i.test(upstream.headers.get('content-type') ?? '');
      const body = isJson ? await readLimited(upstream.body as unknown as Readable | null, MAX_BUFFERED_JSON) : null;
      res.status(upstream.status);
      upstream.headers.forEach((value, key) => {
        if (!DROPPED_HEADERS.has(key.toLowerCase())) res.setHeader(key, value);
      });
      if (isJson) {
        res.end(body);
        return;
      }
      if (!upstream.body) {
        res.end();
        return;
      }
      // Files stream; a stall after the headers breaks the connection, so the download fails visibly.
      await pipeline(upstream.body as unknown as Readable, res);
    } catch (error) {
      options.logger.warn({ err: error, path }, 'Weiterleitung an das CMS fehlgeschlagen');
      if (!res.headersSent) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        res.status(timedOut ? 504 : 502).json({ error: 'Das Redaktionssystem ist gerade nicht erreichbar.' });
      } else {
        res.destroy();
      }
    }
  });
  return router;
}

/** The whole body, at most `limit` bytes (more is an error, as is a body that stalls past the request's timeout). */
async function readLimited(body: Readable | null, limit: number): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += b.length;
    if (size > limit) throw new Error('Antwort des CMS ist zu groß');
    chunks.push(b);
  }
  return Buffer.concat(chunks);
}
