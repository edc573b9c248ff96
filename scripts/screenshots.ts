// First: the town file, before any module that reads its facts (ADR 30).
import '../server/town/boot';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build, DIST, ROOT } from './build';
import { launchChromium } from './chromium';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';

/**
 * `npm run screenshots`: builds, starts the site on fresh demo data and saves full-page screenshots
 * of each layout's home page at 375 and 1280 px to docs/screenshots/.
 */
const PAGES = [
  ['startseite', '/'],
  ['feuerwehr', '/feuerwehr/'],
  ['grundschule', '/grundschule/'],
  ['drei-linden-gs', '/drei-linden-gs/'],
] as const;
const WIDTHS = [375, 1280] as const;

await build(false);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-shots-'));
const config = loadConfig({ NODE_ENV: 'production', DEMO: 'on', DATA_DIR: dataDir, DIST_DIR: DIST, LOG_LEVEL: 'warn' });
const { app, close } = await createApp(config, { renderMedia: true });
const server = http.createServer(app).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
const out = path.join(ROOT, 'docs', 'screenshots');
fs.mkdirSync(out, { recursive: true });
const browser = await launchChromium();
try {
  for (const width of WIDTHS) {
    // Reduced motion: the hero shows its first slide, so screenshots are stable.
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'de-DE', reducedMotion: 'reduce', serviceWorkers: 'block' });
    const page = await context.newPage();
    for (const [name, url] of PAGES) {
      await page.goto(base + url, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const file = path.join(out, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(path.relative(ROOT, file));
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
  await close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
