// First: the town file, before any module that reads its facts (ADR 30).
import { loadedTown } from './town/boot';
import type http from 'node:http';
import path from 'node:path';
import express, { type Request } from 'express';
import cookieParser from 'cookie-parser';
import type { Logger } from 'pino';
import { sessionSecret, type Config } from './config';
import { INTRANET_AREA, RATSINFO_AREA, createSessions, type SiteSessions } from './session';
import { intranetStartData } from './session/areas';
import { createBackend } from './backend';
import { counterStore } from '../shared/parts/drossel/store/store';
import { declaredOperations } from './api/allow-list';
import { jsonBody } from './api/json-body';
import { sessionKindOf } from '../shared/contract/operation';
import { createLogger, requestLogger, withoutPrivateLinks } from './observability/logger';
import { createErrorReporter, releaseOf, type ErrorReporter } from './observability/errors';
import { readManifest, EMPTY_MANIFEST, type AssetManifest } from './render/manifest';
import { createPageHandler } from './render/page-handler';
import { createFormTokens } from './session/form-token';
import { createPlaceholders } from './media/placeholder';
import { createPageCache, type PageCache } from './render/page-cache';
import { createFragmentStore, type FragmentStore } from './render/fragments';
import { siteDataSource } from './render/site-data';
import { brightSkySource } from './weather/bright-sky';
import { islandsReady } from '../shared/app/island';
import { publicOriginOf } from './http/public-origin';
import { eingaengeDownloads } from './eingaenge/downloads';
import { CHALLENGE_PATH, challengeHandler, createProofOfWork } from './session/proof-of-work';
import { open311Router } from './open311/router';
import { termineDownloads } from './termine/export';
import { oparlRouter } from './oparl/router';
import { imageService } from './media/image-service';
import { mapRoutes } from './map/routes';
import { TOWN } from '../shared/site/town';
import { precompressed, precompressedFiles, publicFolderOnly } from './static/precompressed';
import { serviceWorkerScript } from './static/service-worker';
import { sitemap } from './static/sitemap';
import { SHARE_IMAGE, crestImages, robotsTxt, securityTxt } from './static/well-known';
import { feedsRouter } from './feeds/feeds';
import { partFeedsRouter } from './feeds/part-feeds';
import { healthRoutes } from './http/health';
import { createMetrics } from './observability/metrics';
import { compress } from './http/compression';
import { securityHeaders } from './http/security-headers';
import { frontOfExpress } from './http/front';
import { errorHandler, methodNotAllowed } from './http/errors';
import { clientErrorLimiter } from './observability/client-errors';
import { routes as defaultRoutes } from '../shared/routes';
import { createRouteTable } from '../shared/routing/match';
import type { RouteDef } from '../shared/routing/types';
import { DATA_ENDPOINT } from '../shared/app/state';
import { townFiles } from './town/assets';
import { withBudget } from './cms/store/deadline';
import { withRequester } from './util/requester';
import { addressKey } from './session/throttle';

export interface AppOptions {
  /** Extra routes (tests use them for loaders that fail on purpose). */
  extraRoutes?: RouteDef[];
  logger?: Logger;
  manifest?: AssetManifest;
  /** Render demo images on first start (slow; the e2e setup and `npm start` do it). */
  renderMedia?: boolean;
  /** Clock of the embedded store, the page cache and the site data: scheduled publishing, validity, token expiry (tests set it). */
  now?: () => Date;
}

export interface App {
  app: express.Express;
  /**
   * The server's request listener: kept pages answered in front of Express, everything else by `app`
   * (ADR 65). What `npm start` serves; tests may use either.
   */
  listener: http.RequestListener;
  logger: Logger;
  /** The cache of rendered public pages (ADR 19). */
  pageCache: PageCache;
  /** The kept header HTML of rendered pages (ADR 27). */
  fragments: FragmentStore;
  /** Resolves when no upstream answer is being refreshed in the background (tests of CMS_URL mode). */
  settled: () => Promise<void>;
  /** Stops background work and closes the database. */
  close: () => Promise<void>;
}

