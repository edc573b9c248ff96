/**
 * How many error reports the browser endpoint takes: a page with a broken script reports a few errors,
 * a loop or a script kiddie thousands. Per address at most PER_ADDRESS a minute, and at most TOTAL a
 * minute overall, so reports cannot flood the logs or the error service.
 */
const WINDOW_MS = 60_000;
const PER_ADDRESS = 20;
const TOTAL = 600;
const MAX_ADDRESSES = 10_000;

export function clientErrorLimiter(now: () => number = Date.now) {
  let windowStart = now();
  let total = 0;
  const counts = new Map<string, number>();
  return {
    allow(address: string): boolean {
      const t = now();
      if (t - windowStart >= WINDOW_MS) {
        windowStart = t;
        total = 0;
        counts.clear();
      }
      const n = counts.get(address) ?? 0;
      if (n >= PER_ADDRESS || total >= TOTAL || (n === 0 && counts.size >= MAX_ADDRESSES)) return false;
      counts.set(address, n + 1);
      total += 1;
      return true;
    },
  };
}
