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
 * failure is recorded. Counts decay: a key without failures for WINDOW_MS starts fresh.
 *
 * Kept in memory per process: a restart or a second instance starts fresh, which still bounds guessing
 * to a few attempts per minute and instance.
 */
export const FREE_FAILURES = 5;
export const ADDRESS_FREE_FAILURES = 50;
export const ACCOUNT_ALERT_FAILURES = 20;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60_000;
const WINDOW_MS = 60 * 60_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  failures: number;
  lastFailure: number;
}

/** The pending check of one attempt: say how it ended. */
export interface Attempt {
  /** The password was right: the pair's failures are forgotten, this attempt is not counted. */
  succeeded(): void;
  /** The check could not run (store unavailable, overload): the attempt does not count. */
  abandoned(): void;
}

export type ThrottleDecision = { wait: number } | { wait: 0; attempt: Attempt };

export class Throttle {
  private readonly entries = new Map<string, Entry>();
  constructor(private readonly now: () => number = Date.now) {}

  private live(key: string): Entry | undefined {
    const e = this.entries.get(key);
    if (e && this.now() - e.lastFailure > WINDOW_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  private failures(key: string): number {
    return this.live(key)?.failures ?? 0;
  }

  /** Seconds until `key` may try again when it allows `free` failures, else 0. */
  private waitFor(key: string, free: number): number {
    const e = this.live(key);
    if (!e || e.failures < free) return 0;
    const delay = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (e.failures - free));
    const wait = e.lastFailure + delay - this.now();
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }

  private add(key: string, n: number): void {
    let e = this.live(key);
    if (!e) {
      if (n < 0) return;
      if (this.entries.size >= MAX_ENTRIES) this.prune();
      e = { failures: 0, lastFailure: 0 };
      this.entries.set(key, e);
    }
    e.failures = Math.max(0, e.failures + n);
    if (n > 0) e.lastFailure = this.now();
    if (e.failures === 0) this.entries.delete(key);
  }

  private prune(): void {
    const t = this.now();
    for (const [k, e] of this.entries) if (t - e.lastFailure > WINDOW_MS) this.entries.delete(k);
    // Still full (an attack with very many keys): forget the oldest half rather than grow.
    if (this.entries.size >= MAX_ENTRIES) [...this.entries.keys()].slice(0, MAX_ENTRIES / 2).forEach((k) => this.entries.delete(k));
  }

  /**
   * Asks to check a password of `account` from `address`. Either the seconds to wait, or a pending
   * attempt, already counted as a failure until it says otherwise.
   */
  begin(account: string, address: string): ThrottleDecision {
    const acc = `konto:${account.trim().toLowerCase()}`;
    const pair = `paar:${acc}|${address}`;
    const addr = `adresse:${address}`;
    const accountUnderAttack = this.failures(acc) >= ACCOUNT_ALERT_FAILURES;
    const wait = Math.max(
      this.waitFor(pair, accountUnderAttack ? 1 : FREE_FAILURES),
      this.waitFor(addr, ADDRESS_FREE_FAILURES),
    );
    if (wait) return { wait };
    const keys = [pair, addr, acc];
    for (const k of keys) this.add(k, 1);
    let open = true;
    const undo = () => {
      if (!open) return false;
      open = false;
      for (const k of keys) this.add(k, -1);
      return true;
    };
    return {
      wait: 0,
      attempt: {
        succeeded: () => {
          if (undo()) this.entries.delete(pair);
        },
        abandoned: () => {
          undo();
        },
      },
    };
  }

  /** For other secrets checked per key (the current password when changing it): FREE_FAILURES per key. */
  beginKey(key: string): ThrottleDecision {
    const k = `schluessel:${key}`;
    const wait = this.waitFor(k, FREE_FAILURES);
    if (wait) return { wait };
    this.add(k, 1);
    let open = true;
    return {
      wait: 0,
      attempt: {
        succeeded: () => {
          if (!open) return;
          open = false;
          this.entries.delete(k);
        },
        abandoned: () => {
          if (!open) return;
          open = false;
          this.add(k, -1);
        },
      },
    };
  }
}

/**
 * Counts events per key in fixed windows: at most `max` per key in `windowMs` from the key's first
 * event. The one "so many per key and window" of the site: submissions per address, the browser's
 * error reports per address and in total. Memory stays bounded: past MAX_ENTRIES keys, expired ones
 * are dropped, and when they are all live the oldest half goes.
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
export function addressKey(ip: string): string {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!ip.includes(':') || v4 !== ip) return v4;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

export { throttleMessage } from '../../shared/site/throttle-message';
