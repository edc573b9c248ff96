import crypto from 'node:crypto';
import { FORM_TOKEN } from '../../shared/routing/form-token';
import { deriveKey } from './seal';

/**
 * Forms anyone may send (the citizen forms, the business self-entry) carry a token the server checks
 * without any cookie (ADR 28): a cookie may be blocked, a private window may end it, a phone may drop
 * it, and a form must still go through. The token is signed with a key derived from SESSION_SECRET
 * and binds
 *
 * - the form: its address (a token of one form is refused by every other),
 * - its time: when the form was first shown, so the minimum fill time counts from a time nobody can
 *   choose, and a token older than FORM_TOKEN_MAX_AGE_MS is refused (the form comes back with every
 *   value and a fresh token),
 * - its key: the form's idempotency key (ADR 13). A submission stored under it cannot be stored again,
 *   so one token stores at most one submission (single use).
 *
 * Cross-site requests are refused before (Origin, Sec-Fetch-Site); the cookie-bound CSRF token stays
 * the protection of the signed-in areas, whose forms rely on a cookie anyway.
 */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60_000;
/** A form shown later than this (clocks of several instances differ a little) is no form of ours. */
const CLOCK_SKEW_MS = 60_000;

export type FormTokenCheck =
  | { ok: true; key: string; shownAt: number; ageMs: number; token: string }
  /** missing/invalid: no token of this form; expired: ours, but older than the maximum age (its key is kept). */
  | { ok: false; reason: 'fehlt' | 'ungueltig' | 'abgelaufen'; key?: string };

export interface FormTokens {
  /** A token for the form at `path`: a new key and now, or the key and time of the form shown before. */
  issue(path: string, key?: string, shownAt?: number): string;
  /** Whether `token` is a token of the form at `path`, not too old. */
  check(token: unknown, path: string): FormTokenCheck;
}

/** The address a token is bound to: the path without a trailing slash ('/rathaus/kontakt/' and '/rathaus/kontakt' are one form). */
export const formPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function createFormTokens(secret: string, now: () => number = Date.now): FormTokens {
  const key = deriveKey(secret, 'formular-token hmac-sha256');
  const sign = (path: string, formKey: string, shown: string) =>
    crypto
      .createHmac('sha256', key)
      .update(`f1|${formPath(path)}|${formKey}|${shown}`)
      .digest('base64url');
  return {
    issue(path, formKey = crypto.randomBytes(18).toString('base64url'), shownAt = now()) {
      const shown = Math.max(0, Math.floor(shownAt)).toString(36);
      return `f1.${formKey}.${shown}.${sign(path, formKey, shown)}`;
    },
    check(token, path) {
      if (typeof token !== 'string' || token === '') return { ok: false, reason: 'fehlt' };
      const m = FORM_TOKEN.exec(token);
      if (!m) return { ok: false, reason: 'ungueltig' };
      const [, formKey, shown, mac] = m as unknown as [string, string, string, string];
      const expected = Buffer.from(sign(path, formKey, shown));
      const got = Buffer.from(mac);
      if (expected.length !== got.length || !crypto.timingSafeEqual(expected, got)) return { ok: false, reason: 'ungueltig' };
      const shownAt = parseInt(shown, 36);
      const age = now() - shownAt;
      if (age < -CLOCK_SKEW_MS) return { ok: false, reason: 'ungueltig' };
      if (age > FORM_TOKEN_MAX_AGE_MS) return { ok: false, reason: 'abgelaufen', key: formKey };
      return { ok: true, key: formKey, shownAt, ageMs: age, token };
    },
  };
}
