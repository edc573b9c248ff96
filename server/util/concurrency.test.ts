import { describe, expect, it } from 'vitest';
import { boundedQueue, BusyError, fairQueue } from './concurrency';

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

describe('fairQueue', () => {
  /** A queue with one slot held by a blocker, and a way to record the order the waiting tasks run in. */
  function held(limits = { perShare: 8, perKey: 2 }) {
    const q = fairQueue(1, limits);
    const order: string[] = [];
    let release!: () => void;
    const blocker = q.run(() => new Promise<void>((r) => (release = r)));
    const add = (name: string, share: string, key: string) => q.run(async () => void order.push(name), { share, key });
    return { q, order, add, release: () => release(), blocker };
  }

  it('gives a freed slot to the next address in turn, and refuses a flooding address beyond its places', async () => {
    const h = held();
    const tasks = [h.add('A1', 'intranet', 'a'), h.add('A2', 'intranet', 'a')];
    await expect(h.add('A3', 'intranet', 'a')).rejects.toBeInstanceOf(BusyError);
    tasks.push(h.add('B1', 'intranet', 'b'));
    await tick();
    expect(h.q.waiting).toBe(3);
    h.release();
    await Promise.all([h.blocker, ...tasks]);
    expect(h.order).toEqual(['A1', 'B1', 'A2']);
  });

  it('never lets one address hold every slot: another address starts at once', async () => {
    const q = fairQueue(2, { perShare: 8, perKey: 4 });
    const releases: Array<() => void> = [];
    const started: string[] = [];
    const hold = (name: string, key: string) =>
      q.run(
        () =>
          new Promise<void>((r) => {
            started.push(name);
            releases.push(r);
          }),
        { share: 'intranet', key },
      );
    const tasks = [hold('a1', 'a'), hold('a2', 'a'), hold('a3', 'a')];
    await tick();
    expect(started).toEqual(['a1']);
    tasks.push(hold('b1', 'b'));
    await tick();
    expect(started).toEqual(['a1', 'b1']);
    expect(q.running).toBe(2);
    while (releases.length) {
      releases.shift()!();
      await tick();
    }
    await Promise.all(tasks);
    expect(started).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it('keeps the council its share: every other slot, and its own places to wait', async () => {
    const h = held({ perShare: 3, perKey: 3 });
    const tasks = [h.add('a', 'intranet', 'a'), h.add('b', 'intranet', 'b'), h.add('c', 'intranet', 'c')];
    // The intranet's places are taken; the council's are not.
    await expect(h.add('d', 'intranet', 'd')).rejects.toBeInstanceOf(BusyError);
    tasks.push(h.add('rat', 'ratsinfo', 'x'));
    h.release();
    await Promise.all([h.blocker, ...tasks]);
    expect(h.order).toEqual(['a', 'rat', 'b', 'c']);
    expect(h.q.running).toBe(0);
    expect(h.q.waiting).toBe(0);
  });
});
