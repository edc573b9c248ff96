import http from 'node:http';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app';
import { TEST_HASH_COST } from '../helpers/hash-cost';
import { setHashCost } from '../../server/cms/passwords';
import { ADDRESS_FREE_FAILURES } from '../../server/session/throttle';
import { KEEP_ALIVE_MS, serve } from '../../server/http/serve';
import { MAX_JSON_DEPTH } from '../../server/api/json-body';
import { publicOriginOf } from '../../server/http/public-origin';
import { cookiesOf, csrfIn, decode } from '../helpers/formulare';
import { ERIKA, editorSession, postDesk } from '../helpers/redaktion';
import { GewerbeEintragung } from '../../shared/parts/gewerbe/contract';
import { firstMessage } from '../../shared/contract/operation';
import type { Request } from 'express';
import { ConfigError, loadConfig } from '../../server/config';

/**
 * Regression tests of the issue "hardening under faults" (ADR 29): each block names the defect it
 * guards against and failed on the code before the fix. The frozen database has its own file
 * (tests/postgres/frozen-database.test.ts), the page cache's CSP is in page-cache.test.ts.
 */
type Site = Awaited<ReturnType<typeof testApp>>;
const WERNER = { email: 'werner.rombach@gemeinderat.musterstadt.de', passwort: 'Demo#Gemeinderat2026' };

