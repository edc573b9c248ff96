import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who sent the request being handled, for work deep below it that must be fair between clients (the
 * password checks' queue, ADR 29), and what that work found out about it.
 */
export interface Requester {
  /** The client's address as the throttles count it (server/session/throttle.ts addressKey). */
  address: string;
  /** Set when a password check of this request was refused because its places in the queue were taken. */
  refusedForLoad: boolean;
}

const storage = new AsyncLocalStorage<Requester>();

/** Runs a request's `work` as sent from `address`. */
export function withRequester<T>(address: string, work: () => T): T {
  return storage.run({ address, refusedForLoad: false }, work);
}

/** The requester of the work that runs now; undefined outside a request (scripts, jobs). */
export function currentRequester(): Requester | undefined {
  return storage.getStore();
}
