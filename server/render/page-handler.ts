import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { CmsClientFactory } from '../cms/client';
import type { Sessions, FormState } from '../session';
import { runWithSessionContext } from '../session';
import type { ErrorReporter } from '../observability/errors';
import { requestUrl } from '../http/request-url';
import type { AssetManifest } from './manifest';
import { resolvePage } from './resolve';
import { streamPage } from './stream';
import { cachedSiteData } from './site-data';
import { errorPage } from '../../shared/routes';
import { pageEntryIn, type RouteTable } from '../../shared/routing/match';
import { DATA_ENDPOINT, type InitialData, type NavigationData } from '../../shared/app/state';
import type { ArchivThema, ListResponse } from '../../shared/api/types';
import { INTRANET_START_TOPIC_ID } from '../../shared/site/constants';
import { sectionOf } from '../../shared/site/sections';

export interface PageHandlerDeps {
  config: Config;
  /** The route table, compiled once at start-up. */
  table: RouteTable;
  logger: Logger;
  reportError: ErrorReporter;
  sessions: Sessions;
  cmsFactory: CmsClientFactory;
  manifest: () => AssetManifest;
}

/**
 * The request flow of pages: the session's user, the route's loader (resolvePage), then either the
 * streamed HTML document (GET) or the page state as JSON for client-side navigation (GET /_data/…).
 */
export function createPageHandler(deps: PageHandlerDeps) {
  const { config, table, logger, reportError, sessions, cmsFactory } = deps;
  const siteData = cachedSiteData(30_000);
  const embeds = { bookingWidgetUrl: config.bookingWidgetUrl, tourenportalKey: config.tourenportalKey };

  /** PUBLIC_URL's origin, else the request's scheme and host (a malformed Host header gives localhost). */
  const configuredOrigin = config.publicUrl ? new URL(config.publicUrl).origin : null;
  function publicOrigin(req: Request): string {
    if (configuredOrigin) return configuredOrigin;
    const host = req.get('host') ?? '';
    return `${req.protocol}://${/^[a-z0-9.-]{1,253}(:\d{1,5})?$/i.test(host) ? host : 'localhost'}`;
  }

  /** The session's user and a CMS client with its token: the cookie is read on every request, the CMS confirms it (spec §4). */
  async function visitor(req: Request, res: Response) {
    const user = await sessions.userFor(req, res);
    const cms = cmsFactory.forRequest(user ? sessions.authorizationFor(req) : undefined);
    return { user, cms };
  }

  /** What the URL shows: the route's page with its loader's data, a redirect, or an error page. */
  function resolveFor(req: Request, res: Response, url: URL, form: FormState | null, { user, cms }: Awaited<ReturnType<typeof visitor>>) {
    return runWithSessionContext(sessions.contextFor(req, res, form), () =>
      resolvePage(url, { cms, user, origin: publicOrigin(req), embeds }, { table, logger, reportError }),
    );
  }

  /** Spec §4: with a user, the archive topics of topic 4 are loaded at start (a failure empties the list). */
  async function intranetStart(cms: ReturnType<CmsClientFactory['forRequest']>) {
    const themen = await cms.get<ListResponse<ArchivThema>>('/cms/intranet/archiv_themen', {
      themen_id: [INTRANET_START_TOPIC_ID],
      gueltig_von: true,
      gueltig_bis: true,
      order: ['thema ASC', 'archiv.titel ASC', 'archiv.dokumente.downloadtext ASC'],
    });
    return { themen: themen?.data ?? null };
  }

  /**
   * Personal pages are never stored by a shared cache: a session, any page of a personal section, and
   * any answer that sets a cookie (a refused session cookie being cleared, the CSRF cookie of a form).
   */
  const isPrivate = (pathname: string, user: unknown, res: Response) =>
    !!user || !!sectionOf(pathname)?.personal || res.getHeader('set-cookie') !== undefined;

  function pageCacheControl(status: number): string {
    if (status === 200) return 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
    if (status === 404) return 'public, max-age=60';
    return 'no-store';
  }

  /**
   * Client-side navigation asks for the same loader result as JSON (loaders never run in the browser).
   * Only the page: the layout's site data and the user stay those of the document the browser loaded.
   */
  const data: RequestHandler = async (req, res, next) => {
    try {
      const url = requestUrl(req, DATA_ENDPOINT);
      const who = await visitor(req, res);
      const resolution = await resolveFor(req, res, url, null, who);
      const { user } = who;
      let body: NavigationData;
      if (resolution.kind === 'redirect') {
        body = { kind: 'redirect', location: resolution.location };
        res.status(200);
      } else {
        body = { kind: 'page', page: resolution.page };
        res.status(resolution.page.status);
      }
      res.set('cache-control', isPrivate(url.pathname, user, res) ? 'private, no-store' : 'private, no-cache').json(body);
    } catch (error) {
      next(error);
    }
  };

  /**
   * Renders the page of the request's URL. A form POST that failed (login, password) renders its page
   * again with the messages (`override.form`) under its own status (400, 401, 429, 503).
   */
  async function renderPage(req: Request, res: Response, next: NextFunction, override?: { status: number; form: FormState }) {
    try {
      const url = requestUrl(req);
      const who = await visitor(req, res);
      const { user } = who;
      const [resolution, site, intranet] = await Promise.all([
        resolveFor(req, res, url, override?.form ?? null, who),
        siteData(cmsFactory.forRequest()),
        user ? intranetStart(who.cms) : undefined,
      ]);
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
        pageId: pageEntryIn(table, resolution.page, errorPage).id,
        manifest: deps.manifest(),
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

  /** GET and HEAD of every page address. */
  const page: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    void renderPage(req, res, next);
  };

  return { data, page, renderPage };
}
