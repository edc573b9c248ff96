import { WindowCounter } from '../session/throttle';

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
  const perAddress = new WindowCounter(PER_ADDRESS, WINDOW_MS, now, MAX_ADDRESSES);
  const total = new WindowCounter(TOTAL, WINDOW_MS, now, 1);
  return {
    allow(address: string): boolean {
      return perAddress.hit(address) === 0 && total.hit('alle') === 0;
    },
  };
}
