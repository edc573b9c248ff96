import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brightSkySource, toWetter } from './bright-sky';

const logger = pino({ level: 'silent' });

describe('Bright Sky answers', () => {
  it('become the header weather: rounded temperature, one of the seven icons, a German condition', () => {
    expect(toWetter({ weather: { temperature: 7.26, icon: 'rain', condition: 'rain' } })).toEqual([
      { station: 'Musterstadt', icon: 'rainy', act_temperature: 7.3, condition: 'Regen' },
    ]);
    expect(toWetter({ weather: { temperature: -2, icon: 'clear-night', condition: 'dry' } })?.[0]).toMatchObject({ icon: 'sunny', condition: 'klar' });
    expect(toWetter({ weather: { temperature: 18, icon: 'thunderstorm', condition: 'thunderstorm' } })?.[0]).toMatchObject({
      icon: 'stormy',
      condition: 'Gewitter',
    });
    expect(toWetter({ weather: { temperature: 3, icon: 'something-new', condition: null } })?.[0]).toMatchObject({ icon: 'cloudy', condition: 'wechselhaft' });
  });

  it('give nothing when the answer has no temperature or is not Bright Sky', () => {
    expect(toWetter({ weather: { temperature: null, icon: 'rain' } })).toBeNull();
    expect(toWetter({ error: 'x' })).toBeNull();
    expect(toWetter('<html>')).toBeNull();
  });
});

describe('the live weather source', () => {
  let server: http.Server;
  let base = '';
  let hits = 0;
  let reply: () => { status: number; body: string } = () => ({ status: 200, body: '{}' });
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      hits += 1;
      const r = reply();
      res.writeHead(r.status, { 'content-type': 'application/json' }).end(r.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/current_weather?lat=48.1&lon=7.9`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks once per 15 minutes, keeps the last good value through failures for three hours, then shows nothing', async () => {
    let t = 1_000_000;
    hits = 0;
    reply = () => ({ status: 200, body: JSON.stringify({ weather: { temperature: 11.6, icon: 'partly-cloudy-day', condition: 'dry' } }) });
    const source = brightSkySource({ url: base, logger, now: () => t });
    expect(await source()).toEqual([{ station: 'Musterstadt', icon: 'partly-cloudy', act_temperature: 11.6, condition: 'leicht bewölkt' }]);
    await source();
    t += 14 * 60_000;
    await source();
    expect(hits).toBe(1);

    // The service fails: the last value stays, and the failure is not retried on every page.
    reply = () => ({ status: 503, body: 'down' });
    t += 2 * 60_000;
    expect((await source())?.[0]?.act_temperature).toBe(11.6);
    await new Promise((r) => setTimeout(r, 50));
    expect(hits).toBe(2);
    await source();
    expect(hits).toBe(2);

    // Malformed answers count as failures too.
    reply = () => ({ status: 200, body: '{"weather": "sunny"}' });
    t += 15 * 60_000;
    expect((await source())?.[0]?.act_temperature).toBe(11.6);
    await new Promise((r) => setTimeout(r, 50));
    expect(hits).toBe(3);

    // Three hours after the last good answer the header shows no weather rather than an old one.
    t += 3 * 60 * 60_000;
    expect(await source()).toBeNull();
  });

  it('shows nothing when the service has never answered', async () => {
    reply = () => ({ status: 500, body: '' });
    const source = brightSkySource({ url: base, logger });
    expect(await source()).toBeNull();
    const unreachable = brightSkySource({ url: 'http://127.0.0.1:1/current_weather', logger });
    expect(await unreachable()).toBeNull();
  });
});
