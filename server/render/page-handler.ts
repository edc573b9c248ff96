import { WORK_FIELD, type ProofOfWork } from '../session/proof-of-work';
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
import { errorResolution, isDecodablePath, resolvePage, type Resolution } from './resolve';
import { BodyError, readActionBody, type ParsedBody } from './action-body';
import { STORE_UNAVAILABLE } from '../cms/store/errors';
import type { FormTokenCheck, FormTokens } from '../session/form-token';
import { plainPage } from '../http/errors';
import { cookieValue } from '../http/cookies';
import { streamPage } from './stream';
import type { siteDataSource } from './site-data';
import type { PageCache } from './page-cache';
import type { FragmentStore } from './fragments';
import type { ContentChanges, ContentStamp } from '../cms/changes';
import { errorPage, routes as siteRoutes } from '../../shared/routes';
import { pageEntryIn, type RouteTable } from '../../shared/routing/match';
import { ForbiddenError, NotFoundError, RedirectResponse } from '../../shared/routing/errors';
import { invalid, redirectAfterPost } from '../../shared/routing/action';
import type {
  ActionContext,
  ActionResult,
  CmsClient,
  EmbedSettings,
  FormResult,
  RatsinfoUser,
  RememberedChoice,
  RouteMatch,
  SessionUser,
} from '../../shared/routing/types';
import { DATA_ENDPOINT, PREFETCH_HEADER, type InitialData, type NavigationData } from '../../shared/app/state';
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
  unknownForm:
    'Das Formular ließ sich keiner Seite dieser Website zuordnen. Ihre Angaben stehen unten; bitte prüfen Sie sie und senden Sie das Formular erneut.',
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
  /** Their proof of work with JavaScript (ADR 54). */
  proofOfWork?: ProofOfWork;
  /**
   * What the document of a signed-in intranet visitor carries beside the page (the intranet's start
   * topics, server/session/areas.ts). The handler itself knows no area's data.
   */
  signedInData?: (cms: CmsClient) => Promise<Pick<InitialData, 'intranet'>>;
}

/** Who asks, read once per request: the session's user, the council member below /ratsinfo, and a CMS client with their tokens. */
interface Visitor {
  user: SessionUser | null;
  ratsinfoUser: RatsinfoUser | null;
  cms: CmsClient;
}

/** A page request as the resolve step takes it. */
interface PageRequest {
  url: URL;
  visitor: Visitor;
  /** A refused form shown again with its page, else null. */
  shown: Shown | null;
  /** The error page instead of the route's (an action's 403 or 404, a session that cannot be confirmed). */
  errorStatus: 403 | 404 | 503 | null;
}

/** The site data of the layouts as a render reads it. */
type SiteState = Awaited<ReturnType<PageHandlerDeps['siteData']['get']>>;

/**
 * The part of the page cache a render sees (ADR 19): what its resolve step read, and `offer`, which
 * gives the stream its `onComplete` for a document the cache may keep (null: nothing to keep).
 */
interface Keeping {
  value: Resolution;
  stamp: ContentStamp | null;
  offer: (kept: { stamp: ContentStamp; nonce: string; site: SiteState; manifest: AssetManifest } | null) => ((document: Buffer | null) => void) | undefined;
}

/** Runs the resolve step for the page cache (sendKeptDocument). */
type Keep = (resolveStep: () => Promise<Resolution>) => Promise<Keeping>;

/**
 * Personal pages are never stored by a shared cache: a session, any page of a personal section, a
 * page with a form (its CSRF token belongs to one visitor), and any answer that sets a cookie (a
 * refused session cookie being cleared, the CSRF cookie of a form).
 */
const isPrivate = (pathname: string, user: unknown, res: Response) =>
  !!user || !!sectionOf(pathname)?.personal || res.locals.withForm === true || res.locals.withChoice === true || res.getHeader('set-cookie') !== undefined;

/** The cookies of remembered choices (ADR 51): the one kind of cookie a loader may read. */
const CHOICE_COOKIE = 'st_wahl_';

