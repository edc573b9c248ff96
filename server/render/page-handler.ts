import path from 'node:path';
import fs from 'node:fs';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { CmsClientFactory } from '../cms/client';
import { SessionUnavailableError, type SiteSessions } from '../session';
import type { ErrorReporter } from '../observability/errors';
import { requestUrl } from '../http/request-url';
import type { OriginOf } from '../http/public-origin';
import type { AssetManifest } from './manifest';
import { errorResolution, isDecodablePath, resolvePage } from './resolve';
import { BodyError, readActionBody } from './action-body';
import { STORE_UNAVAILABLE } from '../cms/store/errors';
import type { FormTokenCheck, FormTokens } from '../session/form-token';
import { plainPage } from '../http/errors';
import { streamPage } from './stream';
import { siteDataSource } from './site-data';
import type { PageCache } from './page-cache';
import type { FragmentStore } from './fragments';
import type { ContentChanges } from '../cms/changes';
import { errorPage, routes as siteRoutes } from '../../shared/routes';
import { pageEntryIn, type RouteTable } from '../../shared/routing/match';
import { ForbiddenError, NotFoundError, RedirectResponse } from '../../shared/routing/errors';
import { invalid, redirectAfterPost } from '../../shared/routing/action';
import type { ActionContext, ActionResult, FormResult } from '../../shared/routing/types';
import { DATA_ENDPOINT, PREFETCH_HEADER, type InitialData, type NavigationData } from '../../shared/app/state';
import { intranetArchivThemen } from '../../shared/parts/archiv/contract';
import { INTRANET_START_TOPIC_ID } from '../../shared/site/constants';
import { sectionOf, sessionKindFor } from '../../shared/site/sections';
import { WAIT_KEPT_MS, type Placeholders } from '../media/placeholder';

/** A refused form shown again: the action's status and the form's messages and values. */
interface Shown {
  status: number;
  form: FormResult;
  /** The form token to show again (the same form key and time), else a fresh one. */
  formToken?: string;
  /**
   * A refused token, origin or file rather than the action's answer: where the address has no page
   * to show the form on (a logout's address), the short refusal page instead.
   */
  refusal?: true;
}

/**
 * Why a POST's token or origin was refused, in words that fit the cause (ADR 28). The page comes back
 * with every value and a fresh token, so sending again is one click.
 */
export const REFUSED = {
  crossSite:
    'Dieses Formular wurde von einer anderen Website aus an uns gesendet. Zu Ihrem Schutz haben wir es nicht angenommen. Wenn Sie die Angaben selbst gemacht haben: Sie stehen unten, bitte prüfen Sie sie und senden Sie das Formular hier erneut.',
  noCookie:
    'Ihr Browser hat das Cookie dieser Website nicht mitgeschickt, vielleicht weil Cookies blockiert sind oder ein privates Fenster es gelöscht hat. Für die Anmeldung und die Bereiche mit Anmeldung braucht die Website dieses eine Cookie. Bitte erlauben Sie Cookies für diese Website und senden Sie das Formular erneut; Ihre Angaben stehen unten.',
  staleCookie:
    'Das Formular war nicht mehr gültig, vielleicht weil es lange geöffnet war oder die Seite in einem anderen Fenster neu geladen wurde. Ihre Angaben stehen unten; bitte senden Sie das Formular erneut.',
  unknownForm: 'Das Formular ließ sich keiner Seite dieser Website zuordnen. Ihre Angaben stehen unten; bitte prüfen Sie sie und senden Sie das Formular erneut.',
  expired: 'Das Formular war länger als 24 Stunden geöffnet. Ihre Angaben stehen unten; bitte prüfen Sie sie und senden Sie das Formular erneut.',
  filesAgain: 'Dateien, die Sie angehängt hatten, wählen Sie bitte noch einmal aus.',
} as const;

/** A request sent by the page's script (ActionForm, navigation): it takes JSON instead of a document. */
export function wantsJson(req: Request): boolean {
  return !!req.get('x-requested-with') && (req.get('accept') ?? '').includes('application/json');
}

