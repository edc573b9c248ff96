/** Thrown by a limiter whose queue is full: the caller answers 503 at once instead of piling up work. */
export class BusyError extends Error {
  constructor() {
    super('Zu viele Aufträge in der Warteschlange');
  }
}

export interface WorkLimit {
  /** Runs the task when a slot is free; queues it while all are taken; throws BusyError when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/** A semaphore with a bounded queue: at most `concurrency` tasks run, at most `queue` wait. */
export function workLimit(concurrency: number, queue: number): WorkLimit {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrency) running++;
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new BusyError();
      try {
        return await task();
      } finally {
        // Hand the slot straight to the next in line, or give it back.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}
