import crypto from 'node:crypto';
import type { SessionKind } from '../../shared/contract/operation';

/**
 * Authenticated encryption under the site's secret (SESSION_SECRET): AES-256-GCM with a key derived by
 * HKDF-SHA256 per purpose, so a value sealed for one use never opens for another. Nothing sealed is
 * readable or changeable without the secret; a changed byte fails the GCM tag.
 *
 * It seals the session cookies of the two signed-in areas (intranet, council information system: the
 * CMS token, the user's uuid and the absolute expiry; each area under its own key and purpose label, so
 * a cookie of one area never opens as a session of another) and the private edit links of entries that
 * need approval (`sealer` with its own label, the business self-entry's
 * `/wirtschaft/gewerbeeintrag/{encryptedID}`).
 */
export interface SessionPayload {
  /** CMS token (never leaves the server in clear). */
  token: string;
  uuid: string;
  /** Absolute expiry, epoch milliseconds (spec §9: one hour after login). */
  exp: number;
}

const VERSION = 'v1';
const SALT = Buffer.from('musterstadt-sitzung');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The purpose label of each area's cookie: sealed in as additional data, and part of its key's derivation. */
export const SESSION_PURPOSES: { readonly [K in SessionKind]: string } = {
  intranet: 'musterstadt-intranet-sitzung-v1',
  ratsinfo: 'musterstadt-ratsinfo-sitzung-v1',
};

/** The keys of one area's cookie, and the site's CSRF key (one for all forms). */
export interface SessionKeys {
  cookie: Buffer;
  /** The purpose label (AAD) the cookie is sealed with. */
  purpose: string;
  csrf: Buffer;
}

/** A 256-bit key for one purpose ('cookie aes-256-gcm', 'csrf hmac-sha256', …), derived from the secret. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', Buffer.from(secret, 'utf8'), SALT, Buffer.from(purpose), 32));
}

export function deriveKeys(secret: string, kind: SessionKind = 'intranet'): SessionKeys {
  return {
    // The intranet keeps the key it always had, so its open sessions survive an update.
    cookie: deriveKey(secret, kind === 'intranet' ? 'cookie aes-256-gcm' : `${SESSION_PURPOSES[kind]} cookie aes-256-gcm`),
    purpose: SESSION_PURPOSES[kind],
    csrf: deriveKey(secret, 'csrf hmac-sha256'),
  };
}

/** `text` encrypted and authenticated under `key`, bound to `aad`: base64url of IV, ciphertext and tag. */
export function sealText(key: Buffer, aad: string, text: string, iv: Buffer = crypto.randomBytes(IV_BYTES)): string {
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The text sealed by `sealText` under the same key and aad, or null (malformed, tampered with, another key or purpose). */
export function openText(key: Buffer, aad: string, sealed: unknown, maxLength = 2000): string | null {
  if (typeof sealed !== 'string' || sealed.length > maxLength || !/^[A-Za-z0-9_-]+$/.test(sealed)) return null;
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES + 1) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Seals and opens short values for one purpose: its own derived key and its own associated data. */
export interface Sealer {
  seal(text: string): string;
  open(sealed: unknown): string | null;
}

/**
 * A sealer for one purpose. Each value sealed gets a random IV, except with `stable`: then the IV is
 * an HMAC of the value under a key of its own (a synthetic IV), so the same value always seals to the
 * same text (a private link stays the same link wherever it is shown) and different values never
 * share an IV. That reveals only whether two sealed texts hold the same value.
 */
export function sealer(secret: string, purpose: string, options: { stable?: boolean } = {}): Sealer {
  const key = deriveKey(secret, `${purpose} aes-256-gcm`);
  const ivKey = options.stable ? deriveKey(secret, `${purpose} synthetic-iv hmac-sha256`) : null;
  const aad = `musterstadt-${purpose}-v1`;
  return {
    seal: (text) => sealText(key, aad, text, ivKey ? crypto.createHmac('sha256', ivKey).update(text).digest().subarray(0, IV_BYTES) : undefined),
    open: (sealed) => openText(key, aad, sealed),
  };
}

export function seal(keys: SessionKeys, payload: SessionPayload): string {
  return `${VERSION}.${sealText(keys.cookie, keys.purpose, JSON.stringify({ t: payload.token, u: payload.uuid, e: payload.exp }))}`;
}

/** The payload, or null when the value is malformed, tampered with, sealed under another key or expired. */
export function unseal(keys: SessionKeys, value: unknown, now = Date.now()): SessionPayload | null {
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith(`${VERSION}.`)) return null;
  const text = openText(keys.cookie, keys.purpose, value.slice(VERSION.length + 1));
  if (text === null) return null;
  try {
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
