import crypto from 'node:crypto';
import type { CounterStore, Failures } from '../../shared/parts/drossel/store/store';
import { currentRequester } from '../util/requester';

/**
 * Login throttling after the OWASP Authentication Cheat Sheet ("Login Throttling"): the combination of
 * account and client address is throttled with a growing delay, so
 *
 * - one address cannot guess one account's password: after FREE_FAILURES failures of that pair every
 *   further attempt waits 30 s, doubling per failure, at most 15 minutes, even with the right password;
 * - nobody can lock out another person: the right password from an address that has not failed for the
 *   account keeps working, whatever others try;
 * - a whole address is not locked by a few typos of different people behind one NAT: the address as a
 *   whole is throttled only after ADDRESS_FREE_FAILURES failures (credential stuffing);
 * - guessing one account from many addresses is bounded: once the account has ACCOUNT_ALERT_FAILURES
 *   failures in the window, every address that has failed for it once must wait, fresh ones still pass.
 *
 * An attempt is counted before the password is checked (provisionally as a failure, undone on success
 * or when the check could not run), so parallel attempts cannot all pass the check before the first
 * failure is recorded. A check refused because the address's places in the hashing queue were taken
 * (server/cms/passwords.ts) stays counted for the address, not for the account or the pair: a flood
 * from one address reaches the address's limit in seconds and then waits without any hashing, and
 * nobody's account is slowed by somebody else's load (ADR 29). Counts decay: a key without failures
 * for WINDOW_MS starts fresh.
 *
 * The counts live in the site's store (ADR 20, part `drossel`): every instance counts the same
 * failures, and a restart forgets none. Each decision reads and writes its keys in one transaction
 * with the keys locked. Keys are HMACs under a secret of the site, so the store holds no e-mail
 * address and no client address.
 */
export const FREE_FAILURES = 5;
export const ADDRESS_FREE_FAILURES = 50;
export const ACCOUNT_ALERT_FAILURES = 20;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60_000;
export const WINDOW_MS = 60 * 60_000;
const MAX_ENTRIES = 50_000;

/** The pending check of one attempt: say how it ended. */
export interface Attempt {
  /** The password was right: the pair's failures are forgotten, this attempt is not counted. */
  succeeded(): Promise<void>;
  /**
   * The check could not run (store unavailable, overload): the attempt does not count, except for
   * the address when its check was refused for load.
   */
  abandoned(): Promise<void>;
}

export type ThrottleDecision = { wait: number } | { wait: 0; attempt: Attempt };

type Counts = Map<string, Failures>;

export class Throttle {
  constructor(
    private readonly store: CounterStore,
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key as the store keeps it. */
  private key(name: string): string {
    return crypto.createHmac('sha256', this.secret).update(name).digest('base64url');
  }

  private live(counts: Counts, key: string): Failures | undefined {
    const e = counts.get(key);
    return e && this.now() - e.letzter <= WINDOW_MS ? e : undefined;
  }

  /** Seconds until `key` may try again when it allows `free` failures, else 0. */
  private waitFor(counts: Counts, key: string, free: number): number {
    const e = this.live(counts, key);
    if (!e || e.fehler < free) return 0;
    const delay = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (e.fehler - free));
    const wait = e.letzter + delay - this.now();
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }

  /** The new counts of `keys` after adding `n` to each (null: the key is forgotten). */
  private added(counts: Counts, keys: readonly string[], n: number): Map<string, Failures | null> {
    const write = new Map<string, Failures | null>();
    for (const k of keys) {
      const e = this.live(counts, k);
      const fehler = Math.max(0, (e?.fehler ?? 0) + n);
      write.set(k, fehler === 0 ? null : { fehler, letzter: n > 0 ? this.now() : (e?.letzter ?? this.now()) });
    }
    return write;
  }

  /**
   * An attempt counted on `keys`; its outcome undoes the count (and on success forgets `forget`). A
   * check refused for load keeps the count of `address`.
   */
  private attempt(keys: readonly string[], forget: string | null, address: string | null = null): Attempt {
    // The request's requester learns whether the queue refused its check (server/cms/passwords.ts).
    const requester = currentRequester();
    let open = true;
    const undo = async (success: boolean) => {
      if (!open) return;
      open = false;
      const refused = !success && requester?.refusedForLoad === true;
      const undone = refused && address ? keys.filter((k) => k !== address) : keys;
      await this.store.failures(undone, (counts) => {
        const write = this.added(counts, undone, -1);
        if (success && forget) write.set(forget, null);
        return { answer: undefined, write };
      });
    };
    return { succeeded: () => undo(true), abandoned: () => undo(false) };
  }

