import type { ComponentType } from 'react';
import type { LoadableComponent } from '@loadable/component';
import type { AnswerOf, AnyOperation, InputOf } from '../contract/operation';
import type { Rolle } from '../site/roles';

import type { LayoutName } from '../site/sections';

export type { LayoutName };

export type QueryValue = string | number | boolean | ReadonlyArray<string | number> | undefined | null;
export type QueryParams = Record<string, QueryValue>;

/**
 * Read access to the CMS contract (spec §7). The server gives loaders an implementation that either
 * answers in-process from the embedded store or asks the upstream CMS.
 */
export interface CmsClient {
  /** The spec's data helper: a declared operation with its input, `null` on any failure (spec §7, §8). */
  get<O extends AnyOperation>(operation: O, ...input: CallInput<O>): Promise<AnswerOf<O> | null>;
  /**
   * For data a page cannot do without: `null` when the CMS says 404 (or 400), throws when the CMS fails,
   * so a detail page answers 404 for an unknown id and 500 (not an empty page) for an outage.
   */
  load<O extends AnyOperation>(operation: O, ...input: CallInput<O>): Promise<AnswerOf<O> | null>;
  /**
   * Any operation, writes included: the typed answer, or the status and body of a refusal. Throws only
   * when the CMS cannot be reached. Carries the session's token where the operation reads one.
   */
  call<O extends AnyOperation>(operation: O, ...input: CallInput<O>): Promise<CallResult<O>>;
}

/** The whole answer of a call: the data on success, else the status and the error body as it came. */
export type CallResult<O> = { ok: true; data: AnswerOf<O> } | { ok: false; status: number; body: unknown };

/** The input argument of a call: optional when the operation needs none. */
export type CallInput<O> = {} extends InputOf<O> ? [input?: InputOf<O>] : [input: InputOf<O>];

/** The intranet user as the page may see it: never the token. */
export interface SessionUser {
  uuid: string;
  vorname: string;
  nachname: string;
  email: string;
  /** What the user may do (shared/site/roles.ts); every intranet user reads the intranet. */
  rollen: Rolle[];
}

/**
 * A council member signed into the council information system (/ratsinfo) as the page may see it:
 * never the token. Not an intranet user: the two areas have their own accounts and sessions.
 */
export interface RatsinfoUser {
  uuid: string;
  vorname: string;
  nachname: string;
  email: string;
  /** The member the account belongs to (their public page), or null. */
  person: { id: number; slug: string; name: string } | null;
}

/** Third-party services of the two-click embeds (server/config.ts); null = not set up. */
export interface EmbedSettings {
  bookingWidgetUrl: string | null;
  tourenportalKey: string | null;
}

export interface LoaderContext {
  /** Route parameters, already percent-decoded. */
  params: Readonly<Record<string, string | undefined>>;
  query: URLSearchParams;
  pathname: string;
  cms: CmsClient;
  /** The intranet user of the request's session, if any. */
  user: SessionUser | null;
  /**
   * The council member of the request's council session, on the pages of the council information
   * system (/ratsinfo) only; null everywhere else and without a session.
   */
  ratsinfoUser: RatsinfoUser | null;
  /**
   * The site's public origin ('https://www.musterstadt.de'): PUBLIC_URL, else the request's own
   * scheme and host. For absolute links such as webcal:// calendar subscriptions.
   */
  origin: string;
  /** Settings of the third-party embeds (booking widget, hiking portal); absent = none set up. */
  embeds?: EmbedSettings;
  /**
   * The route's action refused a POST and the page is shown again: its messages and the values to
   * keep in the fields. Null on every other request.
   */
  form: FormResult | null;
  /**
   * Token for the forms on the page (`_csrf`, ADR 28): outside the signed-in areas a signed form token
   * that needs no cookie (`formKeyOf` reads the form's key from it); in the signed-in areas the token
   * bound to the CSRF cookie (reading it sets the cookie on first use).
   */
  readonly csrf: string;
  /**
   * A choice this visitor asked the site to remember (a functional cookie set by an action's
   * `remember`, ADR 51), or null. Only the site's choice cookies can be read this way, never a
   * session's. A page that reads one is not kept by a shared cache for the visitors who have it.
   */
  remembered?: (name: string) => string | null;
}

/**
 * A choice remembered for one visitor (ADR 51): a functional cookie (`st_wahl_{name}`, HttpOnly,
 * SameSite=Lax) that only an action sets, when the visitor asks for it, and that goes only to `path`
 * and to its navigation data (so that the rest of the site stays in the page cache). `value` null
 * forgets the choice.
 */
export interface RememberedChoice {
  name: string;
  value: string | null;
  path: string;
  maxAgeDays: number;
}

/** What a refused form shows: field errors, the values typed (never passwords), a message above the form. */
export interface FormResult {
  /** Field name → German message. */
  errors: Record<string, string>;
  /** Field name → value to keep in the field. */
  values: Record<string, string | string[]>;
  message?: string;
}

