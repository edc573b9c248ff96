import { spawn } from 'node:child_process';
import { solveChallenge } from 'altcha-lib';
import { deriveKey as shaKey } from 'altcha-lib/algorithms/sha';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import http from 'node:http';
import esbuild from 'esbuild';
import { build, DIST, ROOT, serverOptions } from './build';
import type { AssetManifest } from '../server/render/manifest';
import { redactUrl } from '../server/cms/store/types';
import { startPostgres } from './postgres-server';
import { sessionSecret } from '../server/config';
import { createFormTokens } from '../server/session/form-token';
import { formKeyOf } from '../shared/routing/form-token';

/**
 * `npm run bench`: builds, starts the production server on a fresh demo database and drives it with
 * autocannon. Prints req/s, p50 and p99 latency per target and the ratio to a static file of the
 * same server, plus the gzipped first-load JavaScript of the home page and a news page. Timings live
 * here, never in pass/fail tests. A second process on the same database runs without the page cache
 * (PAGE_CACHE_MB=0): its targets are the pages rendered every time ("ungecacht"); the same pages
 * through the cache, a search query, the intranet home under a session and the 404 page follow. The
 * machine's load average is printed with the figures: compare before and after only within one run.
 *
 * `npm run bench -- --stress`: 100 connections for 60 s (BENCH_SECONDS) on a mix of cached and
 * uncached pages, a search, files and the intranet under a session; prints non-2xx and errors (both
 * must be 0) and the resident memory of the server.
 *
 * `npm run bench -- --soak`: 100 connections for 5 minutes on a mix of pages and files, a part of it
 * with `Accept-Encoding: br`; prints req/s, p99, errors and the server's resident memory each minute.
 *
 * `npm run bench -- --image-flood`: one client asks the image service for 1,000 distinct sizes of one
 * image while another requests the home page; prints the image cache's growth and the page latency.
 *
 * `npm run bench -- --submissions`: damage reports accepted per second by one process, each a full
 * visit (form page, then the POST answered 303 once the submission is committed), text only and with a
 * 300 KB photo; BENCH_CONNECTIONS visitors at once, each from an address of its own.
 *
 * `npm run bench -- --termine`: the appointments' slot search over the booking window and bookings
 * accepted per second (scripts/bench-termine.ts, in one process, no build).
 *
 * `npm run bench -- --first-load`: all the JavaScript a visitor's browser fetches until each of seven
 * pages is hydrated (scripts/first-load.ts: real Chromium, service worker blocked, prefetch off,
 * brotli as served), the prefetch's extra apart (issue 31; the manifest's count of the entry's files,
 * reported beside it for one round, is gone).
 *
 * `npm run bench -- --alerts`: the waste reminder of one evening for 10,000 subscribers, composed and
 * queued in the outbox, then delivered to a local SMTP server (scripts/bench-alerts.ts; no build, no
 * server process).
 *
 * `--postgres` (with any mode): both processes on a fresh PostgreSQL database of a server started here
 * (or on DATABASE_URL when set); the table then gives the CPU per request of the site and of the
 * database server.
 */
const SOAK = process.argv.includes('--soak');
const FLOOD = process.argv.includes('--image-flood');
const SUBMISSIONS = process.argv.includes('--submissions');
/** --first-load: the first-load JavaScript of seven pages, measured in Chromium; no load. */
const FIRST_LOAD = process.argv.includes('--first-load');
const STRESS = process.argv.includes('--stress');
/** --alerts: composing and queueing e-mail alerts at a town's scale (scripts/bench-alerts.ts). */
const ALERTS = process.argv.includes('--alerts');
/** --postgres: the store is a fresh database on a PostgreSQL server of its own (durable, as in production). */
const POSTGRES = process.argv.includes('--postgres');
const DURATION = Number(process.env.BENCH_SECONDS ?? (SOAK ? 300 : STRESS ? 60 : 10));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? (SOAK || STRESS ? 100 : 10));
const PORT = Number(process.env.BENCH_PORT ?? 3199);
const base = `http://127.0.0.1:${PORT}`;
/** The same site without the page cache, on the same database: every page rendered. */
const uncachedBase = `http://127.0.0.1:${PORT + 1}`;

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

async function waitForHealth(origin = base): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('Server startete nicht');
}

