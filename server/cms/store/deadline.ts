import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/**
 * One deadline per request for its database work (ADR 29). A request gets its budget on arrival
 * (server/app.ts), and the clock starts at its first database work; every query, every wait for a
 * pool connection and every wait for work another request shares (the content versions, the site
 * data) ends when the deadline has passed, whatever the database does. So a database that stops answering (a hung disk, SIGSTOP, a lock storm) holds a
 * request for one budget in all, not one per query one after the other. Background work (jobs,
 * start-up, scripts) runs without one and keeps the pool's own timeouts.
 */
export class DeadlineError extends Error {
  readonly code = 'ST_DEADLINE';
  constructor() {
    super('Die Zeit dieser Anfrage für die Datenbank ist abgelaufen');
    this.name = 'DeadlineError';
  }
}

/** A budget of `budget` ms; its clock starts at the first database work (`at` then set). */
interface Budget {
  budget: number;
  at: number | null;
}

const storage = new AsyncLocalStorage<Budget>();

function left(d: Budget): number {
  const now = performance.now();
  d.at ??= now + d.budget;
  return d.at - now;
}

/**
 * Runs a request's `work` with a budget of `ms` for its database work. The clock starts at the first
 * query or wait for the database, not at arrival: the seconds an upload takes to arrive over a slow
 * line are not the database's.
 */
export function withBudget<T>(ms: number, work: () => T): T {
  return storage.run({ budget: ms, at: null }, work);
}

/** Runs `work` with a deadline `ms` from now, or the current one where that comes earlier. */
export function withDeadline<T>(ms: number, work: () => T): T {
  const outer = storage.getStore();
  const budget = Math.max(0, Math.min(ms, outer ? left(outer) : Infinity));
  return storage.run({ budget, at: performance.now() + budget }, work);
}

/** Milliseconds left to the deadline of the work that runs now (its clock starts now if not yet); Infinity without one. */
export function timeLeft(): number {
  const d = storage.getStore();
  return d ? left(d) : Infinity;
}

/**
 * `promise`, or a DeadlineError when the deadline comes first; `onExpire` runs then (to put away what
 * the promise still brings: a connection, a query on its way). Without a deadline: `promise` itself.
 */
export function beforeDeadline<T>(promise: Promise<T>, onExpire?: () => void): Promise<T> {
  const left = timeLeft();
  if (left === Infinity) return promise;
  return new Promise<T>((resolve, reject) => {
    let expired = false;
    const timer = setTimeout(
      () => {
        expired = true;
        onExpire?.();
        reject(new DeadlineError());
      },
      Math.max(0, left),
    );
    promise.then(
      (value) => {
        if (expired) return;
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        if (expired) return;
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