/** A remembered choice of the request (LoaderContext.remembered); one that is there makes the answer personal. */
function rememberedOf(req: Request, res: Response): (name: string) => string | null {
  return (name) => {
    const value = cookieValue(req, `${CHOICE_COOKIE}${name}`);
    if (value === undefined) return null;
    res.locals.withChoice = true;
    return value;
  };
}

/**
 * Sets or forgets the choices an action's redirect remembers (ADR 51): HttpOnly, SameSite=Lax, only
 * below their path, and below the same path of the navigation data (/_data/…), which the page's script
 * asks for instead of the page: twice, so that the browser sends the cookie nowhere else.
 */
function remember(f: Flow, req: Request, res: Response, choices: readonly RememberedChoice[]): void {
  const secure = !!f.config.publicUrl?.startsWith('https:') || req.secure;
  for (const c of choices) {
    for (const path of [c.path, `${DATA_ENDPOINT}${c.path}`]) {
      const options = { path, httpOnly: true, sameSite: 'lax' as const, secure };
      if (c.value === null) res.clearCookie(`${CHOICE_COOKIE}${c.name}`, options);
      else res.cookie(`${CHOICE_COOKIE}${c.name}`, c.value, { ...options, maxAge: c.maxAgeDays * 86_400_000 });
    }
  }
}

function pageCacheControl(status: number): string {
  // stale-if-error: a reverse proxy or CDN may keep serving the page for a day while the site cannot
  // build it (the database lost, ADR 20).
  if (status === 200) return 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';
  if (status === 404) return 'public, max-age=60';
  return 'no-store';
}

/** A refused token, origin or file on an address that has no page to show the form on (a logout's address). */
const refusalWithoutPage = (shown: Shown | null, resolution: Resolution): shown is Shown =>
  !!shown?.refusal && (resolution.kind === 'redirect' || resolution.page.routeId === null);

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

/** The refused form of a POST that could not run (the store unreachable): its values, never a password. */
function unavailableForm(fields: Record<string, string | string[]>): FormResult {
  const result = invalid({ status: 503, message: STORE_UNAVAILABLE, values: fields });
  return result.kind === 'invalid' ? result.form : { errors: {}, values: {} };
}

/** What the request flow of pages needs, fixed at start-up: the dependencies and what follows from them. */
interface Flow extends PageHandlerDeps {
  /** The intranet's sessions, whose CSRF token serves every form of a signed-in area. */
  intranet: SiteSessions['intranet'];
  /** The page ids of the site's route table (a page outside it exists on the server alone). */
  sitePages: Set<string>;
  embeds: EmbedSettings;
  /** What the answers of pages vary by: a page may name its origin (calendar subscriptions), from the Host without PUBLIC_URL. */
  vary: string;
  tmpDir: string;
}

/*
 * The request flow of pages, top to bottom: who asks (the visitor, read once), the resolve step (the
 * route's loader, resolvePage), then one small responder: the streamed HTML document (GET, behind the
 * page cache), the page state as JSON for the page's script (GET /_data/…, a form sent with fetch), a
 * redirect, or the refusal of a form that cannot come back. A POST runs the route's action first
 * (ADR 11) and answers with a redirect or the page again.
 */

/**
 * The session's user and a CMS client with its token: the cookie is read on every request, the CMS
 * confirms it (spec §4). Below /ratsinfo also the council session, which no other page reads; each
 * token goes only to the operations of its own area.
 */
async function readVisitor(f: Flow, req: Request, res: Response, pathname: string): Promise<Visitor> {
  const council = f.sessions.ratsinfo;
  const user = await f.intranet.userFor(req, res);
  const ratsinfoUser = sessionKindFor(pathname) === 'ratsinfo' ? await council.userFor(req, res) : null;
  const cms = f.cmsFactory.forRequest({
    intranet: user ? f.intranet.tokenFor(req) : undefined,
    ratsinfo: ratsinfoUser ? council.tokenFor(req) : undefined,
  });
  return { user, ratsinfoUser, cms };
}

/**
 * A session that cannot be confirmed now (the store unreachable): the German 503 page, not the login
 * form as if it had ended. A refused form of a public page is shown again with its values; a page of
 * a signed-in area cannot be built without its user.
 */
