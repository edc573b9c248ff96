import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from '../../../tests/helpers/app';
import { firstH1 as h1, pageText as text } from '../../../tests/helpers/html';
import { gewerbe, gewerbeRubriken } from './store/demo/gewerbe';
import { makeSlug } from '../../format/slug-id';
import { letterOf } from '../../site/paths';
import type { GewerbeBuchstabe, GewerbeDetail, GewerbeItem, GewerbeRubrik } from './contract';

/**
 * Business directory (spec §2.3, §7, §9): the CMS endpoints and the three pages (start page with
 * categories, search and A–Z list; one category; one entry), 404s and canonical redirects.
 */
let site: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  site = await testApp();
});
afterAll(async () => {
  await site.cleanup();
});

const get = (path: string) => request(site.app).get(path);
async function api<T>(path: string): Promise<{ data: T; meta?: { gesamt: number; seiten: number; seite: number } }> {
  const res = await get(`/api/cms${path}`);
  expect(res.status, path).toBe(200);
  return res.body;
}
/** The visible text of <main>, without the sidebar. */
const content = (html: string) => text(/<div class="st-section__content">([\s\S]*?)<aside/.exec(html)?.[1] ?? html);

const GERMAN = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
const sorted = [...gewerbe].sort((a, b) => GERMAN.compare(a.name, b.name) || a.id - b.id);
const kuenzle = gewerbe.find((g) => g.id === 7001)!;
const kuenzleUrl = `/wirtschaft/gewerbeverzeichnis/${kuenzle.rubrik_url}/${makeSlug(kuenzle.name, kuenzle.id)}`;

describe('CMS endpoints', () => {
  it('lists the categories with their entry counts, in German order', async () => {
    const { data } = await api<GewerbeRubrik[]>('/gewerbe/rubriken');
    expect(data).toHaveLength(gewerbeRubriken.length);
    expect(data.map((r) => r.titel)).toEqual([...gewerbeRubriken.map((r) => r.titel)].sort(GERMAN.compare));
    for (const r of data) expect(r.anzahl, r.url).toBe(gewerbe.filter((g) => g.rubrik_url === r.url).length);
    expect(data.reduce((n, r) => n + r.anzahl, 0)).toBe(gewerbe.length);
  });

  it('lists all entries in German order of their names, paged', async () => {
    const all = await api<GewerbeItem[]>('/gewerbe?pro_seite=100');
    expect(all.meta?.gesamt).toBe(gewerbe.length);
    expect(all.data.map((g) => g.id)).toEqual(sorted.map((g) => g.id));
    const page2 = await api<GewerbeItem[]>('/gewerbe?pro_seite=10&seite=2');
    expect(page2.data.map((g) => g.id)).toEqual(sorted.slice(10, 20).map((g) => g.id));
    expect(page2.meta?.seiten).toBe(Math.ceil(gewerbe.length / 10));
    expect(all.data[0]!.url).toBe(`/wirtschaft/gewerbeverzeichnis/${all.data[0]!.rubrik.url}/${all.data[0]!.slug}`);
  });

  it('filters by category, text (folded like the site search) and letter', async () => {
    const handwerk = await api<GewerbeItem[]>('/gewerbe?rubrik=handwerk&pro_seite=100');
    expect(handwerk.data.map((g) => g.id).sort()).toEqual(
      gewerbe
        .filter((g) => g.rubrik_url === 'handwerk')
        .map((g) => g.id)
        .sort(),
    );

    const pv = await api<GewerbeItem[]>('/gewerbe?q=photovoltaik');
    expect(pv.data.map((g) => g.id)).toContain(7002);
    expect(pv.data.every((g) => /photovoltaik/i.test(`${g.name} ${g.spezialisierung}`))).toBe(true);
    // Umlauts: 'Baecker' finds 'Bäckerei', the category title counts as "Branche".
    const baecker = await api<GewerbeItem[]>('/gewerbe?q=Baeckerei');
    expect(baecker.data.some((g) => g.name.startsWith('Bäckerei'))).toBe(true);
    const gastro = await api<GewerbeItem[]>('/gewerbe?q=gastronomie&pro_seite=100');
    expect(gastro.meta?.gesamt).toBe(gewerbe.filter((g) => g.rubrik_url === 'gastronomie').length);
    // All words must match.
    expect((await api<GewerbeItem[]>('/gewerbe?q=apotheke%20bombach')).data.map((g) => g.name)).toEqual(['Löwen-Apotheke Bombach']);
    expect((await api<GewerbeItem[]>('/gewerbe?q=gibtesnichtxyz')).meta?.gesamt).toBe(0);

    const s = await api<GewerbeItem[]>('/gewerbe?buchstabe=s&pro_seite=100');
    expect(s.data.map((g) => g.id)).toEqual(sorted.filter((g) => letterOf(g.name) === 's').map((g) => g.id));
  });

  it('counts the letters of the A–Z list', async () => {
    const { data } = await api<GewerbeBuchstabe[]>('/gewerbe/buchstaben');
    expect(data.reduce((n, b) => n + b.anzahl, 0)).toBe(gewerbe.length);
    expect(data.find((b) => b.buchstabe === 's')?.anzahl).toBe(gewerbe.filter((g) => letterOf(g.name) === 's').length);
  });

  it('answers one entry with its category, and 404/400 where it must', async () => {
    const { data } = await api<GewerbeDetail>('/gewerbe/7001');
    expect(data).toMatchObject({
      id: 7001,
      name: kuenzle.name,
      rubrik: { url: 'handwerk', titel: 'Handwerk' },
      url: kuenzleUrl,
      email: kuenzle.email,
      web: kuenzle.web,
    });
    expect(data.oeffnungszeiten).toEqual(kuenzle.oeffnungszeiten);
    expect((await get('/api/cms/gewerbe/7999')).status).toBe(404);
    expect((await get('/api/cms/gewerbe?rubrik=gibt-es-nicht')).status).toBe(404);
    expect((await get('/api/cms/gewerbe?buchstabe=Ä')).status).toBe(400);
    expect((await get('/api/cms/gewerbe?pro_seite=1000')).status).toBe(400);
    expect((await get(`/api/cms/gewerbe?q=${'x'.repeat(101)}`)).status).toBe(400);
  });
});

