/**
 * The token of a form anyone may send (ADR 28): `f1.<key>.<shown>.<signature>`. The server signs it
 * (server/session/form-token.ts) and checks it without a cookie; this module only reads its parts, so
 * a page can name the form's key (its idempotency key, ADR 13) without the server's secret.
 *
 * - key: 18 random bytes, base64url; the form's key for the idempotency of its submission.
 * - shown: when the form was first shown, milliseconds in base 36; the minimum fill time counts from it.
 * - signature: HMAC-SHA256 over the form's address, the key and the time, base64url.
 */
export const FORM_TOKEN = /^f1\.([A-Za-z0-9_-]{24})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/;

/** The form's key inside a form token, or null for anything else (the cookie-bound token of a signed-in area). */
export function formKeyOf(token: string): string | null {
  return FORM_TOKEN.exec(token)?.[1] ?? null;
}