/** Limits of a route's multipart uploads; without them a form may send no files at all. */
export interface UploadLimits {
  /** Most files in one request. */
  files: number;
  /** Largest file in bytes. */
  fileSize: number;
}

/** A file of a multipart form, stored as a temporary file until the request ends. */
export interface UploadedFile {
  /** Name of the form field. */
  field: string;
  /** File name as the browser sent it (never trust it as a path). */
  filename: string;
  /** MIME type as the browser sent it (check the content before relying on it). */
  mimeType: string;
  size: number;
  /** Temporary file under DATA_DIR/tmp, deleted after the request unless the action moved it. */
  path: string;
}

/** Counted before a secret is checked (ADR 10): either the seconds to wait, or the attempt to report on. */
export type ThrottleDecision = { wait: number } | { wait: 0; attempt: { succeeded(): Promise<void>; abandoned(): Promise<void> } };

/**
 * The signed-in session as an action may change it: the session of the area the action's page belongs
 * to (the council information system's below /ratsinfo, else the intranet's). The server implements it
 * for each area's cookie (server/session) behind this one interface.
 */
export interface ActionSession {
  /** Starts a session with the token a CMS login returned (sets the encrypted session cookie). */
  start(token: string, uuid: string): void;
  /** Ends the session (clears the cookie). */
  clear(): void;
  /** The CMS token of the session cookie (decrypted, not yet confirmed by the CMS), or null. */
  token(): string | null;
  /** The user uuid of the session cookie, or null. */
  uuid(): string | null;
  /** Throttling of guessed secrets (ADR 10), counted in the site's store for every instance (ADR 20). */
  throttle: {
    /** A password check of `account` from the request's address. */
    login(account: string): Promise<ThrottleDecision>;
    /** Any other secret checked per key (e.g. the current password of one user). */
    key(key: string): Promise<ThrottleDecision>;
    /**
     * Limits of accepted events within `scope` (submissions of the citizen forms, ADR 28), counted in
     * the site's store for every instance: `wait(n)` says whether `n` more stay within every limit (0)
     * or how many seconds until they do, and counts nothing; `count(n)` counts them once they were
     * accepted. Refused tries are never counted.
     */
    limits(scope: string, limits: readonly WindowLimit[]): { wait(n?: number): Promise<number>; count(n?: number): Promise<void> };
  };
}

/**
 * One limit of accepted events: at most `max` per `windowMs`, counted per the request's network (`'netz'`:
 * an IPv4 address by its /24, an IPv6 address by its /64) or per another key (an e-mail address; it is
 * stored only as a keyed hash).
 */
export interface WindowLimit {
  per: 'netz' | { key: string };
  max: number;
  windowMs: number;
}

export interface ActionContext extends Omit<LoaderContext, 'form' | 'csrf'> {
  /** The parsed form: urlencoded or multipart (fields repeated in the form arrive as arrays). */
  body: { fields: Record<string, string | string[]>; files: UploadedFile[] };
  session: ActionSession;
  /** Same origin and CSRF token were checked before the body was read; a failed check never reaches an action (403). */
  csrfChecked: true;
  /** The client's address (behind the configured proxies), for rate limits. */
  ip: string;
  /** The Idempotency-Key header, if the client sent one. */
  idempotencyKey: string | null;
  /**
   * A form anyone may send (outside the signed-in areas): its signed token, checked (ADR 28). The key
   * is the form's idempotency key, `shownAt` when the form was first shown (ms) and `ageMs` how long
   * ago that was by the server's clock: times the visitor cannot choose. Null on the forms of the
   * signed-in areas (their token is bound to a cookie).
   */
  formToken: {
    key: string;
    shownAt: number;
    ageMs: number;
    /** The site's minimum fill time (FORM_MIN_FILL_MS): a form sent sooner after it was shown looks like a program's (ADR 28). */
    minFillMs: number;
    /** The form's proof of work (ADR 54): solved for this form, absent (no JavaScript, or it failed there), or sent but not valid. */
    work: 'solved' | 'absent' | 'invalid';
  } | null;
}

/**
 * Either POST/redirect/GET (303), or the route's page again with the form's errors and values
 * (status 422, or 400/401/429/503 as the action says). Build them with `redirectAfterPost` and
 * `invalid` (shared/routing/action.ts).
 */
export type ActionResult =
  | { kind: 'redirect'; location: string; clearBrowserCache?: boolean; remember?: RememberedChoice[] }
  | {
      kind: 'invalid';
      status: InvalidStatus;
      form: FormResult;
      retryAfter?: number;
      /** The form comes back with a new token and key (a form already sent, to be sent as a new one). */
      freshToken?: true;
    }
  /**
   * Done, and answered with the route's page itself (200) instead of a redirect: for a POST whose
   * sender cannot follow one (RFC 8058's one-click unsubscribe). The loader sees `form` with the
   * action's message and values.
   */
  | { kind: 'done'; form: FormResult };

