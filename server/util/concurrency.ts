/** Thrown when a bounded queue is full: the caller answers 503 with Retry-After at once. */
export class BusyError extends Error {
  readonly status = 503;
  constructor(message = 'Der Server ist gerade ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.') {
    super(message);
    this.name = 'BusyError';
  }
}

/**
 * Runs at most `concurrency` tasks at once and lets at most `queue` more wait. Expensive work
 * (password hashing, image rendering) goes through one of these, so a burst of it cannot take the
 * cores and the memory that pages need: what does not fit is refused quickly instead of piling up.
 */
export function boundedQueue(concurrency: number, queue: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  /** A finished task hands its slot straight to the next waiting one. */
  const release = () => {
    const wake = waiting.shift();
    if (wake) wake();
    else running -= 1;
  };
  return {
    /** `first`: a small task that others wait for (an image's placeholder) goes to the front of the queue. */
    async run<T>(task: () => Promise<T>, { first = false }: { first?: boolean } = {}): Promise<T> {
      if (running < concurrency) running += 1;
      else if (waiting.length >= queue) throw new BusyError();
      else await new Promise<void>((resolve) => (first ? waiting.unshift(resolve) : waiting.push(resolve)));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** Where a task of a fair queue waits: its share (a signed-in area) and its key (a client's address). */
export interface FairPlace {
  share?: string;
  key?: string;
}

/**
 * A bounded queue that is fair (ADR 29): at most `concurrency` tasks run at once, and at most
 * `concurrency - 1` of one key (one client's address), so one address never holds every slot. The
 * waiting tasks are grouped by share, and within a share by key; a freed slot goes to the next share
 * in turn and, within it, to the next key in turn that may run. So a flood from one address leaves a
 * slot to everybody else, and each share (the council's logins beside the intranet's) gets every
 * other slot whatever the other share's load. Each share has `perShare` places to wait and each key
 * `perKey` of them; beyond that BusyError answers at once.
 */
export function fairQueue(concurrency: number, limits: { perShare: number; perKey: number }) {
  const perKeyRunning = Math.max(1, concurrency - 1);
  let running = 0;
  let waitingCount = 0;
  const runningBy = new Map<string, number>();
  /** share → key → waiting tasks' wake-ups; Maps iterate in insertion order, which is the rotation. */
  const shares = new Map<string, Map<string, Array<() => void>>>();

  const mayRun = (key: string) => running < concurrency && (runningBy.get(key) ?? 0) < perKeyRunning;
  const started = (key: string) => {
    running += 1;
    runningBy.set(key, (runningBy.get(key) ?? 0) + 1);
  };

  /** Wakes the next task that may run: the first such key of the first such share, both moved to the back of their line. */
  function wakeNext(): void {
    for (const [share, keys] of shares) {
      for (const [key, wakes] of keys) {
        if (!mayRun(key)) continue;
        shares.delete(share);
        keys.delete(key);
        const wake = wakes.shift()!;
        if (wakes.length) keys.set(key, wakes);
        if (keys.size) shares.set(share, keys);
        waitingCount -= 1;
        started(key);
        wake();
        return;
      }
    }
  }

  const release = (key: string) => {
    running -= 1;
    const n = (runningBy.get(key) ?? 1) - 1;
    if (n > 0) runningBy.set(key, n);
    else runningBy.delete(key);
    wakeNext();
  };

  return {
    async run<T>(task: () => Promise<T>, place: FairPlace = {}): Promise<T> {
      const key = place.key ?? '';
      if (mayRun(key) && waitingCount === 0) started(key);
      else {
        const share = place.share ?? '';
        const keys = shares.get(share) ?? new Map<string, Array<() => void>>();
        const wakes = keys.get(key) ?? [];
        const inShare = [...keys.values()].reduce((n, w) => n + w.length, 0);
        if (wakes.length >= limits.perKey || inShare >= limits.perShare) throw new BusyError();
        await new Promise<void>((resolve) => {
          wakes.push(resolve);
          keys.set(key, wakes);
          shares.set(share, keys);
          waitingCount += 1;
          // A slot may be free for this key while others wait for theirs.
          if (mayRun(key)) wakeNext();
        });
      }
      try {
        return await task();
      } finally {
        release(key);
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waitingCount;
    },
  };
}
