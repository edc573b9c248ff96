/**
 * Sums a run's counts per test file (tests/helpers/counts.ts), with each file's duration (from vitest's
 * JSON reporter when given, else the wall clock tests/helpers/file-cpu.ts counted), the most CPU seconds
 * first (tests/helpers/file-cpu.ts); the main process's and the PostgreSQL server's CPU seconds are rows
 * of their own:
 *
 *   TEST_COUNTS=counts.jsonl npx vitest run --reporter=default --reporter=json --outputFile.json=run.json
 *   npx tsx tests/helpers/counts-report.ts counts.jsonl run.json
 */
import fs from 'node:fs';
import path from 'node:path';

const [countsFile, jsonFile] = process.argv.slice(2);
if (!countsFile) throw new Error('Aufruf: tsx tests/helpers/counts-report.ts counts.jsonl [vitest.json]');

interface Row {
  load: number;
  scan: number;
  app: number;
  seconds: number;
  cpu: number;
  tests: number;
}
const rows = new Map<string, Row>();
const row = (file: string) => {
  let r = rows.get(file);
  if (!r) rows.set(file, (r = { load: 0, scan: 0, app: 0, seconds: 0, cpu: 0, tests: 0 }));
  return r;
};
for (const line of fs.readFileSync(countsFile, 'utf8').split('\n')) {
  if (!line) continue;
  const { event, file, detail, seconds } = JSON.parse(line) as { event: 'load' | 'scan' | 'app' | 'cpu'; file: string; detail?: string; seconds?: string };
  // CPU seconds of the file's worker and its processes, and its wall clock (tests/helpers/file-cpu.ts).
  if (event === 'cpu') {
    row(file).cpu += Number(detail);
    // The JSON reporter's duration, when given, takes the place of the wall clock counted here.
    if (seconds && !jsonFile) row(file).seconds += Number(seconds);
  } else row(file)[event]++;
}
if (jsonFile) {
  const run = JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as {
    testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
  };
  for (const t of run.testResults) {
    const r = row(path.relative(process.cwd(), t.name));
    r.seconds += (t.endTime - t.startTime) / 1000;
    r.tests += t.assertionResults.length;
  }
}
const sorted = [...rows].sort((a, b) => b[1].cpu - a[1].cpu || b[1].seconds - a[1].seconds || b[1].scan - a[1].scan);
const total = { load: 0, scan: 0, app: 0, seconds: 0, cpu: 0, tests: 0 };
console.log('| File | CPU s | Seconds | Tests | Page loads | axe scans | Sites started |\n|---|---:|---:|---:|---:|---:|---:|');
for (const [file, r] of sorted) {
  for (const k of Object.keys(total) as (keyof Row)[]) total[k] += r[k];
  console.log(`| ${file} | ${r.cpu.toFixed(1)} | ${r.seconds.toFixed(1)} | ${r.tests} | ${r.load} | ${r.scan} | ${r.app} |`);
}
// The rows in parentheses are processes beside the files (tests/helpers/main-cpu.ts).
const files = [...rows.keys()].filter((f) => !f.startsWith('(')).length;
console.log(
  `| all ${files} files${files < rows.size ? ' and the processes beside them' : ''} | ${total.cpu.toFixed(1)} | ${total.seconds.toFixed(1)} | ${total.tests} | ${total.load} | ${total.scan} | ${total.app} |`,
);
