import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import request from 'supertest';
import { testApp } from '../helpers/app';
import type { OpenedDb } from '../../server/cms/db';
import { openSiteStore } from '../helpers/store';

/**
 * Kept pages answered in front of Express (ADR 65): `listener` answers a kept, current page itself,
 * with exactly the status, headers (in their order) and body the Express path sends for it, and
 * hands everything else to Express: a session, a POST, a personal area, an unknown cookie, a page
 * that changed. Cached answers are counted in the metrics and written to the request log.
 */
type Site = Awaited<ReturnType<typeof testApp>>;

/** Status, headers in their order (less the date and the request's own id) and the body's bytes. */
function answerOf(res: request.Response) {
  const headers = Object.entries(res.headers).filter(([name]) => name !== 'date' && name !== 'x-request-id');
  return { status: res.status, headers, body: res.body as Buffer };
}

const raw = (res: request.Response, cb: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe('kept pages in front of Express', () => {
  let site: Site;
  let other: OpenedDb;
  const lines: Array<Record<string, unknown>> = [];
  /** Requests Express's router saw. */
  let handled: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    site = await testApp({ logger, env: { PUBLIC_URL: 'http://www.musterstadt.test', METRICS_ALLOW: 'loopback', TRUST_PROXY: 'loopback' } });
    other = await openSiteStore(site.config);
    // Express's own entry, which its types do not name.
    handled = vi.spyOn(site.app as unknown as { handle: (...args: unknown[]) => void }, 'handle');
  });
  afterAll(async () => {
    await other?.close();
    await site?.cleanup();
  });

  /** The same request through Express and through the listener; the listener's answer must not reach Express. */
  async function both(path: string, headers: Record<string, string>, method: 'get' | 'head' = 'get') {
    const send = (target: Site['app'] | Site['listener']) => {
      const r = request(target)[method](path).buffer(true).parse(raw);
      for (const [name, value] of Object.entries(headers)) r.set(name, value);
      return r;
    };
    const viaExpress = await send(site.app);
    const before = handled.mock.calls.length;
    const inFront = await send(site.listener);
    return { viaExpress, inFront, reachedExpress: handled.mock.calls.length - before };
  }

  it('answers a kept page as the Express path does, byte for byte and header for header: gzip, brotli, none, HEAD, 304, a 404', async () => {
    // Rendered and kept, then compressed at its first answer from the cache.
    expect((await request(site.app).get('/')).headers['x-st-cache']).toBe('miss');
    expect((await request(site.app).get('/').set('accept-encoding', 'gzip')).headers['x-st-cache']).toBe('hit');

    for (const encoding of ['gzip', 'br, gzip', 'identity']) {
      const { viaExpress, inFront, reachedExpress } = await both('/', { 'accept-encoding': encoding });
      expect(reachedExpress).toBe(0);
      expect(inFront.headers['x-st-cache']).toBe('hit');
      expect(answerOf(inFront)).toEqual(answerOf(viaExpress));
    }
    const head = await both('/', { 'accept-encoding': 'gzip' }, 'head');
    expect(head.reachedExpress).toBe(0);
    expect(head.inFront.status).toBe(200);
    expect(answerOf(head.inFront)).toEqual(answerOf(head.viaExpress));

    const etag = String(head.inFront.headers.etag);
    const notModified = await both('/', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(notModified.reachedExpress).toBe(0);
    expect(notModified.inFront.status).toBe(304);
    expect(answerOf(notModified.inFront)).toEqual(answerOf(notModified.viaExpress));

    // A request id the client sent comes back, as through Express.
    const id = await request(site.listener).get('/').set('x-request-id', 'vorn-test-0001');
    expect(id.headers['x-request-id']).toBe('vorn-test-0001');
    // Every answer has an id of its own.
    expect((await request(site.listener).get('/')).headers['x-request-id']).not.toBe((await request(site.listener).get('/')).headers['x-request-id']);

    await request(site.app).get('/gibt-es-nicht');
    await request(site.app).get('/gibt-es-nicht').set('accept-encoding', 'gzip');
    const missing = await both('/gibt-es-nicht', { 'accept-encoding': 'gzip' });
    expect(missing.reachedExpress).toBe(0);
    expect(missing.inFront.status).toBe(404);
    expect(answerOf(missing.inFront)).toEqual(answerOf(missing.viaExpress));
  });

  it('leaves to Express: a session, an unknown cookie, a POST, a personal area, an address never kept, a page not kept yet', async () => {
    await request(site.app).get('/').set('accept-encoding', 'gzip');
    const goes = async (r: request.Test) => {
      const before = handled.mock.calls.length;
      const res = await r;
      expect(handled.mock.calls.length - before).toBe(1);
      return res;
    };
    const session = await goes(request(site.listener).get('/').set('cookie', 'st_sitzung=versiegelt'));
    expect(session.headers['x-st-cache']).toBeUndefined();
    expect(session.headers['content-security-policy']).toMatch(/'nonce-/);
    expect((await goes(request(site.listener).get('/').set('cookie', 'banner=zu'))).headers['x-st-cache']).toBeUndefined();
    // The CSRF cookie changes nothing on a page without a form: answered in front.
    const before = handled.mock.calls.length;
    expect((await request(site.listener).get('/').set('cookie', 'st_csrf=abc').set('accept-encoding', 'gzip')).headers['x-st-cache']).toBe('hit');
    expect(handled.mock.calls.length).toBe(before);
    // A cross-site POST is refused by Express's guards, as before.
    const post = await goes(request(site.listener).post('/rathaus/kontakt/').type('form').set('origin', 'https://evil.example').send({ _csrf: 'x' }));
    expect(post.status).toBe(403);
    expect((await goes(request(site.listener).get('/intranet'))).headers['x-st-cache']).toBeUndefined();
    expect((await goes(request(site.listener).get('/robots.txt'))).status).toBe(200);
    expect((await goes(request(site.listener).get('/rathaus/fachaemter/?neu=1'))).headers['x-st-cache']).toBe('miss');
  });

  it('never answers a page after a write of another connection: Express renders it anew', async () => {
    const list = '/rathaus/buergernachrichten/';
    await request(site.app).get(list);
    await request(site.app).get(list).set('accept-encoding', 'gzip');
    expect((await both(list, { 'accept-encoding': 'gzip' })).reachedExpress).toBe(0);
    const item = await other.db.selectFrom('aktuelles').select(['id']).where('rubrik_id', '=', 1).orderBy('datum_von', 'desc').executeTakeFirstOrThrow();
    await other.db.updateTable('aktuelles').set({ titel: 'Hochwasser: Uferwege gesperrt' }).where('id', '=', item.id).execute();
    const before = handled.mock.calls.length;
    const after = await request(site.listener).get(list);
    expect(handled.mock.calls.length - before).toBe(1);
    expect(after.headers['x-st-cache']).toBe('miss');
    expect(after.text).toContain('Hochwasser: Uferwege gesperrt');
  });

  it('counts its answers in the metrics and writes them to the request log, with the shortened address', async () => {
    const metric = async () => (await request(site.app).get('/metrics')).text;
    const hits = (text: string) => Number(/st_page_cache_requests_total\{result="hit"\} (\d+)/.exec(text)?.[1] ?? 0);
    const homeCount = (text: string) => Number(/st_http_request_duration_seconds_count\{route="home",status="200"\} (\d+)/.exec(text)?.[1] ?? 0);
    // The write of the test before changed the home page's news: kept and compressed anew.
    await request(site.app).get('/');
    await request(site.app).get('/').set('accept-encoding', 'gzip');
    const start = await metric();
    const before = handled.mock.calls.length;
    await request(site.listener).get('/').set('accept-encoding', 'gzip').set('x-forwarded-for', '198.51.100.23').set('x-request-id', 'vorn-protokoll-1');
    await request(site.listener).get('/').set('accept-encoding', 'gzip');
    expect(handled.mock.calls.length).toBe(before);
    const end = await metric();
    expect(hits(end) - hits(start)).toBe(2);
    expect(homeCount(end) - homeCount(start)).toBeGreaterThanOrEqual(2);

    const line = lines.find((l) => (l.req as { id?: string } | undefined)?.id === 'vorn-protokoll-1');
    expect(line).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/', ip: '198.51.100.0' }, res: { statusCode: 200 } });
    expect(typeof line?.responseTime).toBe('number');
    expect(JSON.stringify(line)).not.toContain('198.51.100.23');
  });
});
