import { spawn } from 'node:child_process';

/**
 * Runs the npm scripts named as arguments at the same time and fails when any of them fails. `npm test`
 * uses it for the type check, the build and Biome's check (lint and format); the check's few seconds fit
 * within the type check's time.
 */
const names = process.argv.slice(2);
const results = await Promise.all(
  names.map(
    (name) =>
      new Promise<number>((resolve) => {
        const child = spawn('npm', ['run', '--silent', name], { stdio: 'inherit' });
        child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
        child.on('error', () => resolve(1));
      }),
  ),
);
const failed = names.filter((_, i) => results[i] !== 0);
if (failed.length) {
  console.error(`Fehlgeschlagen: ${failed.join(', ')}`);
  process.exit(1);
}
