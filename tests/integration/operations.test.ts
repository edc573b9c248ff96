import { execFile } from 'node:child_process';
import http from 'node:http';
import { promisify } from 'node:util';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app';
import { healthRoutes } from '../../server/http/health';
import { ConfigError, loadConfig } from '../../server/config';

/** Operations: the health endpoints, /metrics and its access, the release in error reports. */

type Site = Awaited<ReturnType<typeof testApp>>;
const TOKEN = 'metriken-token-0123456789abcdefghijklmnop';

describe('health', () => {
  let site: Site;
  beforeAll(async () => {
    site = await testApp();
  });
  afterAll(async () => {
    await site.cleanup();
  });

  it('answers liveness, readiness and the old /healthz while the database answers', async () => {
    expect((await request(site.app).get('/livez')).body).toEqual({ status: 'ok' });
    for (const path of ['/readyz', '/healthz']) {
      const res = await request(site.app).get(path);
      expect([res.status, res.headers['cache-control']], path).toEqual([200, 'no-store']);
      expect(res.body).toEqual({ status: 'ok', datenbank: { art: 'sqlite', erreichbar: true } });
    }
  });

  it('fails readiness, not liveness, while the database fails or hangs, within its bound', async () => {
    for (const ping of [() => Promise.resolve(false), () => Promise.reject(new Error('weg')), () => new Promise<boolean>(() => {})]) {
      const app = express().use(healthRoutes({ kind: 'postgres', ping }, 50));
      const started = Date.now();
      const ready = await request(app).get('/readyz');
      expect([ready.status, ready.body.datenbank.erreichbar]).toEqual([503, false]);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect((await request(app).get('/healthz')).status).toBe(503);
      expect((await request(app).get('/livez')).status).toBe(200);
    }
  });
});

describe('/metrics', () => {
  let site: Site;
  beforeAll(async () => {
    // A fixed origin: the page cache keys pages by it (supertest's port changes per request).
    site = await testApp({ env: { METRICS_TOKEN: TOKEN, METRICS_ALLOW: '10.1.2.0/24', PUBLIC_URL: 'http://www.musterstadt.test' } });
  });
  afterAll(async () => {
    await site.cleanup();
  });

  it('is not there without METRICS_ALLOW or METRICS_TOKEN', async () => {
    const plain = await testApp();
    try {
      expect((await request(plain.app).get('/metrics')).status).toBe(404);
    } finally {
      await plain.cleanup();
    }
  });

  it('answers only with the token or from an allowed address', async () => {
    const none = await request(site.app).get('/metrics');
    expect([none.status, none.headers['www-authenticate']]).toEqual([401, 'Bearer realm="metrics"']);
    expect((await request(site.app).get('/metrics').set('authorization', `Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await request(site.app).get('/metrics').set('authorization', `Bearer ${TOKEN}`)).status).toBe(200);
    const local = await testApp({ env: { METRICS_ALLOW: 'loopback' } });
    try {
      expect((await request(local.app).get('/metrics')).status).toBe(200);
    } finally {
      await local.cleanup();
    }
    expect(() => loadConfig({ METRICS_TOKEN: 'kurz' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/99' })).toThrow(ConfigError);
  });

  it('exports request durations by route and status, the page cache, the outbox, the image queue, the pool and the event loop', async () => {
    await request(site.app).get('/');
    await request(site.app).get('/');
    await request(site.app).get('/rathaus/gibt-es-nicht');
    await request(site.app).get('/assets/fehlt.js');
    const res = await request(site.app).get('/metrics').set('authorization', `Bearer ${TOKEN}`);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.text;
    expect(text).toMatch(/^st_http_request_duration_seconds_count\{route="home",status="200"\} 2$/m);
    expect(text).toMatch(/^st_http_request_duration_seconds_count\{route="fehlerseite",status="404"\} 1$/m);
    expect(text).toMatch(/^st_http_request_duration_seconds_count\{route="assets",status="404"\} 1$/m);
    expect(text).toMatch(/^st_page_cache_requests_total\{result="miss"\} [1-9]/m);
    expect(text).toMatch(/^st_page_cache_requests_total\{result="hit"\} [1-9]/m);
    expect(text).toMatch(/^st_outbox_messages\{state="wartend"\} \d+$/m);
    expect(text).toMatch(/^st_outbox_messages\{state="aufgegeben"\} \d+$/m);
    expect(text).toMatch(/^st_outbox_oldest_queued_seconds \d+(\.\d+)?(e[+-]?\d+)?$/m);
    expect(text).toMatch(/^st_image_rejections_total 0$/m);
    expect(text).toMatch(/^st_database_pool_waiting 0$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });
});

describe('error reports', () => {
  it('name the release in every event sent to Sentry', async () => {
    // A stand-in for Sentry's ingest: the SDK posts each event as an envelope.
    const envelopes: string[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        envelopes.push(body);
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    // In a process of its own: Sentry's SDK installs process-wide handlers.
    const script = `
      import { createErrorReporter, releaseOf } from './server/observability/errors.ts';
      import pino from 'pino';
      const report = await createErrorReporter('http://schluessel@127.0.0.1:${port}/1', 'test', pino({ level: 'silent' }), releaseOf('musterstadt-web@9.9.9+pruef', 'dist'));
      report(new Error('Probefehler'));
      const Sentry = await import('@sentry/node');
      await Sentry.flush(5000);
    `;
    try {
      await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd(), timeout: 30_000 });
    } finally {
      server.close();
    }
    const event = envelopes.find((e) => e.includes('Probefehler'));
    expect(event).toBeDefined();
    expect(event).toContain('"release":"musterstadt-web@9.9.9+pruef"');
  });
});
