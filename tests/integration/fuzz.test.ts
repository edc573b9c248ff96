import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app';
import { routes } from '../../shared/routes';
import { seededRandom } from '../../shared/util/random';

/**
 * Generated malformed requests against the whole app, with the embedded CMS and in CMS_URL mode:
 * odd paths and percent-encoding, query arrays and nesting, garbage cookies, bodies of every kind and
 * unusual methods. Whatever arrives, the answer is a 2xx–4xx (or a 503 "busy" with Retry-After), never
 * a 500 and never a hang. The generator is seeded, so a failure is reproducible.
 */
const REQUESTS_PER_MODE = 1_100;
const CONCURRENCY = 8;
const HANG_MS = 8_000;

const rng = seededRandom;

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** Concrete paths from the route table (parameters filled with plausible and odd values) and the server's own. */
function seedPaths(): string[] {
  const fill = (p: string) =>
    p
      .replace(/\*$/, 'impressum/')
      .replace(/:([A-Za-z]+)\?/g, 'x_12')
      .replace(/:([A-Za-z]+)/g, (_m, name: string) => (/id$/i.test(name) ? '1' : 'slug_1001'));
  return [
    ...new Set([
      ...routes.map((r) => fill(r.path)),
      '/',
      '/_data/',
      '/_data/rathaus/suche',
      '/bild',
      '/sw.js',
      '/healthz',
      '/_client-error',
      '/assets/entry-x.js',
      '/api/wetter',
      '/api/cms/aktuelles_rubrik/buergernachrichten/aktuelles',
      '/api/cms/aktuelles/1046',
      '/api/cms/seite',
      '/api/cms/archiv_themen',
      '/api/cms/suche',
      '/api/cms/suche/vorschlaege',
      '/api/cms/dateien/1/x.pdf',
      '/api/cms/medien/x.jpg',
      '/api/cms/login',
      '/api/cms/intranet/user/00000000-0000-0000-0000-000000000000',
      '/api/cms/intranet/rubrik',
      '/api/cms/intranet/passwort',
      '/api/cms/gewerbe',
      '/api/cms/abfall/strassen',
      '/api/cms/veranstaltungen',
      '/api/cms/ratstermine',
      '/intranet',
      '/intranet/abmelden',
      '/intranet/passwort',
      '/intranet/dokument/1',
    ]),
  ];
}

const ODD_SEGMENTS = [
  '%',
  '%%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '%FF%FE',
  '..',
  '.',
  '%2e%2e',
  '..%2f',
  '..\\',
  '%5c',
  '//',
  '///',
  '%2F',
  '~',
  '@',
  ':80',
  'xn--',
  '%F0%9F%98%80',
  'Ä',
  'ß',
  '<script>',
  '"\'',
  '%0d%0aSet-Cookie:%20a=b',
  '?',
  '#',
  ';',
  '&',
  '=',
  '+',
  ' ',
  'A'.repeat(300),
  'ä'.repeat(120),
  '%u0041',
  '\t',
  '\u0001',
  'RATHAUS',
  'CMS',
];

const QUERY_PARTS = [
  'seite=-1',
  'seite=0',
  'seite=abc',
  'seite=99999999999',
  'pro_seite=1000',
  'pro_seite[]=1',
  'q=',
  'q=%',
  'q=%E0%A4%A',
  `q=${'x'.repeat(3000)}`,
  'q=<script>alert(1)</script>',
  'q[]=a&q[]=b',
  'q[a]=b',
  'datum=2026',
  'datum=99999',
  'datum[]=1',
  'rubrik_id=x',
  'rubrik_id=6&rubrik_id=7',
  'themen_id=[1,2,x]',
  'themen_id[]=30',
  'order=[x DESC]',
  'order[]=datum_von%20DESC',
  'gueltig_von=vielleicht',
  'src=/api/cms/medien/x.jpg&w=99999',
  'src=%2e%2e%2fetc&w=10',
  'w=abc&h=-1',
  'ziel=//evil.example',
  'ziel=/intranet%0d%0a',
  'abgemeldet=1',
  'buchstabe=ä',
  'a=1&a=2&a=3',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  '%00=%00',
  '=',
  '&&&',
  'x=%C0%AF',
  'jahr=0',
  'seite=1e3',
];