export interface PageHandlerDeps {
  config: Config;
  /** The route table, compiled once at start-up. */
  table: RouteTable;
  logger: Logger;
  reportError: ErrorReporter;
  /** The sessions of the signed-in areas: the intranet's (whose CSRF token serves every form) and the council's. */
  sessions: SiteSessions;
  cmsFactory: CmsClientFactory;
  manifest: () => AssetManifest;
  /** What pages read and whether that is still current (ADR 19). */
  changes: ContentChanges;
  /** Site data of the layouts, shared with the page cache. */
  siteData: ReturnType<typeof siteDataSource>;
  pageCache: PageCache;
  /** The kept HTML of the layout's header (ADR 27); without it every page renders it. */
  fragments?: FragmentStore;
  /** Writes the images' blurred placeholders into the page (server/media/placeholder.ts). */
  placeholders?: Placeholders;
  /** The site's public origin for absolute addresses (server/http/public-origin.ts). */
  origin: OriginOf;
  /** The signed tokens of the forms anyone may send (ADR 28). */
  formTokens: FormTokens;
}

/**
 * The request flow of pages: the session's user, the route's loader (resolvePage), then either the
 * streamed HTML document (GET) or the page state as JSON for client-side navigation (GET /_data/…).
 * A POST runs the route's action first (ADR 11) and answers with a redirect or the page again.
 */
