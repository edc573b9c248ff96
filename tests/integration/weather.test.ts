import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app';
import { pageText } from '../helpers/html';
import { TOWN } from '../../shared/site/town';

/** Issue: the header's weather from a real source (WEATHER_URL), here a local stand-in for Bright Sky. */
describe('weather from WEATHER_URL', () => {
  let provider: http.Server;
  const asked: string[] = [];
  let site: Awaited<ReturnType<typeof testApp>>;
  let demo: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    provider = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ weather: { temperature: -3.4, icon: 'snow', condition: 'snow' } }));
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/current_weather?lat=48.12&lon=7.85`;
    site = await testApp({ env: { WEATHER_URL: url } });
    demo = await testApp();
  });
  afterAll(async () => {
    await site.cleanup();
    await demo.cleanup();
    await new Promise<void>((resolve) => provider.close(() => resolve()));
  });

  it("fills the header on every layout with the provider's weather, linked to the weather station", async () => {
    for (const path of ['/', '/feuerwehr/', '/rathaus/impressum/']) {
      const res = await request(site.app).get(path);
      expect(res.status, path).toBe(200);
      const weather = /<p class="st-weather">([\s\S]*?)<\/p>/.exec(res.text)?.[1] ?? '';
      expect(pageText(weather), path).toContain('Aktuelles Wetter in Musterstadt: -3°C, Schnee');
      expect(weather, path).toContain(`href="${TOWN.weatherStation.href}"`);
    }
    // The provider was asked with the configured coordinates, once for all these pages.
    expect(asked).toEqual(['/current_weather?lat=48.12&lon=7.85']);
  });

  it('keeps the seeded weather of the demo when no provider is set', async () => {
    const res = await request(demo.app).get('/');
    const weather = pageText(/<p class="st-weather">([\s\S]*?)<\/p>/.exec(res.text)?.[1] ?? '');
    expect(weather).toMatch(/Aktuelles Wetter in Musterstadt: -?\d+°C, \S/);
    expect(weather).not.toContain('Schnee');
  });
});