const COOKIES = [
  'st_sitzung=j:{"t":"x"}',
  'st_sitzung=v1.kaputt',
  'st_sitzung=',
  'st_csrf=j:[1]',
  '__Host-st_sitzung=%',
  'x=%zz; y',
  '=;;;=;',
  'a="unterminated',
  `st_sitzung=v1.${'A'.repeat(1900)}`,
  'st_sitzung=j:null; st_csrf=j:{}',
  'st_sitzung=v1.%E0%A4%A',
];

function generate(rand: () => number, paths: string[]): FuzzRequest {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  let path = pick(paths);
  // Mutate the path: insert, append or replace segments with odd ones; change letter case.
  const mutations = Math.floor(rand() * 3);
  for (let i = 0; i < mutations; i++) {
    const segs = path.split('/');
    const at = 1 + Math.floor(rand() * Math.max(1, segs.length - 1));
    const r = rand();
    if (r < 0.4) segs.splice(at, 0, pick(ODD_SEGMENTS));
    else if (r < 0.7) segs[at] = pick(ODD_SEGMENTS);
    else if (r < 0.85) segs[at] = (segs[at] ?? '').toUpperCase();
    else segs.push(pick(ODD_SEGMENTS));
    path = segs.join('/');
  }
  if (!path.startsWith('/')) path = `/${path}`;
  if (rand() < 0.6) path += `?${Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(QUERY_PARTS)).join('&')}`;
  // Characters the HTTP client refuses in a request line are sent percent-encoded.
  path = path.replace(/[\u0000-\u0020\u007f-\uffff"<>`{}|^]/g, (c) => encodeURIComponent(c));

  const headers: Record<string, string> = {};
  if (rand() < 0.5) headers.cookie = pick(COOKIES);
  if (rand() < 0.2) headers.origin = pick(['http://evil.example', 'null', 'http://127.0.0.1']);
  if (rand() < 0.2) headers['accept-encoding'] = pick(['br', 'gzip', 'deflate', 'br;q=0, gzip;q=x', '*']);
  if (rand() < 0.2) headers.accept = pick(['application/json', 'text/html', '*/*', 'image/webp', '']);
  if (rand() < 0.1) headers.authorization = pick(['Bearer x', 'Bearer ' + 'a'.repeat(300), 'Basic Og==', '']);
  if (rand() < 0.1) headers['x-requested-with'] = 'fetch';

  const method = pick(['GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
  let body: Buffer | undefined;
  if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
    const kind = pick(['json', 'badjson', 'form', 'formarray', 'huge', 'multipart', 'binary', 'none', 'deepjson']);
    switch (kind) {
      case 'json':
        headers['content-type'] = 'application/json';
        body = Buffer.from(JSON.stringify({ email: pick(['', 'a@b.de', 'x'.repeat(300), 5, null, ['a']]), passwort: pick(['', 'x', 7, {}, 'Falsch#1aA']) }));
        break;
      case 'badjson':
        headers['content-type'] = 'application/json';
        body = Buffer.from(pick(['{', '{"a":', 'null', '[1,2', '"x"', '\u0000', '{"__proto__":{"x":1}}']));
        break;
      case 'form':
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = Buffer.from(
          `_csrf=x&email=${encodeURIComponent(pick(['', 'a@b.de', '%', '\u0001']))}&passwort=x&ziel=${pick(['//evil.example', '/intranet', '%'])}`,
        );
        break;
      case 'formarray':
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = Buffer.from(`email[]=a&email[]=b&passwort[x]=1&_csrf[]=1&${'a=1&'.repeat(50)}`);
        break;
      case 'huge':
        headers['content-type'] = pick(['application/json', 'application/x-www-form-urlencoded', 'text/plain']);
        body = Buffer.alloc(300_000, 0x61);
        break;
      case 'multipart':
        headers['content-type'] = 'multipart/form-data; boundary=xyz';
        body = Buffer.from('--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xy');
        break;
      case 'binary':
        headers['content-type'] = 'application/octet-stream';
        body = Buffer.from(Array.from({ length: 512 }, () => Math.floor(rand() * 256)));
        break;
      case 'deepjson':
        headers['content-type'] = 'application/json';
        body = Buffer.from(`${'['.repeat(5000)}${']'.repeat(5000)}`);
        break;
      default:
        break;
    }
  }
  return { method, path, headers, body };
}

function send(server: http.Server, r: FuzzRequest): Promise<{ status: number; retryAfter?: string } | { hang: true } | { error: string }> {
  const { port } = server.address() as { port: number };
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, method: r.method, path: r.path, headers: r.headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] });
      });
      res.on('error', () => {
        clearTimeout(timer);
        resolve({ error: 'response aborted' });
      });
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve({ hang: true });
    }, HANG_MS);
    req.on('error', (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      // The server may refuse an oversized body by closing early; that is no 500 and no hang.
      resolve({ error: e.code ?? e.message });
    });
    req.end(r.body);
  });
}