/**
 * Builds the whole site as an Express app, without listening (tests use it directly). The request
 * flow, in order: request log, security headers, compression, health and static files, /api (the
 * CMS contract), the signed-in areas' downloads, open data (/oparl/v1), images, browser error reports,
 * /_data (page state as JSON), pages; then 405 for other methods and the error handler. In front of
 * it, `listener` answers kept pages that are current at once (ADR 65).
 */
export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const logger = options.logger ?? createLogger(config.logLevel);
  // The islands of the layouts render synchronously from the first request on.
  await islandsReady();
  const reportError: ErrorReporter = await createErrorReporter(config.sentryDsn, config.env, logger, releaseOf(config.sentryRelease, config.distDir));
  // The route matcher is compiled once, here.
  const table = createRouteTable([...(options.extraRoutes ?? []), ...defaultRoutes]);

  // Content: embedded store, or an upstream CMS behind the same contract. Calls of a signed-in area
  // forwarded through /api carry the token of the visitor's session of that area (spec §6).
  let sessionsOf: SiteSessions | null = null;
  const secret = sessionSecret(config);
  const backend = await createBackend(config, {
    logger,
    renderMedia: options.renderMedia ?? config.seedMedia,
    tokensFor: (req: Request) => ({ intranet: sessionsOf?.intranet.tokenFor(req), ratsinfo: sessionsOf?.ratsinfo.tokenFor(req) }),
    now: options.now,
    secret,
  });
  // The staff intranet and the council information system: their own accounts, cookies and throttles;
  // the counts live in the site's store, shared by every instance.
  const sessionOptions = {
    secret,
    publicUrl: config.publicUrl,
    cms: backend.cmsFactory,
    counters: counterStore(backend.local.store.db, backend.local.store.dialect),
    logger,
  };
  const siteSessions: SiteSessions = {
    intranet: createSessions({ ...sessionOptions, area: INTRANET_AREA }),
    ratsinfo: createSessions({ ...sessionOptions, area: RATSINFO_AREA }),
  };
  sessionsOf = siteSessions;
  const sessions = siteSessions.intranet;

  const manifest = (() => {
    if (options.manifest) return () => options.manifest as AssetManifest;
    // In development the build rewrites the manifest; read it per request there.
    if (config.env === 'development') return () => readManifest(config.distDir) ?? EMPTY_MANIFEST;
    const m = readManifest(config.distDir) ?? EMPTY_MANIFEST;
    if (m === EMPTY_MANIFEST) logger.warn('Kein Build gefunden: Seiten werden ohne Client-JavaScript ausgeliefert');
    return () => m;
  })();
  const placeholders = createPlaceholders(backend.readOriginal);
  // In the background: the first pages after a start find the placeholders ready.
  void backend
    .mediaSources()
    .then((srcs) => placeholders.warm(srcs))
    .catch(() => undefined);
  const clock = options.now ?? (() => new Date());
  const proofOfWork = createProofOfWork(secret, () => clock().getTime());
  const weather = config.weatherUrl ? brightSkySource({ url: config.weatherUrl, logger }) : undefined;
  // The menus' address check (ADR 31) asks the site search which pages have content; with CMS_URL the
  // site does not know them, and every entry stays.
  const addresses = config.cmsUrl ? undefined : async () => (await backend.local.search.addresses()).map((a) => a.url);
  const siteData = siteDataSource({ ttlMs: 30_000, weather, addresses, changes: backend.changes, now: () => clock().getTime() });
  // Absolute addresses name PUBLIC_URL's origin, else only an allowed Host (ADR 29).
  const origin = publicOriginOf(config.publicUrl, config.publicHosts);
  const pageCache = createPageCache({
    maxBytes: config.env === 'development' ? 0 : config.pageCacheBytes,
    changes: backend.changes,
    siteData: (since) => siteData.get(backend.cmsFactory.forRequest(), since),
    siteDataNow: (versions) => siteData.peek(versions),
    manifest,
    originOf: origin,
    // Neither area's session ever gets or leaves a kept page.
    cookieNames: { sessions: [siteSessions.intranet.cookieNames.session, siteSessions.ratsinfo.cookieNames.session], csrf: sessions.cookieNames.csrf },
    logger,
  });
  const fragments = createFragmentStore(config.fragmentCacheBytes);
  const pages = createPageHandler({
    config,
    table,
    logger,
    reportError,
    sessions: siteSessions,
    cmsFactory: backend.cmsFactory,
    manifest,
    changes: backend.changes,
    siteData,
    pageCache,
    // Turned off, no render emits markers for a writer to scan.
    fragments: config.fragmentCacheBytes > 0 ? fragments : undefined,
    placeholders,
    origin,
    formTokens: createFormTokens(secret, () => clock().getTime()),
    proofOfWork,
    signedInData: intranetStartData,
  });

  const app = express();
  app.disable('x-powered-by');
  // One rule for letter case on the whole site (ADR 10): routes match exactly; a page address with
  // capitals is redirected to its lower-case form (server/render/resolve.ts).
  app.set('case sensitive routing', true);
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  // Every answer timed for /metrics, by route id.
  const metrics = createMetrics({ table, store: backend.local.store, allow: config.metricsAllow, token: config.metricsToken });
  app.use(metrics.timer);
  const requestLog = requestLogger(logger);
  app.use(requestLog);
  // One budget for the database work of each request, however many queries and waits it takes (ADR 29).
  app.use((_req, _res, next) => withBudget(config.databasePool.statementTimeoutMs, next));
  // Who sent it, for the fair share of the password checks (ADR 29); the address as the throttles count it.
  app.use((req, _res, next) => withRequester(addressKey(req.ip ?? ''), next));
  const security = securityHeaders(config);
  app.use(security.fixed);
  // Kept public pages are answered here, precompressed, before any other work (ADR 19); they bring
  // their own policy, so the nonce and the policy with it follow (ADR 62).
  app.use(pageCache.lookup);
  app.use(security.nonce);
  app.use(compress());

  if (config.liveReload) {
    const { liveReload } = await import('./dev/live-reload');
    app.get('/__dev/reload', liveReload(config.distDir));
  }

  // For the reverse proxy and the orchestrator: liveness (/livez) and readiness (/readyz, and /healthz
  // as before): 503 while this instance cannot reach its database.
  app.use(healthRoutes(backend.local.store));
  // Prometheus: only from METRICS_ALLOW's addresses or with METRICS_TOKEN.
  app.get('/metrics', metrics.endpoint);

  // The service worker at the site root, or with SERVICE_WORKER=off the one that retires it.
  app.get('/sw.js', serviceWorkerScript({ distDir: config.distDir, enabled: config.serviceWorker }));
  // The town file's images, the web-app manifest and icons derived from it, its colours (ADR 30).
  app.use(townFiles(loadedTown()));

  // What crawlers, security researchers and browsers look for at fixed addresses.
  const crest = crestImages(loadedTown().crest.file);
  app.get('/robots.txt', robotsTxt(origin));
  app.get('/.well-known/security.txt', securityTxt(origin, logger));
  app.get('/security.txt', (_req, res) => res.redirect(301, '/.well-known/security.txt'));
  app.get('/favicon.ico', crest.favicon);
  app.get(SHARE_IMAGE.path, crest.shareImage);
  // The news feeds of the lists (RSS 2.0), named in the lists' heads.
  app.use(feedsRouter({ cmsFactory: backend.cmsFactory, origin }));
  // The parts' own feeds (a calendar file, an RSS feed) at their addresses (ADR 51).
  app.use(partFeedsRouter({ cmsFactory: backend.cmsFactory, origin }));

  // Hashed build output never changes under its name.
  app.use('/assets', precompressed(path.join(config.distDir, 'client', 'assets')));
  app.use('/assets', express.static(path.join(config.distDir, 'client', 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  // The public folder's compressible files (icon sprite, logos) are compressed once, kept in memory.
  // Only addresses below the folder's own entries look there: a page request skipped the file
  // system's lookup and the not-found error it raised (about 0.3 ms of CPU on every rendered page).
  app.use(publicFolderOnly(config.publicDir, [precompressedFiles(config.publicDir, 86_400), express.static(config.publicDir, { maxAge: '1d', index: false })]));

  app.use(cookieParser());
  // Cross-site POSTs are refused, and the guards of the login and the password change sit on their
  // own routes, before the CMS contract sees them.
  const apiRoutes = express.Router({ caseSensitive: true });
  apiRoutes.use(jsonBody(), siteSessions.intranet.crossSiteGuard, siteSessions.ratsinfo.crossSiteGuard);
  // The guards the contract declares (login throttling), on their operations' own routes, each with the
  // throttle of the operation's own area.
  for (const op of declaredOperations()) {
    if (!op.guard) continue;
    const area = siteSessions[sessionKindOf(op) ?? 'intranet'];
    apiRoutes.post(op.path, op.guard === 'login' ? area.loginThrottle : area.passwordThrottle);
  }
  apiRoutes.use(backend.api);
  app.use('/api', apiRoutes);
  // The authenticated downloads of the intranet and the council information system (their forms are
  // actions of their pages).
  app.use(siteSessions.intranet.downloadRouter(backend.api));
  app.use(siteSessions.ratsinfo.downloadRouter(backend.api));
  // The forms' proof of work with JavaScript (ADR 54): a challenge bound to the form's key.
  app.get(CHALLENGE_PATH, challengeHandler(proofOfWork));
  // The inbox's photos and CSV export, from the site's own store of submissions.
  app.use(eingaengeDownloads({ sessions, local: backend.local, logger }));
  // Citizen reports as Open311 GeoReport v2 (ADR 54): services, public requests, filing with a key.
  app.use(
    '/open311/v2',
    open311Router({
      cmsFactory: backend.cmsFactory,
      origin,
      sessions,
      embeds: { bookingWidgetUrl: config.bookingWidgetUrl, tourenportalKey: config.tourenportalKey },
      logger,
    }),
  );
  app.use(termineDownloads({ sessions, local: backend.local }));
  // The council as open data (OParl 1.1), read-only and public, from the public contract only.
  app.use('/oparl/v1', oparlRouter({ cmsFactory: backend.cmsFactory, origin, api: backend.api, logger, changes: backend.changes }));
  // The town map drawn here (ADR 52), for the forms with and without JavaScript.
  // The installed facts (the town file's; a test may install another town's before it creates the app).
  app.use(mapRoutes(TOWN.karte));
  app.get(
    '/bild',
    imageService({ cacheDir: path.join(config.dataDir, 'cache', 'bild'), maxCacheBytes: config.imageCacheBytes, readOriginal: backend.readOriginal }),
  );

  // Errors from the browser (window.onerror) go the same way as server errors.
  const clientErrors = clientErrorLimiter();
  app.post('/_client-error', express.json({ limit: '8kb' }), (req, res) => {
    if (!clientErrors.allow(req.ip ?? '')) {
      res.status(429).set('retry-after', '60').end();
      return;
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const message = typeof body.message === 'string' ? body.message.slice(0, 500) : 'unbekannt';
    const url = withoutPrivateLinks(String(body.url ?? '').slice(0, 300));
    logger.warn({ client: { message, url, stack: String(body.stack ?? '').slice(0, 2000) } }, 'Fehler im Browser');
    reportError(new Error(`Client: ${message}`), { url, stack: body.stack });
    res.status(204).end();
  });

  // The sitemap follows the content at once (the search index's addresses); with CMS_URL only the fixed pages.
  app.get('/sitemap.xml', sitemap({ table, search: config.cmsUrl ? null : backend.local.search, cms: backend.cmsFactory, origin }));

  app.get(`${DATA_ENDPOINT}/{*path}`, pages.data);
  app.use(pages.page);
  app.use(pages.action);
  app.use(methodNotAllowed);
  app.use(errorHandler(logger, reportError));

  return {
    app,
    // Kept pages before the router, with what the middleware above would have set on them (ADR 65).
    listener: frontOfExpress({ app, pageCache, origin, securityHeaders: security.recorded, requestLog, metrics, logger }),
    logger,
    pageCache,
    fragments,
    settled: backend.cmsFactory.settled ?? (async () => {}),
    close: async () => {
      placeholders.stop();
      await backend.close();
    },
  };
}
