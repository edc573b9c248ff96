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