async function fuzz(server: http.Server, seed: number) {
  const rand = rng(seed);
  const paths = seedPaths();
  const requests = Array.from({ length: REQUESTS_PER_MODE }, () => generate(rand, paths));
  const bad: string[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests.length) {
        const r = requests[next++]!;
        const res = await send(server, r);
        if ('hang' in res) bad.push(`hang: ${r.method} ${r.path}`);
        else if ('status' in res) {
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const busy = res.status === 503 && res.retryAfter !== undefined;
          if (res.status >= 500 && !busy) bad.push(`${res.status}: ${r.method} ${r.path} ${JSON.stringify(r.headers)}`);
        } else if (!['ECONNRESET', 'EPIPE'].includes(res.error)) bad.push(`${res.error}: ${r.method} ${r.path}`);
      }
    }),
  );
  return { bad, statuses, sent: requests.length };
}

async function listen(handler: http.RequestListener): Promise<http.Server> {
  const server = http.createServer({ maxHeaderSize: 16 * 1024 }, handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return server;
}

describe('fuzzing the whole app', () => {
  let embedded: Awaited<ReturnType<typeof testApp>>;
  let upstreamSite: Awaited<ReturnType<typeof testApp>>;
  let proxied: Awaited<ReturnType<typeof testApp>>;
  let embeddedServer: http.Server;
  let upstreamServer: http.Server;
  let proxiedServer: http.Server;

  beforeAll(async () => {
    embedded = await testApp();
    embeddedServer = await listen(embedded.app);
    upstreamSite = await testApp();
    upstreamServer = await listen(upstreamSite.app);
    proxied = await testApp({ env: { CMS_URL: `http://127.0.0.1:${(upstreamServer.address() as { port: number }).port}`, CMS_TIMEOUT_MS: '3000' } });
    proxiedServer = await listen(proxied.app);
  });
  afterAll(async () => {
    for (const s of [embeddedServer, proxiedServer, upstreamServer]) {
      s.closeAllConnections();
      await new Promise((r) => s.close(r));
    }
    await proxied.cleanup();
    await upstreamSite.cleanup();
    await embedded.cleanup();
  });

  it(`answers ${REQUESTS_PER_MODE} malformed requests with the embedded CMS: no 500, no hang`, async () => {
    const { bad, statuses, sent } = await fuzz(embeddedServer, 20261125);
    expect(sent).toBeGreaterThanOrEqual(1000);
    expect(bad).toEqual([]);
    // The generator reaches the interesting answers, not only 404s.
    for (const s of [200, 400, 403, 404, 405, 413]) expect(statuses.get(s) ?? 0, `Status ${s}`).toBeGreaterThan(0);
  }, 180_000);

  it(`answers ${REQUESTS_PER_MODE} malformed requests in CMS_URL mode: no 500, no hang`, async () => {
    const { bad, statuses, sent } = await fuzz(proxiedServer, 4711);
    expect(sent).toBeGreaterThanOrEqual(1000);
    expect(bad).toEqual([]);
    for (const s of [200, 400, 404]) expect(statuses.get(s) ?? 0, `Status ${s}`).toBeGreaterThan(0);
  }, 180_000);
});
