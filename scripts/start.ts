import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, DIST, newestSourceChange } from './build';

/**
 * `npm start`: builds when there is no build yet or the sources changed since (after a `git pull`, a
 * stale build would serve pages that no longer match their scripts), then runs the production server.
 * The server itself migrates and seeds the database on first start.
 */
const serverEntry = path.join(DIST, 'server', 'index.js');
const manifest = path.join(DIST, 'client', 'manifest.json');
process.env.NODE_ENV ??= 'production';
// `npm start` is the demo town (README "Run it"); a deployment (`node dist/server/index.js`, the
// Procfile) starts empty unless DEMO=on is set (ADR 31). DEMO=off here runs the town's own site.
process.env.DEMO ??= 'on';
if (!fs.existsSync(serverEntry) || !fs.existsSync(manifest)) {
  console.log('Noch kein Build vorhanden: baue die Website …');
  await build(false);
} else if (fs.statSync(manifest).mtimeMs < newestSourceChange()) {
  console.log('Die Quellen sind neuer als der Build: baue die Website neu …');
  await build(false);
}
await import(pathToFileURL(serverEntry).href);
