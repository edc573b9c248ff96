import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app';
import { createTestDatabase, postgresContext } from '../helpers/store';
import { tcpProxy } from '../helpers/tcp-proxy';
import { hidden, openForm, postForm } from '../helpers/formulare';
import { KONTAKT } from '../../shared/parts/eingaenge/formulare/definitions';

/**
 * A lost database (ADR 20): the site keeps answering within its timeouts, never hangs. The health
 * check says 503, pages already built once come from their last good content, others answer 503 with
 * Retry-After, writes answer 503 and keep what the visitor typed; when the database is back, so is
 * the site. The database is cut off by a relay that stops forwarding (a server that no longer answers).
 */
type Site = Awaited<ReturnType<typeof testApp>>;
let site: Site;
let proxy: Awaited<ReturnType<typeof tcpProxy>>;
let drop: () => Promise<void>;

beforeAll(async () => {
  const pg = postgresContext();
  if (!pg) throw new Error('Nur im Projekt postgres');
  const database = await createTestDatabase(pg, 'vorlage');
  drop = database.drop;
  const url = new URL(database.url);
  proxy = await tcpProxy(Number(url.port));
  url.port = String(proxy.port);
  site = await testApp({
    env: {
      DATABASE_URL: url.toString(),
      // The budget of a whole request's database work (ADR 29), not of one statement: a page's first
      // render on a cold pool opens its connections within it.
      DATABASE_STATEMENT_TIMEOUT_MS: '1500',
      DATABASE_CONNECT_TIMEOUT_MS: '500',
      TRUST_PROXY: 'loopback',
    },
  });
});

afterAll(async () => {
  await site?.cleanup();
  await proxy?.close();
  await drop?.();
});

const timed = async <T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> => {
  const t = Date.now();
  const value = await fn();
  return { value, ms: Date.now() - t };
};

describe('database lost and back', () => {
  it('answers within its timeouts: 503 health and writes, last good pages, 503 for the rest; then recovers', async () => {
    expect((await request(site.app).get('/healthz')).body).toEqual({ status: 'ok', datenbank: { art: 'postgres', erreichbar: true } });
    const seen = await request(site.app).get('/rathaus/buergernachrichten/');
    expect(seen.status).toBe(200);
    const form = await openForm(site.app, KONTAKT.pfad);

    proxy.blackhole();
    try {
      const health = await timed(() => request(site.app).get('/healthz'));
      expect(health.value.status).toBe(503);
      expect(health.value.body).toEqual({ status: 'gestört', datenbank: { art: 'postgres', erreichbar: false } });
      expect(health.ms).toBeLessThan(3_000);

      // A page built before: the same content, from its last good answers.
      const again = await timed(() => request(site.app).get('/rathaus/buergernachrichten/'));
      expect(again.value.status).toBe(200);
      expect(again.value.text).toContain('<h1');
      expect(again.ms).toBeLessThan(8_000);

      // A page never built: 503 with Retry-After and the German error page, not a 500 and no hang.
      const fresh = await timed(() => request(site.app).get('/rathaus/wegweiser/'));
      expect(fresh.value.status).toBe(503);
      expect(fresh.value.headers['retry-after']).toBe('30');
      expect(fresh.value.headers['cache-control']).toBe('no-store');
      expect(fresh.value.text).toContain('Vorübergehend nicht erreichbar');
      expect(fresh.ms).toBeLessThan(8_000);

      // A write: 503, every typed value kept, nothing acknowledged.
      const values = { betreff: 'Während der Störung', amt: '49', nachricht: 'Geht das gerade?', name: 'Jürgen Weiß', email: 'juergen.weiss@example.org' };
      const sent = await timed(() => postForm(site.app, KONTAKT.pfad, form, { ...hidden(form), ...values }));
      expect(sent.value.status).toBe(503);
      expect(sent.value.headers['retry-after']).toBeDefined();
      expect(sent.value.text).toContain('Während der Störung');
      expect(sent.value.text).toContain('Geht das gerade?');
      expect(sent.ms).toBeLessThan(8_000);

      // The contract over HTTP: 503, never 500.
      const api = await request(site.app).get('/api/cms/verfahren/buchstaben');
      expect(api.status).toBe(503);
    } finally {
      proxy.pass();
    }

    // Back: health, pages and writes work again without a restart.
    let healthy = false;
    for (let i = 0; i < 50 && !healthy; i++) {
      healthy = (await request(site.app).get('/healthz')).status === 200;
      if (!healthy) await new Promise((r) => setTimeout(r, 100));
    }
    expect(healthy).toBe(true);
    expect((await request(site.app).get('/rathaus/wegweiser/')).status).toBe(200);
    const later = await openForm(site.app, KONTAKT.pfad);
    const ok = await postForm(site.app, KONTAKT.pfad, later, {
      ...hidden(later),
      betreff: 'Nach der Störung',
      amt: '49',
      nachricht: 'Jetzt geht es.',
      name: 'Jürgen Weiß',
      email: 'juergen.weiss@example.org',
    });
    expect(ok.status).toBe(303);
  }, 60_000);
});