export function createPageHandler(deps: PageHandlerDeps) {
  const { config, table, logger, reportError, cmsFactory, changes, siteData, pageCache } = deps;
  const sessions = deps.sessions.intranet;
  const sitePages = new Set([...siteRoutes.map((r) => r.page.id), errorPage.id]);
  const embeds = { bookingWidgetUrl: config.bookingWidgetUrl, tourenportalKey: config.tourenportalKey };

  /** PUBLIC_URL's origin, else an allowed Host's (server/http/public-origin.ts). */
  const publicOrigin = deps.origin;
  /** What the answers of pages vary by: a page may name its origin (calendar subscriptions), from the Host without PUBLIC_URL. */
  const vary = publicOrigin.byHost ? 'Accept-Encoding, Cookie, Host' : 'Accept-Encoding, Cookie';

  /**
   * The session's user and a CMS client with its token: the cookie is read on every request, the CMS
   * confirms it (spec §4). Below /ratsinfo also the council session, which no other page reads; each
   * token goes only to the operations of its own area.
   */
  async function visitor(req: Request, res: Response, pathname: string) {
    const council = deps.sessions.ratsinfo;
    const user = await sessions.userFor(req, res);
    const ratsinfoUser = sessionKindFor(pathname) === 'ratsinfo' ? await council.userFor(req, res) : null;
    const cms = cmsFactory.forRequest({
      intranet: user ? sessions.tokenFor(req) : undefined,
      ratsinfo: ratsinfoUser ? council.tokenFor(req) : undefined,
    });
    return { user, ratsinfoUser, cms };
  }

  /**
   * What the URL shows: the route's page with its loader's data, a redirect, or an error page. With a
   * refused form (`shown`) the loader gets it and the page its status.
   */
  function resolveFor(req: Request, res: Response, url: URL, shown: Shown | null, { user, ratsinfoUser, cms }: Awaited<ReturnType<typeof visitor>>) {
    // A page with a form holds this visitor's token (and the form's own key): never shared by a cache.
    // Outside the signed-in areas the token is signed and needs no cookie (ADR 28).
    const csrf = () => {
      res.locals.withForm = true;
      if (sectionOf(url.pathname)?.personal) return sessions.csrfToken(req, res);
      return shown?.formToken ?? deps.formTokens.issue(url.pathname);
    };
    return resolvePage(url, { cms, user, ratsinfoUser, origin: publicOrigin(req), embeds, form: shown?.form ?? null, csrf, status: shown?.status }, { table, logger, reportError });
  }

  /** Spec §4: with a user, the archive topics of topic 4 are loaded at start (a failure empties the list). */
  async function intranetStart(cms: ReturnType<CmsClientFactory['forRequest']>) {
    const themen = await cms.get(intranetArchivThemen, {
      query: {
        themen_id: [INTRANET_START_TOPIC_ID],
        gueltig_von: true,
        gueltig_bis: true,
        order: ['thema ASC', 'archiv.titel ASC', 'archiv.dokumente.downloadtext ASC'],
      },
    });
    return { themen: themen?.data ?? null };
  }

  /**
   * Personal pages are never stored by a shared cache: a session, any page of a personal section, a
   * page with a form (its CSRF token belongs to one visitor), and any answer that sets a cookie (a
   * refused session cookie being cleared, the CSRF cookie of a form).
   */
  const isPrivate = (pathname: string, user: unknown, res: Response) =>
    !!user || !!sectionOf(pathname)?.personal || res.locals.withForm === true || res.getHeader('set-cookie') !== undefined;

  function pageCacheControl(status: number): string {
    // stale-if-error: a reverse proxy or CDN may keep serving the page for a day while the site cannot
    // build it (the database lost, ADR 20).
    if (status === 200) return 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';
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
      const who = await visitor(req, res, url.pathname);
      const resolution = await resolveFor(req, res, url, null, who);
      const { user } = who;
      let body: NavigationData;
      if (resolution.kind === 'redirect') {
        body = { kind: 'redirect', location: resolution.location };
        res.status(200);
      } else {
        await deps.placeholders?.fill(resolution.page);
        body = { kind: 'page', page: resolution.page };
        // Idle prefetch (client/prefetch.ts) asks ahead for links that may lead nowhere: its 404 is a
        // successful answer (the status is in the body), which the browser then does not report as
        // a failed load. Every other request, and every other status, stays as it is.
        const prefetch = req.get(PREFETCH_HEADER) === '1';
        res.status(prefetch && resolution.page.status === 404 ? 200 : resolution.page.status);
      }
      res.vary(PREFETCH_HEADER);
      const personal = resolution.kind === 'page' && resolution.personal;
      res.set('cache-control', personal || isPrivate(url.pathname, user, res) ? 'private, no-store' : 'private, no-cache').json(body);
    } catch (error) {
      next(error);
    }
  };

  /**
   * Renders the page of the request's URL. A refused form POST renders its page again with the form's
   * messages and values (`shown`) under the action's status (422, 400, 401, 429, 503); a script that
   * sent the form (`json`) gets the page state instead of the document.
   */
  async function renderPage(req: Request, res: Response, next: NextFunction, shown?: Shown, json = false, errorStatus?: 403 | 404 | 503) {
    try {
      const url = requestUrl(req);
      // A public page a visitor without a session asked for may be kept (server/render/page-cache.ts).
      const cacheKey = !json && !shown && !errorStatus ? pageCache.keyFor(req) : null;
      const finishFill = cacheKey ? pageCache.begin(cacheKey) : () => {};
      let handedOver = false;
      try {
      let who: Awaited<ReturnType<typeof visitor>>;
      try {
        who = await visitor(req, res, url.pathname);
      } catch (error) {
        if (!(error instanceof SessionUnavailableError)) throw error;
        // A session that cannot be confirmed now (the store unreachable): the German 503 page, not the
        // login form as if it had ended. A refused form of a public page is shown again with its
        // values; a page of a signed-in area cannot be built without its user.
        who = { user: null, ratsinfoUser: null, cms: cmsFactory.forRequest() };
        if (!shown || sectionOf(url.pathname)?.personal) {
          errorStatus = 503;
          shown = undefined;
        }
      }
      const { user } = who;
      const resolve = () => (errorStatus ? errorResolution(url.pathname, url.search, errorStatus) : resolveFor(req, res, url, shown ?? null, who));
      if (json) {
        const resolution = await resolve();
        if (shown?.refusal && (resolution.kind === 'redirect' || resolution.page.routeId === null)) {
          refuse(req, res, shown.status, shown.form.message ?? '', true);
          return;
        }
        if (resolution.kind !== 'redirect') await deps.placeholders?.fill(resolution.page);
        res.set('cache-control', 'private, no-store');
        const body: NavigationData =
          resolution.kind === 'redirect' ? { kind: 'redirect', location: resolution.location } : { kind: 'page', page: resolution.page };
        res.status(resolution.kind === 'redirect' ? 200 : resolution.page.status).json(body);
        return;
      }
      const [{ value: resolution, stamp }, site, intranet] = await Promise.all([
        cacheKey && !user ? changes.track(resolve) : resolve().then((value) => ({ value, stamp: null })),
        siteData.get(cmsFactory.forRequest()),
        user ? intranetStart(who.cms) : undefined,
      ]);
      if (shown?.refusal && (resolution.kind === 'redirect' || resolution.page.routeId === null)) {
        refuse(req, res, shown.status, shown.form.message ?? '', false);
        return;
      }
      if (resolution.kind === 'redirect') {
        res.redirect(shown ? 303 : resolution.status, resolution.location);
        return;
      }
      // A page the cache may keep waits longer for its image placeholders; one without all of them is
      // shown but not kept.
      const placeholdersReady = (await deps.placeholders?.fill([resolution.page, site.value], stamp ? { waitMs: WAIT_KEPT_MS } : {})) ?? true;
      const initial: InitialData = { page: resolution.page, site: site.value, user, ...(intranet ? { intranet } : {}) };
      const pageEntry = pageEntryIn(table, resolution.page, errorPage);
      // The route's id labels the answer in /metrics.
      res.locals.routeId = resolution.route?.id ?? 'fehlerseite';
      // The answer to a POST is never stored; a personal page is never stored by a shared cache.
      // A private link's page (noindex) shows what only its holder may see: never stored by a shared cache.
      const personal = shown || errorStatus || resolution.personal || resolution.page.noindex || isPrivate(url.pathname, user, res);
      res.set('cache-control', personal ? 'private, no-store' : pageCacheControl(resolution.page.status));
      if (resolution.page.status === 503 && !res.get('retry-after')) res.set('retry-after', '30');
      res.set('vary', vary);
      const manifest = deps.manifest();
      const nonce = res.locals.nonce;
      if (cacheKey) res.set('x-st-cache', 'miss');
      handedOver = true;
      streamPage({
        res,
        initial,
        pageEntry,
        serverOnlyPage: !sitePages.has(pageEntry.id),
        manifest,
        nonce,
        waitForAll: isbot(req.get('user-agent') ?? ''),
        abortAfterMs: config.renderTimeoutMs,
        canonical: config.publicUrl && resolution.page.status === 200 ? `${config.publicUrl}${resolution.page.canonical ?? url.pathname}` : null,
        origin: publicOrigin(req),
        meta: resolution.meta,
        liveReload: config.liveReload,
        logger: req.log ?? logger,
        reportError,
        // The header's kept HTML is shared between visitors: only for those without a session.
        fragments: !user && !who.ratsinfoUser ? (deps.fragments?.scope(site.generation) ?? null) : null,
        onComplete:
          cacheKey && stamp && !user && placeholdersReady
            ? (document) => {
                if (!document) finishFill();
                else void pageCache.store({ key: cacheKey, res, document, nonce, stamp, site, manifest }).finally(finishFill);
              }
            : finishFill,
      });
      } finally {
        if (!handedOver) finishFill();
      }
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

  const tmpDir = path.join(config.dataDir, 'tmp');

  /** The refused form of a POST that could not run (the store unreachable): its values, never a password. */
  function invalidForm(fields: Record<string, string | string[]>): FormResult {
    const result = invalid({ status: 503, message: STORE_UNAVAILABLE, values: fields });
    return result.kind === 'invalid' ? result.form : { errors: {}, values: {} };
  }

  /** A refused POST whose form cannot come back (a broken or foreign format): a short German page, or JSON for a script. */
  function refuse(req: Request, res: Response, status: number, message: string, json: boolean): void {
    res.status(status).set('cache-control', 'no-store');
    if (json) {
      res.json({ error: message });
      return;
    }
    const title = status === 403 ? 'Anfrage abgelehnt' : status === 413 ? 'Daten zu groß' : 'Anfrage fehlerhaft';
    res.type('html').send(plainPage(title, message, { href: req.path, label: 'Zurück zum Formular' }));
  }

  /**
   * POST to a route with an action (README "Adding a page"): same origin and the form's token, the
   * body within its limits, then the action. Its result is a 303 (or the redirect as JSON for a
   * script), or the page again with the form's errors and values under the action's status. A refused
   * token, origin or file comes back the same way: the page in the site's layout, a message that
   * names the cause, every value kept (ADR 28).
   */
  const action: RequestHandler = async (req, res, next) => {
    if (req.method !== 'POST') {
      next();
      return;
    }
    const url = requestUrl(req);
    const match = isDecodablePath(url.pathname) && !url.pathname.includes('//') ? table.match(url.pathname) : null;
    const run = match?.route.action;
    // A POST to any other address is answered 405 further down.
    if (!match || !run) {
      next();
      return;
    }
    const json = wantsJson(req);
    const personal = !!sectionOf(url.pathname)?.personal;
    const crossSite = !sessions.sameOrigin(req);
    let token: FormTokenCheck | null = null;
    // The signed-in areas keep the token bound to their cookie; every other form carries a signed
    // token that needs no cookie.
    const authorize = (fields: Record<string, string | string[]>): string | null => {
      if (crossSite) return REFUSED.crossSite;
      if (personal) return sessions.csrfValid(req, fields._csrf) ? null : sessions.hasCsrfCookie(req) ? REFUSED.staleCookie : REFUSED.noCookie;
      token = deps.formTokens.check(fields._csrf, url.pathname);
      return token.ok ? null : token.reason === 'abgelaufen' ? REFUSED.expired : REFUSED.unknownForm;
    };
    let body;
    try {
      body = await readActionBody(req, res, { upload: match.route.upload, tmpDir, authorize });
    } catch (error) {
      if (!(error instanceof BodyError)) {
        next(error);
        return;
      }
      if (!error.fields) {
        refuse(req, res, error.status, error.message, json);
        return;
      }
      // The page again, in the site's layout, with every value and a token that fits.
      const checked = token as FormTokenCheck | null;
      const kept = checked?.ok ? checked.token : checked?.key && !crossSite ? deps.formTokens.issue(url.pathname, checked.key) : undefined;
      const message = error.filesDropped && error.status === 403 ? `${error.message} ${REFUSED.filesAgain}` : error.message;
      const form = invalid({ status: error.status as 403 | 413, message, values: error.fields }).form;
      res.set('cache-control', 'private, no-store');
      await renderPage(req, res, next, { status: error.status, form, formToken: kept, refusal: true }, json);
      return;
    }
    const checked = token as FormTokenCheck | null;
    const formToken = checked?.ok ? { key: checked.key, shownAt: checked.shownAt, ageMs: checked.ageMs } : null;
    // Uploaded files live as long as the request; an action that keeps one moves it first.
    if (body.files.length) res.on('close', () => body.files.forEach((f) => fs.promises.unlink(f.path).catch(() => {})));
    try {
      let who: Awaited<ReturnType<typeof visitor>>;
      try {
        who = await visitor(req, res, url.pathname);
      } catch (error) {
        if (!(error instanceof SessionUnavailableError)) throw error;
        // The session cannot be confirmed now: nothing is done, every typed value is shown again.
        res.set({ 'cache-control': 'private, no-store', 'retry-after': '30' });
        await renderPage(req, res, next, { status: 503, form: invalidForm(body.fields), formToken: checked?.ok ? checked.token : undefined }, json);
        return;
      }
      const ctx: ActionContext = {
        params: match.params,
        query: url.searchParams,
        pathname: url.pathname,
        cms: who.cms,
        user: who.user,
        ratsinfoUser: who.ratsinfoUser,
        origin: publicOrigin(req),
        embeds,
        body,
        // The session of the page's own area: a council login starts a council session, never an intranet one.
        session: deps.sessions[sessionKindFor(url.pathname)].actionSession(req, res),
        csrfChecked: true,
        ip: req.ip ?? '',
        idempotencyKey: req.get('idempotency-key')?.slice(0, 200) ?? null,
        formToken,
      };
      let result: ActionResult;
      try {
        result = await run(ctx);
      } catch (error) {
        if (error instanceof RedirectResponse) result = redirectAfterPost(error.location);
        else if (error instanceof NotFoundError || error instanceof ForbiddenError) {
          res.set('cache-control', 'private, no-store');
          await renderPage(req, res, next, undefined, json, error.status);
          return;
        } else throw error;
      }
      res.set('cache-control', 'private, no-store');
      if (result.kind === 'redirect') {
        if (result.clearBrowserCache) res.set('clear-site-data', '"cache"');
        if (json) res.status(200).json({ kind: 'redirect', location: result.location } satisfies NavigationData);
        else res.redirect(303, result.location);
        return;
      }
      if (result.retryAfter) res.set('retry-after', String(result.retryAfter));
      // The same token again (the same form key and time), or a fresh one where the action asks for it.
      const again = result.freshToken || !checked?.ok ? undefined : checked.token;
      await renderPage(req, res, next, { status: result.status, form: result.form, formToken: again }, json);
    } catch (error) {
      next(error);
    }
  };

  return { data, page, action, renderPage };
}