describe('pages', () => {
  it('start page: heading, categories with counts, search form with label, A–Z list', async () => {
    const res = await get('/wirtschaft/gewerbeverzeichnis/');
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe('Gewerbeverzeichnis');
    const handwerk = gewerbe.filter((g) => g.rubrik_url === 'handwerk').length;
    expect(res.text).toContain('href="/wirtschaft/gewerbeverzeichnis/handwerk"');
    expect(text(res.text)).toContain(`Handwerk ${handwerk} Betriebe`);
    const form = /<form[^>]*>/.exec(res.text.slice(res.text.indexOf('<main')))?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/wirtschaft/gewerbeverzeichnis/"');
    const label = /<label[^>]*for="([^"]+)"[^>]*>Betrieb oder Branche<\/label>/.exec(res.text);
    expect(label).not.toBeNull();
    const input = new RegExp(`<input[^>]*id="${label![1]}"[^>]*>`).exec(res.text)?.[0] ?? '';
    expect(input).toContain('name="q"');
    // First page of the A–Z list: the first 20 names.
    const c = content(res.text);
    for (const g of sorted.slice(0, 20)) expect(c).toContain(g.name);
    expect(c).not.toContain(sorted[20]!.name);
    expect(c).toContain(sorted[0]!.spezialisierung);
    expect(res.text).toContain('href="/wirtschaft/gewerbeeintrag/"');
    expect((await get('/wirtschaft/gewerbeverzeichnis/?seite=2')).text).toContain(sorted[20]!.name);
    expect((await get('/wirtschaft/gewerbeverzeichnis/?seite=99')).status).toBe(404);
  });

  it('the search form changes the list', async () => {
    const res = await get('/wirtschaft/gewerbeverzeichnis/?q=Photovoltaik');
    expect(res.status).toBe(200);
    const c = content(res.text);
    expect(c).toContain('Suchergebnisse für „Photovoltaik“');
    expect(c).toContain('Elektro Faißt');
    expect(c).not.toContain(sorted[0]!.name);
    expect(/<input[^>]*name="q"[^>]*value="Photovoltaik"/.test(res.text)).toBe(true);
    const none = await get('/wirtschaft/gewerbeverzeichnis/?q=gibtesnichtxyz');
    expect(none.status).toBe(200);
    expect(content(none.text)).toContain('keinen Betrieb gefunden');
    const letter = await get('/wirtschaft/gewerbeverzeichnis/?buchstabe=%C3%96');
    expect(letter.status).toBe(200);
    expect(content(letter.text)).toContain('Betriebe mit O');
    expect((await get('/wirtschaft/gewerbeverzeichnis/?buchstabe=zz')).status).toBe(404);
  });

  it('category page: heading, entries with short address and tel link', async () => {
    const res = await get('/wirtschaft/gewerbeverzeichnis/handwerk');
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe('Handwerk');
    const c = content(res.text);
    for (const g of gewerbe.filter((x) => x.rubrik_url === 'handwerk')) expect(c).toContain(g.name);
    expect(c).not.toContain('Stadtcafé Amann');
    expect(c).toContain('Sägewerkstraße 4, 79999 Musterstadt');
    expect(res.text).toContain('<a href="tel:+497641931240">07641 931240</a>');
    // '+49 7641 93350-0': digits and + for dialling, the national form to read.
    expect(res.text).toContain('<a href="tel:+497641933500">07641 93350-0</a>');
    expect(res.text).toContain(`href="${kuenzleUrl}"`);
  });

  it('entry page: name, text, address, phone, e-mail, website, opening hours and route link', async () => {
    const res = await get(kuenzleUrl);
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe(kuenzle.name);
    const c = content(res.text);
    expect(c).toContain(kuenzle.spezialisierung);
    expect(c).toContain(kuenzle.text);
    expect(text(/<address>[\s\S]*?<\/address>/.exec(res.text)?.[0] ?? '').trim()).toBe('Schreinerei Künzle Sägewerkstraße 4 79999 Musterstadt');
    expect(res.text).toContain('<a href="tel:+497641931240">07641 931240</a>');
    expect(res.text).toContain(`href="mailto:${kuenzle.email}"`);
    expect(res.text).toContain(
      '<a href="https://www.schreinerei-kuenzle.example" target="_blank" rel="noopener noreferrer">www.schreinerei-kuenzle.example<span class="st-visually-hidden"> (externe Seite, öffnet in einem neuen Fenster)</span></a>',
    );
    for (const z of kuenzle.oeffnungszeiten!) expect(c).toContain(z);
    const route = `https://www.openstreetmap.org/directions?to=${encodeURIComponent('Sägewerkstraße 4, 79999 Musterstadt')}`;
    expect(res.text).toContain(`href="${route.replace(/&/g, '&amp;')}"`);
    expect(c).toContain('Route planen');
    // The sidebar's category box marks the entry's category.
    const aside = res.text.slice(res.text.indexOf('<aside'));
    expect(/<a href="\/wirtschaft\/gewerbeverzeichnis\/handwerk" aria-current="true"/.test(aside)).toBe(true);
  });

  it('unknown category, unknown id and a slug without id answer 404', async () => {
    expect((await get('/wirtschaft/gewerbeverzeichnis/gibt-es-nicht')).status).toBe(404);
    expect((await get('/wirtschaft/gewerbeverzeichnis/handwerk/gibt-es-nicht_7999')).status).toBe(404);
    expect((await get('/wirtschaft/gewerbeverzeichnis/handwerk/ohne-id')).status).toBe(404);
  });

  it('an entry under the wrong category or with an outdated slug redirects (301) to its address', async () => {
    const wrong = await get(`/wirtschaft/gewerbeverzeichnis/gastronomie/${makeSlug(kuenzle.name, kuenzle.id)}`);
    expect(wrong.status).toBe(301);
    expect(wrong.headers.location).toBe(kuenzleUrl);
    const unknownRubrik = await get(`/wirtschaft/gewerbeverzeichnis/gibt-es-nicht/${makeSlug(kuenzle.name, kuenzle.id)}`);
    expect(unknownRubrik.status).toBe(301);
    expect(unknownRubrik.headers.location).toBe(kuenzleUrl);
    const old = await get('/wirtschaft/gewerbeverzeichnis/handwerk/schreinerei-alt_7001');
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe(kuenzleUrl);
    const slash = await get(`${kuenzleUrl}/`);
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe(kuenzleUrl);
    // One address per page (ADR 32): a category without, the directory with the trailing slash.
    expect((await get('/wirtschaft/gewerbeverzeichnis/handwerk')).status).toBe(200);
    expect((await get('/wirtschaft/gewerbeverzeichnis/handwerk/')).headers.location).toBe('/wirtschaft/gewerbeverzeichnis/handwerk');
    expect((await get('/wirtschaft/gewerbeverzeichnis')).headers.location).toBe('/wirtschaft/gewerbeverzeichnis/');
  });
});
