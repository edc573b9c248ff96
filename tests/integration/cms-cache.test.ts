import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app';

/** The embedded CMS answers with the Cache-Control the contract declares for each operation. */
let site: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  site = await testApp();
});
afterAll(async () => {
  await site?.cleanup();
});

describe('Cache-Control of the embedded CMS', () => {
  it('keeps the weather five minutes, other public answers one minute, intranet answers nowhere', async () => {
    const wetter = await request(site.app).get('/api/wetter');
    expect(wetter.status).toBe(200);
    expect(wetter.headers['cache-control']).toBe('public, max-age=300');
    const news = await request(site.app).get('/api/cms/aktuelles_rubrik/buergernachrichten/aktuelles');
    expect(news.headers['cache-control']).toBe('public, max-age=60');
    const intranet = await request(site.app).get('/api/cms/intranet/archiv_themen');
    expect(intranet.status).toBe(401);
    expect(intranet.headers['cache-control']).toBe('private, no-store');
  });

  it('answers another method on the weather path 405 and an unknown path below /api 404', async () => {
    const post = await request(site.app).post('/api/wetter').send({});
    expect(post.status).toBe(405);
    expect(post.body).toEqual({ error: 'Methode nicht erlaubt' });
    const unknown = await request(site.app).get('/api/gibt-es-nicht');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Unbekannter Endpunkt' });
  });
});
