import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { build, DIST, ROOT } from './build';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium';

/**
 * `npm run lighthouse`: builds, starts the production server on fresh demo data, and runs Lighthouse
 * (mobile, its default simulated throttling of a slow 4G phone) on the home page, the news list and an
 * event detail, in the Chromium of the browser tests (CHROMIUM_PATH or @sparticuz/chromium). Prints
 * performance score, LCP, CLS, TBT and the first-load JavaScript transferred, as a Markdown table
 * for docs/performance.md. Each page is measured three times; the median run by score counts.
 * Everything stays on this machine: Lighthouse needs no network.
 */
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3198);
const DEBUG_PORT = Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 9339);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** LIGHTHOUSE_PAGES=home,news,event: only these (all three by default). */
const ONLY = (process.env.LIGHTHOUSE_PAGES ?? 'home,news,event').split(',');
const base = `http://127.0.0.1:${PORT}`;

async function waitFor(url: string, tries = 300): Promise<void> {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} antwortet nicht`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  child.kill('SIGTERM');
  return new Promise((r) => child.once('exit', () => r()));
}

interface Row {
  key: string;
  title: string;
  path: string;
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  js: number;
}

await build(false);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-lighthouse-'));
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'st-lighthouse-chromium-'));
const server = spawn(process.execPath, [path.join(DIST, 'server', 'index.js')], {
  cwd: ROOT,
  env: { ...process.env, NODE_ENV: 'production', DEMO: 'on', PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1', SMTP_URL: '' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const executable = await chromiumExecutable();
const browser = spawn(executable.path, [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profile}`, 'about:blank'], {
  env: { ...process.env, ...executable.env },
  stdio: 'ignore',
});
try {
  await waitFor(`${base}/healthz`);
  await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`);
  const list = await (await fetch(`${base}/gaeste/veranstaltungen/`)).text();
  const event = /href="(\/gaeste\/veranstaltungen\/[^"?#]+_\d+)"/.exec(list)?.[1];
  if (!event) throw new Error('Keine Veranstaltung in der Liste gefunden');
  const pages = [
    { key: 'home', title: 'Startseite', path: '/' },
    { key: 'news', title: 'Nachrichtenliste', path: '/rathaus/buergernachrichten/' },
    { key: 'event', title: 'Veranstaltung (Detail)', path: event },
  ].filter((p) => ONLY.includes(p.key));
  // Warm the server (image renders, page cache) as a visitor before would have.
  for (const p of pages) await fetch(`${base}${p.path}`).then((r) => r.text());
  const rows: Row[] = [];
  for (const p of pages) {
    const runs: Row[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${base}${p.path}`, { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse lieferte kein Ergebnis für ${p.path}`);
      // LIGHTHOUSE_REPORTS=<folder>: the full reports, to see where the points went.
      if (process.env.LIGHTHOUSE_REPORTS) {
        fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${p.title.replace(/\W+/g, '-')}-${i + 1}.json`), JSON.stringify(lhr));
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const scripts = (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
      runs.push({
        ...p,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbt: audit('total-blocking-time'),
        fcp: audit('first-contentful-paint'),
        js: scripts.filter((s) => s.resourceType === 'Script').reduce((n, s) => n + (s.transferSize ?? 0), 0),
      });
    }
    runs.sort((a, b) => a.score - b.score);
    rows.push(runs[Math.floor(runs.length / 2)]!);
    console.log(`${p.title}: ${runs.map((r) => r.score).join(', ')}`);
  }
  console.log(
    `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile (simulated slow 4G, 4× CPU slowdown), Median von ${RUNS} Läufen; Maschine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, Last ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  console.log('| Seite | Pfad | Performance | LCP s | CLS | TBT ms | FCP s | JavaScript übertragen KB |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.title} | \`${r.path.length > 40 ? `${r.path.slice(0, 40)}…` : r.path}\` | ${r.score} | ${(r.lcp / 1000).toFixed(2)} | ${r.cls.toFixed(3)} | ${r.tbt.toFixed(0)} | ${(r.fcp / 1000).toFixed(2)} | ${(r.js / 1024).toFixed(1)} |`,
    );
  }
} finally {
  await stop(browser);
  await stop(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(profile, { recursive: true, force: true });
}
