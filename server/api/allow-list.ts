import { parts } from '../cms/registry';
import { operationMatcher } from '../cms/contract/match';
import type { AnyOperation } from '../../shared/contract/operation';

/**
 * The paths of the CMS contract that the site forwards to an upstream CMS (everything else: 404): the
 * declared operations (shared/contract), and the patterns of the parts that have not declared theirs yet.
 */
const declared = operationMatcher(parts.flatMap((p) => p.operations ?? []).map((i) => ({ operation: i.operation, value: i.operation })));

/** The declared operation a forwarded request is, if any (the proxy forwards only the headers it names). */
export function declaredOperation(method: string, path: string): AnyOperation | null {
  const found = declared(method, path);
  return 'status' in found ? null : found.value;
}

const ALLOWED: ReadonlyArray<[method: 'GET' | 'POST', pattern: RegExp]> = [
  ['GET', /^\/cms\/suche(\/vorschlaege)?$/],

  ['POST', /^\/cms\/login$/],
  ['POST', /^\/cms\/intranet\/logout$/],
  ['POST', /^\/cms\/intranet\/passwort$/],
  ['GET', /^\/cms\/intranet\/user\/[0-9a-f-]{36}$/],
  ['GET', /^\/cms\/intranet\/rubrik$/],
  ['GET', /^\/cms\/intranet\/rubrik\/[a-z0-9-]{1,60}$/],
];

/** `path` is relative to /api. HEAD counts as GET. */
export function isAllowed(method: string, path: string): boolean {
  if (declaredOperation(method, path)) return true;
  const m = method === 'HEAD' ? 'GET' : method;
  return ALLOWED.some(([am, re]) => am === m && re.test(path));
}