/** CPU time (user + system, ms) a process and its children (waited for or, with `live`, still running) have used. */
function cpuMs(pid: number | undefined, live = false): number {
  if (!pid) return 0;
  const ticks = (stat: string) => {
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
  };
  try {
    let total = ticks(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
    if (live) {
      for (const p of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
        try {
          const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
          if (stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] === String(pid)) total += ticks(stat);
        } catch {
          // gone meanwhile
        }
      }
    }
    return (total * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** The processes whose CPU a request costs: the site, and with PostgreSQL the database server. */
const measured: { server?: number; uncached?: number; database?: number } = {};

async function run(title: string, url: string, headers: Record<string, string> = {}, pid?: number) {
  const all = { 'accept-encoding': 'gzip', ...headers };
  // Warm caches (image service, CMS, page cache, JIT) before measuring.
  await autocannon({ url, duration: 2, connections: CONNECTIONS, headers: all });
  // The process that answers this target: the one without the page cache for the rendered pages.
  const site = pid ?? (url.startsWith(uncachedBase) ? measured.uncached : measured.server);
  const cpu0 = cpuMs(site);
  const db0 = cpuMs(measured.database, true);
  const r = await autocannon({ url, duration: DURATION, connections: CONNECTIONS, headers: all });
  const n = Math.max(1, r.requests.total);
  // CPU per request hardly depends on what else the machine runs, unlike req/s and latency.
  const cpu = (cpuMs(site) - cpu0) / n;
  const db = measured.database ? (cpuMs(measured.database, true) - db0) / n : 0;
  return {
    title,
    url: url.replace(base, '').replace(uncachedBase, ''),
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    cpu,
    db,
  };
}

/** The machine's load average (1, 5, 15 minutes), as `uptime` shows it. */
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

/** Logs in as a demo user of the intranet; returns the Cookie header of the session. */
async function intranetSession(): Promise<string> {
  const page = await fetch(`${base}/intranet`);
  const html = await page.text();
  const csrf = /name="_csrf" value="([^"]*)"/.exec(html)?.[1] ?? '';
  const cookies = page.headers.getSetCookie().map((c) => c.split(';')[0]);
  const res = await fetch(`${base}/intranet`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies.join('; '), origin: base },
    body: new URLSearchParams({ _csrf: csrf, email: 'erika.mustermann@musterstadt.de', passwort: 'Demo#Rathaus2026', ziel: '/intranet' }),
  });
  await res.arrayBuffer();
  if (res.status !== 303) throw new Error(`Anmeldung im Intranet fehlgeschlagen (${res.status})`);
  return [...cookies, ...res.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ');
}

/**
 * The stress run: 100 connections for 60 s on a mix of pages (cached and rendered), a search, files
 * and the intranet under a session, each connection going through the list in turn.
 */
