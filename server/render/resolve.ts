import type { Logger } from 'pino';
import { ForbiddenError, NotFoundError, RedirectResponse } from '../../shared/routing/errors';
import type {
  CmsClient,
  EmbedSettings,
  FormResult,
  LoaderContext,
  LoaderResult,
  PageMeta,
  RatsinfoUser,
  RouteDef,
  SessionUser,
} from '../../shared/routing/types';
import { canonicalPathname, type RouteTable } from '../../shared/routing/match';
import type { PageState } from '../../shared/app/state';
import { errorTitle } from '../../shared/app/error-titles';
import { errorPage } from '../../shared/routes';
import type { ErrorReporter } from '../observability/errors';
import { CmsUnavailableError } from '../cms/client';
import { withoutPrivateLinks } from '../observability/logger';
import { islandsReady } from '../../shared/app/island';
import { layoutFor, sectionOf } from '../../shared/site/sections';

export type Resolution =
  | {
      kind: 'page';
      page: PageState;
      route: RouteDef | null /** The head's description of the page (server only). */;
      meta?: PageMeta /** Meant for one visitor (LoaderResult.personal). */;
      personal?: boolean;
    }
  | { kind: 'redirect'; location: string; status: number /** To the one form of the same address (ADR 32). */; form?: true };

export interface ResolveDeps {
  /** The route table, compiled once at start-up. */
  table: RouteTable;
  logger: Logger;
  reportError: ErrorReporter;
}

function errorState(pathname: string, search: string, status: number): PageState {
  return { pathname, search, status, routeId: null, title: errorTitle(status), layout: layoutFor(pathname).name, data: null };
}

/** True when every percent-escape in the path decodes to valid UTF-8. */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return !pathname.includes('\0') && !/%00/i.test(pathname);
  } catch {
    return false;
  }
}

/**
 * Decides what a URL shows before a byte is sent: the matched page with its loader's data, a
 * redirect, or the error page with 400/404/500 (ARCHITECTURE.md "status known before the first byte").
 */
/** The error page chunk must be loaded before an error state renders. */
export async function errorResolution(pathname: string, search: string, status: number): Promise<Resolution> {
  await errorPage.preload();
  await islandsReady();
  return { kind: 'page', page: errorState(pathname, search, status), route: null };
}

/**
 * The lower-case form of a page path with capitals outside its percent-escapes, else null. Every
 * address of the site is lower case (ADR 10); '/Rathaus/Suche' is answered with a redirect to
 * '/rathaus/suche' instead of a 404, and the escapes themselves ('%C3%A4') stay as they are.
 */
export function lowerCaseVariant(pathname: string): string | null {
  // '//Host/' must never become a protocol-relative Location: such paths match no route anyway.
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname.includes('\\')) return null;
  const lowered = pathname.replace(/(%[0-9A-Fa-f]{2})|[A-Z]+/g, (m, escape: string | undefined) => escape ?? m.toLowerCase());
  return lowered === pathname ? null : lowered;
}

export interface ResolveContext {
  cms: CmsClient;
  user: SessionUser | null;
  /** The council member of a council session, on the pages of /ratsinfo only. */
  ratsinfoUser: RatsinfoUser | null;
  origin: string;
  embeds?: EmbedSettings;
  /** A refused form shown again (the route's action said so), else null. */
  form: FormResult | null;
  /** Creates (once) the CSRF token for forms; called only when a loader reads `csrf`. */
  csrf: () => string;
  /** HTTP status of a page shown again with a refused form (422, 400, …); 200 otherwise. */
  status?: number;
  /** The visitor's remembered choices (ADR 51). */
  remembered?: (name: string) => string | null;
}

export async function resolvePage(url: URL, ctx: ResolveContext, deps: ResolveDeps): Promise<Resolution> {
  const exact = await resolveExact(url, ctx, deps);
  // Routes match case-sensitively (ADR 10). A page address typed with capitals that exists in lower
  // case is redirected there; anything else stays a 404.
  const lower = exact.kind === 'page' && exact.page.status === 404 ? lowerCaseVariant(url.pathname) : null;
  if (lower) {
    const alternative = await resolveExact(new URL(`${url.origin}${lower}${url.search}`), ctx, deps);
    // Straight to the one form of the lower-case address, not through a second redirect.
    if (alternative.kind === 'redirect' && alternative.form) return alternative;
    if (alternative.kind === 'redirect' || alternative.page.status === 200) return { kind: 'redirect', location: `${lower}${url.search}`, status: 301 };
  }
  return exact;
}

