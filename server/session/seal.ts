import crypto from 'node:crypto';
import type { SessionKind } from '../../shared/contract/operation';

/**
 * A session cookie (intranet, council information system): the CMS token, the user's uuid and the
 * absolute expiry, encrypted and authenticated with AES-256-GCM under a key derived (HKDF-SHA256)
 * from the session secret. Nothing in it is readable or changeable without the secret; a changed byte
 * fails the GCM tag. Each area seals under its own key and purpose label (the GCM's additional data),
 * so a cookie of one area never opens as a session of another.
 */
export interface SessionPayload {
  /** CMS token (never leaves the server in clear). */
  token: string;
  uuid: string;
  /** Absolute expiry, epoch milliseconds (spec §9: one hour after login). */
  exp: number;
}

const VERSION = 'v1';

/** The purpose label of each area's cookie: sealed in as additional data, and part of its key's derivation. */
export const SESSION_PURPOSES: { readonly [K in SessionKind]: string } = {
  intranet: 'musterstadt-intranet-sitzung-v1',
  ratsinfo: 'musterstadt-ratsinfo-sitzung-v1',
};

/** The keys of one area's cookie, and the site's CSRF key (one for all forms). */
export interface SessionKeys {
  cookie: Buffer;
  /** The purpose label (AAD) the cookie is sealed with. */
  purpose: Buffer;
  csrf: Buffer;
}

export function deriveKeys(secret: string, kind: SessionKind = 'intranet'): SessionKeys {
  const derive = (info: string) => Buffer.from(crypto.hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.from('musterstadt-sitzung'), Buffer.from(info), 32));
  return {
    // The intranet keeps the key it always had, so its open sessions survive an update.
    cookie: derive(kind === 'intranet' ? 'cookie aes-256-gcm' : `${SESSION_PURPOSES[kind]} cookie aes-256-gcm`),
    purpose: Buffer.from(SESSION_PURPOSES[kind]),
    csrf: derive('csrf hmac-sha256'),
  };
}

export function seal(keys: SessionKeys, payload: SessionPayload): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keys.cookie, iv);
  cipher.setAAD(keys.purpose);
  const body = Buffer.concat([cipher.update(JSON.stringify({ t: payload.token, u: payload.uuid, e: payload.exp }), 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

/** The payload, or null when the value is malformed, tampered with, sealed under another key or expired. */
export function unseal(keys: SessionKeys, value: unknown, now = Date.now()): SessionPayload | null {
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith(`${VERSION}.`)) return null;
  const raw = Buffer.from(value.slice(VERSION.length + 1), 'base64url');
  if (raw.length < 12 + 16 + 2) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', keys.cookie, raw.subarray(0, 12));
    decipher.setAAD(keys.purpose);
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const text = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
    const p = JSON.parse(text) as { t?: unknown; u?: unknown; e?: unknown };
    if (typeof p.t !== 'string' || typeof p.u !== 'string' || typeof p.e !== 'number') return null;
    if (p.e <= now) return null;
    return { token: p.t, uuid: p.u, exp: p.e };
  } catch {
    return null;
  }
}

/** Signed double-submit CSRF: the form carries HMAC(key, value of the HttpOnly CSRF cookie). */
export function csrfTokenFor(keys: SessionKeys, cookieValue: string): string {
  return crypto.createHmac('sha256', keys.csrf).update(cookieValue).digest('base64url');
}

export function csrfMatches(keys: SessionKeys, cookieValue: string | undefined, submitted: unknown): boolean {
  if (!cookieValue || typeof submitted !== 'string' || !submitted) return false;
  const expected = Buffer.from(csrfTokenFor(keys, cookieValue));
  const got = Buffer.from(submitted);
  return expected.length === got.length && crypto.timingSafeEqual(expected, got);
}