async function stress(pids: number[], paths: { news: string; image: string }, manifest: AssetManifest, session: string) {
  const page = (path: string, enc: string, cookie?: string) => ({
    method: 'GET' as const,
    path,
    headers: { 'accept-encoding': enc, accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
  const requests = [
    page('/', BR),
    page(paths.news, GZIP),
    page('/rathaus/buergernachrichten/', BR),
    page(`/rathaus/suche?q=${encodeURIComponent('Müll')}`, BR),
    page('/intranet', GZIP, session),
    page('/rathaus/fachaemter/', BR),
    page(`/rathaus/buergernachrichten/?seite=${2}`, GZIP),
    { method: 'GET' as const, path: manifest.entry, headers: { 'accept-encoding': BR } },
    { method: 'GET' as const, path: manifest.css, headers: { 'accept-encoding': BR } },
    { method: 'GET' as const, path: paths.image, headers: { 'accept-encoding': GZIP, accept: 'image/webp,image/*' } },
  ];
  console.log(`\nStress: ${CONNECTIONS} Verbindungen, ${DURATION} s, ${requests.length} Anfragen im Wechsel; Last vorher ${load()}`);
  const r = await autocannon({ url: base, requests, duration: DURATION, connections: CONNECTIONS });
  console.log(`Last nachher ${load()}`);
  console.log('\n| req/s | p50 ms | p99 ms | Nicht-2xx | Fehler | Zeitüberschreitungen | RSS MB (mit Cache) | RSS MB (ohne Cache) |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} | ${r.errors} | ${r.timeouts} | ${rssMb(pids[0]!)} | ${rssMb(pids[1]!)} |`,
  );
  console.log(r.non2xx + r.errors === 0 ? 'Keine Fehler, kein Nicht-2xx.' : `FEHLER: ${r.non2xx} Nicht-2xx, ${r.errors} Fehler`);
}

/** Resident memory of a process in MB, from /proc/<pid>/status (Linux). */
function rssMb(pid: number): number {
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : NaN;
  } catch {
    return NaN;
  }
}

const BR = 'br, gzip, deflate';
const GZIP = 'gzip, deflate';

/**
 * The soak: the content mix of a visitor's page loads, every connection going through the list in
 * turn. About half of the page requests and most file requests accept brotli, as browsers do; the
 * rest gzip only. Reports one line per minute (autocannon runs back to back) and the server's RSS
 * at the end of each minute.
 */
async function soak(pid: number, manifest: AssetManifest, paths: { news: string; waste: string; image: string }) {
  const page = (path: string, enc: string) => ({ method: 'GET' as const, path, headers: { 'accept-encoding': enc, accept: 'text/html' } });
  const file = (path: string, enc: string, accept = '*/*') => ({ method: 'GET' as const, path, headers: { 'accept-encoding': enc, accept } });
  const requests = [
    page('/', BR),
    page(paths.news, GZIP),
    page(paths.waste, BR),
    page('/wirtschaft/gewerbeverzeichnis/', GZIP),
    page(`/rathaus/suche?q=${encodeURIComponent('Müll')}`, BR),
    file(manifest.entry, BR),
    file(manifest.css, BR),
    file('/images/wappen.svg', BR),
    page('/', GZIP),
    page(paths.news, BR),
    file('/images/icons.svg', GZIP),
    file(paths.image, GZIP, 'image/webp,image/*'),
  ];
  const interval = Math.min(60, DURATION);
  const rounds = Math.max(1, Math.round(DURATION / interval));
  const start = rssMb(pid);
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid) || 0)), 1000);
  const rows: { minute: number; rps: number; p50: number; p99: number; non2xx: number; errors: number; timeouts: number; rss: number; peak: number }[] = [];
  console.log(
    `\nSoak: ${CONNECTIONS} Verbindungen, ${rounds} × ${interval} s, ${requests.length} Anfragen im Wechsel (${requests.filter((r) => r.headers['accept-encoding'] === BR).length} mit br)`,
  );
  console.log(`RSS vor dem Lauf: ${start} MB`);
  try {
    for (let i = 1; i <= rounds; i++) {
      peak = rssMb(pid);
      const r = await autocannon({ url: base, requests, duration: interval, connections: CONNECTIONS });
      const rss = rssMb(pid);
      const row = {
        minute: i,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
        rss,
        peak: Math.max(peak, rss),
      };
      rows.push(row);
      console.log(
        `  Minute ${i}: ${row.rps.toFixed(0)} req/s, p99 ${row.p99} ms, Nicht-2xx ${row.non2xx}, Fehler ${row.errors} (davon Zeitüberschreitungen ${row.timeouts}), RSS ${row.rss} MB (Spitze ${row.peak} MB)`,
      );
    }
  } finally {
    clearInterval(sampler);
  }
  await new Promise((r) => setTimeout(r, 10_000));
  const idle = rssMb(pid);
  console.log(`\n| Minute | req/s | p50 ms | p99 ms | Nicht-2xx | Fehler | RSS MB (Ende) | RSS MB (Spitze) |`);
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.minute} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${r.rss} | ${r.peak} |`);
  console.log(`\nRSS vor dem Lauf ${start} MB, 10 s nach dem Lauf ${idle} MB.`);
  const after = rows.slice(1).map((r) => r.rss);
  if (after.length) {
    const first = rows[0]!.rss;
    const drift = Math.max(...after.map((v) => Math.abs(v - first) / first));
    console.log(
      `RSS nach der ersten Minute: ${Math.min(...after)}–${Math.max(...after)} MB, höchstens ${(drift * 100).toFixed(1)} % von Minute 1 (${first} MB) entfernt${drift <= 0.2 ? ' – flach' : ' – NICHT flach'}.`,
    );
  }
  const failed = rows.reduce((n, r) => n + r.non2xx + r.errors, 0);
  console.log(`Fehler und Nicht-2xx insgesamt: ${failed}`);
}

/** Number and bytes of the files in a folder (0 when it does not exist). */
function folderSize(dir: string): { files: number; bytes: number } {
  const names = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  return { files: names.length, bytes: names.reduce((n, f) => n + (fs.statSync(path.join(dir, f), { throwIfNoEntry: false })?.size ?? 0), 0) };
}

/**
 * The image flood: 1,000 distinct w/h values of one image, four requests at a time, while a single
 * visitor (one connection) loads the home page over and over. Compares the page's latency with the
 * quiet server and reports what the flood added to the image cache.
 */
async function imageFlood(dataDir: string, image: string) {
  const src = new URL(image, base).searchParams.get('src') ?? '';
  const cacheDir = path.join(dataDir, 'cache', 'bild');
  const quiet = await autocannon({ url: `${base}/`, duration: 10, connections: 1 });
  const before = folderSize(cacheDir);
  const statuses: Record<number, number> = {};
  let next = 0;
  const flood = async () => {
    for (let n = next++; n < 1000; n = next++) {
      const w = 100 + ((n * 37) % 1900);
      const h = 60 + ((n * 53) % 900);
      const res = await fetch(`${base}/bild?src=${encodeURIComponent(src)}&w=${w}&h=${h}`, { headers: { accept: 'image/webp,*/*' } });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  const t0 = Date.now();
  let visitor: autocannon.Instance | undefined;
  const during = new Promise<autocannon.Result>((resolve, reject) => {
    visitor = autocannon({ url: `${base}/`, duration: 3600, connections: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
  await Promise.all(Array.from({ length: 4 }, flood));
  const seconds = (Date.now() - t0) / 1000;
  visitor!.stop();
  const busy = await during;
  const after = folderSize(cacheDir);
  console.log(`\nBilderflut: 1000 verschiedene Größen eines Bildes, 4 gleichzeitig, in ${seconds.toFixed(1)} s`);
  console.log(
    `Antworten: ${Object.entries(statuses)
      .map(([s, n]) => `${n} × ${s}`)
      .join(', ')}`,
  );
  console.log(
    `Bild-Cache: +${after.files - before.files} Dateien, +${((after.bytes - before.bytes) / 2 ** 20).toFixed(1)} MB (jetzt ${after.files} Dateien, ${(after.bytes / 2 ** 20).toFixed(1)} MB)`,
  );
  console.log('\n| Startseite, 1 Verbindung | req/s | p50 ms | p99 ms |');
  console.log('|---|---:|---:|---:|');
  console.log(`| ruhig | ${quiet.requests.average.toFixed(0)} | ${quiet.latency.p50} | ${quiet.latency.p99} |`);
  console.log(`| während der Flut | ${busy.requests.average.toFixed(0)} | ${busy.latency.p50} | ${busy.latency.p99} |`);
}

/**
 * The limit of one Node process for a cached page (issue 31): Node's `http` module answering the
 * bytes and headers the site sent for `url` (gzip, as the bench asks), from memory, in a process of
 * its own. Answers its address and pid, and how to stop it.
 */
async function plainNode(url: string, port: number): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const sent = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on('error', reject);
  });
  // Node writes these itself; everything else as the site sent it (content-length from the bytes).
  const headers = Object.fromEntries(
    Object.entries(sent.headers).filter(([k]) => !['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(k)),
  );
  const file = path.join(dataDir, 'plain-node.json');
  fs.writeFileSync(file, JSON.stringify({ headers, body: sent.body.toString('base64') }));
  const code = `import http from 'node:http'; import fs from 'node:fs';
