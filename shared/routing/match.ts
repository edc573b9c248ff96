import type { PageEntry, RouteDef, RouteMatch } from './types';

/**
 * The route matcher, compiled once per route table (at start-up): each path pattern becomes a regular
 * expression and the table is ranked once. The rules are react-router's (`matchRoutes`), which the
 * route table was written for and a unit test compares against:
 *
 * - `:name` matches one non-empty segment, `:name?` an optional one, a final `*` the rest (`params['*']`);
 * - a trailing slash is optional; every route matches case-sensitively (ADR 10);
 * - more specific paths win: each segment scores (static 10, parameter 3, empty 1, plus the number of
 *   segments, a splat costs 2), equal scores keep the order of the table;
 * - the path is percent-decoded segment by segment before matching (an escaped '/' stays '%2F' and
 *   becomes '/' in the parameter); a path that cannot be decoded is matched as it is.
 */

interface CompiledRoute {
  route: RouteDef;
  score: number;
  regex: RegExp;
  params: { name: string; optional: boolean }[];
}

export interface RouteTable {
  routes: readonly RouteDef[];
  /** The route for a path, or null. */
  match: (pathname: string) => RouteMatch | null;
  find: (id: string) => RouteDef | undefined;
}

const PARAM = /^:[\w-]+$/;

function score(path: string): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0);
  for (const s of segments) {
    if (s === '*') continue;
    total += PARAM.test(s) ? 3 : s === '' ? 1 : 10;
  }
  return total;
}

/** '/a/:b?/c' → ['/a/:b/c', '/a/c']: one pattern per combination of the optional segments. */
function explodeOptionalSegments(path: string): string[] {
  const [first = '', ...rest] = path.split('/');
  const optional = first.endsWith('?');
  const required = first.replace(/\?$/, '');
  if (rest.length === 0) return optional ? [required, ''] : [required];
  const restExploded = explodeOptionalSegments(rest.join('/'));
  const result = restExploded.map((sub) => (sub === '' ? required : [required, sub].join('/')));
  if (optional) result.push(...restExploded);
  return result.map((exploded) => (path.startsWith('/') && exploded === '' ? '/' : exploded));
}

function compile(path: string, caseSensitive: boolean): Pick<CompiledRoute, 'regex' | 'params'> {
  const params: CompiledRoute['params'] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)(\?)?/g, (m: string, name: string, optional: string | undefined, index: number, str: string) => {
        params.push({ name, optional: optional !== undefined });
        if (optional) {
          const next = str.charAt(index + m.length);
          return next && next !== '/' ? '/([^\\/]*)' : '(?:/([^\\/]*))?';
        }
        return '/([^\\/]+)';
      })
      .replace(/\/([\w-]+)\?(\/|$)/g, '(/$1)?$2');
  if (path.endsWith('*')) {
    params.push({ name: '*', optional: false });
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  return { regex: new RegExp(source, caseSensitive ? undefined : 'i'), params };
}

/** Each segment percent-decoded; an escaped '/' stays escaped so it cannot split a segment. */
function decodePath(value: string): string {
  try {
    return value
      .split('/')
      .map((v) => decodeURIComponent(v).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return value;
  }
}

export function createRouteTable(routes: readonly RouteDef[]): RouteTable {
  const compiled: CompiledRoute[] = [];
  for (const route of routes) {
    const patterns = route.path === '' || !route.path.includes('?') ? [route.path] : explodeOptionalSegments(route.path);
    for (const pattern of patterns) {
      const full = `/${pattern}`.replace(/\/\/+/g, '/');
      // Case-sensitive like every route of the server (ADR 10); capitals are redirected before matching.
      compiled.push({ route, score: score(full), ...compile(pattern, true) });
    }
  }
  // Array.prototype.sort is stable: equal scores keep the table's order.
  compiled.sort((a, b) => b.score - a.score);
  const byId = new Map(routes.map((r) => [r.id, r]));

  return {
    routes,
    find: (id) => byId.get(id),
    match(pathnameArg) {
      // Like a URL's path: anything from '?' or '#' on is not part of it.
      const pathname = pathnameArg.replace(/[?#].*$/, '') || '/';
      const decoded = decodePath(pathname);
      for (const c of compiled) {
        const m = c.regex.exec(decoded);
        if (!m) continue;
        const params: Record<string, string | undefined> = {};
        c.params.forEach((p, i) => {
          const value = m[i + 1];
          params[p.name] = p.optional && !value ? undefined : (value ?? '').replace(/%2F/g, '/');
        });
        return { route: c.route, params };
      }
      return null;
    },
  };
}

/** The last segment of an item's address: a slug with its id ('sommerfest_1234'). */
const ITEM_SEGMENT = /_\d+$/;

/**
 * The one form of a page's address (ADR 32), as the route table writes it: a route whose pattern ends
 * in '/' (section homes, lists, hubs) is addressed with a trailing slash, every other route (an item,
 * a letter, a form's thank-you page) without one. Editorial pages (a splat) are folders with the
 * slash, except a page addressed by slug and id, an item like any other ('/wirtschaft/windenergie/
 * faq_2613'; shared/site/paths.ts links them so). The other form of an address answers 301 to this one.
 */
export function canonicalPathname(route: Pick<RouteDef, 'path'>, pathname: string): string {
  const bare = pathname.replace(/\/+$/, '');
  if (bare === '') return '/';
  const folder = route.path.endsWith('/') || (route.path.endsWith('*') && !ITEM_SEGMENT.test(bare));
  return folder ? `${bare}/` : bare;
}

/** The code-split page that shows a page state: its route's page, or the error page. */
export function pageEntryIn(table: RouteTable, state: { status: number; routeId: string | null }, errorPage: PageEntry): PageEntry {
  // A route's page also shows a refused form (status 422 and the like); error states have no route.
  const route = state.routeId ? table.find(state.routeId) : undefined;
  return route?.page ?? errorPage;
}
