import crypto from 'node:crypto';
import { validatePassword } from '../../shared/site/validation';
import { dummyPasswordHash, hashPassword, verifyPassword, type HashShare } from './passwords';
import { problem, type Problem } from './contract/implement';

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
export async function passwordAccepted(account: { passwort_hash: string; aktiv: number } | undefined, passwort: string, share: HashShare): Promise<boolean> {
  const ok = await verifyPassword(passwort, account?.passwort_hash ?? (await dummyPasswordHash()), share);
  return !!account && ok && account.aktiv === 1;
}

/** Where an account keeps its password: its hash, and storing a new one (ending the account's other sessions). */
export interface PasswordStore {
  currentHash(): Promise<string | null>;
  replace(newHash: string): Promise<void>;
}

/**
 * A password change of the token's own account: the current password must match, the new one follow
 * spec §5 and differ from it. A refusal answers 400 with the message per field (`fehler`), as the
 * contract declares for both areas.
 */
export async function changeOwnPassword(
  body: { passwort_alt: string; passwort_neu: string },
  store: PasswordStore,
  share: HashShare,
): Promise<Problem | { data: true }> {
  const refuse = (field: 'passwort_alt' | 'passwort_neu', message: string) => problem(400, message, { fehler: { [field]: message } });
  const { passwort_alt: alt, passwort_neu: neu } = body;
  if (!alt) return refuse('passwort_alt', 'Bitte geben Sie Ihr bisheriges Passwort ein.');
  const rule = validatePassword(neu);
  if (rule) return refuse('passwort_neu', rule);
  const hash = await store.currentHash();
  if (!hash || !(await verifyPassword(alt, hash, share))) return refuse('passwort_alt', 'Das bisherige Passwort ist nicht korrekt.');
  if (alt === neu) return refuse('passwort_neu', 'Das neue Passwort muss sich vom bisherigen unterscheiden.');
  await store.replace(await hashPassword(neu, share));
  return { data: true };
}
