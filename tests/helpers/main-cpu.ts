import fs from 'node:fs';
import { treeCpuSeconds } from './process-cpu';

/** The counts' file (tests/helpers/counts.ts); without it nothing is written. */
const target = process.env.TEST_COUNTS;

/**
 * What the per-file counts leave out, for the global setups (they run in vitest's main process): the
 * main process's own CPU seconds (the browser tests' site and every request it answers, the templates'
 * seeds, vitest's own work), written once by the last setup's teardown, and the PostgreSQL server's
 * (`countPostgresServer`, before it stops). Returns the teardown's part; without `TEST_COUNTS` nothing
 * is written.
 */
export function countMainProcess(): () => void {
  const counter = globalThis as { [MAIN]?: number };
  counter[MAIN] = (counter[MAIN] ?? 0) + 1;
  return () => {
    counter[MAIN] = (counter[MAIN] ?? 1) - 1;
    if (!target || counter[MAIN] > 0) return;
    const { user, system } = process.cpuUsage();
    const detail = ((user + system) / 1e6).toFixed(2);
    fs.appendFileSync(target, `${JSON.stringify({ event: 'cpu', file: '(vitest main process: site, setups, vitest)', test: '', detail })}\n`);
  };
}
const MAIN = Symbol.for('musterstadt.mainProcessCpu');

/** The CPU seconds of the PostgreSQL processes this process started (the server and its backends). */
export function countPostgresServer(): void {
  if (!target || !fs.existsSync('/proc/self/stat')) return;
  const detail = treeCpuSeconds((command) => command === 'postgres').toFixed(2);
  fs.appendFileSync(target, `${JSON.stringify({ event: 'cpu', file: '(PostgreSQL server of the postgres project)', test: '', detail })}\n`);
}