const { headers, body } = JSON.parse(fs.readFileSync(process.env.PLAIN_FILE, 'utf8'));
const bytes = Buffer.from(body, 'base64');
http.createServer((req, res) => { res.writeHead(200, { ...headers, 'content-length': bytes.length }); res.end(bytes); })
  .listen(Number(process.env.PLAIN_PORT), '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    env: { ...process.env, NODE_ENV: 'production', PLAIN_FILE: file, PLAIN_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`Node-Referenzserver beendet (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid!,
    stop: () => {
      child.kill('SIGTERM');
      return new Promise((r) => child.once('exit', () => r()));
    },
  };
}

/** scripts/<name>.ts built with the server's build options into dist/bench; answers the built file. */
async function benchScript(name: string): Promise<string> {
  const outdir = path.join(DIST, 'bench');
  await esbuild.build({ ...serverOptions(false), entryPoints: { [name]: `scripts/${name}.ts` }, outdir });
  return path.join(outdir, `${name}.js`);
}

/** The document the site sent, and the page's initial data as the site wrote it into it (what its loaders produced). */
async function documentOf(url: string, headers: Record<string, string> = {}): Promise<{ initial: unknown; html: string }> {
  const html = await (await fetch(url, { headers })).text();
  const json = /<script type="application\/json" id="st-data"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error(`Keine Seitendaten in ${url}`);
  return { initial: JSON.parse(json), html };
}

/**
 * React's floor for the rendered pages (issue 31): scripts/render-floor.ts, built with the server's
 * build options and run with NODE_ENV=production in a process of its own, renders each page's tree
 * with the data the site's loaders produced for it. Answers CPU ms per render by title, and the CPU
 * ms of compressing the whole document the site sent with the site's gzip options (ADR 78).
 */
async function renderFloor(
  pages: { title: string; url: string; headers?: Record<string, string> }[],
): Promise<Map<string, { cpuMs: number; bytes: number; renders: number; documentBytes: number; gzipMs: number }>> {
  const floorScript = await benchScript('render-floor');
  const input = pages.map(async (p) => ({ title: p.title, ...(await documentOf(p.url, p.headers)) }));
  const file = path.join(dataDir, 'render-floor.json');
  fs.writeFileSync(file, JSON.stringify(await Promise.all(input)));
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [floorScript, file], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', DEMO: 'on', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout!.on('data', (c: Buffer) => (text += c.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`Boden-Messung beendet (${code})`))));
  });
  const rows = JSON.parse(out.trim().split('\n').pop()!) as {
    title: string;
    cpuMs: number;
    bytes: number;
    renders: number;
    documentBytes: number;
    gzipMs: number;
  }[];
  return new Map(rows.map((r) => [r.title, r]));
}

/**
 * The store's statements of each rendered page (ADR 78): a third site process without the page cache,
 * on the same database, with scripts/statement-timing.ts loaded, answers each page 200 times one after
 * the other after a warm-up; per page the statements and their milliseconds (better-sqlite3's calls:
 * SQLite's work and the rows' conversion). SQLite only: on PostgreSQL the reads cost the database
 * server's CPU, which the table of the targets shows apart.
 */