function withoutSession(f: Flow, url: URL, shown: Shown | null): PageRequest {
  const visitor: Visitor = { user: null, ratsinfoUser: null, cms: f.cmsFactory.forRequest() };
  if (shown && !sectionOf(url.pathname)?.personal) return { url, visitor, shown, errorStatus: null };
  return { url, visitor, shown: null, errorStatus: 503 };
}

/** The page request of a URL (with a refused form to show again, or none): the visitor read once. */
async function pageRequest(f: Flow, req: Request, res: Response, url: URL, shown: Shown | null = null): Promise<PageRequest> {
  try {
    return { url, visitor: await readVisitor(f, req, res, url.pathname), shown, errorStatus: null };
  } catch (error) {
    if (!(error instanceof SessionUnavailableError)) throw error;
    return withoutSession(f, url, shown);
  }
}

/**
 * The resolve step: what the URL shows this visitor (the route's page with its loader's data, a
 * redirect, or an error page). With a refused form the loader gets it and the page its status.
 */
function resolve(f: Flow, req: Request, res: Response, p: PageRequest): Promise<Resolution> {
  const { url, shown, visitor } = p;
  if (p.errorStatus) return errorResolution(url.pathname, url.search, p.errorStatus);
  // A page with a form holds this visitor's token (and the form's own key): never shared by a cache.
  // Outside the signed-in areas the token is signed and needs no cookie (ADR 28).
  const csrf = () => {
    res.locals.withForm = true;
    if (sectionOf(url.pathname)?.personal) return f.intranet.csrfToken(req, res);
    return shown?.formToken ?? f.formTokens.issue(url.pathname);
  };
  const context = {
    ...visitor,
    origin: f.origin(req),
    embeds: f.embeds,
    form: shown?.form ?? null,
    csrf,
    remembered: rememberedOf(req, res),
    status: shown?.status,
  };
  return resolvePage(url, context, { table: f.table, logger: f.logger, reportError: f.reportError });
}

/**
 * Responder: the page state as JSON for the page's script, written once for client-side navigation
 * and for a form sent with fetch. Only the page: the layout's site data and the user stay those of the
 * document the browser loaded. A redirect is a 200 whose body names the target.
 */
async function sendNavigation(f: Flow, res: Response, resolution: Resolution, cacheControl: string, prefetch = false): Promise<void> {
  res.set('cache-control', cacheControl);
  if (resolution.kind === 'redirect') {
    res.status(200).json({ kind: 'redirect', location: resolution.location } satisfies NavigationData);
    return;
  }
  await f.placeholders?.fill(resolution.page);
  // Idle prefetch (client/prefetch.ts) asks ahead for links that may lead nowhere: its 404 is a
  // successful answer (the status is in the body), which the browser then does not report as a
  // failed load. Every other request, and every other status, stays as it is.
  res.status(prefetch && resolution.page.status === 404 ? 200 : resolution.page.status).json({ kind: 'page', page: resolution.page } satisfies NavigationData);
}

/**
 * Responder: the streamed HTML document of a page, or its redirect. The resolve step (tracked when
 * the page cache may keep the page), the layout's site data and a signed-in visitor's start data run
 * side by side. Answers true when the stream took over the response.
 */
