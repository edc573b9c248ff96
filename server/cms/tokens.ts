import crypto from 'node:crypto';
import { dummyPasswordHash, verifyPassword } from './passwords';

/**
 * Tokens and password checks of the embedded CMS's accounts (the intranet's and the council
 * information system's): each area keeps its own accounts and tokens in its own tables, with the same
 * rules.
 */

/** A new token: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256 hash: a copy of the database logs nobody in. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Whether a string can be a token at all (checked before the database is asked). */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{20,200}$/.test(token);

/**
 * Whether a login may go ahead: the account exists, is active and the password matches. Always
 * verifies against some hash, so unknown addresses and wrong passwords take the same time; a disabled
 * account answers like a wrong password and tells nobody that the address exists.
 */
export async function passwordAccepted(account: { passwort_hash: string; aktiv: number } | undefined, passwort: string): Promise<boolean> {
  const ok = await verifyPassword(passwort, account?.passwort_hash ?? (await dummyPasswordHash()));
  return !!account && ok && account.aktiv === 1;
}
