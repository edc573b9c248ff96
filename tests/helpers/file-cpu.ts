import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { treeCpuSeconds } from './process-cpu';

/**
 * The CPU seconds of each test file when `TEST_COUNTS` names a file (tests/helpers/counts.ts): user and
 * system time of the test worker and of every process it started, its browser with the renderers
 * included, from its first hook to its last (a worker runs one file at a time). Wall clock moves with
 * what else runs on the machine; this figure much less. Not counted: the processes vitest's main
 * process runs for all files (the browser tests' site, the PostgreSQL server of the `postgres` project);
 * tests/helpers/main-cpu.ts writes those. Linux only (/proc); elsewhere nothing is written.
 */
const target = process.env.TEST_COUNTS;

if (target && fs.existsSync('/proc/self/stat')) {
  let start = 0;
  let startedAt = 0;
  let file = '?';
  beforeAll(() => {
    const state = expect.getState();
    file = state.testPath ? path.relative(process.cwd(), state.testPath) : '?';
    start = treeCpuSeconds();
    startedAt = performance.now();
  });
  afterAll(() => {
    const seconds = treeCpuSeconds() - start;
    // The wall clock from the first hook to the last beside it: a file whose CPU seconds are far below
    // its wall clock waits (for timers, a child process, the site), and a core may idle meanwhile.
    const wall = (performance.now() - startedAt) / 1000;
    fs.appendFileSync(target, `${JSON.stringify({ event: 'cpu', file, test: '', detail: seconds.toFixed(2), seconds: wall.toFixed(2) })}\n`);
  });
}
