import fs from 'node:fs';
import path from 'node:path';
import { newestSourceChange } from '../../scripts/build';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILT = path.join(ROOT, 'dist', 'server', 'index.js');

let args: string[] | undefined;

/**
 * The arguments for `node` that run the site's server as a process of its own, as a deployment does
 * (tests that kill it, or run two of it): the production build (`dist/server/index.js`) when it is
 * newer than every source, which `npm test` builds before the tests; otherwise the sources with tsx,
 * so that a test run after an edit without a build still tests the edited code. The build starts in
 * about half the CPU time: tsx transforms the server's few hundred modules at every start (ADR 74).
 */
export function serverProcessArgs(): string[] {
  if (!args) {
    const built = fs.statSync(BUILT, { throwIfNoEntry: false });
    args = built && built.mtimeMs >= newestSourceChange() ? [BUILT] : ['--import', 'tsx', path.join(ROOT, 'server', 'index.ts')];
  }
  return args;
}
