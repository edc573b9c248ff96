import { describe, expect, it } from 'vitest';
import { boundedQueue, BusyError } from './concurrency';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('boundedQueue', () => {
  it('runs a task marked first before the tasks that were waiting already', async () => {
    const q = boundedQueue(1, 4);
    const order: string[] = [];
    let release!: () => void;
    const blocker = q.run(() => new Promise<void>((r) => (release = r)));
    const tasks = [
      q.run(async () => void order.push('groß 1')),
      q.run(async () => void order.push('groß 2')),
      q.run(async () => void order.push('Platzhalter'), { first: true }),
    ];
    await tick();
    expect(q.waiting).toBe(3);
    release();
    await Promise.all([blocker, ...tasks]);
    expect(order).toEqual(['Platzhalter', 'groß 1', 'groß 2']);
  });

  it('refuses a task marked first as well when the queue is full', async () => {
    const q = boundedQueue(1, 1);
    let release!: () => void;
    const blocker = q.run(() => new Promise<void>((r) => (release = r)));
    const waiting = q.run(async () => 1);
    await expect(q.run(async () => 2, { first: true })).rejects.toBeInstanceOf(BusyError);
    release();
    await Promise.all([blocker, waiting]);
  });
});
