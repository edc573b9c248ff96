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

/**
 * Regression tests of the issue "hardening under faults" (ADR 29): each block names the defect it
 * guards against and failed on the code before the fix. The frozen database has its own file
 * (tests/postgres/frozen-database.test.ts), the page cache's CSP is in page-cache.test.ts.
 */
type Site = Awaited<ReturnType<typeof testApp>>;
const ERIKA = { email: 'erika.mustermann@musterstadt.de', passwort: 'Demo#Rathaus2026' };
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
        const res = await request(site.app).post('/api/cms/login').set('x-forwarded-for', flooder).send({ email: `erfunden${i}-${n}@example.org`, passwort: 'Falsch#1aA' });
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
    if (process.env.FIGURES) console.info(`shutdown drain: ${JSON.stringify({ drainMs, answeredDuringDrain, closedByServer, errors: Object.fromEntries(errors) })}`);
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