async function resolveExact(url: URL, ctx: ResolveContext, deps: ResolveDeps): Promise<Resolution> {
  const { pathname, search } = url;
  if (!isDecodablePath(pathname)) return errorResolution(pathname, search, 400);
  // The route matcher would read '//' as '/'; an address with an empty segment is no page of the site.
  if (pathname.includes('//')) return errorResolution(pathname, search, 404);
  const match = deps.table.match(pathname);
  if (!match) return errorResolution(pathname, search, 404);
  const { route, params } = match;
  // One address per page (ADR 32): the other form of the address (with or without the trailing
  // slash) moves to the route's own, the query kept. Not for a refused form shown again: its POST
  // went to the address its page had, and what was typed must come back on it.
  const form = canonicalPathname(route, pathname);
  if (form !== pathname && !ctx.form) {
    // Only to a page that is there (its route's page, also one that says in its own words that
    // something is gone): an unknown address stays a 404, an outage a 503, where it was asked for.
    const there = await resolveExact(new URL(`${url.origin}${form}${search}`), ctx, deps);
    // One that moves on goes there at once.
    if (there.kind === 'redirect') return there;
    if (there.page.routeId !== null) return { kind: 'redirect', location: `${form}${search}`, status: 301, form: true };
    return errorResolution(pathname, search, there.page.status);
  }
  try {
    const loaderContext: LoaderContext = {
      params,
      query: url.searchParams,
      pathname,
      cms: ctx.cms,
      user: ctx.user,
      ratsinfoUser: ctx.ratsinfoUser,
      origin: ctx.origin,
      embeds: ctx.embeds,
      form: ctx.form,
      // Read on demand: a page without forms sets no CSRF cookie and stays cacheable.
      get csrf() {
        return ctx.csrf();
      },
      ...(ctx.remembered ? { remembered: ctx.remembered } : {}),
    };
    const [result] = await Promise.all([
      route.loader ? route.loader(loaderContext) : Promise.resolve<LoaderResult<null>>({ title: '', data: null }),
      route.page.preload().then(islandsReady),
    ]);
    return {
      kind: 'page',
      route,
      ...(result.meta ? { meta: result.meta } : {}),
      ...(result.personal ? { personal: true } : {}),
      page: {
        pathname,
        search,
        status: ctx.status ?? result.status ?? 200,
        routeId: route.id,
        pageId: route.page.id,
        title: result.title,
        description: result.description,
        ...(result.canonical ? { canonical: result.canonical } : {}),
        ...(result.shownAs ? { shownAs: result.shownAs } : {}),
        // Decided here, once: a desk preview is shown in the layout of the address it previews.
        layout: layoutFor(result.shownAs ?? pathname).name,
        // Login pages and everything of a signed-in area, and what its route says no engine may list.
        ...(result.noindex || route.noindex || sectionOf(pathname)?.personal ? { noindex: true as const } : {}),
        data: result.data,
      },
    };
  } catch (error) {
    if (error instanceof NotFoundError) return errorResolution(pathname, search, 404);
    if (error instanceof ForbiddenError) return errorResolution(pathname, search, 403);
    if (error instanceof RedirectResponse) return { kind: 'redirect', location: error.location, status: error.status };
    const shown = withoutPrivateLinks(pathname);
    // The store (or the upstream CMS) said it is unavailable for now: 503, the visitor may retry.
    if (error instanceof CmsUnavailableError && error.status === 503) {
      deps.logger.warn({ err: error, route: route.id, pathname: shown }, 'Inhalte gerade nicht erreichbar');
      return errorResolution(pathname, search, 503);
    }
    deps.logger.error({ err: error, route: route.id, pathname: shown }, 'Loader fehlgeschlagen');
    deps.reportError(error, { route: route.id, pathname: shown });
    return errorResolution(pathname, search, 500);
  }
}
