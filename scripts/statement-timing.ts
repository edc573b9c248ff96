/**
 * The store's own share of a rendered page (ADR 78, `npm run bench`): loaded into a site process with
 * `node --import`, it times every statement better-sqlite3 runs in that process (`all`, `get`, `run`;
 * the store reads with these). On SIGUSR2 it writes the count and the microseconds since the last
 * signal as one JSON line to the file STATEMENT_TIMING_FILE names, with a running number, and starts
 * again. Never part of the site: the bench starts a process of its own with it.
 */
import fs from 'node:fs';
import SQLite from 'better-sqlite3';

const file = process.env.STATEMENT_TIMING_FILE;
if (!file) throw new Error('STATEMENT_TIMING_FILE fehlt');
const probe = new SQLite(':memory:');
const statement = Object.getPrototypeOf(probe.prepare('SELECT 1')) as Record<string, (...args: unknown[]) => unknown>;
probe.close();

let statements = 0;
let micros = 0;
let round = 0;
for (const method of ['all', 'get', 'run'] as const) {
  const original = statement[method]!;
  statement[method] = function timed(this: unknown, ...args: unknown[]) {
    const start = process.hrtime.bigint();
    try {
      return original.apply(this, args);
    } finally {
      micros += Number(process.hrtime.bigint() - start) / 1000;
      statements += 1;
    }
  };
}
process.on('SIGUSR2', () => {
  fs.writeFileSync(file, `${JSON.stringify({ round: ++round, statements, micros })}\n`);
  statements = 0;
  micros = 0;
});
