import '../helpers/production-react';
import '../../server/town/boot';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { countMainProcess } from '../helpers/main-cpu';
import { announceSiteStart } from '../helpers/ready';
import { AXE_PATH } from './axe-path';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The site's DATA_DIR: a test reads what the server stored (tests/e2e/forms-keep-input.test.ts). */
    dataDir: string;
    /** The site's minimum fill time of the public forms (`FORM_MIN_FILL_MS`, tests/helpers/browser-forms.ts). */
    formMinFillMs: number;
  }
}

/**
 * Starts the site once for all browser tests: the built client (npm run build) and a fresh, seeded
 * data directory with rendered demo images.
 *
 * The address is handed out at once and the site is set up behind it (ADR 41): seeding the database
 * and rendering the demo images take a core for many seconds, and vitest runs the projects' global
 * setups one after another before any test starts. So this setup returns while the site starts, the
 * other projects' setups (when this one comes first, see vitest.config.ts) and their tests run
 * meanwhile, and a request that comes earlier waits until the site is ready. A site that fails to
 * start answers every request with 500 and its error, and the teardown throws it.
 */
/** The browser tests' minimum fill time of the public forms, in ms (production: 3,000). */
const E2E_MIN_FILL_MS = 500;

export default async function setup(project: TestProject) {
  const counted = countMainProcess();
  // The suites' cheap scrypt work factor (ADR 37), set before the demo accounts are seeded: no browser
  // test measures the hashing, and each login at the production cost took 0.3 s of a core and 128 MiB.
  await import('../helpers/hash-cost');
  const [{ createApp }, { loadConfig }, { readManifest }] = await Promise.all([
    import('../../server/app'),
    import('../../server/config'),
    import('../../server/render/manifest'),
  ]);
  const distDir = path.resolve(process.env.DIST_DIR || 'dist');
  if (!readManifest(distDir)) throw new Error('Kein Build gefunden: erst `npm run build` ausführen.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-e2e-'));
  // The forms' minimum fill time shorter than production's 3 s (ADR 74): about 20 sends in the browser
  // tests waited for it, a core idle for a minute of the run. The check still runs (a send within half a
  // second is held); the integration tests check it at the production value.
  const config = loadConfig({
    NODE_ENV: 'production',
    DEMO: 'on',
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    LOG_LEVEL: 'warn',
    FORM_MIN_FILL_MS: String(E2E_MIN_FILL_MS),
  });
  const site = createApp(config, { renderMedia: true });
  // Handled here so that a failed start is not an unhandled rejection before the first request.
  site.catch(() => undefined);
  // The other projects' setups (they run after this one, in this process) seed their templates once
  // the site is up, beside the first browser-test files (ADR 63, tests/helpers/ready.ts).
  announceSiteStart(site);
  // axe-core for the scans, from the site's own address (tests/e2e/browser.ts, AXE_PATH): a script
  // loaded by URL under the page's CSP ('self'), cached by the browser like any hashed asset.
  const axe = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'));
  const server = http.createServer((req, res) => {
    if (req.url === AXE_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' }).end(axe);
      return;
    }
    site.then(
      // The server's own listener, as server/main.ts serves it: kept pages in front of Express (ADR 65).
      ({ listener }) => listener(req, res),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`Die Testseite startete nicht: ${String(error)}`),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('dataDir', dataDir);
  project.provide('formMinFillMs', config.formMinFillMs);
  return async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    const { close } = await site;
    await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    counted();
  };
}
