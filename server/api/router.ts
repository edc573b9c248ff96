import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express, { type Request, type Response, type NextFunction } from 'express';
import fetch from 'node-fetch';
import type { Logger } from 'pino';
import type { CmsHandler } from '../cms/api';
import { isAllowed } from './allow-list';

export interface ApiOptions {
  logger: Logger;
  /** The Authorization value of the visitor's intranet session, if any (added by the server, spec §6). */
  authorizationFor: (req: Request) => string | undefined;
}

const HOP_BY_HOP = new Set([
  'connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade',
  // The body is re-encoded by our own compression; length changes with it.
  'content-encoding', 'content-length',
  // Upstream cookies never reach the visitor: the site has its own session.
  'set-cookie',
]);

function contentDisposition(name: string, inline: boolean): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function relPath(req: Request): string {
  // req.path is below the mount point /api and still percent-encoded.
  return req.path;
}

/** /api served in-process by the embedded CMS. */
export function embeddedApi(cms: CmsHandler, options: ApiOptions): express.Router {
  const router = express.Router();
  router.use(express.json({ limit: '100kb' }));

  router.get('/wetter', async (_req, res, next) => {
    try {
      res.set('cache-control', 'public, max-age=300').json(await cms.weather());
    } catch (error) {
      next(error);
    }
  });

  router.use('/cms', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const url = new URL(req.originalUrl, 'http://localhost');
      const result = await cms.handle({
        method: req.method,
        path: relPath(req),
        query: url.searchParams,
        authorization: req.get('authorization') ?? options.authorizationFor(req),
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
      res.set('cache-control', req.method === 'GET' && !req.path.startsWith('/intranet') ? 'public, max-age=60' : 'private, no-store');
      if ('text' in result) {
        res.set('content-type', result.contentType);
        res.set('x-content-type-options', 'nosniff');
        if (result.filename) res.set('content-disposition', contentDisposition(result.filename, false));
        res.status(result.status).send(result.text);
        return;
      }
      res.status(result.status).json(result.body);
    } catch (error) {
      next(error);
    }
  });

  router.use((_req, res) => {
    res.status(404).json({ error: 'Unbekannter Endpunkt' });
  });
  return router;
}

/** /api forwarded to the upstream CMS: allow-listed paths only, bounded by a timeout. */
export function proxyApi(baseUrl: string, timeoutMs: number, options: ApiOptions): express.Router {
  const router = express.Router();
  router.use(express.json({ limit: '100kb' }));
  router.use(async (req: Request, res: Response) => {
    const path = relPath(req);
    if (!isAllowed(req.method, path)) {
      res.status(404).json({ error: 'Unbekannter Endpunkt' });
      return;
    }
    const url = new URL(req.originalUrl, 'http://localhost');
    const target = `${baseUrl}/api${path}${url.search}`;
    const headers: Record<string, string> = { accept: req.get('accept') ?? 'application/json' };
    const auth = req.get('authorization') ?? options.authorizationFor(req);
    if (auth) headers.authorization = auth;
    const hasBody = req.method === 'POST';
    if (hasBody) headers['content-type'] = 'application/json';
    try {
      const upstream = await fetch(target, {
        method: req.method,
        headers,
        body: hasBody ? JSON.stringify(req.body ?? {}) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
      res.status(upstream.status);
      upstream.headers.forEach((value, key) => {
        if (!HOP_BY_HOP.has(key.toLowerCase())) res.setHeader(key, value);
      });
      if (!upstream.body) {
        res.end();
        return;
      }
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
