import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { build, DIST, ROOT } from './build';
import type { AssetManifest } from '../server/render/manifest';

/**
 * `npm run bench`: builds, starts the production server on a fresh demo database and drives it with
 * autocannon. Prints req/s, p50 and p99 latency per target and the ratio to a static file of the
 * same server, plus the gzipped first-load JavaScript of the home page. Timings live here, never
 * in pass/fail tests.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3199);
const base = `http://127.0.0.1:${PORT}`;

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** What a browser downloads as JavaScript before the page is interactive: entry, its imports, the page chunk. */
function firstLoadJs(manifest: AssetManifest, pageId: string): { files: number; bytes: number; gzip: number; brotli: number } {
  const urls = [...new Set([manifest.entry, ...manifest.entryImports, ...(manifest.pages[pageId] ?? [])])];
  const files = urls.map((u) => path.join(DIST, 'client', u));
  const sized = (f: string, ext: string, fallback: () => number) => (fs.existsSync(f + ext) ? fs.statSync(f + ext).size : fallback());
  return {
    files: files.length,
    bytes: files.reduce((n, f) => n + fs.statSync(f).size, 0),
    gzip: files.reduce((n, f) => n + sized(f, '.gz', () => gzipSize(f)), 0),
    brotli: files.reduce((n, f) => n + sized(f, '.br', () => fs.statSync(f).size), 0),
  };
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('Server startete nicht');
}

async function run(title: string, url: string) {
  // Warm caches (image service, CMS, JIT) before measuring.
  await autocannon({ url, duration: 2, connections: CONNECTIONS });
  const r = await autocannon({ url, duration: DURATION, connections: CONNECTIONS, headers: { 'accept-encoding': 'gzip' } });
  return { title, url: url.replace(base, ''), rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

const manifest = await build(false);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-bench-'));
const server = spawn(process.execPath, [path.join(DIST, 'server', 'index.js')], {
  cwd: ROOT,
  env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitForHealth();
  const list = (await (await fetch(`${base}/api/cms/aktuelles_rubrik/buergernachrichten/aktuelles?seite=1&pro_seite=1`)).json()) as { data: { slug: string }[] };
  const slug = list.data[0]?.slug ?? '';
  const results = [];
  results.push(await run('Statische Datei (Referenz)', `${base}/images/wappen.svg`));
  results.push(await run('Startseite', `${base}/`));
  results.push(await run('Nachricht (Detail)', `${base}/rathaus/buergernachrichten/${slug}`));
  const strassen = (await (await fetch(`${base}/api/cms/abfall/strassen`)).json()) as { data: { uuid: string }[] };
  results.push(await run('Abfalltermine einer Straße', `${base}/wirtschaft/abfallkalender/termine/${strassen.data[0]?.uuid ?? ''}`));
  results.push(await run('Gewerbeverzeichnis', `${base}/wirtschaft/gewerbeverzeichnis/`));
  results.push(await run('404-Seite', `${base}/gibt-es-nicht`));
  const staticRps = results[0]!.rps;
  console.log(`\nMaschine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
  console.log(`autocannon: ${CONNECTIONS} Verbindungen, ${DURATION} s je Ziel, gzip\n`);
  console.log('| Ziel | Pfad | req/s | p50 ms | p99 ms | Verhältnis zu statisch | Fehler/Nicht-2xx |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(`| ${r.title} | \`${r.url.length > 40 ? `${r.url.slice(0, 40)}…` : r.url}\` | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / staticRps).toFixed(3)} | ${r.errors}/${r.non2xx} |`);
  }
  const home = firstLoadJs(manifest, 'pages/home/HomePage');
  const detail = firstLoadJs(manifest, 'pages/news/NewsDetailPage');
  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log(`\nErstes JavaScript der Startseite: ${home.files} Dateien, ${kb(home.bytes)} KB, gzip ${kb(home.gzip)} KB (Ziel ≤ 100 KB), brotli ${kb(home.brotli)} KB`);
  console.log(`Erstes JavaScript einer Nachricht: ${detail.files} Dateien, gzip ${kb(detail.gzip)} KB, brotli ${kb(detail.brotli)} KB`);
  const css = path.join(DIST, 'client', manifest.css);
  console.log(`CSS: ${(fs.statSync(css).size / 1024).toFixed(1)} KB, gzip ${(gzipSize(css) / 1024).toFixed(1)} KB`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