async function sendDocument(f: Flow, req: Request, res: Response, p: PageRequest, keep: Keep | null): Promise<boolean> {
  const { url, visitor, shown } = p;
  const { user } = visitor;
  const run = () => resolve(f, req, res, p);
  const [{ value: resolution, ...keeping }, site, start] = await Promise.all([
    keep ? keep(run) : run().then((value): Keeping => ({ value, stamp: null, offer: () => undefined })),
    f.siteData.get(f.cmsFactory.forRequest()),
    user ? f.signedInData?.(visitor.cms) : undefined,
  ]);
  if (refusalWithoutPage(shown, resolution)) {
    refuse(req, res, shown.status, shown.form.message ?? '', false);
    return false;
  }
  if (resolution.kind === 'redirect') {
    res.redirect(shown ? 303 : resolution.status, resolution.location);
    return false;
  }
  const { page } = resolution;
  // A page the cache may keep waits longer for its image placeholders; one without all of them is
  // shown but not kept.
  const placeholdersReady = (await f.placeholders?.fill([page, site.value], keeping.stamp ? { waitMs: WAIT_KEPT_MS } : {})) ?? true;
  const initial: InitialData = { page, site: site.value, user, ...start };
  const pageEntry = pageEntryIn(f.table, page, errorPage);
  // The route's id labels the answer in /metrics.
  res.locals.routeId = resolution.route?.id ?? 'fehlerseite';
  // The answer to a POST is never stored; a personal page is never stored by a shared cache.
  // A private link's page (noindex) shows what only its holder may see: never stored by a shared cache.
  const personal = shown || p.errorStatus || resolution.personal || page.noindex || isPrivate(url.pathname, user, res);
  res.set('cache-control', personal ? 'private, no-store' : pageCacheControl(page.status));
  if (page.status === 503 && !res.get('retry-after')) res.set('retry-after', '30');
  res.set('vary', f.vary);
  const manifest = f.manifest();
  const nonce = res.locals.nonce;
  if (keep) res.set('x-st-cache', 'miss');
  streamPage({
    res,
    initial,
    pageEntry,
    serverOnlyPage: !f.sitePages.has(pageEntry.id),
    manifest,
    nonce,
    waitForAll: isbot(req.get('user-agent') ?? ''),
    abortAfterMs: f.config.renderTimeoutMs,
    canonical: f.config.publicUrl && page.status === 200 ? `${f.config.publicUrl}${page.canonical ?? url.pathname}` : null,
    origin: f.origin(req),
    meta: resolution.meta,
    liveReload: f.config.liveReload,
    logger: () => req.log ?? f.logger,
    reportError: f.reportError,
    // The header's kept HTML is shared between visitors: only for those without a session.
    fragments: !user && !visitor.ratsinfoUser ? (f.fragments?.scope(site.generation) ?? null) : null,
    onComplete: keeping.offer(keeping.stamp && placeholdersReady ? { stamp: keeping.stamp, nonce, site, manifest } : null),
  });
  return true;
}

/**
 * The page cache around the HTML responder (ADR 19), here and nowhere else. A GET of a public page
 * by a visitor without a session (the key says so: no session cookie, no personal section) is marked
 * as being rendered, so that requests for it wait for this render; its resolve step records what it
 * read; the document, once sent, is offered to the cache, which keeps it only when its response says
 * it is public. Every other request goes straight to the responder.
 */
async function sendKeptDocument(f: Flow, req: Request, res: Response): Promise<void> {
  const key = f.pageCache.keyFor(req);
  const finish = key ? f.pageCache.begin(key) : () => {};
  let handedOver = false;
  try {
    const p = await pageRequest(f, req, res, requestUrl(req));
    if (!key) {
      handedOver = await sendDocument(f, req, res, p, null);
      return;
    }
    handedOver = await sendDocument(f, req, res, p, async (run) => ({
      ...(await f.changes.track(run)),
      offer: (kept) => {
        // Not to be kept: the mark ends with the response.
        if (!kept) return finish;
        return (document) => {
          if (!document) finish();
          else void f.pageCache.store({ key, res, document, ...kept }).finally(finish);
        };
      },
    }));
  } finally {
    if (!handedOver) finish();
  }
}

/**
 * The page of a request that is not a plain GET (a refused form shown again, an action's error page),
 * as a document or, for the script that sent the form (`json`), as its page state. Never kept.
 */
async function sendPage(f: Flow, req: Request, res: Response, p: PageRequest, json: boolean): Promise<void> {
  if (!json) {
    await sendDocument(f, req, res, p, null);
    return;
  }
  const resolution = await resolve(f, req, res, p);
  if (refusalWithoutPage(p.shown, resolution)) {
    refuse(req, res, p.shown.status, p.shown.form.message ?? '', true);
    return;
  }
  await sendNavigation(f, res, resolution, 'private, no-store');
}

