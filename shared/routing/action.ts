import type { ActionResult, FormResult, InvalidStatus } from './types';

/**
 * Results of actions (the counterparts of `notFound()`/`redirect()` for loaders). An action may also
 * throw `notFound()` (404 page) or `redirect()` (followed with 303 after a POST).
 */

/** POST/redirect/GET: 303 to `location`, after JavaScript a client-side navigation. */
export function redirectAfterPost(location: string, options: { clearBrowserCache?: boolean } = {}): ActionResult {
  return { kind: 'redirect', location, ...(options.clearBrowserCache ? { clearBrowserCache: true } : {}) };
}

/**
 * Done, answered with the route's page (200) and the action's message and values instead of a
 * redirect: for a POST whose sender follows none (RFC 8058's one-click unsubscribe).
 */
export function shownAgain(o: { message?: string; values?: Record<string, string | string[]> }): ActionResult & { kind: 'done' } {
  return { kind: 'done', form: { errors: {}, values: o.values ?? {}, ...(o.message ? { message: o.message } : {}) } };
}

/** Fields whose values are never sent back to the browser. */
const SECRET_FIELD = /passw(or)?d|passwort|^_csrf$/i;

/**
 * The page again, with the form's errors and the values to keep: status 422 unless given (400, 401,
 * 429 and 503 with `retryAfter` seconds). Password fields and the CSRF token are never echoed.
 */
export function invalid(o: {
  errors?: Record<string, string>;
  values?: Record<string, string | string[]>;
  message?: string;
  status?: InvalidStatus;
  retryAfter?: number;
  /** A new token and form key for the form shown again (ADR 28), instead of the ones it was sent with. */
  freshToken?: boolean;
}): ActionResult & { kind: 'invalid' } {
  const values = Object.fromEntries(Object.entries(o.values ?? {}).filter(([k]) => !SECRET_FIELD.test(k)));
  const form: FormResult = { errors: o.errors ?? {}, values, ...(o.message ? { message: o.message } : {}) };
  return {
    kind: 'invalid',
    status: o.status ?? 422,
    form,
    ...(o.retryAfter ? { retryAfter: Math.max(1, Math.ceil(o.retryAfter)) } : {}),
    ...(o.freshToken ? { freshToken: true as const } : {}),
  };
}

/** One text field of a parsed form: the first value, '' when absent, cut to `max` characters. */
export function field(fields: Record<string, string | string[]>, name: string, max = 1000): string {
  const v = fields[name];
  const s = Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
  return s.slice(0, max);
}
