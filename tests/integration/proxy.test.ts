import http from 'node:http';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import pino from 'pino';
import { testApp } from '../helpers/app';
import { upstreamClientFactory } from '../../server/cms/client';
import { heroList, seiteDetail } from '../../shared/parts/seiten/contract';
import { intranetRubriken } from '../../shared/parts/intranet/contract';

/**
 * Proxy mode: the site with CMS_URL set, in front of a fake upstream CMS. The fake answers with the
 * embedded implementation (the same contract) and can be made slow or broken.
 */
let upstream: Awaited<ReturnType<typeof testApp>>;
let site: Awaited<ReturnType<typeof testApp>>;
let server: http.Server;
let baseUrl: string;
let mode: 'ok' | 'slow' | 'fail' = 'ok';
const hits: string[] = [];

beforeAll(async () => {
  upstream = await testApp();
  const fake = express();
  fake.use((req, res, next) => {
    hits.push(`${req.method} ${req.path}`);
    if (mode === 'slow') setTimeout(next, 1_500);
    else if (mode === 'fail') res.status(503).json({ error: 'Wartung' });
    else next();
  });
  fake.get('/api/cms/hero/start', (_req, res, next) => {
    res.set('set-cookie', 'upstream=1');
    res.set('x-upstream', 'ja');
    res.set('keep-alive', 'timeout=99');
    next();
  });
  fake.use(upstream.app);
  server = http.createServer(fake);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  site = await testApp({ env: { CMS_URL: baseUrl, CMS_TIMEOUT_MS: '500' } });
});

afterAll(async () => {
  await site.cleanup();
  await new Promise((r) => server.close(r));
  await upstream.cleanup();
});

beforeEach(() => {
  mode = 'ok';
  hits.length = 0;
});

describe('proxy mode', () => {
  it('forwards allow-listed calls and answers with the upstream data', async () => {
    const res = await request(site.app).get('/api/cms/aktuelles_rubrik/buergernachrichten/aktuelles?seite=1&pro_seite=2');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(hits).toContain('GET /api/cms/aktuelles_rubrik/buergernachrichten/aktuelles');
  });

  it('strips hop-by-hop headers and upstream cookies, keeps the rest', async () => {
    const res = await request(site.app).get('/api/cms/hero/start');
    expect(res.status).toBe(200);
    expect(res.headers['x-upstream']).toBe('ja');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['keep-alive']).toBeUndefined();
  });

  it('re-encodes the body itself instead of passing on the upstream encoding', async () => {
    const res = await request(site.app).get('/api/cms/archiv_themen?themen_id=30').set('accept-encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
  });

  it('refuses paths that are not on the allow list without asking upstream', async () => {
    const res = await request(site.app).get('/api/cms/admin/benutzer');
    expect(res.status).toBe(404);
    expect(hits).toHaveLength(0);
    expect((await request(site.app).delete('/api/cms/aktuelles/1')).status).toBe(404);
  });

  it('answers 504 when the upstream is too slow', async () => {
    mode = 'slow';
    const res = await request(site.app).get('/api/cms/seite?pfad=/rathaus/');
    expect(res.status).toBe(504);
    expect(res.body.error).toMatch(/nicht erreichbar/);
  });

  it('passes upstream errors on with their status', async () => {
    mode = 'fail';
    const res = await request(site.app).get('/api/cms/seite?pfad=/rathaus/');
    expect(res.status).toBe(503);
  });

  it('renders pages with upstream content', async () => {
    const res = await request(site.app).get('/rathaus/buergernachrichten/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Bürgernachrichten');
    expect(hits.some((h) => h.startsWith('GET /api/cms/aktuelles_rubrik/buergernachrichten'))).toBe(true);
  });

  it('answers 404 for an id the upstream does not know', async () => {
    const res = await request(site.app).get('/rathaus/buergernachrichten/unbekannt_999999');
    expect(res.status).toBe(404);
  });

  it('keeps the page usable when the upstream fails: optional parts are left out', async () => {
    // Warm the cache, then break the upstream: the home page still renders (stale or empty).
    await request(site.app).get('/');
    mode = 'fail';
    const res = await request(site.app).get('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('lang="de"');
  });
});

describe('upstream client cache', () => {
  it('serves a stale answer while the upstream is down', async () => {
    const factory = upstreamClientFactory({ baseUrl, timeoutMs: 500, logger: pino({ level: 'silent' }), freshMs: 0, staleMs: 60_000 });
    const cms = factory.forRequest();
    const first = await cms.load(heroList, { params: { bereich: 'start' } });
    expect(first?.data.length).toBeGreaterThan(0);
    mode = 'fail';
    const second = await cms.load(heroList, { params: { bereich: 'start' } });
    expect(second).toEqual(first);
  });

  it('returns null from get and throws from load when nothing is cached and the upstream is down', async () => {
    mode = 'slow';
    const cms = upstreamClientFactory({ baseUrl, timeoutMs: 200, logger: pino({ level: 'silent' }) }).forRequest();
    expect(await cms.get(seiteDetail, { query: { pfad: '/gaeste/' } })).toBeNull();
    await expect(cms.load(seiteDetail, { query: { pfad: '/wirtschaft/' } })).rejects.toThrow(/nicht erreichbar/);
  });

  it('never caches requests that carry an authorization', async () => {
    const cms = upstreamClientFactory({ baseUrl, timeoutMs: 500, logger: pino({ level: 'silent' }) }).forRequest({ intranet: 'abcdefghijklmnopqrstuvwxyz' });
    await cms.get(intranetRubriken);
    await cms.get(intranetRubriken);
    expect(hits.filter((h) => h === 'GET /api/cms/intranet/rubrik')).toHaveLength(2);
  });
});
