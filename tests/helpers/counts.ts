import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

/**
 * What a test run spends its time on, counted per test file when `TEST_COUNTS` names a file: browser
 * page loads (every `load` of a document in a context the helpers opened), axe scans (one per width)
 * and test sites started (`testApp`). One JSON line per event
 * (`tests/helpers/counts-report.ts` sums them per file). Without the variable nothing is written.
 */
const target = process.env.TEST_COUNTS;

export type CountedEvent = 'load' | 'scan' | 'app';

export function count(event: CountedEvent, detail?: string): void {
  if (!target) return;
  const state = expect.getState();
  const file = state.testPath ? path.relative(process.cwd(), state.testPath) : '?';
  fs.appendFileSync(target, `${JSON.stringify({ event, file, test: state.currentTestName ?? '', detail })}\n`);
}
