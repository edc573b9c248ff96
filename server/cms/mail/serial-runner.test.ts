import { describe, expect, it } from 'vitest';
import { serialRunner } from './worker';

/** A task whose runs finish when the test says so. */
function gatedTask() {
  const gates: Array<() => void> = [];
  let started = 0;
  const task = () => {
    started += 1;
    return new Promise<void>((resolve) => gates.push(resolve));
  };
  return { task, started: () => started, finish: () => gates.shift()!() };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the outbox worker’s serial runner', () => {
  it('runs once more after a run during which it was called, however late the call came', async () => {
    const g = gatedTask();
    const runner = serialRunner(g.task);
    runner.run();
    expect(g.started()).toBe(1);
    // The wake-up for a new mail arrives at the very end of the run (while it asks for the next due mail).
    runner.run();
    runner.run();
    expect(g.started(), 'never two runs at once').toBe(1);
    g.finish();
    await tick();
    expect(g.started(), 'the calls during the run make one more run').toBe(2);
    g.finish();
    await tick();
    expect(g.started()).toBe(2);
    await runner.idle();
  });

  it('waits in idle() for the run that a late call started, and keeps going after a failed run', async () => {
    let runs = 0;
    let fail = true;
    const runner = serialRunner(async () => {
      runs += 1;
      await tick();
      if (fail) {
        fail = false;
        runner.run();
        throw new Error('SMTP fort');
      }
    });
    runner.run();
    await runner.idle();
    expect(runs).toBe(2);
  });
});
