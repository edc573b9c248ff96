import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { BusyError, fairQueue } from '../util/concurrency';
import { currentRequester } from '../util/requester';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/**
 * OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1 (128 MiB, about 0.3 s here).
 * The parameters are stored with each hash so they can be raised later without breaking old hashes.
 */
const PRODUCTION_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
let PARAMS: { N: number; r: number; p: number } = PRODUCTION_PARAMS;

/**
 * Sets the work factor N of new hashes (a power of two). The test suites hash with a small N, since
 * hundreds of logins at the production cost would take minutes; tests of the hashing queue and the
 * timing of unknown accounts set the production cost back with `setHashCost()` without argument.
 */
export function setHashCost(N: number = PRODUCTION_PARAMS.N): void {
  if (!Number.isInteger(Math.log2(N)) || N < 2 ** 4) throw new Error(`scrypt N muss eine Zweierpotenz ≥ 16 sein, nicht ${N}`);
  PARAMS = { ...PRODUCTION_PARAMS, N };
  dummyHash = null;
}

/**
 * The stored hash of a known password, as the demo content brings it (precomputed, so seeding costs
 * no deliberately slow hashing), or a fresh one when the current parameters differ from the stored
 * ones: a raised work factor reaches the demo accounts too.
 */
export async function demoPasswordHash(password: string, precomputed: string): Promise<string> {
  const [, n, r, p] = precomputed.split('$');
  return Number(n) === PARAMS.N && Number(r) === PARAMS.r && Number(p) === PARAMS.p ? precomputed : hashPassword(password);
}

function maxmem(N: number, r: number): number {
  return 128 * N * r + 16 * 1024 * 1024;
}

/**
 * Each hash takes 128 MiB and a core for about 0.3 s. Two run at once; beyond that BusyError answers
 * at once (503), so a burst of logins cannot stall the pages or the memory. The queue is fair (ADR
 * 29): the intranet's and the council's checks are two shares that take turns, and within each the
 * clients' addresses take turns, with four places to wait per address and eight per share. So a
 * flood from one address holds at most its own places, a login from another address waits behind
 * one check at most, and the council's login keeps its own share whatever the intranet's load.
 */
const hashing = fairQueue(2, { perShare: 8, perKey: 4 });

/** Whose check it is: the signed-in area's share of the queue ('intranet', 'ratsinfo'). */
export type HashShare = string;

function derive(password: string, salt: Buffer, keylen: number, N: number, r: number, p: number, share: HashShare): Promise<Buffer> {
  const requester = currentRequester();
  return hashing
    .run(() => scrypt(password.normalize('NFC'), salt, keylen, { N, r, p, maxmem: maxmem(N, r) }), { share, key: requester?.address })
    .catch((error: unknown) => {
      // The login throttle counts such a refusal for the address (throttle.ts): a flood ends at its limit.
      if (error instanceof BusyError && requester) requester.refusedForLoad = true;
      throw error;
    });
}

export async function hashPassword(password: string, share: HashShare = 'intranet'): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await derive(password, salt, KEY_LENGTH, PARAMS.N, PARAMS.r, PARAMS.p, share);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string, share: HashShare = 'intranet'): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), expected.length, N, R, P, share);
  return key.length === expected.length && crypto.timingSafeEqual(key, expected);
}

/** A hash of a random password, compared against when an e-mail is unknown, so both paths cost the same. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return dummyHash;
}