export type InvalidStatus = 400 | 401 | 403 | 409 | 413 | 422 | 429 | 503;

/** Handles a POST to the route's own URL (see ActionContext, ActionResult). */
export type Action = (ctx: ActionContext) => Promise<ActionResult>;

export interface LoaderResult<T> {
  /** Document title without the site suffix. */
  title: string;
  description?: string;
  /**
   * Site path of the main address of this content when the page shows it under a second address
   * (e.g. an office under /servicebw/ and /rathaus/fachaemter/): becomes <link rel="canonical">.
   */
  canonical?: string;
  /**
   * The public address this page shows as (the editorial desk's preview): its layout, menus, breadcrumb
   * and sidebar are those of that address, exactly as the public page will have them.
   */
  shownAs?: string;
  /**
   * 404: the page itself says that what was asked for is gone, in its own words and with its own way
   * on (a removed entry offering a new one), instead of the general error page. Default 200.
   */
  status?: 404;
  /**
   * A private link's page: never in a search engine nor in a shared cache (`Cache-Control: private,
   * no-store`, not kept by the page cache), whatever its status.
   */
  noindex?: true;
  /** What the document's head tells search engines and sites a link is shared on (server only). */
  meta?: PageMeta;
  /** Meant for one visitor (a thank-you page with a reference number): never kept by a shared cache. */
  personal?: true;
  data: T;
}

/**
 * The head's description of a page beyond title and description (server only, never in the page
 * state): its picture and kind for Open Graph and Twitter cards, and its structured data (JSON-LD).
 */
export interface PageMeta {
  /** The page's own picture (a CMS image); without it the town's crest stands for the page. */
  image?: { url: string; alt: string };
  /** Open Graph type: a news item is an article; every other page a website. */
  type?: 'article';
  /** When an article was published and last changed (ISO instants or dates). */
  published?: string;
  modified?: string;
  /** schema.org blocks, with absolute addresses on `LoaderContext.origin`. */
  jsonLd?: object[];
}

export type Loader<T = unknown> = (ctx: LoaderContext) => Promise<LoaderResult<T>>;

export type LoaderData<L> = L extends Loader<infer T> ? T : never;

export interface PageProps<T = unknown> {
  data: T;
}

export interface PageModule {
  default: ComponentType<PageProps<any>>;
}

/** A code-split page: loadable component plus the id that names its chunk in the asset manifest. */
export interface PageEntry {
  /** Source path below shared/ without extension, e.g. 'pages/home/HomePage'. */
  id: string;
  Component: LoadableComponent<PageProps<any>>;
  /** Loads the chunk (once) and resolves when the component can render synchronously. */
  preload: () => Promise<void>;
}

export interface RouteDef {
  /** Unique name, used in logs and tests. */
  id: string;
  /** react-router path pattern. */
  path: string;
  page: PageEntry;
  /** Server-only: the client build replaces loaders by `undefined` (see scripts/build.ts). */
  loader?: Loader<any>;
  /** Server-only, like the loader: answers a POST to the route's URL. Without it a POST is 405. */
  action?: Action;
  /** What the action's multipart form may upload; without it no files. */
  upload?: UploadLimits;
  /**
   * The address itself carries a sealed authority (an unsubscribe link of an e-mail): a POST to it
   * needs no form token and may come from anywhere, as RFC 8058's one-click POST of a mail program
   * does. Its action must act on nothing but what the sealed address names.
   */
  oneClick?: true;
  /**
   * Never in a search engine: the page says `noindex` and is not in the sitemap (the site search's
   * results, a form's thank-you page, a private link's page). Pages of a signed-in area never are.
   */
  noindex?: true;
  /**
   * Not in the sitemap although indexable: its content has its own address elsewhere, which its
   * canonical link names (the events under /stadtleben/ are those of /gaeste/).
   */
  sitemap?: false;
  /**
   * Server-only, like the loader: every address of this route with parameters that has a page now,
   * for the sitemap, where the site search does not find them all (a plot that is sold, the parking
   * notes of a construction site).
   */
  addresses?: SitemapAddresses;
}

/**
 * A feed of a part at its own site address (ADR 51): an answer that is no page (an iCalendar file, an
 * RSS feed), built from the contract like a loader's data. GET and HEAD only.
 */
export interface SiteFeed {
  /** The exact site path it answers, e.g. '/rathaus/mein-ort/kalender.ics'. */
  path: string;
  /** The answer, or null for a 404 (an unknown or missing parameter). */
  render(ctx: { query: URLSearchParams; cms: CmsClient; origin: string }): Promise<SiteFeedAnswer | null>;
}

export interface SiteFeedAnswer {
  /** 'text/calendar; charset=utf-8', 'application/rss+xml; charset=utf-8' */
  contentType: string;
  body: string;
  /** Sent as a download under this name. */
  filename?: string;
}

/** The pages of a route with parameters, as addresses in their one form (ADR 32). */
export type SitemapAddresses = (cms: CmsClient) => Promise<string[]>;

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string | undefined>;
}
