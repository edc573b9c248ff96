import request from 'supertest';
import { testApp } from './tests/helpers/app';
const site = await testApp();
for (const u of ['/rathaus/schadensmeldung/', '/rathaus/schadensmeldung', '/rathaus/fehler-melden/?seite=/rathaus/kontakt/', '/rathaus/kontakt/', '/rathaus/kontakt/?amt=52', '/rathaus/schadensmeldung/danke/SM-2026-000001', '/rathaus/schadensmeldung/danke/', '/rathaus/schadensmeldung/danke/XX', '/intranet/eingaenge', '/intranet/eingaenge/export.csv']) {
  const r = await request(site.app).get(u);
  console.log(u, r.status, r.headers['cache-control'], r.headers.location ?? '', (r.text.match(/<h1[^>]*>(.*?)<\/h1>/) ?? [])[1]);
}
const r = await request(site.app).get('/rathaus/schadensmeldung/');
console.log(r.text.slice(r.text.indexOf('<main'), r.text.indexOf('<main') + 6000));
await site.cleanup();
