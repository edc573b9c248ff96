import request from 'supertest';
import { testApp } from './tests/helpers/app';
import { pageText } from './tests/helpers/html';
const site = await testApp();
for (const u of ['/musterstadt/gemeinderat/', '/musterstadt/fraktionen/', '/musterstadt/fraktionen/fraktion-freie-waehler_7011', '/musterstadt/ausschuesse/technischer-ausschuss_7002', '/musterstadt/ortschaftsraete/ortschaftsrat-bombach_7021', '/musterstadt/personen/', '/musterstadt/personen/werner-rombach_7101', '/musterstadt/personen/x_7101', '/musterstadt/personen/x_9999', '/musterstadt/ausschuesse/fraktion-freie-waehler_7011', '/musterstadt/ausschuesse/aeltestenrat_7004']) {
  const r = await request(site.app).get(u);
  console.log(r.status, u, r.headers.location ?? '', pageText(r.text).slice(0, 300).replace(/\s+/g, ' '));
}
const r = await request(site.app).get('/musterstadt/gemeinderat/');
const t = pageText(r.text);
console.log(t.slice(t.indexOf('Gemeinderat Der Gemeinderat'), t.indexOf('Gemeinderat Der Gemeinderat') + 3000));
await site.cleanup();
