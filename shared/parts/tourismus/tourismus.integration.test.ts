import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from '../../../tests/helpers/app';
import { firstH1 as h1, pageText as text } from '../../../tests/helpers/html';
import { fasnetVereine, unterkuenfte, wanderwege } from './store/demo/tourismus';
import type { FasnetVerein, Unterkunft, WanderwegDetail, WanderwegItem } from './contract';
import { removeintprefix } from '../../format/text';

/**
 * Tourism (spec §2.3, §2.4): the CMS endpoints for accommodation, Fasnet clubs and hiking routes, the
 * five pages, and the two-click embeds in their server HTML: no third-party address in any src before
 * consent, and the explanation when the booking widget or the hiking portal is not set up (the state
 * without BOOKING_WIDGET_URL and TOURENPORTAL_KEY, as here).
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

/** Every src attribute that points to another host (the site itself uses relative addresses). */
const foreignSrc = (html: string) => [...html.matchAll(/\ssrc="([^"]*)"/g)].map((m) => m[1]!).filter((s) => /^(https?:)?\/\//.test(s));
/** Nothing of a third party is requested or prepared: no frames, no foreign scripts, no preconnects. */
function expectNothingExternalLoaded(page: string) {
  // The loader data (JSON, never executed) may name the addresses; the markup must not use them.
  const html = page.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '');
  expect(foreignSrc(html)).toEqual([]);
  expect(html).not.toMatch(/<iframe/);
  expect(html).not.toMatch(/rel="(preconnect|dns-prefetch|preload)"[^>]*href="https?:\/\/(?!localhost)/);
  expect(html.includes('openstreetmap.org/export/embed'), 'map frame address in the markup').toBe(false);
}

const hochfirst = wanderwege.find((w) => w.slug === 'hochfirst-runde')!;
const hochfirstSlug = `hochfirst-runde_${hochfirst.id}`;

describe('CMS endpoints', () => {
  it('lists the accommodation in German order with paging', async () => {
    const all = await api<Unterkunft[]>('/unterkuenfte?pro_seite=100');
    expect(all.meta?.gesamt).toBe(unterkuenfte.length);
    const names = all.data.map((u) => u.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
    const p2 = await api<Unterkunft[]>('/unterkuenfte?pro_seite=5&seite=2');
    expect(p2.data.map((u) => u.id)).toEqual(all.data.slice(5, 10).map((u) => u.id));
    expect(p2.meta?.seiten).toBe(Math.ceil(unterkuenfte.length / 5));
  });

  it('filters accommodation by art and refuses an unknown art', async () => {
    const flats = await api<Unterkunft[]>('/unterkuenfte?art=Ferienwohnung&pro_seite=100');
    expect(flats.data.length).toBe(unterkuenfte.filter((u) => u.art === 'Ferienwohnung').length);
    expect(new Set(flats.data.map((u) => u.art))).toEqual(new Set(['Ferienwohnung']));
    const bad = await get('/api/cms/unterkuenfte?art=Schloss');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/art/);
  });

  it('lists the Fasnet clubs oldest first, with their figures', async () => {
    const res = await api<FasnetVerein[]>('/fasnetvereine');
    expect(res.data.map((v) => v.gruendung)).toEqual([...fasnetVereine.map((v) => v.gruendung)].sort((a, b) => a - b));
    const zunft = res.data.find((v) => v.id === 8301)!;
    expect(zunft.figuren).toEqual(fasnetVereine.find((v) => v.id === 8301)!.figuren);
  });

  it('lists hiking routes and finds one by id, by slug and by the slug text of old addresses', async () => {
    const list = await api<WanderwegItem[]>('/wanderwege');
    expect(list.meta?.gesamt).toBe(wanderwege.length);
    expect(list.data[0]!.slug).toMatch(/_\d+$/);
    for (const ref of [String(hochfirst.id), hochfirstSlug, 'hochfirst-runde']) {
      const one = await api<WanderwegDetail>(`/wanderwege/${ref}`);
      expect(one.data.id, ref).toBe(hochfirst.id);
    }
    const one = await api<WanderwegDetail>(`/wanderwege/${hochfirst.id}`);
    expect(one.data).toMatchObject({ slug: hochfirstSlug, dauer_min: 270, schwierigkeit: 'mittel', tourenportal_id: hochfirst.tourenportal_id });
    expect(one.data.start_geo).not.toBeNull();
    expect((await get('/api/cms/wanderwege/9999')).status).toBe(404);
    expect((await get('/api/cms/wanderwege/gibt-es-nicht')).status).toBe(404);
  });
});