async function storeReads(pages: { title: string; url: string }[]): Promise<Map<string, { statements: number; ms: number }>> {
  const timing = await benchScript('statement-timing');
  const file = path.join(dataDir, 'statement-timing.jsonl');
  const port = PORT + 3;
  const child = spawn(process.execPath, ['--import', timing, path.join(DIST, 'server', 'index.js')], {
    cwd: ROOT,
    env: { ...uncachedEnv(port), STATEMENT_TIMING_FILE: file },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let round = 0;
  const take = async () => {
    child.kill('SIGUSR2');
    round += 1;
    for (let i = 0; i < 100; i++) {
      const line = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
      const read = line ? (JSON.parse(line) as { round: number; statements: number; micros: number }) : null;
      if (read?.round === round) return read;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('Die Zeitmessung der Anfragen antwortete nicht');
  };
  const answers = new Map<string, { statements: number; ms: number }>();
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForHealth(origin);
    const times = 200;
    for (const page of pages) {
      const url = `${origin}${page.url}`;
      const ask = async (n: number) => {
        for (let i = 0; i < n; i++) await (await fetch(url, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer();
      };
      await ask(50);
      await take();
      await ask(times);
      const read = await take();
      answers.set(page.title, { statements: read.statements / times, ms: read.micros / 1000 / times });
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  return answers;
}

/** The standard run: each target on its own, then React's floor and the first-load JavaScript. */
async function targets(manifest: AssetManifest, news: string, waste: string, pids: number[], session: string) {
  const before = load();
  const results: Awaited<ReturnType<typeof run>>[] = [];
  const search = `/rathaus/suche?q=${encodeURIComponent('Müll')}`;
  results.push(await run('Statische Datei (Referenz)', `${base}/images/wappen.svg`));
  results.push(await run('Startseite, ungecacht (gerendert)', `${uncachedBase}/`));
  results.push(await run('Nachricht, ungecacht (gerendert)', `${uncachedBase}${news}`));
  results.push(await run('Nachrichtenliste, ungecacht', `${uncachedBase}/rathaus/buergernachrichten/`));
  results.push(await run('Abfalltermine einer Straße, ungecacht', `${uncachedBase}${waste}`));
  results.push(await run('404-Seite, ungecacht', `${uncachedBase}/gibt-es-nicht`));
  results.push(await run('Startseite aus dem Cache', `${base}/`));
  const plain = await plainNode(`${base}/`, PORT + 2);
  try {
    results.push(await run('Node `http`: Startseite aus dem Speicher (Referenz)', plain.url, {}, plain.pid));
  } finally {
    await plain.stop();
  }
  results.push(await run('Nachricht aus dem Cache', `${base}${news}`));
  results.push(await run('Suche „Müll“ (gerendert)', `${uncachedBase}${search}`));
  results.push(await run('Intranet-Start mit Sitzung', `${base}/intranet`, { cookie: session }));
  const after = load();
  // The statements are timed where better-sqlite3 runs them: on the embedded store only.
  const reads = databaseUrl
    ? null
    : await storeReads([
        { title: 'Startseite, ungecacht (gerendert)', url: '/' },
        { title: 'Nachricht, ungecacht (gerendert)', url: news },
        { title: 'Nachrichtenliste, ungecacht', url: '/rathaus/buergernachrichten/' },
        { title: 'Abfalltermine einer Straße, ungecacht', url: waste },
        { title: '404-Seite, ungecacht', url: '/gibt-es-nicht' },
        { title: 'Suche „Müll“ (gerendert)', url: search },
      ]);
  const floor = await renderFloor([
    { title: 'Startseite, ungecacht (gerendert)', url: `${uncachedBase}/` },
    { title: 'Nachricht, ungecacht (gerendert)', url: `${uncachedBase}${news}` },
    { title: 'Nachrichtenliste, ungecacht', url: `${uncachedBase}/rathaus/buergernachrichten/` },
    { title: 'Abfalltermine einer Straße, ungecacht', url: `${uncachedBase}${waste}` },
    { title: '404-Seite, ungecacht', url: `${uncachedBase}/gibt-es-nicht` },
    { title: 'Suche „Müll“ (gerendert)', url: `${uncachedBase}${search}` },
    { title: 'Intranet-Start mit Sitzung', url: `${base}/intranet`, headers: { cookie: session } },
  ]);
  const staticRps = results[0]!.rps;
  const byTitle = (prefix: string) => results.find((r) => r.title.startsWith(prefix))!;
  console.log(`\nMaschine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
  console.log(`Last (uptime) vor dem Lauf ${before}, nach den Zielen ${after}, nach der Boden-Messung ${load()}`);
  console.log(`autocannon: ${CONNECTIONS} Verbindungen, ${DURATION} s je Ziel, gzip\n`);
  console.log('| Ziel | Pfad | req/s | p50 ms | p99 ms | Verhältnis zu statisch | Fehler/Nicht-2xx | CPU ms/Anfrage (Site + Datenbank) |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(
      `| ${r.title} | \`${r.url.length > 40 ? `${r.url.slice(0, 40)}…` : r.url}\` | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / staticRps).toFixed(3)} | ${r.errors}/${r.non2xx} | ${r.cpu.toFixed(2)}${measured.database ? ` + ${r.db.toFixed(2)}` : ''} |`,
    );
  }
  // Issue 31: each rendered page's CPU per request as a multiple of React's own render of its tree.
  const targetOf: Record<string, string> = { 'Startseite, ungecacht (gerendert)': '≤ 1,6', 'Nachricht, ungecacht (gerendert)': '≤ 1,5' };
  console.log(`\nReacts Boden: renderToPipeableStream des Baums der Seite mit ihren geladenen Daten, im Prozess, ohne HTTP (scripts/render-floor.ts)\n`);
  console.log('| Gerenderte Seite | CPU ms/Anfrage (Site) | Boden: CPU ms/Render | HTML von React KB | Vielfaches des Bodens | Ziel |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [title, f] of floor) {
    const r = byTitle(title);
    const times = r.cpu / f.cpuMs;
    const target = targetOf[title];
    const met = target ? (times <= Number(target.slice(2).replace(',', '.')) ? ' erreicht' : ' **nicht erreicht**') : '';
    console.log(`| ${title} | ${r.cpu.toFixed(2)} | ${f.cpuMs.toFixed(2)} | ${(f.bytes / 1024).toFixed(1)} | ${times.toFixed(2)} | ${target ?? ''}${met} |`);
  }
  // ADR 78: what every rendered answer of the fixed shape adds to React's render whatever our code
  // does: the compression of the whole document (gzip, the site's options) and Node's HTTP (the CPU
  // of the plain Node server above per answer). The rest of the site's CPU is the store's reads and
  // our request code.
  const http = byTitle('Node `http`').cpu;
  console.log(`
Was jede gerenderte Antwort zum Boden hinzufügt: das ganze Dokument komprimieren (gzip wie die Site) und Nodes HTTP (${http.toFixed(2)} ms, der Node-Server oben)
`);
  console.log(
    '| Gerenderte Seite | Dokument KB | gzip CPU ms | Boden + gzip + HTTP ms | Vielfaches von Boden + gzip + HTTP | Anfragen an SQLite | ihre ms | Site darüber ohne sie ms |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [title, f] of floor) {
    const r = byTitle(title);
    const shape = f.cpuMs + f.gzipMs + http;
    const store = reads?.get(title);
    const storeCells = store ? `${store.statements.toFixed(1)} | ${store.ms.toFixed(2)} | ${(r.cpu - shape - store.ms).toFixed(2)}` : ' | | ';
    console.log(
      `| ${title} | ${(f.documentBytes / 1024).toFixed(1)} | ${f.gzipMs.toFixed(2)} | ${shape.toFixed(2)} | ${(r.cpu / shape).toFixed(2)} | ${storeCells} |`,
    );
  }
  // Issue 31: the cached home page against Node's http module answering the same bytes.
  const cached = byTitle('Startseite aus dem Cache');
  const node = byTitle('Node `http`');
  const share = cached.rps / node.rps;
  console.log(
    `\nStartseite aus dem Cache gegen Node \`http\` mit denselben Bytes: ${share.toFixed(2)} der req/s (Ziel ≥ 0,6${share >= 0.6 ? ', erreicht' : ', **nicht erreicht**'}), CPU ${cached.cpu.toFixed(3)} gegen ${node.cpu.toFixed(3)} ms/Anfrage (${(node.cpu / cached.cpu).toFixed(2)}); zur statischen Datei ${(cached.rps / staticRps).toFixed(3)}`,
  );
  console.log(`\nRSS nach dem Lauf: ${rssMb(pids[0]!)} MB (mit Seiten-Cache), ${rssMb(pids[1]!)} MB (ohne)`);
  printStylesheet(manifest);
}

/** The stylesheet every page loads. */
function printStylesheet(manifest: AssetManifest) {
  const css = path.join(DIST, 'client', manifest.css);
  console.log(`CSS: ${(fs.statSync(css).size / 1024).toFixed(1)} KB, gzip ${(gzipSize(css) / 1024).toFixed(1)} KB`);
}

/** One visitor sends one damage report: the form page, then the POST; true when it was accepted (303). */
/** The pages of issue 31's count. */
async function firstLoadPages(news: string): Promise<{ title: string; path: string }[]> {
  const events = await (await fetch(`${base}/gaeste/veranstaltungen/`)).text();
  const event = /href="(\/gaeste\/veranstaltungen\/[^"?#]+_\d+)"/.exec(events)?.[1];
  if (!event) throw new Error('Keine Veranstaltung in der Liste gefunden');
  return [
    { title: 'Startseite', path: '/' },
    { title: 'Nachricht', path: news },
    { title: 'Nachrichtenliste', path: '/rathaus/buergernachrichten/' },
    { title: 'Veranstaltung', path: event },
    { title: 'Schadensmeldung', path: '/rathaus/schadensmeldung/' },
    { title: 'Gewerbeverzeichnis', path: '/wirtschaft/gewerbeverzeichnis/' },
    { title: 'Suchergebnisse „Müll“', path: `/rathaus/suche?q=${encodeURIComponent('Müll')}` },
  ];
}

/** `--first-load`: each page measured in Chromium (scripts/first-load.ts), the prefetch's extra apart. */
async function firstLoadInBrowser(manifest: AssetManifest, news: string) {
  const { launchChromium } = await import('./chromium');
  const { chunkWith, measureFirstLoad, measurePrefetch, servedBrotliBytes } = await import('./first-load');
  const { PREFETCH_IDLE_MS } = await import('../shared/site/constants');
  const before = load();
  const browser = await launchChromium();
  const kb = (n: number) => (n / 1024).toFixed(1);
  const rows: string[] = [];
  let homeKb = 0;
  try {
    for (const p of await firstLoadPages(news)) {
      const first = await measureFirstLoad(browser, base, p.path, DIST);
      if (p.path === '/') homeKb = first.brotli / 1024;
      const prefetch = await measurePrefetch(browser, base, first, DIST, PREFETCH_IDLE_MS);
      rows.push(
        `| ${p.title} | \`${p.path.length > 40 ? `${p.path.slice(0, 40)}…` : p.path}\` | ${first.scripts} | ${first.scriptsBeforeHydrated} | ${kb(first.brotli)} | ${first.styles} | +${prefetch.requests} / +${kb(prefetch.brotli)} |`,
      );
      if (process.env.FIRST_LOAD_FILES) for (const f of first.files) console.log(`  ${p.path} ${f.url.replace(base, '')} ${f.brotli}`);
    }
  } finally {
    await browser.close();
  }
  console.log(`\nMaschine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, Node ${process.version}; Last vor ${before}, danach ${load()}`);
  console.log('Gemessen in Chromium: Service Worker blockiert, Prefetch aus, bis html[data-hydrated=true] und Ruhe im Netz; Bytes brotli wie ausgeliefert.\n');
  console.log('| Seite | Pfad | Skripte | davon vor „hydrated“ | KB brotli | weitere Stylesheets | Prefetch danach (Anfragen / KB) |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(r);
  // Swiper loads after the first load (ADR 61): when the slider's first step is due or it is touched.
  // The chunk with the hero's Swiper enhancement (and what only it imports), brotli as served.
  const swiper = servedBrotliBytes(DIST, `http://localhost${chunkWith(DIST, 'hero/hero-swiper.ts')}`);
  console.log(
    `\nStartseite mit Swiper (lädt beim ersten fälligen Bildwechsel oder bei Berührung): ${kb(homeKb * 1024 + swiper)} KB (Swiper-Chunk ${kb(swiper)} KB)`,
  );
  printStylesheet(manifest);
}

async function submitOne(i: number, photo: Buffer | null, work = false): Promise<boolean> {
  // Each visitor from a network of its own (the limit counts per /24).
  const ip = `10.${(i >> 8) & 255}.${i & 255}.${(i >> 16) + 1}`;
  const page = await fetch(`${base}/rathaus/schadensmeldung/`, { headers: { 'x-forwarded-for': ip } });
  const html = await page.text();
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
  const form = new FormData();
  // A visitor who took a while to fill it in: the minimum fill time counts from the time signed into
  // the form's token (ADR 28), so the token is signed again as if the form had been shown earlier.
  const token = hidden('_csrf');
  const key = formKeyOf(token);
  form.append(
    '_csrf',
    key ? createFormTokens(sessionSecret({ sessionSecret: null, dataDir }), () => Date.now() - 20_000).issue('/rathaus/schadensmeldung/', key) : token,
  );
  form.append('_schluessel', hidden('_schluessel'));
  form.append('homepage', '');
  form.append('kategorie', 'strassen-wege');
  // A street of the town's list (the form checks it since ADR 52: an unknown street is refused, 422).
  form.append('ort', `Rebweg ${(i % 90) + 1}, Bombach`);
  form.append('beschreibung', `Schlagloch vor Haus ${i}, etwa 30 cm breit.`);
  form.append('bemerkt', '2026-11-20');
  if (photo) form.append('fotos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `foto-${i}.jpg`);
  if (work && key) {
    // A browser with JavaScript: the proof of work (ADR 54) asked for and solved, as the form's script does.
    const challenge = await (await fetch(`${base}/formulare/pruefung?k=${key}`)).json();
    const solution = await solveChallenge({ challenge, deriveKey: shaKey });
    form.append('_altcha', JSON.stringify({ challenge, solution }));
  }
  const res = await fetch(`${base}/rathaus/schadensmeldung/`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: {
      cookie: page.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
      origin: base,
      'x-forwarded-for': ip,
    },
  });
  await res.arrayBuffer();
  return res.status === 303;
}

async function submissions() {
  const sharp = (await import('sharp')).default;
  // A phone-like photo: 1600 × 1200 of noise compresses badly, about the size a phone sends.
  const noise = Buffer.alloc(400 * 300 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const photo = await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } })
    .resize(1600, 1200)
    .jpeg({ quality: 85 })
    .toBuffer();
  let n = 0;
  const rows: string[] = [];
  for (const [title, file, work] of [
    ['ohne Foto', null, false],
    [`mit einem Foto (${Math.round(photo.length / 1024)} KB)`, photo, false],
    ['ohne Foto, mit gelöster Prüfung (JavaScript)', null, true],
  ] as const) {
    // Warm up (JIT, sharp, the statement cache), then measure.
    await Promise.all(Array.from({ length: CONNECTIONS }, () => submitOne(n++, file, work)));
    let accepted = 0;
    let refused = 0;
    const latencies: number[] = [];
    const end = Date.now() + DURATION * 1000;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < end) {
          const t = performance.now();
          if (await submitOne(n++, file, work)) accepted += 1;
          else refused += 1;
          latencies.push(performance.now() - t);
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!.toFixed(0);
    rows.push(`| ${title} | ${CONNECTIONS} | ${(accepted / seconds).toFixed(1)} | ${pct(0.5)} | ${pct(0.99)} | ${refused} |`);
  }
  console.log(`\nEingänge (Schadensmeldung), ${DURATION} s je Zeile, Formularseite + POST je Meldung:`);
  console.log('| Meldung | gleichzeitig | angenommen/s | p50 ms | p99 ms | abgelehnt |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(r);
}

if (ALERTS) {
  const { alertsBench } = await import('./bench-alerts');
  const pgAlerts = POSTGRES && !process.env.DATABASE_URL ? await startPostgres({ durable: true }) : null;
  if (pgAlerts) await pgAlerts.admin('CREATE DATABASE bench');
  try {
    await alertsBench(pgAlerts ? pgAlerts.url('bench') : (process.env.DATABASE_URL ?? null));
  } finally {
    await pgAlerts?.stop();
  }
  process.exit(0);
}
if (process.argv.includes('--termine')) {
  // In one process on the built-in store: nothing to build.
  const { benchTermine } = await import('./bench-termine');
  await benchTermine();
  process.exit(0);
}
const manifest = await build(false);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-bench-'));
// The store: SQLite in DATA_DIR; DATABASE_URL (an empty database, seeded on start); or with --postgres
// a fresh database on a server started here. Both processes share it.
const pg = POSTGRES && !process.env.DATABASE_URL ? await startPostgres({ durable: true }) : null;
if (pg) await pg.admin('CREATE DATABASE bench');
const databaseUrl = pg ? pg.url('bench') : (process.env.DATABASE_URL ?? '');
console.log(`Datenbank: ${databaseUrl ? `PostgreSQL (${redactUrl(databaseUrl)})` : 'SQLite'}`);
/**
 * The environment of a site process of the bench on `port`: the demo town on the bench's store.
 * Loopback is a trusted proxy, so each visitor of --submissions counts against a limit of its own.
 */
function siteEnv(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DEMO: 'on',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    TRUST_PROXY: 'loopback',
    SMTP_URL: '',
    DATABASE_URL: databaseUrl,
  };
}
const server = spawn(process.execPath, [path.join(DIST, 'server', 'index.js')], {
  cwd: ROOT,
  env: siteEnv(PORT),
  stdio: ['ignore', 'inherit', 'inherit'],
});
measured.server = server.pid;
measured.database = pg?.pid;
/** A site process on the same database without the page cache (every page rendered), on `port`. */
function uncachedEnv(port: number): NodeJS.ProcessEnv {
  return { ...siteEnv(port), PAGE_CACHE_MB: '0', SEED_MEDIA: 'false' };
}
let uncached: ReturnType<typeof spawn> | null = null;
try {
  await waitForHealth();
  // The second process starts once the first has created and seeded the database.
  uncached = spawn(process.execPath, [path.join(DIST, 'server', 'index.js')], {
    cwd: ROOT,
    env: uncachedEnv(PORT + 1),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  measured.uncached = uncached.pid;
  await waitForHealth(uncachedBase);
  const list = (await (await fetch(`${base}/api/cms/aktuelles_rubrik/buergernachrichten/aktuelles?seite=1&pro_seite=1`)).json()) as {
    data: { slug: string }[];
  };
  const slug = list.data[0]?.slug ?? '';
  const strassen = (await (await fetch(`${base}/api/cms/abfall/strassen`)).json()) as { data: { uuid: string }[] };
  const news = `/rathaus/buergernachrichten/${slug}`;
  const waste = `/wirtschaft/abfallkalender/termine/${strassen.data[0]?.uuid ?? ''}`;
  // The home page's first image (the hero's largest size).
  const home = await (await fetch(`${base}/`)).text();
  const image = /src="(\/bild\?[^"]+)"/.exec(home)?.[1]?.replace(/&amp;/g, '&') ?? '/images/logo.svg';
  if (FIRST_LOAD) {
    await firstLoadInBrowser(manifest, news);
  } else if (SUBMISSIONS) {
    await submissions();
  } else if (FLOOD) {
    await imageFlood(dataDir, image);
  } else if (SOAK) {
    console.log(`\nMaschine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
    await soak(server.pid!, manifest, { news, waste, image });
  } else if (STRESS) {
    await stress([server.pid!, uncached.pid!], { news, image }, manifest, await intranetSession());
  } else {
    await targets(manifest, news, waste, [server.pid!, uncached.pid!], await intranetSession());
  }
} finally {
  if (uncached && uncached.exitCode === null) {
    uncached.kill('SIGTERM');
    await new Promise((r) => uncached!.once('exit', r));
  }
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
  await pg?.stop();
}
