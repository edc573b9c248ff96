import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';

/**
 * The CPU seconds of each test file when `TEST_COUNTS` names a file (tests/helpers/counts.ts): user and
 * system time of the test worker and of every process it started, its browser with the renderers
 * included, from its first hook to its last (a worker runs one file at a time). Wall clock moves with
 * what else runs on the machine; this figure much less. Not counted: the processes vitest's main
 * process runs for all files (the browser tests' site, the PostgreSQL server of the `postgres` project).
 * Linux only (/proc); elsewhere nothing is written.
 */
const target = process.env.TEST_COUNTS;

if (target && fs.existsSync('/proc/self/stat')) {
  let start = 0;
  let file = '?';
  beforeAll(() => {
    const state = expect.getState();
    file = state.testPath ? path.relative(process.cwd(), state.testPath) : '?';
    start = treeCpuSeconds();
  });
  afterAll(() => {
    const seconds = treeCpuSeconds() - start;
    fs.appendFileSync(target, `${JSON.stringify({ event: 'cpu', file, test: '', detail: seconds.toFixed(2) })}\n`);
  });
}

/** Clock ticks per second of /proc's times (100 on Linux). */
const TICKS = 100;

/**
 * This process's CPU time and that of its descendants: each live process's own time and that of the
 * children it has reaped (so a closed renderer's time is in its parent's count, never counted twice).
 */
function treeCpuSeconds(): number {
  const parents = new Map<number, number>();
  const times = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // The command name in parentheses may contain spaces: the fields start after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(name);
    parents.set(pid, Number(fields[1]));
    // utime, stime, cutime, cstime: fields 14–17 of the line, 12–15 after the name.
    times.set(pid, Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]));
  }
  const tree = new Set<number>([process.pid]);
  let grown = true;
  while (grown) {
    grown = false;
    for (const [pid, parent] of parents) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grown = true;
      }
    }
  }
  let ticks = 0;
  for (const pid of tree) ticks += times.get(pid) ?? 0;
  return ticks / TICKS;
}
