import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import cookieParser from 'cookie-parser';
import { isbot } from 'isbot';
import type { Logger } from 'pino';
import { sessionSecret, type Config } from './config';
import { createSessions, runWithSessionContext, type FormState } from './session';
import { embeddedSessionCms, upstreamSessionCms, type SessionCms } from './session/cms-calls';
import { openDatabase } from './cms/db';
import { createCms } from './cms';
import { seedDatabase } from './cms/seed/run';
import { MEDIA_DIR } from './cms/seed/dirs';
import { embeddedClientFactory, upstreamClientFactory, type CmsClientFactory } from './cms/client';
import { embeddedApi, proxyApi } from './api/router';
import { createLogger, requestLogger } from './observability/logger';
import { createErrorReporter, type ErrorReporter } from './observability/errors';
import { readManifest, EMPTY_MANIFEST, type AssetManifest } from './render/manifest';
import { resolvePage } from './render/resolve';
import { streamPage, fallbackErrorHtml } from './render/stream';
import { cachedSiteData } from './render/site-data';
import { imageService, upstreamOriginal } from './media/image-service';
import { precompressed, precompressedFiles } from './static/precompressed';
import { serviceWorkerScript } from './static/service-worker';
import { compress } from './http/compression';
import { requestUrl } from './http/request-url';
import { clientErrorLimiter } from './observability/client-errors';
import { routes as defaultRoutes, pageEntryFor } from '../shared/routes';
import type { RouteDef } from '../shared/routing/types';
import { DATA_ENDPOINT, PREFETCH_HEADER, type InitialData, type NavigationData } from '../shared/app/state';
import type { ArchivThema, ListResponse } from '../shared/api/types';
import { INTRANET_START_TOPIC_ID } from '../shared/site/constants';
import { embedCspSources } from '../shared/components/consent/providers';

export interface AppOptions {
  /** Extra routes (tests use them for loaders that fail on purpose). */
  extraRoutes?: RouteDef[];
  logger?: Logger;
  manifest?: AssetManifest;
  /** Render demo images on first start (slow; the e2e setup and `npm start` do it). */
  renderMedia?: boolean;
}

export interface App {
  app: express.Express;
  logger: Logger;
  /** Stops background work and closes the database. */
  close: () => Promise<void>;
}

declare module 'express-serve-static-core' {
  interface Locals {
    nonce: string;
  }
}

