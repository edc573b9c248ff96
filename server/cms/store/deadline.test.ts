import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { beforeDeadline, DeadlineError, timeLeft, withBudget, withDeadline } from './deadline';

/**
 * The budget of a request's database work (ADR 29): only the time spent waiting for the database is
 * charged, waits side by side once; a wait ends when it is used up, and a nested deadline charges the
 * request's budget too. The assertions are about what is charged, never about how fast timers fire.
 */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const never = () => new Promise<never>(() => {});

describe('the budget of database work', () => {
  it('charges waits, not the time between them, and ends a wait when it is used up', async () => {
    await withBudget(300, async () => {
      // Receiving an upload, re-encoding a photo: no database work.
      await sleep(400);
      expect(timeLeft()).toBe(300);
      // An answer that is there at once is charged (almost) nothing, however busy the machine.
      await beforeDeadline(Promise.resolve());
      expect(timeLeft()).toBeGreaterThan(250);
      let gaveUp = false;
      await expect(beforeDeadline(never(), () => (gaveUp = true))).rejects.toBeInstanceOf(DeadlineError);
      expect(gaveUp).toBe(true);
      expect(timeLeft()).toBeLessThanOrEqual(0);
    });
    // Outside a request: no budget, the promise itself.
    expect(timeLeft()).toBe(Infinity);
  });

  it('counts waits that run side by side once', async () => {
    await withBudget(10_000, async () => {
      const started = performance.now();
      await Promise.all([beforeDeadline(sleep(60)), beforeDeadline(sleep(60)), beforeDeadline(sleep(60))]);
      const wall = performance.now() - started;
      expect(10_000 - timeLeft()).toBeLessThanOrEqual(wall + 1);
    });
  });

  it('charges a nested deadline to the request as well', async () => {
    await withBudget(10_000, async () => {
      const started = performance.now();
      await expect(withDeadline(50, () => beforeDeadline(never()))).rejects.toBeInstanceOf(DeadlineError);
      const wall = performance.now() - started;
      const charged = 10_000 - timeLeft();
      expect(charged).toBeGreaterThanOrEqual(49);
      expect(charged).toBeLessThanOrEqual(wall + 1);
      // A nested deadline never gives more than what is left.
      await withDeadline(60_000, async () => expect(timeLeft()).toBeLessThanOrEqual(10_000 - charged));
    });
  });
});
