import type { Logger } from 'pino';
import { matchRoute } from '../../shared/routes';
import { NotFoundError, RedirectResponse } from '../../shared/routing/errors';
import type { CmsClient, EmbedSettings, LoaderResult, RouteDef, SessionUser } from '../../shared/routing/types';
import type { PageState } from '../../shared/app/state';
import { errorTitle } from '../../shared/app/error-titles';
import { errorPage } from '../../shared/routes';
import type { ErrorReporter } from '../observability/errors';

export type Resolution =
  | { kind: 'page'; page: PageState; route: RouteDef | null }
  | { kind: 'redirect'; location: string; status: number };

export interface ResolveDeps {
  routes: RouteDef[];
  logger: Logger;
  reportError: ErrorReporter;
}

function errorState(pathname: string, search: string, status: number): PageState {
  return { pathname, search, status, routeId: null, title: errorTitle(status), data: null };
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
async function errorResolution(pathname: string, search: string, status: number): Promise<Resolution> {
  await errorPage.preload();
  return { kind: 'page', page: errorState(pathname, search, status), route: null };
}

export async function resolvePage(
  url: URL,
  ctx: { cms: CmsClient; user: SessionUser | null; origin: string; embeds?: EmbedSettings },
  deps: ResolveDeps,
): Promise<Resolution> {
  const { pathname, search } = url;
  if (!isDecodablePath(pathname)) return errorResolution(pathname, search, 400);
  const match = matchRoute(pathname, deps.routes);
  if (!match) return errorResolution(pathname, search, 404);
  const { route, params } = match;
  try {
    const [result] = await Promise.all([
      route.loader
        ? route.loader({ params, query: url.searchParams, pathname, cms: ctx.cms, user: ctx.user, origin: ctx.origin, embeds: ctx.embeds })
        : Promise.resolve<LoaderResult<null>>({ title: '', data: null }),
      route.page.preload(),
    ]);
    return {
      kind: 'page',
      route,
      page: {
        pathname,
        search,
        status: 200,
        routeId: route.id,
        title: result.title,
        description: result.description,
        ...(result.canonical ? { canonical: result.canonical } : {}),
        data: result.data,
      },
    };
  } catch (error) {
    if (error instanceof NotFoundError) return errorResolution(pathname, search, 404);
    if (error instanceof RedirectResponse) return { kind: 'redirect', location: error.location, status: error.status };
    deps.logger.error({ err: error, route: route.id, pathname }, 'Loader fehlgeschlagen');
    deps.reportError(error, { route: route.id, pathname });
    return errorResolution(pathname, search, 500);
  }
}
