/**
 * Login throttling per account and per client address (in memory, per process: a restart or a second
 * instance starts fresh, which still bounds guessing to a few attempts per minute and instance).
 *
 * - After `freeFailures` failures in a row the key must wait: 30 s, doubling per further failure, at
 *   most 15 minutes. The attempt after the 5th rapid failure therefore gets 429.
 * - At most `maxPerHour` attempts per hour and key, successful or not.
 * A success clears the failure count of the key.
 */
export interface LimitRule {
  freeFailures: number;
  maxPerHour: number;
}

interface Entry {
  failures: number;
  lastFailure: number;
  attempts: number[];
}

const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60_000;
const HOUR_MS = 60 * 60_000;
const MAX_ENTRIES = 50_000;

export class LoginLimiter {
  private readonly entries = new Map<string, Entry>();
  constructor(private readonly now: () => number = Date.now) {}

  private entry(key: string): Entry {
    let e = this.entries.get(key);
    if (!e) {
      if (this.entries.size >= MAX_ENTRIES) this.prune();
      e = { failures: 0, lastFailure: 0, attempts: [] };
      this.entries.set(key, e);
    }
    return e;
  }

  private prune(): void {
    const t = this.now();
    for (const [k, e] of this.entries) {
      if (t - Math.max(e.lastFailure, e.attempts.at(-1) ?? 0) > HOUR_MS) this.entries.delete(k);
    }
    // Still full (an attack with many keys): drop the oldest half.
    if (this.entries.size >= MAX_ENTRIES) [...this.entries.keys()].slice(0, MAX_ENTRIES / 2).forEach((k) => this.entries.delete(k));
  }

  /** Seconds to wait before this key may try again, or 0. */
  retryAfter(key: string, rule: LimitRule): number {
    const e = this.entries.get(key);
    if (!e) return 0;
    const t = this.now();
    e.attempts = e.attempts.filter((a) => t - a < HOUR_MS);
    let wait = 0;
    if (e.failures >= rule.freeFailures) {
      const delay = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (e.failures - rule.freeFailures));
      wait = Math.max(wait, e.lastFailure + delay - t);
    }
    if (e.attempts.length >= rule.maxPerHour) wait = Math.max(wait, e.attempts[0]! + HOUR_MS - t);
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }

  attempt(key: string): void {
    this.entry(key).attempts.push(this.now());
  }

  failure(key: string): void {
    const e = this.entry(key);
    e.failures += 1;
    e.lastFailure = this.now();
  }

  success(key: string): void {
    const e = this.entries.get(key);
    if (e) {
      e.failures = 0;
      e.lastFailure = 0;
    }
  }
}

export const ACCOUNT_RULE: LimitRule = { freeFailures: 5, maxPerHour: 100 };
/** Many staff may share one address (the town hall's NAT): a little more room per address. */
export const ADDRESS_RULE: LimitRule = { freeFailures: 5, maxPerHour: 300 };

export function throttleMessage(seconds: number): string {
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} Minuten` : `${seconds} Sekunden`;
  return `Zu viele Anmeldeversuche. Bitte warten Sie ${wait} und versuchen Sie es dann erneut.`;
}
