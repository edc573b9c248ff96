import http from 'node:http';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app';
import { TEST_HASH_COST } from '../helpers/hash-cost';
import { setHashCost } from '../../server/cms/passwords';
import { serve } from '../../server/http/serve';
import { openDatabase } from '../../server/cms/db';
import { loadConfig, ConfigError } from '../../server/config';
import type { RouteDef } from '../../shared/routing/types';
import { routes } from '../../shared/routes';

/** Tests that check many passwords: each check is a deliberately slow hash (0.3 s idle, several seconds on a loaded machine). */
const HASHING_TIMEOUT_MS = 90_000;

/**
 * Regression tests of the hardening issue: each block names the defect it guards against. They
 * failed on the code before the fix.
 */
type Site = Awaited<ReturnType<typeof testApp>>;
const EMAIL = 'erika.mustermann@musterstadt.de';
const PASSWORT = 'Demo#Rathaus2026';

/** Sends a raw request line (supertest would normalise a malformed path). */
function raw(
  server: http.Server,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const { port } = server.address() as { port: number };
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function listen(handler: http.RequestListener): Promise<http.Server> {
  const server = http.createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return server;
}

describe('1. letter case cannot bypass the login and password guards', () => {
  let site: Site;
  beforeAll(async () => {
    site = await testApp();
  });
  afterAll(async () => {
    await site.cleanup();
  });

  it(
    'answers 404 for /api/CMS/login: thirty wrong passwords there never reach the password check',
    async () => {
      for (let i = 0; i < 30; i++) {
        const res = await request(site.app)
          .post('/api/CMS/login')
          .send({ email: EMAIL, passwort: `Falsch#${i}aA` });
        expect(res.status).toBe(404);
      }
      // The right password through a variant does not log in either.
      const variant = await request(site.app).post('/api/Cms/Login').send({ email: EMAIL, passwort: PASSWORT });
      expect(variant.status).toBe(404);
      expect(variant.body?.data?.token).toBeUndefined();
    },
    HASHING_TIMEOUT_MS,
  );

  it(
    'throttles the one real login route after five failures',
    async () => {
      for (let i = 0; i < 5; i++)
        expect(
          (
            await request(site.app)
              .post('/api/cms/login')
              .send({ email: EMAIL, passwort: `Falsch#${i}aA` })
          ).status,
        ).toBe(401);
      const sixth = await request(site.app).post('/api/cms/login').send({ email: EMAIL, passwort: PASSWORT });
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    },
    HASHING_TIMEOUT_MS,
  );

  it('answers 404 for the password change under another case', async () => {
    const res = await request(site.app).post('/api/CMS/intranet/passwort').set('authorization', 'Bearer x').send({ passwort_alt: 'a', passwort_neu: 'b' });
    expect(res.status).toBe(404);
  });

  it('redirects a page address typed with capitals to its lower-case form, and 404s when that does not exist either', async () => {
    const res = await request(site.app).get('/Rathaus/Suche?q=M%C3%BCll');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/rathaus/suche?q=M%C3%BCll');
    expect((await request(site.app).get('/Gibt/Es/Nicht')).status).toBe(404);
    expect((await request(site.app).get('/_data/Rathaus/Suche')).body).toEqual({ kind: 'redirect', location: '/rathaus/suche' });
  });

  it('never redirects to another host', async () => {
    const server = await listen(site.app);
    try {
      const res = await raw(server, '//Evil.example/');
      expect(res.status).toBe(404);
      expect(res.headers.location).toBeUndefined();
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe('2. the proxy checks the path the upstream would really see', () => {
  let upstream: Site;
  let site: Site;
  let fake: http.Server;
  const hits: Array<{ path: string; authorization?: string; cookie?: string }> = [];
  beforeAll(async () => {
    upstream = await testApp();
    const app = express();
    app.use((req, _res, next) => {
      hits.push({ path: req.path, authorization: req.get('authorization'), cookie: req.get('cookie') });
      next();
    });
    app.get('/secret', (_req, res) => {
      res.json({ geheim: true });
    });
    app.get('/api/cms/hero/start', (_req, res) => {
      res.set({
        'content-security-policy': "script-src 'unsafe-inline' *",
        'access-control-allow-origin': '*',
        'x-frame-options': 'ALLOWALL',
      });
      res.json({ data: [] });
    });
    app.use(upstream.app);
    fake = await listen(app);
    site = await testApp({ env: { CMS_URL: `http://127.0.0.1:${(fake.address() as { port: number }).port}`, CMS_TIMEOUT_MS: '500' } });
  });
  afterAll(async () => {
    await site.cleanup();
    await new Promise((r) => fake.close(r));
    await upstream.cleanup();
  });
  beforeEach(() => {
    hits.length = 0;
  });

  it.each([
    '/api/cms/dateien/1/..\\..\\..\\..\\secret?x=1',
    '/api/cms/dateien/1/%2e%2e/%2e%2e/%2e%2e/secret',
    '/api/cms/dateien/1/..%2F..%2F..%2Fsecret',
    '/api/cms/dateien/1/..%5c..%5csecret',
    '/api/cms/aktuelles/1/../../../../secret',
  ])('refuses %s without asking upstream', async (target) => {
    const server = await listen(site.app);
    try {
      const res = await raw(server, target, { authorization: 'Bearer geheim' });
      expect(res.status).toBe(404);
      expect(
        hits.filter(
          (h) =>
            !h.path.startsWith('/api/cms/aktuelles_rubrik') &&
            !h.path.startsWith('/api/wetter') &&
            !h.path.startsWith('/api/cms/archiv_themen') &&
            !h.path.startsWith('/api/cms/veranstaltungen'),
        ),
      ).toEqual([]);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('forwards a client Authorization header to intranet calls only, and never the cookies', async () => {
    await request(site.app).get('/api/cms/hero/start').set('authorization', 'Bearer geheim').set('cookie', 'a=b');
    const hero = hits.find((h) => h.path === '/api/cms/hero/start');
    expect(hero).toBeDefined();
    expect(hero!.authorization).toBeUndefined();
    expect(hero!.cookie).toBeUndefined();
    await request(site.app).get('/api/cms/intranet/rubrik').set('authorization', 'Bearer geheim');
    expect(hits.find((h) => h.path === '/api/cms/intranet/rubrik')?.authorization).toBe('Bearer geheim');
  });

  it("strips the upstream's security headers and keeps the site's own", async () => {
    const res = await request(site.app).get('/api/cms/hero/start');
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('3. parallel logins are counted before the password check and bounded', () => {
  let site: Site;
  beforeAll(async () => {
    // The production work factor: only hashes that take their time can fill the queue.
    setHashCost();
    site = await testApp();
  });
  afterAll(async () => {
    setHashCost(TEST_HASH_COST);
    await site.cleanup();
  });

  it(
    'lets at most five of sixty parallel wrong logins reach the check; the rest get 429 or 503 at once',
    async () => {
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          request(site.app)
            .post('/api/cms/login')
            .send({ email: EMAIL, passwort: `Falsch#${i}aA` }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.every((s) => s === 401 || s === 429 || s === 503)).toBe(true);
      for (const a of answers.filter((x) => x.status !== 401)) expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
    },
    HASHING_TIMEOUT_MS,
  );

  it(
    'refuses password checks beyond the queue with 503 while pages keep answering',
    async () => {
      // Sixty different accounts: the throttle lets each through, the hashing queue must not.
      const burst = Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          request(site.app)
            .post('/api/cms/login')
            .send({ email: `person${i}@musterstadt.de`, passwort: 'Falsch#1aA' }),
        ),
      );
      const page = await request(site.app).get('/rathaus/impressum/');
      expect(page.status).toBe(200);
      const statuses = (await burst).map((a) => a.status);
      expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
      // The address as a whole reaches its own limit too (50 failures, the test above counted five).
      expect(statuses.every((s) => s === 401 || s === 503 || s === 429)).toBe(true);
    },
    HASHING_TIMEOUT_MS,
  );
});

describe('4. nobody can lock out another person', () => {
  let site: Site;
  beforeAll(async () => {
    site = await testApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await site.cleanup();
  });
  const loginFrom = (address: string, email: string, passwort: string) =>
    request(site.app).post('/api/cms/login').set('x-forwarded-for', address).send({ email, passwort });

  it(
    'keeps the right password working from an address that has not failed',
    async () => {
      for (let i = 0; i < 5; i++) expect((await loginFrom('203.0.113.7', EMAIL, `Falsch#${i}aA`)).status).toBe(401);
      expect((await loginFrom('203.0.113.7', EMAIL, PASSWORT)).status).toBe(429);
      expect((await loginFrom('198.51.100.20', EMAIL, PASSWORT)).status).toBe(200);
    },
    HASHING_TIMEOUT_MS,
  );

  it(
    'does not lock a shared address after failures of five different accounts',
    async () => {
      for (let i = 0; i < 5; i++) expect((await loginFrom('192.0.2.50', `kollege${i}@musterstadt.de`, 'Falsch#1aA')).status).toBe(401);
      expect((await loginFrom('192.0.2.50', EMAIL, PASSWORT)).status).toBe(200);
    },
    HASHING_TIMEOUT_MS,
  );

  it(
    'believes only the configured proxy hop: a forged leftmost X-Forwarded-For does not escape',
    async () => {
      const forged = (i: number) => `10.${i}.0.1, 203.0.113.99`;
      for (let i = 0; i < 5; i++) {
        const res = await request(site.app)
          .post('/api/cms/login')
          .set('x-forwarded-for', forged(i))
          .send({ email: EMAIL, passwort: `Falsch#${i}aB` });
        expect(res.status).toBe(401);
      }
      const res = await request(site.app).post('/api/cms/login').set('x-forwarded-for', forged(99)).send({ email: EMAIL, passwort: `Falsch#9aB` });
      expect(res.status).toBe(429);
    },
    HASHING_TIMEOUT_MS,
  );

  it('reads TRUST_PROXY=true as one hop, accepts proxy addresses, refuses nonsense', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'alle' })).toThrow(ConfigError);
  });
});

describe('7. odd input answers 4xx or the normal page, never 500', () => {
  let site: Site;
  let server: http.Server;
  beforeAll(async () => {
    site = await testApp();
    server = await listen(site.app);
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await site.cleanup();
  });

  it.each(['st_sitzung=j:{"t":"x"}', 'st_csrf=j:[1,2]', 'st_sitzung=j:null', '__Host-st_sitzung=j:{"t":{"u":1}}'])(
    'renders the page for the JSON cookie %s',
    async (cookie) => {
      const res = await request(site.app).get('/rathaus/impressum/').set('cookie', cookie);
      expect(res.status).toBe(200);
      const intranet = await request(site.app).get('/intranet').set('cookie', cookie);
      expect(intranet.status).toBe(200);
    },
  );

  it.each(['//', '/_data//', '//:80/', '//%00/', '//xn--/', '/_data//:80/', '/api//cms', '///', '//@/'])('answers %s with a 4xx', async (target) => {
    const res = await raw(server, target);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe('8. shutdown under keep-alive load', () => {
  it('finishes every request in flight with Connection: close, takes no new one, and resolves', async () => {
    let arrived = 0;
    const slow: RouteDef = {
      ...routes.find((r) => r.id === 'home')!,
      id: 'langsam',
      path: '/langsam',
      loader: async () => {
        arrived += 1;
        await new Promise((r) => setTimeout(r, 300));
        // The home page's own data shape: the browser and the server render a route's page by its id.
        return { title: 'Langsam', data: { hero: [], news: [], rathausNews: [] } };
      },
    };
    const site = await testApp({ extraRoutes: [slow] });
    const { server, shutdown } = serve(site.app, { logger: pino({ level: 'silent' }), graceMs: 5_000 });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const one = (path: string) =>
      new Promise<{ status: number; connection?: string } | { error: string }>((resolve) => {
        const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        });
        req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
      });
    // Twenty keep-alive sockets, then one slow request in flight on each of them: twenty addresses,
    // since the page cache lets concurrent requests for one address wait for its first render.
    await Promise.all(Array.from({ length: 20 }, () => one('/rathaus/impressum/')));
    arrived = 0;
    const inFlight = Promise.all(Array.from({ length: 20 }, (_, i) => one(`/langsam?n=${i}`)));
    while (arrived < 20) await new Promise((r) => setTimeout(r, 10));
    const closing = shutdown('SIGTERM');
    const results = await inFlight;
    expect(results.filter((r) => 'error' in r || r.status !== 200)).toEqual([]);
    expect(results.every((r) => 'connection' in r && r.connection === 'close')).toBe(true);
    await closing;
    expect(server.listening).toBe(false);
    // Nothing new is taken.
    expect(await one('/rathaus/impressum/')).toEqual({ error: 'ECONNREFUSED' });
    agent.destroy();
    await site.cleanup();
  });
});

describe('9. small ones', () => {
  let site: Site;
  beforeAll(async () => {
    site = await testApp();
  });
  afterAll(async () => {
    await site.cleanup();
  });

  it('does not let a shared cache keep a page that clears a bad session cookie', async () => {
    const res = await request(site.app).get('/rathaus/impressum/').set('cookie', 'st_sitzung=v1.kaputt');
    expect(res.status).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain('st_sitzung=;');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const clean = await request(site.app).get('/rathaus/impressum/');
    expect(clean.headers['cache-control']).toMatch(/^public/);
  });

  it('rate-limits and size-limits browser error reports', async () => {
    const big = await request(site.app)
      .post('/_client-error')
      .send({ message: 'x'.repeat(20_000) });
    expect(big.status).toBe(413);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++)
      statuses.push(
        (
          await request(site.app)
            .post('/_client-error')
            .send({ message: `Fehler ${i}` })
        ).status,
      );
    expect(statuses.slice(0, 19).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('commits with synchronous=FULL', async () => {
    const store = await openDatabase(path.join(site.dataDir, 'zweite.db'));
    const { close } = store;
    try {
      if (store.kind !== 'sqlite') throw new Error('SQLite erwartet');
      const { sqlite } = store;
      expect(sqlite.pragma('synchronous', { simple: true })).toBe(2);
      expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      await close();
    }
  });
});

describe('9. a stalled upstream body is not a 200', () => {
  let fake: http.Server;
  let site: Site;
  beforeAll(async () => {
    fake = await listen((req, res) => {
      if (req.url?.startsWith('/api/cms/hero/')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"data":[{"bild":');
        // … and never more.
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"error":"x"}');
    });
    site = await testApp({ env: { CMS_URL: `http://127.0.0.1:${(fake.address() as { port: number }).port}`, CMS_TIMEOUT_MS: '300' } });
  });
  afterAll(async () => {
    await site.cleanup();
    fake.closeAllConnections();
    await new Promise((r) => fake.close(r));
  });

  it('answers the proxied call with 504', async () => {
    const res = await request(site.app).get('/api/cms/hero/start');
    expect(res.status).toBe(504);
  });
});
