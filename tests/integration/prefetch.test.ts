import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app';
import { PREFETCH_HEADER } from '../../shared/app/state';

/** The data endpoint as the idle link prefetch (client/prefetch.ts) uses it. */
let site: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  site = await testApp();
});
afterAll(async () => {
  await site.cleanup();
});

describe('prefetch requests to /_data', () => {
  it('get a missing page as a successful answer with the 404 state in the body', async () => {
    const res = await request(site.app).get('/_data/gibt-es-nicht').set(PREFETCH_HEADER, '1');
    expect(res.status).toBe(200);
    expect(res.body.kind).toBe('page');
    expect(res.body.page.status).toBe(404);
    expect(res.headers.vary).toMatch(new RegExp(PREFETCH_HEADER, 'i'));
    // A navigation's own request keeps the 404.
    expect((await request(site.app).get('/_data/gibt-es-nicht')).status).toBe(404);
  });

  it('get the same data as a navigation for an existing page', async () => {
    const pre = await request(site.app).get('/_data/rathaus/').set(PREFETCH_HEADER, '1');
    const nav = await request(site.app).get('/_data/rathaus/');
    expect(pre.status).toBe(200);
    expect(pre.body).toEqual(nav.body);
  });
});