  /**
   * Asks to check a password of `account` from `address`. Either the seconds to wait, or a pending
   * attempt, already counted as a failure until it says otherwise.
   */
  async begin(account: string, address: string): Promise<ThrottleDecision> {
    const acc = this.key(`konto:${account.trim().toLowerCase()}`);
    const pair = this.key(`paar:${account.trim().toLowerCase()}|${address}`);
    const addr = this.key(`adresse:${address}`);
    const keys = [pair, addr, acc];
    const wait = await this.store.failures(keys, (counts) => {
      const accountUnderAttack = (this.live(counts, acc)?.fehler ?? 0) >= ACCOUNT_ALERT_FAILURES;
      const w = Math.max(this.waitFor(counts, pair, accountUnderAttack ? 1 : FREE_FAILURES), this.waitFor(counts, addr, ADDRESS_FREE_FAILURES));
      return { answer: w, write: w ? new Map() : this.added(counts, keys, 1) };
    });
    if (wait) return { wait };
    return { wait: 0, attempt: this.attempt(keys, pair, addr) };
  }

  /** For other secrets checked per key (the current password when changing it): FREE_FAILURES per key. */
  async beginKey(key: string): Promise<ThrottleDecision> {
    const k = this.key(`schluessel:${key}`);
    const wait = await this.store.failures([k], (counts) => {
      const w = this.waitFor(counts, k, FREE_FAILURES);
      return { answer: w, write: w ? new Map() : this.added(counts, [k], 1) };
    });
    if (wait) return { wait };
    return { wait: 0, attempt: this.attempt([k], k) };
  }

  /**
   * Counts one event of `key` unless its window of `windowMs` is used up (at most `max` per window from
   * the key's first event): 0, or the seconds until the key may again. Shared by every instance.
   */
  async perWindow(key: string, max: number, windowMs: number): Promise<number> {
    const t = this.now();
    const { anzahl, bis } = await this.store.hit(this.key(`fenster:${key}`), windowMs, t);
    return anzahl > max ? Math.max(1, Math.ceil((bis - t) / 1000)) : 0;
  }

  /** Whether `n` more events of `key` stay within `max` of its running window: 0, or the seconds until the window ends. Counts nothing. */
  async windowWait(key: string, max: number, n = 1): Promise<number> {
    const t = this.now();
    const { anzahl, bis } = await this.store.peek(this.key(`fenster:${key}`), t);
    return anzahl + n > max ? Math.max(1, Math.ceil((bis - t) / 1000)) : 0;
  }

  /** Counts `n` events of `key` in its window (see windowWait). */
  async countWindow(key: string, windowMs: number, n = 1): Promise<void> {
    await this.store.hit(this.key(`fenster:${key}`), windowMs, this.now(), n);
  }
}

/**
 * Counts events per key in fixed windows in this process's memory: at most `max` per key in
 * `windowMs` from the key's first event. For limits that protect one process (the browser's error
 * reports it logs, per address and in total); limits every instance must share use
 * `Throttle.perWindow`. Memory stays bounded: past MAX_ENTRIES keys, expired ones are dropped, and
 * when they are all live the oldest half goes.
 */
export class WindowCounter {
  private readonly entries = new Map<string, { count: number; since: number }>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  /** Counts one event of `key` unless its window is used up: 0, or the seconds until the key may again. */
  hit(key: string): number {
    const t = this.now();
    let e = this.entries.get(key);
    if (e && t - e.since >= this.windowMs) {
      this.entries.delete(key);
      e = undefined;
    }
    if (e && e.count >= this.max) return Math.max(1, Math.ceil((e.since + this.windowMs - t) / 1000));
    if (!e) {
      if (this.entries.size >= this.maxEntries) this.prune(t);
      e = { count: 0, since: t };
      this.entries.set(key, e);
    }
    e.count += 1;
    return 0;
  }

  private prune(t: number): void {
    for (const [k, e] of this.entries) if (t - e.since >= this.windowMs) this.entries.delete(k);
    if (this.entries.size >= this.maxEntries) [...this.entries.keys()].slice(0, Math.ceil(this.maxEntries / 2)).forEach((k) => this.entries.delete(k));
  }
}

/**
 * The network a client address stands for when counting per address: an IPv4 address itself, an IPv6
 * address by its /64 (one household or device usually holds a whole /64 and could rotate within it).
 */
/**
 * The network an address belongs to when accepted submissions are counted (ADR 28): an IPv4 address by
 * its /24, an IPv6 address by its /64. A town hall, a library, a school or a carrier's shared address
 * is one network; its limit is set for that.
 */
export function networkKey(ip: string): string {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!v4.includes(':')) {
    const parts = v4.split('.');
    return parts.length === 4 ? `${parts.slice(0, 3).join('.')}.0/24` : v4;
  }
  return addressKey(ip);
}

export function addressKey(ip: string): string {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!ip.includes(':') || v4 !== ip) return v4;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export { throttleMessage } from '../../shared/site/throttle-message';
