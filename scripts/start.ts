import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, DIST } from './build';

/**
 * `npm start`: builds when there is no build yet, then runs the production server. The server itself
 * migrates and seeds the database on first start.
 */
const serverEntry = path.join(DIST, 'server', 'index.js');
const manifest = path.join(DIST, 'client', 'manifest.json');

process.env.NODE_ENV ??= 'production';
if (!fs.existsSync(serverEntry) || !fs.existsSync(manifest)) {
  console.log('Noch kein Build vorhanden: baue die Website …');
  await build(false);
}
await import(pathToFileURL(serverEntry).href);