/** GET /_data/…: the page state for client-side navigation (loaders never run in the browser). */
async function navigationData(f: Flow, req: Request, res: Response, next: NextFunction): Promise<void> {
  try {
    const url = requestUrl(req, DATA_ENDPOINT);
    const p: PageRequest = { url, visitor: await readVisitor(f, req, res, url.pathname), shown: null, errorStatus: null };
    const resolution = await resolve(f, req, res, p);
    res.vary(PREFETCH_HEADER);
    const personal = (resolution.kind === 'page' && resolution.personal) || isPrivate(url.pathname, p.visitor.user, res);
    await sendNavigation(f, res, resolution, personal ? 'private, no-store' : 'private, no-cache', req.get(PREFETCH_HEADER) === '1');
  } catch (error) {
    next(error);
  }
}

/** GET and HEAD of every page address. */
function pageGet(f: Flow, req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    next();
    return;
  }
  sendKeptDocument(f, req, res).catch(next);
}

/**
 * Reads the body of a POST after its origin and token (README "Adding a page"). The signed-in areas
 * keep the token bound to their cookie; every other form carries a signed token that needs no
 * cookie. Answers the body, or has already answered: a refused token, origin or file brings the page
 * back the same way as a refused action, in the site's layout, with a message that names the cause
 * and every value kept (ADR 28).
 */
async function receiveForm(
  f: Flow,
  req: Request,
  res: Response,
  url: URL,
  match: RouteMatch,
  json: boolean,
): Promise<{ body: ParsedBody; token: FormTokenCheck | null } | null> {
  const personal = !!sectionOf(url.pathname)?.personal;
  const crossSite = !f.intranet.sameOrigin(req);
  let token: FormTokenCheck | null = null;
  const authorize = (fields: Record<string, string | string[]>): string | null => {
    // The sealed address is the authority (RFC 8058's one-click POST of a mail program).
    if (match.route.oneClick) return null;
    if (crossSite) return REFUSED.crossSite;
    if (personal) return f.intranet.csrfValid(req, fields._csrf) ? null : f.intranet.hasCsrfCookie(req) ? REFUSED.staleCookie : REFUSED.noCookie;
    token = f.formTokens.check(fields._csrf, url.pathname);
    return token.ok ? null : token.reason === 'abgelaufen' ? REFUSED.expired : REFUSED.unknownForm;
  };
  try {
    return { body: await readActionBody(req, res, { upload: match.route.upload, tmpDir: f.tmpDir, authorize }), token };
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    if (!error.fields) {
      refuse(req, res, error.status, error.message, json);
      return null;
    }
    // The page again, in the site's layout, with every value and a token that fits.
    const checked = token as FormTokenCheck | null;
    const kept = checked?.ok ? checked.token : checked?.key && !crossSite ? f.formTokens.issue(url.pathname, checked.key) : undefined;
    const message = error.filesDropped && error.status === 403 ? `${error.message} ${REFUSED.filesAgain}` : error.message;
    const form = invalid({ status: error.status as 403 | 413, message, values: error.fields }).form;
    res.set('cache-control', 'private, no-store');
    const p = await pageRequest(f, req, res, url, { status: error.status, form, formToken: kept, refusal: true });
    await sendPage(f, req, res, p, json);
    return null;
  }
}

/**
 * POST to a route with an action: the form received (origin, token, body within its limits), then
 * the action with the visitor read once. Its result is a 303 (or the redirect as JSON for a script),
 * or the page again with the form's errors and values under the action's status.
 */
