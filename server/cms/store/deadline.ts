import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/**
 * One budget per request for its database work (ADR 29). A request gets it on arrival
 * (server/app.ts); the time it spends waiting for the database (for a pool connection, for a query's
 * answer, for work another request shares such as the content versions or the site data, for an
 * advisory lock) is charged to it, with waits that run side by side counted once. When it is used up,
 * the waits under way end with a DeadlineError and every further query fails at once, whatever the
 * database does. So a database that stops answering (a hung disk, SIGSTOP, a lock storm) holds a
 * request for one budget in all, not one per query one after the other; and what a request does
 * between its queries (receiving an upload, re-encoding photos, rendering) is not the database's
 * time. Background work (jobs, start-up, scripts) runs without a budget and keeps the pool's own
 * timeouts.
 */
export class DeadlineError extends Error {
  readonly code = 'ST_DEADLINE';
  constructor() {
    super('Die Zeit dieser Anfrage für die Datenbank ist abgelaufen');
    this.name = 'DeadlineError';
  }
}

/** A budget of `budget` ms of waiting; a nested one (withDeadline) charges its parent too. */
interface Budget {
  budget: number;
  /** Waited so far: wall-clock time while at least one wait was under way. */
  spent: number;
  /** Waits under way, and since when the current stretch of waiting runs. */
  active: number;
  since: number;
  parent: Budget | null;
}

const storage = new AsyncLocalStorage<Budget>();

const budget = (ms: number, parent: Budget | null): Budget => ({ budget: Math.max(0, ms), spent: 0, active: 0, since: 0, parent });

/** The budget of the chain with the least time left (the one a wait that runs out uses up), and that time. */
function tightest(d: Budget): { tight: Budget; rest: number } {
  const now = performance.now();
  let tight = d;
  let rest = Infinity;
  for (let b: Budget | null = d; b; b = b.parent) {
    const own = b.budget - b.spent - (b.active ? now - b.since : 0);
    if (own < rest) {
      rest = own;
      tight = b;
    }
  }
  return { tight, rest };
}

const left = (d: Budget): number => tightest(d).rest;

function enter(d: Budget): void {
  const now = performance.now();
  for (let b: Budget | null = d; b; b = b.parent) if (b.active++ === 0) b.since = now;
}

function leave(d: Budget): void {
  const now = performance.now();
  for (let b: Budget | null = d; b; b = b.parent) if (--b.active === 0) b.spent += now - b.since;
}

/** Runs a request's `work` with a budget of `ms` for its database work. */
export function withBudget<T>(ms: number, work: () => T): T {
  return storage.run(budget(ms, null), work);
}

/** Runs `work` with at most `ms` of waiting for the database, within what is left of the current budget. */
export function withDeadline<T>(ms: number, work: () => T): T {
  return storage.run(budget(ms, storage.getStore() ?? null), work);
}

/** Milliseconds of waiting left to the work that runs now; Infinity without a budget. */
export function timeLeft(): number {
  const d = storage.getStore();
  return d ? left(d) : Infinity;
}

/**
 * Waits for `promise` as database work of the current budget: its result, or a DeadlineError when the
 * budget runs out first (`onExpire` runs then, to put away what the promise still brings: a
 * connection, a query on its way). Without a budget: `promise` itself.
 */
export function beforeDeadline<T>(promise: Promise<T>, onExpire?: () => void): Promise<T> {
  const d = storage.getStore();
  if (!d) return promise;
  const { tight: limit, rest: ms } = tightest(d);
  enter(d);
  return new Promise<T>((resolve, reject) => {
    let open = true;
    const close = () => {
      if (!open) return false;
      open = false;
      clearTimeout(timer);
      leave(d);
      return true;
    };
    const timer = setTimeout(
      () => {
        if (!close()) return;
        // The budget is used up, also when the timer fired a fraction of a millisecond before the
        // clock the budget is measured with says so: every further wait must fail at once.
        limit.spent = Math.max(limit.spent, limit.budget);
        onExpire?.();
        reject(new DeadlineError());
      },
      Math.max(0, ms),
    );
    promise.then(
      (value) => {
        if (close()) resolve(value);
      },
      (error: unknown) => {
        if (close()) reject(error);
      },
    );
  });
}
