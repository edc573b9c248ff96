import crypto from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type { ActionSession, RatsinfoUser, SessionUser, WindowLimit } from '../../shared/routing/types';
import { SESSION_HEADERS } from '../../shared/contract/operation';
import { SESSION_MAX_AGE_MS } from '../../shared/site/constants';
import type { CmsClientFactory } from '../cms/client';
import { Throttle, networkKey, throttleMessage } from './throttle';
import type { CounterStore } from '../../shared/parts/drossel/store/store';
import { cookieValue } from '../http/cookies';
import { csrfMatches, csrfTokenFor, deriveKeys, seal, unseal, type SessionPayload } from './seal';
import type { SessionArea } from './areas';

export { INTRANET_AREA, RATSINFO_AREA, type SessionArea } from './areas';

export interface SessionOptions<U> {
  secret: string;
  /**
   * The signed-in area (areas.ts): its cookie, its login, how the CMS confirms its tokens. The intranet
   * and the council information system each get their own set of sessions from the same code.
   */
  area: SessionArea<U>;
  /** Public origin (PUBLIC_URL); with https the cookies are Secure and __Host- prefixed. */
  publicUrl: string | null;
  /** The CMS, to confirm that a session's token is still accepted (spec §4). */
  cms: CmsClientFactory;
  /** Where the login throttle and the per-address limits count (the site's store, shared by every instance). */
  counters: CounterStore;
  logger: Logger;
  now?: () => number;
}

const CSRF_COOKIE = 'st_csrf';

/**
 * A session cookie whose token the CMS could not confirm because it cannot be reached (the database
 * lost or past the request's deadline, an upstream CMS down): the visitor is signed in as far as
 * anyone knows, so the answer is 503, never the login form as if the session had ended.
 */
export class SessionUnavailableError extends Error {
  readonly status = 503;
  constructor(cause?: unknown) {
    super('Die Anmeldung kann gerade nicht geprüft werden', { cause });
    this.name = 'SessionUnavailableError';
  }
}

/**
 * The sessions of one signed-in area: its sealed cookie (same flags, lifetime and CSRF rules for every
 * area), the confirmation of its token with the CMS, its login throttle and its authenticated download.
 * The CSRF token and the same-origin check are the site's, shared by all areas.
 */