async function actionPost(f: Flow, req: Request, res: Response, next: NextFunction): Promise<void> {
  if (req.method !== 'POST') {
    next();
    return;
  }
  const url = requestUrl(req);
  const match = isDecodablePath(url.pathname) && !url.pathname.includes('//') ? f.table.match(url.pathname) : null;
  const run = match?.route.action;
  // A POST to any other address is answered 405 further down.
  if (!match || !run) {
    next();
    return;
  }
  const json = wantsJson(req);
  try {
    const received = await receiveForm(f, req, res, url, match, json);
    if (!received) return;
    const { body, token } = received;
    // Uploaded files live as long as the request; an action that keeps one moves it first.
    if (body.files.length) res.on('close', () => body.files.forEach((f) => fs.promises.unlink(f.path).catch(() => {})));
    let visitor: Visitor;
    try {
      visitor = await readVisitor(f, req, res, url.pathname);
    } catch (error) {
      if (!(error instanceof SessionUnavailableError)) throw error;
      // The session cannot be confirmed now: nothing is done, every typed value is shown again.
      res.set({ 'cache-control': 'private, no-store', 'retry-after': '30' });
      const shown = { status: 503, form: unavailableForm(body.fields), formToken: token?.ok ? token.token : undefined };
      await sendPage(f, req, res, withoutSession(f, url, shown), json);
      return;
    }
    const result = await runAction(f, req, res, url, match, visitor, body, token);
    res.set('cache-control', 'private, no-store');
    if (typeof result === 'number') {
      await sendPage(f, req, res, { url, visitor, shown: null, errorStatus: result }, json);
      return;
    }
    if (result.kind === 'redirect') {
      if (result.clearBrowserCache) res.set('clear-site-data', '"cache"');
      if (result.remember) remember(f, req, res, result.remember);
      if (json) await sendNavigation(f, res, { kind: 'redirect', location: result.location, status: 303 }, 'private, no-store');
      else res.redirect(303, result.location);
      return;
    }
    if (result.kind === 'done') {
      await sendPage(f, req, res, { url, visitor, shown: { status: 200, form: result.form }, errorStatus: null }, json);
      return;
    }
    if (result.retryAfter) res.set('retry-after', String(result.retryAfter));
    // The same token again (the same form key and time), or a fresh one where the action asks for it.
    const again = result.freshToken || !token?.ok ? undefined : token.token;
    await sendPage(f, req, res, { url, visitor, shown: { status: result.status, form: result.form, formToken: again }, errorStatus: null }, json);
  } catch (error) {
    next(error);
  }
}

/** Runs a route's action (ADR 11): its result, or the status of the error page it asked for (403, 404). */
async function runAction(
  f: Flow,
  req: Request,
  res: Response,
  url: URL,
  match: RouteMatch,
  visitor: Visitor,
  body: ParsedBody,
  token: FormTokenCheck | null,
): Promise<ActionResult | 403 | 404> {
  const ctx: ActionContext = {
    params: match.params,
    query: url.searchParams,
    pathname: url.pathname,
    cms: visitor.cms,
    user: visitor.user,
    ratsinfoUser: visitor.ratsinfoUser,
    origin: f.origin(req),
    embeds: f.embeds,
    body,
    // The session of the page's own area: a council login starts a council session, never an intranet one.
    session: f.sessions[sessionKindFor(url.pathname)].actionSession(req, res),
    csrfChecked: true,
    ip: req.ip ?? '',
    idempotencyKey: req.get('idempotency-key')?.slice(0, 200) ?? null,
    formToken: token?.ok
      ? {
          key: token.key,
          shownAt: token.shownAt,
          ageMs: token.ageMs,
          minFillMs: f.config.formMinFillMs,
          work: (await f.proofOfWork?.verify(body.fields[WORK_FIELD], token.key)) ?? 'absent',
        }
      : null,
  };
  try {
    return await match.route.action!(ctx);
  } catch (error) {
    if (error instanceof RedirectResponse) return redirectAfterPost(error.location);
    if (error instanceof NotFoundError || error instanceof ForbiddenError) return error.status;
    throw error;
  }
}

/**
 * The handlers of pages for app.ts: the documents (GET, HEAD), the page states for navigation
 * (GET /_data/…) and the actions (POST).
 */
export function createPageHandler(deps: PageHandlerDeps) {
  const f: Flow = {
    ...deps,
    intranet: deps.sessions.intranet,
    sitePages: new Set([...siteRoutes.map((r) => r.page.id), errorPage.id]),
    embeds: { bookingWidgetUrl: deps.config.bookingWidgetUrl, tourenportalKey: deps.config.tourenportalKey },
    vary: deps.origin.byHost ? 'Accept-Encoding, Cookie, Host' : 'Accept-Encoding, Cookie',
    tmpDir: path.join(deps.config.dataDir, 'tmp'),
  };
  const data: RequestHandler = (req, res, next) => navigationData(f, req, res, next);
  const page: RequestHandler = (req, res, next) => pageGet(f, req, res, next);
  const action: RequestHandler = (req, res, next) => actionPost(f, req, res, next);
  return { data, page, action };
}