describe('pages', () => {
  it('/gaeste/unterkuenfte/ shows intro, hosts with phone, stars and beds, and the unconfigured booking widget', async () => {
    const res = await get('/gaeste/unterkuenfte/');
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe('Unterkünfte');
    const t = text(res.text);
    expect(t).toContain('Gästekarte');
    expect(t).toContain(`${unterkuenfte.length} Unterkünfte, Seite 1 von 2`);
    // Sorted by name: page 1 holds the first ten.
    expect(t).toContain('Campingplatz Wiesental');
    expect(t).toContain('60 Stellplätze');
    expect(t).toContain('4 Sterne');
    const krone = unterkuenfte.find((u) => u.id === 8202)!;
    expect(res.text).toContain(`href="tel:+4976412202"`);
    expect(t).toContain(removeintprefix(krone.telefon));
    expect(t).toContain('noch nicht eingerichtet');
    expect(res.text).toContain('href="https://www.schwarzwald-buchung.example/musterstadt"');
    expectNothingExternalLoaded(res.text);
  });

  it('the art filter changes the list', async () => {
    const res = await get('/gaeste/unterkuenfte/?art=Hotel');
    expect(res.status).toBe(200);
    const t = text(res.text);
    expect(t).toContain('2 Unterkünfte (Hotels)');
    expect(t).toContain('Schwarzwaldhotel Hochfirst');
    expect(t).not.toContain('Campingplatz Wiesental');
    expect(res.text).toMatch(/<option value="Hotel" selected="">/);
    // An unknown kind shows all; a page beyond the last is not there.
    expect(text((await get('/gaeste/unterkuenfte/?art=Burg')).text)).toContain(`${unterkuenfte.length} Unterkünfte`);
    expect((await get('/gaeste/unterkuenfte/?seite=9')).status).toBe(404);
  });

  it('/gaeste/fasnet/ shows the editorial text and the Fasnet info box with its link lists', async () => {
    const res = await get('/gaeste/fasnet/');
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe('Fasnet in Musterstadt');
    const t = text(res.text);
    expect(t).toContain('Ablauf der Fasnet');
    expect(t).toContain('Fasnet 2027');
    expect(res.text).toContain('href="/gaeste/veranstaltungen/?rubrik_id=6"');
    expect(res.text).toContain('href="/gaeste/fasnetvereine/#verein-8301"');
    expect(res.text).toContain('href="https://www.vsan.de/"');
  });

  it('/gaeste/fasnetvereine/ shows the clubs with founding year, district, figures and web link', async () => {
    const res = await get('/gaeste/fasnetvereine/');
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe('Fasnetvereine');
    const t = text(res.text);
    expect(t).toContain('Sechs Vereine tragen die Fasnet');
    for (const v of fasnetVereine) expect(t).toContain(v.name);
    expect(t).toContain('Gegründet 1858');
    expect(t).toContain('Stadtteil Bombach');
    expect(t).toContain('Spättlehansel');
    expect(res.text).toContain('id="verein-8304"');
    expect(res.text).toContain('href="https://www.narrenzunft-musterstadt.example"');
    expect(res.text).toContain('href="/gaeste/fasnet/"');
  });

  it('/gaeste/wandern-walken/ lists the routes with length, ascent, time and difficulty in words', async () => {
    const res = await get('/gaeste/wandern-walken/');
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe('Wandern und Walken');
    const t = text(res.text);
    expect(t).toContain('Tipps für unterwegs');
    expect(res.text).toContain('<caption');
    expect(res.text).toContain(`href="/gaeste/wandern-walken/${hochfirstSlug}"`);
    expect(t).toContain('Hochfirst-Runde Start: Bürgerhaus Nordweil, Mühlweg 4 14,2 km 520 m 4 Std. 30 Min. mittelschwer');
  });

  it('a hiking route shows its figures, text and two consent placeholders, nothing loaded', async () => {
    const res = await get(`/gaeste/wandern-walken/${hochfirstSlug}`);
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe('Hochfirst-Runde');
    const t = text(res.text);
    expect(t).toContain('Länge 14,2 km');
    expect(t).toContain('Aufstieg 520 Höhenmeter');
    expect(t).toContain('Vogesen');
    // The hiking portal has no key here: explained, with the tour on the portal's site.
    expect(t).toContain('Dieser Dienst von Tourenportal Schwarzwald ist auf unserer Website noch nicht eingerichtet');
    expect(res.text).toContain(`href="https://www.tourenportal-schwarzwald.example/touren/${hochfirst.tourenportal_id}"`);
    // The map needs no key: a placeholder naming the provider, the data and its privacy policy.
    expect(t).toContain('Hier ist ein Inhalt von OpenStreetMap');
    expect(t).toContain('IP-Adresse');
    expect(res.text).toContain('href="https://osmfoundation.org/wiki/Privacy_Policy"');
    expect(res.text).toMatch(/href="https:\/\/www\.openstreetmap\.org\/\?mlat=/);
    expectNothingExternalLoaded(res.text);
  });

  it('redirects an outdated or id-less slug to the current address and answers 404 for unknown ones', async () => {
    for (const old of ['hochfirst-runde', `alter-name_${hochfirst.id}`]) {
      const res = await get(`/gaeste/wandern-walken/${old}`);
      expect(res.status, old).toBe(301);
      expect(res.headers.location).toBe(`/gaeste/wandern-walken/${hochfirstSlug}`);
    }
    expect((await get('/gaeste/wandern-walken/unbekannt_9999')).status).toBe(404);
    expect((await get('/gaeste/wandern-walken/gibt-es-nicht')).status).toBe(404);
    expect((await get('/gaeste/wandern-walken/Gro%C3%9F')).status).toBe(404);
  });

  it('the CSP allows the OpenStreetMap frame and no third-party script without configuration', async () => {
    const csp = String((await get('/gaeste/unterkuenfte/')).headers['content-security-policy']);
    expect(csp).toMatch(/frame-src https:\/\/www\.openstreetmap\.org(;|$)/);
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toMatch(/https?:/);
  });
});