/** Builds the whole site as an Express app, without listening (tests use it directly). */
export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const reportError: ErrorReporter = await createErrorReporter(config.sentryDsn, config.env, logger);
  const routes = [...(options.extraRoutes ?? []), ...defaultRoutes];

  // Content: embedded SQLite store, or an upstream CMS behind the same contract.
  let closeDb: () => Promise<void> = async () => {};
  let cmsFactory: CmsClientFactory;
  let api: express.Router;
  let readOriginal: (src: string) => Promise<Buffer | null>;
  let sessionCms: SessionCms;
  // Intranet calls forwarded through /api carry the token of the visitor's session (spec §6).
  const apiOptions = { logger, authorizationFor: (req: Request) => sessions.authorizationFor(req) };
  if (config.cmsUrl) {
    const cmsUrl = config.cmsUrl;
    cmsFactory = upstreamClientFactory({ baseUrl: cmsUrl, timeoutMs: config.cmsTimeoutMs, logger });
    api = proxyApi(cmsUrl, config.cmsTimeoutMs, apiOptions);
    sessionCms = upstreamSessionCms(cmsUrl, config.cmsTimeoutMs);
    readOriginal = upstreamOriginal(cmsUrl, config.cmsTimeoutMs);
    logger.info({ cmsUrl }, 'Inhalte kommen vom Upstream-CMS');
  } else {
    const store = await openDatabase(path.join(config.dataDir, 'musterstadt.db'));
    closeDb = store.close;
    if (await seedDatabase(store, config.dataDir)) logger.info('Datenbank mit Demo-Inhalten befüllt');
    if (options.renderMedia ?? config.seedMedia) {
      const { renderMedia } = await import('./cms/seed/media');
      const t = Date.now();
      const files = await renderMedia(path.join(config.dataDir, MEDIA_DIR));
      logger.info({ files: files.length, ms: Date.now() - t }, 'Demo-Bilder bereit');
    }
    const cms = await createCms({ store, dataDir: config.dataDir });
    cmsFactory = embeddedClientFactory(cms);
    api = embeddedApi(cms, apiOptions);
    sessionCms = embeddedSessionCms(cms);
    readOriginal = async (src) => {
      const res = await cms.handle({ method: 'GET', path: src.slice('/api'.length), query: new URLSearchParams() });
      if (!('file' in res)) return null;
      return fs.promises.readFile(res.file.path).catch(() => null);
    };
  }

  const getManifest = (() => {
    if (options.manifest) return () => options.manifest as AssetManifest;
    // In development the build rewrites the manifest; read it per request there.
    if (config.env === 'development') return () => readManifest(config.distDir) ?? EMPTY_MANIFEST;
    const m = readManifest(config.distDir) ?? EMPTY_MANIFEST;
    if (m === EMPTY_MANIFEST) logger.warn('Kein Build gefunden: Seiten werden ohne Client-JavaScript ausgeliefert');
    return () => m;
  })();
  const siteData = cachedSiteData(30_000);
  const sessions = createSessions({ secret: sessionSecret(config), publicUrl: config.publicUrl, cms: sessionCms, logger });

  const app = express();
  app.disable('x-powered-by');
  // One rule for letter case on the whole site (ADR 10): routes match exactly; a page address with
  // capitals is redirected to its lower-case form (server/render/resolve.ts).
  app.set('case sensitive routing', true);
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  app.use(requestLogger(logger));
  app.use((_req, res, next) => {
    res.locals.nonce = crypto.randomBytes(16).toString('base64');
    next();
  });
  const https = config.publicUrl?.startsWith('https://') ?? false;
  // Two-click embeds: the pages load these only after consent; the CSP permits exactly them.
  const embeds = { bookingWidgetUrl: config.bookingWidgetUrl, tourenportalKey: config.tourenportalKey };
  const embedSources = embedCspSources(embeds);
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`, ...embedSources.scriptSrc],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameSrc: embedSources.frameSrc,
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  app.use((_req, res, next) => {
    res.setHeader('permissions-policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
    next();
  });
  app.use(compress());

  if (config.liveReload) {
    const { liveReload } = await import('./dev/live-reload');
    app.get('/__dev/reload', liveReload(config.distDir));
  }

  app.get('/healthz', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok' });
  });

  // The service worker at the site root, or with SERVICE_WORKER=off the one that retires it.
  app.get('/sw.js', serviceWorkerScript({ distDir: config.distDir, enabled: config.serviceWorker }));

  // Hashed build output never changes under its name.
  app.use('/assets', precompressed(path.join(config.distDir, 'client', 'assets')));
  app.use(
    '/assets',
    express.static(path.join(config.distDir, 'client', 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  app.use(precompressedFiles(config.publicDir, 86_400));
  app.use(express.static(config.publicDir, { maxAge: '1d', index: false }));

  app.use(cookieParser());
  // Cross-site POSTs are refused, and the guards of the login and the password change sit on their
  // own routes, before the CMS contract sees them.
  const apiRoutes = express.Router({ caseSensitive: true });
  apiRoutes.use(express.json({ limit: '100kb' }), sessions.crossSiteGuard);
  apiRoutes.post('/cms/login', sessions.loginThrottle);
  apiRoutes.post('/cms/intranet/passwort', sessions.passwordThrottle);
  apiRoutes.use(api);
  app.use('/api', apiRoutes);
  // Intranet forms (login, logout, password) and the authenticated download.
  app.use(sessions.router(renderPage, api));
  app.get('/bild', imageService({ cacheDir: path.join(config.dataDir, 'cache', 'bild'), maxCacheBytes: config.imageCacheBytes, readOriginal }));

  // Errors from the browser (window.onerror) go the same way as server errors.
  const clientErrors = clientErrorLimiter();
  app.post('/_client-error', express.json({ limit: '8kb' }), (req, res) => {
    if (!clientErrors.allow(req.ip ?? '')) {
      res.status(429).set('retry-after', '60').end();
      return;
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const message = typeof body.message === 'string' ? body.message.slice(0, 500) : 'unbekannt';
    logger.warn({ client: { message, url: String(body.url ?? '').slice(0, 300), stack: String(body.stack ?? '').slice(0, 2000) } }, 'Fehler im Browser');
    reportError(new Error(`Client: ${message}`), { url: body.url, stack: body.stack });
    res.status(204).end();
  });

  /** PUBLIC_URL's origin, else the request's scheme and host (a malformed Host header gives localhost). */
  const configuredOrigin = config.publicUrl ? new URL(config.publicUrl).origin : null;
  function publicOrigin(req: Request): string {
    if (configuredOrigin) return configuredOrigin;
    const host = req.get('host') ?? '';
    return `${req.protocol}://${/^[a-z0-9.-]{1,253}(:\d{1,5})?$/i.test(host) ? host : 'localhost'}`;
  }

  async function initialFor(req: Request, res: Response, url: URL, form: FormState | null = null) {
    // The session cookie is read on every request; the CMS confirms its token (spec §4).
    const user = await sessions.userFor(req, res);
    const cms = cmsFactory.forRequest(user ? sessions.authorizationFor(req) : undefined);
    const [resolution, site, themen] = await runWithSessionContext(sessions.contextFor(req, res, form), () =>
      Promise.all([
        resolvePage(url, { cms, user, origin: publicOrigin(req), embeds }, { routes, logger, reportError }),
        siteData(cmsFactory.forRequest()),
        // Spec §4: with a user, the archive topics of topic 4 are loaded at start (a failure empties the list).
        user
          ? cms.get<ListResponse<ArchivThema>>('/cms/intranet/archiv_themen', {
              themen_id: [INTRANET_START_TOPIC_ID],
              gueltig_von: true,
              gueltig_bis: true,
              order: ['thema ASC', 'archiv.titel ASC', 'archiv.dokumente.downloadtext ASC'],
            })
          : Promise.resolve(null),
      ]),
    );
    return { resolution, site, user, intranet: user ? { themen: themen?.data ?? null } : undefined };
  }

  /**
   * Personal pages are never stored by a shared cache: a session, any intranet address, and any answer
   * that sets a cookie (a refused session cookie being cleared, the CSRF cookie of a form).
   */
  const isPrivate = (pathname: string, user: unknown, res: Response) =>
    !!user || /^\/intranet(\/|$)/.test(pathname) || res.getHeader('set-cookie') !== undefined;

  function pageCacheControl(status: number): string {
    if (status === 200) return 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
    if (status === 404) return 'public, max-age=60';
    return 'no-store';
  }

  // Client-side navigation asks for the same loader result as JSON (loaders never run in the browser).
  app.get(`${DATA_ENDPOINT}/{*path}`, async (req, res, next) => {
    try {
      const url = requestUrl(req, DATA_ENDPOINT);
      const { resolution, user } = await initialFor(req, res, url);
      let body: NavigationData;
      if (resolution.kind === 'redirect') {
        body = { kind: 'redirect', location: resolution.location };
        res.status(200);
      } else {
        body = { kind: 'page', page: resolution.page };
        // Idle prefetch (client/prefetch.ts) asks ahead for links that may lead nowhere: its 404 is a
        // successful answer (the status is in the body), which the browser then does not report as
        // a failed load. Every other request, and every other status, stays as it is.
        const prefetch = req.get(PREFETCH_HEADER) === '1';
        res.status(prefetch && resolution.page.status === 404 ? 200 : resolution.page.status);
      }
      res.vary(PREFETCH_HEADER);
      res.set('cache-control', isPrivate(url.pathname, user, res) ? 'private, no-store' : 'private, no-cache').json(body);
    } catch (error) {
      next(error);
    }
  });

  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    renderPage(req, res, next);
  });

  /**
   * Renders the page of the request's URL. A form POST that failed (login, password) renders its page
   * again with the messages (`override.form`) under its own status (400, 401, 429, 503).
   */
  async function renderPage(req: Request, res: Response, next: NextFunction, override?: { status: number; form: FormState }) {
    try {
      const url = requestUrl(req);
      const { resolution, site, user, intranet } = await initialFor(req, res, url, override?.form ?? null);
      if (resolution.kind === 'redirect') {
        res.redirect(override ? 303 : resolution.status, resolution.location);
        return;
      }
      const initial: InitialData = { page: resolution.page, site, user, ...(intranet ? { intranet } : {}) };
      if (override && resolution.page.status === 200) {
        const setStatus = res.status.bind(res);
        res.status = (code: number) => setStatus(code === 200 ? override.status : code);
      }
      res.set('cache-control', isPrivate(url.pathname, user, res) ? 'private, no-store' : pageCacheControl(resolution.page.status));
      res.set('vary', 'Accept-Encoding, Cookie');
      streamPage({
        res,
        initial,
        pageId: pageEntryFor(resolution.page).id,
        manifest: getManifest(),
        nonce: res.locals.nonce,
        waitForAll: isbot(req.get('user-agent') ?? ''),
        abortAfterMs: config.renderTimeoutMs,
        canonical: config.publicUrl && resolution.page.status === 200 ? `${config.publicUrl}${resolution.page.canonical ?? url.pathname}` : null,
        liveReload: config.liveReload,
        logger: req.log ?? logger,
        reportError,
      });
    } catch (error) {
      next(error);
    }
  }

  app.use((req, res) => {
    res.status(405).set('allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Diese Methode ist hier nicht erlaubt.');
  });

  // Errors: the status from the error (statusCode, then status), default 500 (spec §8).
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const e = error as { statusCode?: number; status?: number; type?: string; expose?: boolean };
    const status = Number(e.statusCode ?? e.status ?? 500);
    const code = status >= 400 && status < 600 ? status : 500;
    if (code >= 500) {
      (req.log ?? logger).error({ err: error }, 'Unbehandelter Fehler');
      reportError(error, { url: req.originalUrl });
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const message =
      code === 413 ? 'Die gesendeten Daten sind zu groß.' : code === 400 ? 'Die Anfrage ist fehlerhaft.' : code < 500 ? 'Die Anfrage konnte nicht bearbeitet werden.' : 'Es ist ein Fehler aufgetreten.';
    if (req.path.startsWith('/assets/')) {
      res.status(code).type('text/plain; charset=utf-8').send(code === 404 ? 'Datei nicht gefunden.' : message);
      return;
    }
    if (req.path.startsWith('/api/') || req.path.startsWith(DATA_ENDPOINT) || !req.accepts('html')) {
      res.status(code).json({ error: message });
      return;
    }
    res.status(code).type('html').send(code >= 500 ? fallbackErrorHtml() : `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${message}</title></head><body><h1>${message}</h1><p><a href="/">Zurück zur Startseite</a></p></body></html>`);
  });

  return {
    app,
    logger,
    close: async () => {
      await closeDb();
    },
  };
}