describe('3. a login flood from one address locks nobody else out', () => {
  let site: Site;
  beforeAll(async () => {
    // Checks that take their time (a quarter of the production work factor, about 0.1 s each): only
    // such checks fill the queue, and the flood's last ones do not keep the test waiting long.
    setHashCost(2 ** 15);
    site = await testApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    setHashCost(TEST_HASH_COST);
    await site.cleanup();
  });

  it('lets logins from other addresses and the council login through within seconds, and ends the flood at the address limit', async () => {
    const flooder = '203.0.113.66';
    const tally = new Map<number, number>();
    let flooding = true;
    // Thirty parallel loops of made-up accounts from one address, as in the probe.
    const loop = async (i: number) => {
      for (let n = 0; flooding; n++) {
        const res = await request(site.app)
          .post('/api/cms/login')
          .set('x-forwarded-for', flooder)
          .send({ email: `erfunden${i}-${n}@example.org`, passwort: 'Falsch#1aA' });
        tally.set(res.status, (tally.get(res.status) ?? 0) + 1);
      }
    };
    const loops = Array.from({ length: 30 }, (_, i) => loop(i));
    const figures: Record<string, unknown> = {};
    try {
      // The flood has taken its places in the queue: its surplus is refused for load.
      const start = performance.now();
      await expect.poll(() => tally.get(503) ?? 0, { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
      const started = performance.now();
      figures.fullAfterMs = Math.round(started - start);
      const timed = async (res: Promise<request.Response>) => {
        const r = await res;
        return { status: r.status, ms: Math.round(performance.now() - started) };
      };
      const [intranet, council] = await Promise.all([
        timed(request(site.app).post('/api/cms/login').set('x-forwarded-for', '198.51.100.7').send(ERIKA)),
        timed(request(site.app).post('/api/cms/ratsinfo/login').set('x-forwarded-for', '198.51.100.8').send(WERNER)),
      ]);
      Object.assign(figures, { intranet, council });
      // The refusals counted for the address: it waits now, and no check of it is hashed any more.
      await expect.poll(() => tally.get(429) ?? 0, { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
      figures.throttledAfterMs = Math.round(performance.now() - started);
      expect(intranet.status).toBe(200);
      expect(council.status).toBe(200);
      expect(Math.max(intranet.ms, council.ms)).toBeLessThan(5_000);
      // At most the address's limit of real checks (and the few in the queue when it was reached).
      expect(tally.get(401) ?? 0).toBeLessThanOrEqual(ADDRESS_FREE_FAILURES);
    } finally {
      flooding = false;
      await Promise.all(loops);
      if (process.env.FIGURES) console.info(`login flood: ${JSON.stringify({ ...figures, flood: Object.fromEntries(tally) })}`);
    }
    expect([...tally.keys()].every((s) => s === 401 || s === 429 || s === 503)).toBe(true);
  }, 60_000);
});

describe('4. SIGTERM resets no keep-alive connection', () => {
  it('answers every request sent over an open socket during the drain, resets none, and ends', async () => {
    const site = await testApp();
    const { server, shutdown } = serve(site.app, { logger: pino({ level: 'silent' }) });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    // Fifty clients, each on its own keep-alive socket, sending the next request as soon as the last is answered.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
    const errors = new Map<string, number>();
    const answered = Array<number>(50).fill(0);
    let answeredDuringDrain = 0;
    let closedByServer = 0;
    let draining = false;
    const once = (client: number) =>
      new Promise<boolean>((resolve) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/healthz', agent }, (res) => {
          res.resume();
          res.on('end', () => {
            answered[client]! += 1;
            if (draining) answeredDuringDrain += 1;
            if (res.headers.connection === 'close') closedByServer += 1;
            resolve(true);
          });
        });
        req.on('error', (e: NodeJS.ErrnoException) => {
          errors.set(e.code ?? e.message, (errors.get(e.code ?? e.message) ?? 0) + 1);
          resolve(false);
        });
      });
    const loops = answered.map(async (_, client) => {
      while (await once(client));
    });
    // Every client has its socket and has been answered on it (client and server share this process).
    await expect.poll(() => Math.min(...answered), { interval: 10, timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const started = performance.now();
    draining = true;
    await shutdown('SIGTERM');
    const drainMs = Math.round(performance.now() - started);
    await Promise.all(loops);
    agent.destroy();
    if (process.env.FIGURES)
      console.info(`shutdown drain: ${JSON.stringify({ drainMs, answeredDuringDrain, closedByServer, errors: Object.fromEntries(errors) })}`);
    await site.cleanup();
    // The requests sent over open sockets were answered, the last one on each with Connection: close.
    // A request after that opens a new connection, which is refused (nothing was sent; a proxy tries
    // another instance): each client ends there, and none with a reset.
    expect(errors.get('ECONNRESET') ?? 0).toBe(0);
    expect(Object.fromEntries(errors)).toEqual({ ECONNREFUSED: 50 });
    expect(closedByServer).toBe(50);
    expect(answeredDuringDrain).toBeGreaterThanOrEqual(50);
    expect(drainMs).toBeLessThan(KEEP_ALIVE_MS + 2_000);
    expect(server.listening).toBe(false);
  }, 30_000);
});

describe('5. the smaller defects', () => {
  let site: Site;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    // One proxy hop in front, no PUBLIC_URL; the request log kept for the test.
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    site = await testApp({ env: { TRUST_PROXY: '1' }, logger });
  });
  afterAll(async () => {
    await site.cleanup();
  });

  /** JSON nested `depth` deep: {"email":{"a":{"a":…}}}. */
  const nested = (depth: number) => `{"email":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)},"passwort":"x"}`;

  it('answers deeply nested JSON to login, password and logout with 400, in both modes', async () => {
    const upstream = await testApp({ env: { CMS_URL: 'http://127.0.0.1:9', CMS_TIMEOUT_MS: '500' } });
    try {
      for (const app of [upstream.app, site.app]) {
        for (const path of ['/api/cms/login', '/api/cms/intranet/passwort', '/api/cms/intranet/logout', '/api/cms/ratsinfo/login']) {
          const res = await request(app).post(path).set('content-type', 'application/json').send(nested(5_000));
          expect(res.status, path).toBe(400);
          expect(res.body).toEqual({ error: 'Die Anfrage ist fehlerhaft.' });
        }
        // Within the bound the body is read as before (an unknown account, or the upstream not reached).
        const extra = `${'{"a":'.repeat(MAX_JSON_DEPTH - 1)}1${'}'.repeat(MAX_JSON_DEPTH - 1)}`;
        const shallow = await request(app)
          .post('/api/cms/login')
          .set('content-type', 'application/json')
          .send(`{"email":"niemand@example.org","passwort":"Falsch#1aA","extra":${extra}}`);
        expect([401, 502, 504]).toContain(shallow.status);
      }
    } finally {
      await upstream.cleanup();
    }
  });

  it("refuses the desk's links to another site written as //host or /\\host", async () => {
    const editor = await editorSession(site.app);
    for (const link of ['//evil.example/', '/\\evil.example/']) {
      const res = await postDesk(site.app, editor, '/intranet/redaktion/warnhinweis/neu', {
        _revision: '0',
        _aktion: 'entwurf',
        titel: 'Unwetterwarnung',
        text: 'Sturmböen bis 100 km/h.',
        link,
        gueltig_von: '',
        gueltig_bis: '2030-11-21T12:00',
      });
      expect(res.status, link).not.toBe(303);
      expect(decode(res.text)).toContain('Bitte geben Sie eine Adresse an, die mit https:// oder mit einem einzelnen / beginnt.');
    }
  });

  it('tells staff in German why the directory refuses a business website', () => {
    const entry = {
      schluessel: '6b1f7a52-3c1e-4f65-9d1a-0c8f2b7e4a11',
      name: 'Bäckerei',
      spezialisierung: 'Brot',
      text: 'Brot.',
      rubriken: ['einzelhandel'],
      adresse: { location: 'Bäckerei', street: 'Marktplatz 3', zip: '79999', city: 'Musterstadt' },
      telefon: '+49 7641 55501',
      fax: null,
      email: null,
      oeffnungszeiten: [],
      logo: null,
    };
    const parsed = GewerbeEintragung.safeParse({ ...entry, web: 'https://x.example/"><img src=x>' });
    expect(parsed.success).toBe(false);
    const message = firstMessage(parsed.error!);
    expect(message).toMatch(/^Die Internetseite ist keine gültige Adresse/);
    // zod's own English texts never reach staff, whatever the schema.
    expect(firstMessage(GewerbeEintragung.safeParse({ ...entry, web: null, telefon: 'Telefon' }).error!)).not.toMatch(/Invalid|must match/);
  });

  it('names only PUBLIC_URL or an allowed host in absolute addresses, and says Vary: Host', async () => {
    for (const path of ['/sitemap.xml', '/oparl/v1/', '/oparl/v1/body/1/person']) {
      const res = await request(site.app).get(path).set('host', 'evil.example');
      expect(res.status, path).toBe(200);
      expect(res.text, path).not.toContain('evil.example');
      expect(res.text, path).toContain('http://localhost/');
      expect(res.headers.vary, path).toMatch(/\bHost\b/);
    }
    const local = await request(site.app).get('/sitemap.xml').set('host', 'localhost:3000');
    expect(local.text).toContain('<loc>http://localhost:3000/</loc>');
    const page = await request(site.app).get('/gaeste/veranstaltungen/').set('host', 'evil.example');
    expect(page.text).not.toContain('evil.example');
    expect(page.headers.vary).toMatch(/\bHost\b/);
    // The allow-list (PUBLIC_HOSTS) and PUBLIC_URL.
    const req = (host: string) => ({ get: () => host, protocol: 'https' }) as unknown as Request;
    const allowed = publicOriginOf(null, ['www.musterstadt.de', 'musterstadt.de:8443']);
    expect([
      allowed(req('www.musterstadt.de')),
      allowed(req('WWW.Musterstadt.de:443')),
      allowed(req('musterstadt.de:8443')),
      allowed(req('musterstadt.de:1')),
      allowed(req('evil.example')),
    ]).toEqual([
      'https://www.musterstadt.de',
      'https://www.musterstadt.de:443',
      'https://musterstadt.de:8443',
      'https://www.musterstadt.de',
      'https://www.musterstadt.de',
    ]);
    const fixed = publicOriginOf('https://www.musterstadt.de/');
    expect([fixed(req('evil.example')), fixed.byHost, allowed.byHost]).toEqual(['https://www.musterstadt.de', false, true]);
    expect(loadConfig({ PUBLIC_HOSTS: 'WWW.Musterstadt.de, musterstadt.de:8443' }).publicHosts).toEqual(['www.musterstadt.de', 'musterstadt.de:8443']);
    expect(() => loadConfig({ PUBLIC_HOSTS: 'www.musterstadt.de, evil example' })).toThrow(ConfigError);
  });

  it('renews the CSRF cookie at login', async () => {
    const page = await request(site.app).get('/intranet');
    const before = cookiesOf(page)
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith('st_csrf='))!;
    const login = await request(site.app)
      .post('/intranet')
      .type('form')
      .set('cookie', before)
      .send({ _csrf: csrfIn(page.text), email: ERIKA.email, passwort: ERIKA.passwort, ziel: '/intranet' });
    expect(login.status).toBe(303);
    const after = cookiesOf(login).map((c) => c.split(';')[0]!);
    const csrf = after.find((c) => c.startsWith('st_csrf='));
    expect(csrf).toBeDefined();
    expect(csrf).not.toBe(before);
    // The token of the form before the login no longer counts.
    const cookie = [csrf, ...after.filter((c) => !c.startsWith('st_csrf='))].join('; ');
    const stale = await request(site.app)
      .post('/intranet/abmelden')
      .type('form')
      .set('cookie', cookie)
      .send({ _csrf: csrfIn(page.text) });
    expect(stale.status).toBe(403);
  });

  it("logs the client's shortened address behind the proxy, not the proxy's", async () => {
    await request(site.app).get('/rathaus/impressum/').set('x-forwarded-for', '203.0.113.77').set('x-request-id', 'protokoll-test-1');
    const line = lines.find((l) => (l.req as { id?: string } | undefined)?.id === 'protokoll-test-1');
    expect((line?.req as { ip?: string } | undefined)?.ip).toBe('203.0.113.0');
  });
});
