import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app';
import { ConfigError, loadConfig } from '../../server/config';
import { RETIRING_SERVICE_WORKER } from '../../server/static/service-worker';

/** The kill switch of the service worker (SERVICE_WORKER=off, README). */
describe('SERVICE_WORKER=off', () => {
  let site: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    site = await testApp({ env: { SERVICE_WORKER: 'off' } });
  });
  afterAll(async () => {
    await site.cleanup();
  });

  it('serves, as /sw.js, a worker that deletes the caches and unregisters itself', async () => {
    const res = await request(site.app).get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    const script = res.text;
    expect(script).toBe(RETIRING_SERVICE_WORKER);
    expect(script).toContain('skipWaiting()');
    expect(script).toContain('caches.delete(n)');
    expect(script).toContain('self.registration.unregister()');
    // No fetch handler: every request goes to the network.
    expect(script).not.toMatch(/addEventListener\(\s*'fetch'/);
    expect(() => new Function(script)).not.toThrow();
  });

  it('leaves the pages as they are', async () => {
    expect((await request(site.app).get('/rathaus/')).status).toBe(200);
  });
});

describe('SERVICE_WORKER setting', () => {
  it('is on by default and takes on or off', () => {
    expect(loadConfig({}).serviceWorker).toBe(true);
    expect(loadConfig({ SERVICE_WORKER: 'on' }).serviceWorker).toBe(true);
    expect(loadConfig({ SERVICE_WORKER: 'off' }).serviceWorker).toBe(false);
  });

  it('stops the start with a German message for anything else', () => {
    expect(() => loadConfig({ SERVICE_WORKER: 'aus' })).toThrow(ConfigError);
    expect(() => loadConfig({ SERVICE_WORKER: 'aus' })).toThrow('SERVICE_WORKER muss "on" oder "off" sein (ist "aus").');
  });
});
