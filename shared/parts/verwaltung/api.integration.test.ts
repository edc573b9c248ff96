import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from '../../../tests/helpers/app';

let site: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  site = await testApp();
});
afterAll(async () => {
  await site.cleanup();
});

const get = (path: string) => request(site.app).get(`/api/cms${path}`);

describe('town-hall contract', () => {
  it('lists offices and shows the Bürgerbüro with staff, address and hours', async () => {
    const list = await get('/aemter');
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThanOrEqual(12);
    const res = await get('/aemter/49');
    expect(res.body.data.titel).toBe('Bürgerbüro');
    expect(res.body.data.url).toBe('/rathaus/fachaemter/buergerbuero_49');
    expect(res.body.data.mitarbeiter.length).toBeGreaterThan(0);
    expect(res.body.data.adresse.strasse).toBeTruthy();
    expect(res.body.data.oeffnungszeiten.length).toBeGreaterThan(0);
  });

  it('lists at least 30 staff, filters by letter and pages', async () => {
    const all = await get('/mitarbeiter?pro_seite=100');
    expect(all.body.meta.gesamt).toBeGreaterThanOrEqual(30);
    const m = await get('/mitarbeiter?buchstabe=m&pro_seite=100');
    expect(m.body.data.length).toBeGreaterThan(0);
    for (const p of m.body.data) expect(p.nachname[0].toLowerCase()).toBe('m');
    const page2 = await get('/mitarbeiter?pro_seite=10&seite=2');
    expect(page2.body.data[0].id).not.toBe(all.body.data[0].id);
  });

  it('shows a staff member with offices and procedures', async () => {
    const list = await get('/mitarbeiter?pro_seite=1');
    const res = await get(`/mitarbeiter/${list.body.data[0].id}`);
    expect(res.body.data.aemter[0].kontakt.email).toMatch(/@musterstadt\.de$/);
  });

  it('lists procedures A–Z with letters, umlauts under their base letter', async () => {
    const letters = await get('/verfahren/buchstaben');
    expect(letters.body.data.length).toBeGreaterThanOrEqual(18);
    const u = await get('/verfahren?buchstabe=u');
    expect(u.body.data.some((v: { titel: string }) => v.titel.startsWith('Ü'))).toBe(true);
    expect((await get('/verfahren?buchstabe=ä')).status).toBe(400);
  });

  it('gives a procedure with the sidebar object of spec §3', async () => {
    const res = await get('/verfahren/1002');
    const { sidebar } = res.body.data;
    expect(sidebar.amt.titel).toBeTruthy();
    expect(sidebar.amt.detailURL).toMatch(/^\/rathaus\/fachaemter\//);
    expect(sidebar.amt.adresse).toEqual(expect.objectContaining({ gebaeude: expect.any(String), plz: expect.any(String) }));
    expect(sidebar.mitarbeiter[0].detailURL).toMatch(/^\/rathaus\/mitarbeiter\//);
    expect(sidebar.mitarbeiter[0].aemter[0].kontakt.telefon).toMatch(/^\+49/);
  });

  it('answers life situations and forms with real downloads', async () => {
    const l = await get('/lebenslagen');
    expect(l.body.data.length).toBe(10);
    const umzug = await get(`/lebenslagen/${l.body.data[0].url}`);
    expect(umzug.body.data.verfahren.length).toBeGreaterThan(0);
    const f = await get('/formulare');
    expect(f.body.meta.gesamt).toBeGreaterThanOrEqual(16);
    const pdf = await request(site.app).get(f.body.data[0].datei.link);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('answers 404 for unknown ids', async () => {
    for (const p of ['/aemter/9999', '/mitarbeiter/9999', '/verfahren/9999', '/lebenslagen/gibt-es-nicht']) {
      expect((await get(p)).status).toBe(404);
    }
  });
});