export function createSessions<U>(options: SessionOptions<U>) {
  const { area } = options;
  const COOKIE = area.cookie;
  const keys = deriveKeys(options.secret, area.kind);
  const cache = new WeakMap<Request, SessionPayload | null>();
  const now = options.now ?? Date.now;
  const httpsSite = options.publicUrl?.startsWith('https://') ?? false;
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : null;
  // Each area counts apart (its own key), so failures at one login never slow the other.
  const throttle = new Throttle(options.counters, area.kind === 'intranet' ? `drossel:${options.secret}` : `drossel:${area.kind}:${options.secret}`, now);
  /** The limits of accepted events (ActionSession.throttle.limits), counted on every instance. */
  function limits(req: Request, scope: string, list: readonly WindowLimit[]) {
    const keyOf = (l: WindowLimit) => `${scope}|${l.max}|${l.windowMs}|${l.per === 'netz' ? `netz:${networkKey(req.ip ?? '')}` : `schluessel:${l.per.key}`}`;
    return {
      async wait(n = 1) {
        const waits = await Promise.all(list.map((l) => throttle.windowWait(keyOf(l), l.max, n)));
        return Math.max(0, ...waits);
      },
      async count(n = 1) {
        for (const l of list) await throttle.countWindow(keyOf(l), l.windowMs, n);
      },
    };
  }
  /** The outcome of an attempt counted by a route guard, reported once the answer is out. */
  function report(done: Promise<void>): void {
    done.catch((error: unknown) => options.logger.warn({ err: error }, 'Anmeldeversuch konnte nicht gezählt werden'));
  }

  const secure = (req: Request) => httpsSite || req.secure;
  const cookieName = (req: Request, base: string) => (secure(req) ? `__Host-${base}` : base);
  const cookieOptions = (req: Request) => ({ httpOnly: true, sameSite: 'lax' as const, path: '/', secure: secure(req) });

  /** The decrypted cookie (not yet checked with the CMS), cached per request. */
  function readCookie(req: Request): SessionPayload | null {
    if (cache.has(req)) return cache.get(req) ?? null;
    const payload = unseal(keys, cookieValue(req, cookieName(req, COOKIE)), now());
    cache.set(req, payload);
    return payload;
  }

  function hasCookie(req: Request): boolean {
    return (req.cookies as Record<string, unknown> | undefined)?.[cookieName(req, COOKIE)] !== undefined;
  }

  function clearSession(req: Request, res: Response): void {
    res.clearCookie(cookieName(req, COOKIE), cookieOptions(req));
    cache.set(req, null);
  }

  function startSession(req: Request, res: Response, token: string, uuid: string): void {
    const exp = now() + SESSION_MAX_AGE_MS;
    res.cookie(cookieName(req, COOKIE), seal(keys, { token, uuid, exp }), { ...cookieOptions(req), maxAge: SESSION_MAX_AGE_MS });
    // A new session gets a new CSRF secret: a token somebody learned or planted before the login is void.
    newCsrfCookie(req, res);
  }

  /** The token of the session cookie (decrypted, not yet confirmed by the CMS): the server adds it to its area's calls. */
  function tokenFor(req: Request): string | undefined {
    return readCookie(req)?.token;
  }

  /**
   * The user of the request: the cookie must decrypt, be unexpired, and the CMS must still accept its
   * token (a replayed cookie after logout or token expiry is refused). A refused cookie is cleared.
   * Throws SessionUnavailableError when the CMS cannot say (it cannot be reached).
   */
  async function userFor(req: Request, res: Response): Promise<U | null> {
    const s = readCookie(req);
    if (!s) {
      if (hasCookie(req)) clearSession(req, res);
      return null;
    }
    let r: Awaited<ReturnType<typeof area.confirm>>;
    try {
      r = await area.confirm(options.cms.forRequest({ [area.kind]: s.token }), s.uuid);
    } catch (error) {
      options.logger.warn({ err: error, bereich: area.kind }, 'Sitzung konnte nicht geprüft werden');
      throw new SessionUnavailableError(error);
    }
    if ('user' in r) return r.user;
    if (r.refused === 401 || r.refused === 403 || r.refused === 404) clearSession(req, res);
    else if (r.refused >= 500) throw new SessionUnavailableError();
    return null;
  }

  /** Sets a fresh CSRF cookie (the forms rendered for this request already use it). */
  function newCsrfCookie(req: Request, res: Response): string {
    const name = cookieName(req, CSRF_COOKIE);
    const value = crypto.randomBytes(32).toString('base64url');
    res.cookie(name, value, cookieOptions(req));
    req.cookies = { ...(req.cookies as Record<string, unknown>), [name]: value };
    return value;
  }

  /** The CSRF cookie value, created on first use. */
  function csrfCookie(req: Request, res: Response): string {
    const value = cookieValue(req, cookieName(req, CSRF_COOKIE));
    return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : newCsrfCookie(req, res);
  }

  /** The CSRF token for the forms of a page (signed double submit; sets the CSRF cookie on first use). */
  function csrfToken(req: Request, res: Response): string {
    return csrfTokenFor(keys, csrfCookie(req, res));
  }

  /** Whether a submitted token belongs to the request's CSRF cookie. */
  function csrfValid(req: Request, submitted: unknown): boolean {
    return csrfMatches(keys, cookieValue(req, cookieName(req, CSRF_COOKIE)), submitted);
  }

  /** Whether the request carries a CSRF cookie at all (blocked cookies send none). */
  function hasCsrfCookie(req: Request): boolean {
    return !!cookieValue(req, cookieName(req, CSRF_COOKIE));
  }

  /** The session as an action may change it (shared/routing/types.ts). */
  function actionSession(req: Request, res: Response): ActionSession {
    return {
      start: (token, uuid) => startSession(req, res, token, uuid),
      clear: () => clearSession(req, res),
      token: () => readCookie(req)?.token ?? null,
      uuid: () => readCookie(req)?.uuid ?? null,
      throttle: {
        login: (account) => throttle.begin(account, req.ip ?? ''),
        key: (key) => throttle.beginKey(key),
        limits: (scope, list) => limits(req, scope, list),
      },
    };
  }

  /**
   * Same-origin check: a browser's Sec-Fetch-Site must not name another site ('cross-site', or
   * 'same-site': another host of the same domain), and Origin (else Referer) must be the site's own.
   * Absent all three: allowed (a program, not a browser; it cannot ride on a visitor's cookies).
   */
  function sameOrigin(req: Request): boolean {
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
    const own = new Set([`${req.protocol}://${req.get('host') ?? ''}`]);
    if (publicOrigin) own.add(publicOrigin);
    const origin = req.get('origin');
    if (origin !== undefined) return own.has(origin);
    const referer = req.get('referer');
    if (referer) {
      try {
        return own.has(new URL(referer).origin);
      } catch {
        return false;
      }
    }
    return true;
  }

  function forbidden(res: Response): void {
    const message = 'Die Anfrage wurde abgelehnt, weil sie nicht von dieser Website stammt. Bitte laden Sie die Seite neu und versuchen Sie es erneut.';
    res.status(403).set('cache-control', 'no-store').json({ error: message });
  }

  function tooMany(res: Response, wait: number): void {
    res
      .status(429)
      .set({ 'retry-after': String(wait), 'cache-control': 'no-store' })
      .json({ error: throttleMessage(wait) });
  }

  /**
   * Cross-site protection for the CMS contract under /api: a POST must be same-origin; one that relies
   * on the area's session cookie (no token header of its own) must also carry the custom header
   * X-Requested-With, which no cross-site form can send.
   */
  function crossSiteGuard(req: Request, res: Response, next: NextFunction): void {
    const ownHeader = req.get(SESSION_HEADERS[area.kind].name);
    if (req.method === 'POST' && (!sameOrigin(req) || (!ownHeader && hasCookie(req) && !req.get('x-requested-with')))) {
      forbidden(res);
      return;
    }
    next();
  }

  function unavailable(res: Response): void {
    res
      .status(503)
      .set({ 'retry-after': '5', 'cache-control': 'no-store' })
      .json({ error: 'Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es in einigen Sekunden erneut.' });
  }

  /** Route guard of the area's login operation (POST /api/cms/login): the attempt is counted before the CMS checks the password. */
  async function loginThrottle(req: Request, res: Response, next: NextFunction): Promise<void> {
    const body = req.body as { email?: unknown } | undefined;
    const t = await throttle.begin(typeof body?.email === 'string' ? body.email : '', req.ip ?? '').catch(() => null);
    if (!t) return unavailable(res);
    if (!('attempt' in t)) return tooMany(res, t.wait);
    res.on('finish', () => {
      if (res.statusCode === 200) report(t.attempt.succeeded());
      else if (res.statusCode !== 401) report(t.attempt.abandoned());
    });
    next();
  }

  /** Route guard of POST /api/cms/intranet/passwort: guessing the current password is throttled like logins. */
  async function passwordThrottle(req: Request, res: Response, next: NextFunction): Promise<void> {
    const who = req.get('authorization') ?? readCookie(req)?.uuid ?? `adresse:${req.ip ?? ''}`;
    const t = await throttle.beginKey(`passwort:${crypto.createHash('sha256').update(who).digest('hex')}`).catch(() => null);
    if (!t) return unavailable(res);
    if (!('attempt' in t)) return tooMany(res, t.wait);
    res.on('finish', () => {
      if (res.statusCode === 200) report(t.attempt.succeeded());
      else if (res.statusCode !== 400) report(t.attempt.abandoned());
    });
    next();
  }

  /** The authenticated download: a server route, so it works without JavaScript. */
  function downloadRouter(api: express.Router): express.Router {
    const r = express.Router({ caseSensitive: true });

    // Authenticated download without JavaScript (and the fetch of the progress display): the server
    // adds the token from the session and streams the file from the CMS.
    r.get(area.download.route, async (req, res, next) => {
      const id = typeof req.params.id === 'string' ? req.params.id : '';
      if (!/^\d{1,9}$/.test(id)) {
        next();
        return;
      }
      res.set('cache-control', 'private, no-store');
      // The CMS must still accept the session (not only the cookie decrypt), so a dead session leads to the login.
      if (!(await userFor(req, res))) {
        if (req.get('x-requested-with')) res.status(401).json({ error: 'Anmeldung erforderlich' });
        else res.redirect(303, `${area.loginPath}?ziel=${encodeURIComponent(area.download.route.replace(':id', id))}`);
        return;
      }
      req.url = area.download.apiPath(id);
      api(req, res, next);
    });

    return r;
  }

  return {
    kind: area.kind,
    /** The cookies these sessions set (without the __Host- prefix): the page cache never shares a page of a session. */
    cookieNames: { session: COOKIE, csrf: CSRF_COOKIE },
    tokenFor,
    userFor,
    csrfToken,
    csrfValid,
    hasCsrfCookie,
    sameOrigin,
    actionSession,
    crossSiteGuard,
    loginThrottle,
    passwordThrottle,
    downloadRouter,
    readCookie,
    hasCookie,
    keys,
  };
}

export type Sessions<U = unknown> = ReturnType<typeof createSessions<U>>;

/** The sessions of the site's signed-in areas. */
export interface SiteSessions {
  intranet: Sessions<SessionUser>;
  ratsinfo: Sessions<RatsinfoUser>;
}
