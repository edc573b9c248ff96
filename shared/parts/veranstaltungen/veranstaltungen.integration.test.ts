import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { testApp } from '../../../tests/helpers/app';
import { firstH1 as h1, pageText as text } from '../../../tests/helpers/html';
import { veranstaltungen } from './store/demo/veranstaltungen';
import { makeSlug } from '../../format/slug-id';
import { formatEventDays } from '../../format/date';
import { unfold } from '../../../server/ics/ics';
import type { VeranstaltungDetail, VeranstaltungItem } from './contract';

/**
 * Events (spec §2.3, §2.4, §9): the CMS endpoints, both list pages with category and period filters,
 * the detail pages and the iCalendar files. The clock is fixed to the day before the seeded calendar
 * starts (2026-11-21, Europe/Berlin), so every seeded event is upcoming.
 */
let site: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  site = await testApp();
});
afterAll(async () => {
  await site.cleanup();
  vi.useRealTimers();
});

const get = (path: string) => request(site.app).get(path);
async function api<T>(path: string): Promise<{ data: T; meta?: { gesamt: number; seiten: number } }> {
  const res = await get(`/api/cms${path}`);
  expect(res.status, path).toBe(200);
  return res.body;
}

const sorted = [...veranstaltungen].sort((a, b) => a.datum_von.localeCompare(b.datum_von) || a.id - b.id);
const first = sorted[0]!;
const fasnet = sorted.filter((v) => v.rubriken.includes(6));
const notFasnet = sorted.filter((v) => !v.rubriken.includes(6));

describe('CMS endpoints', () => {
  it('lists the upcoming events sorted by start, with pagination', async () => {
    const all = await api<VeranstaltungItem[]>('/veranstaltungen?pro_seite=100');
    expect(all.meta?.gesamt).toBe(veranstaltungen.length);
    expect(all.data.map((e) => e.id)).toEqual(sorted.map((e) => e.id));
    const page2 = await api<VeranstaltungItem[]>('/veranstaltungen?pro_seite=10&seite=2');
    expect(page2.data.map((e) => e.id)).toEqual(sorted.slice(10, 20).map((e) => e.id));
    expect(page2.meta?.seiten).toBe(Math.ceil(veranstaltungen.length / 10));
  });

  it('filters by rubrik_id (6 = Fasnet)', async () => {
    const res = await api<VeranstaltungItem[]>('/veranstaltungen?rubrik_id=6&pro_seite=100');
    expect(fasnet.length).toBeGreaterThan(0);
    expect(res.data.map((e) => e.id)).toEqual(fasnet.map((e) => e.id));
    for (const e of res.data) expect(e.rubriken.map((r) => r.id)).toContain(6);
  });

  it('filters by zeitraum counted from today', async () => {
    const woche = await api<VeranstaltungItem[]>('/veranstaltungen?zeitraum=woche&pro_seite=100');
    expect(woche.data.map((e) => e.id)).toEqual(sorted.filter((e) => e.datum_von.slice(0, 10) <= '2026-11-28').map((e) => e.id));
    const monat = await api<VeranstaltungItem[]>('/veranstaltungen?zeitraum=monat&pro_seite=100');
    expect(monat.data.map((e) => e.id)).toEqual(sorted.filter((e) => e.datum_von.slice(0, 10) <= '2026-12-21').map((e) => e.id));
    const quartal = await api<VeranstaltungItem[]>('/veranstaltungen?zeitraum=quartal&pro_seite=100');
    expect(quartal.data.map((e) => e.id)).toEqual(sorted.filter((e) => e.datum_von.slice(0, 10) <= '2027-02-21').map((e) => e.id));
    expect(woche.data.length).toBeGreaterThan(0);
    expect(woche.data.length).toBeLessThan(monat.data.length);
    expect(monat.data.length).toBeLessThan(quartal.data.length);
    expect((await get('/api/cms/veranstaltungen?zeitraum=jahr')).status).toBe(400);
  });

  it('leaves out events that are over', async () => {
    vi.setSystemTime(new Date('2027-06-27T10:00:00Z'));
    try {
      const res = await api<VeranstaltungItem[]>('/veranstaltungen?pro_seite=100');
      const expected = sorted.filter((e) => (e.datum_bis ?? e.datum_von).slice(0, 10) >= '2027-06-27');
      expect(res.data.map((e) => e.id)).toEqual(expected.map((e) => e.id));
      expect(expected.length).toBeLessThan(sorted.length);
    } finally {
      vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    }
  });

  it('answers one event, the categories, and 404 for unknown ids', async () => {
    const one = await api<VeranstaltungDetail>(`/veranstaltungen/${first.id}`);
    expect(one.data.titel).toBe(first.titel);
    expect(one.data.slug).toBe(makeSlug(first.titel, first.id));
    const rubriken = await api<{ id: number; titel: string }[]>('/veranstaltungen/rubriken');
    expect(rubriken.data).toHaveLength(10);
    expect(rubriken.data.find((r) => r.id === 6)?.titel).toBe('Fasnet');
    expect((await get('/api/cms/veranstaltungen/4999')).status).toBe(404);
  });
});

describe('pages', () => {
  it.each(['/gaeste/veranstaltungen/', '/stadtleben/veranstaltungen/'])('%s shows the heading, the filter and the first events', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe('Veranstaltungen');
    const body = text(res.text);
    expect(body).toContain(first.titel);
    expect(body).toContain(formatEventDays(first.datum_von, first.datum_bis));
    expect(body).toContain('Veranstaltungen filtern');
    expect(res.text).toContain(`href="/api/cms/veranstaltungen/${first.id}/ics"`);
    // Feeds: per category and for the whole list, to subscribe (webcal://, on the request's host) or download.
    expect(res.text).toMatch(/href="webcal:\/\/127\.0\.0\.1:\d+\/api\/cms\/veranstaltungen\/kalender\?rubrik_id=6"/);
    expect(res.text).toMatch(/href="webcal:\/\/127\.0\.0\.1:\d+\/api\/cms\/veranstaltungen\/kalender"/);
    expect(res.text).toContain('href="/api/cms/veranstaltungen/kalender" download=""');
    expect(res.text).toContain('name="rubrik_id"');
  });

  it('gaeste: horizontal filter without period; stadtleben: vertical filter with the period as two date pickers', async () => {
    const g = await get('/gaeste/veranstaltungen/');
    expect(g.text).toContain('st-eventfilter--gaeste');
    expect(g.text).not.toMatch(/name="(zeitraum|von|bis)"/);
    const s = await get('/stadtleben/veranstaltungen/');
    expect(s.text).toContain('st-eventfilter--stadtleben');
    expect(s.text).toMatch(/<input[^>]*name="von"/);
    expect(s.text).toMatch(/<input[^>]*name="bis"/);
  });

  it('rubrik_id=6 shows only Fasnet events', async () => {
    const res = await get('/gaeste/veranstaltungen/?rubrik_id=6');
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe('Veranstaltungen: Fasnet');
    const body = text(res.text);
    expect(body).toContain(fasnet[0]!.titel);
    expect(body).toContain(`${fasnet.length} Veranstaltungen`);
    for (const e of notFasnet.slice(0, 10)) expect(res.text).not.toContain(`/gaeste/veranstaltungen/${makeSlug(e.titel, e.id)}"`);
  });

  it('the markets and Fasnet filters show their info box with links (spec §2.4); the plain list does not', async () => {
    const markets = await get('/gaeste/veranstaltungen/?rubrik_id=7');
    const aside = (html: string) => text(html.slice(html.indexOf('<aside'), html.indexOf('</aside>')));
    expect(aside(markets.text)).toContain('Märkte in Musterstadt');
    expect(markets.text).toContain('href="/api/cms/veranstaltungen/kalender?rubrik_id=7"');
    const fasnetPage = await get('/gaeste/veranstaltungen/?rubrik_id=6');
    expect(aside(fasnetPage.text)).toContain('Fasnet 2027');
    expect(fasnetPage.text).toContain('href="/gaeste/fasnetvereine/"');
    const all = await get('/gaeste/veranstaltungen/');
    expect(aside(all.text)).not.toContain('Märkte in Musterstadt');
    expect(aside(all.text)).not.toContain('Fasnet 2027');
  });

  it('zeitraum=woche on the stadtleben list shows only the next week', async () => {
    const res = await get('/stadtleben/veranstaltungen/?zeitraum=woche');
    expect(res.status).toBe(200);
    const week = sorted.filter((e) => e.datum_von.slice(0, 10) <= '2026-11-28');
    expect(text(res.text)).toContain(`${week.length} Veranstaltung`);
    const later = sorted.find((e) => e.datum_von.slice(0, 10) > '2026-11-28')!;
    expect(res.text).not.toContain(makeSlug(later.titel, later.id));
  });

  it('paginates on the server', async () => {
    const res = await get('/gaeste/veranstaltungen/?seite=2');
    expect(res.status).toBe(200);
    expect(text(res.text)).toContain(sorted[10]!.titel);
    expect((await get('/gaeste/veranstaltungen/?seite=99')).status).toBe(404);
  });

  it('odd query values never fail', async () => {
    for (const q of ['?rubrik_id=abc', '?rubrik_id=999', '?zeitraum=jahr', '?seite=-1']) {
      expect((await get(`/stadtleben/veranstaltungen/${q}`)).status, q).toBe(200);
    }
  });

  it.each(['gaeste', 'stadtleben'])('/%s/veranstaltungen/{slug} shows the event with its details', async (section) => {
    const e = sorted.find((v) => v.eintritt && v.barrierefrei !== undefined && v.bild)!;
    const res = await get(`/${section}/veranstaltungen/${makeSlug(e.titel, e.id)}`);
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe(e.titel);
    const body = text(res.text);
    expect(body).toContain(formatEventDays(e.datum_von, e.datum_bis));
    expect(body).toContain(e.ort.location);
    expect(body).toContain(e.veranstalter);
    expect(body).toContain(e.eintritt!);
    expect(body).toContain('Route planen');
    expect(body).toContain('Termin'); // EventDetailBox
    expect(body).toContain('In den Kalender');
    expect(res.text).toContain(`href="/api/cms/veranstaltungen/${e.id}/ics"`);
  });

  it('unknown id 404, outdated slug 301', async () => {
    expect((await get('/gaeste/veranstaltungen/gibt-es-nicht_4999')).status).toBe(404);
    expect((await get('/gaeste/veranstaltungen/ohne-id')).status).toBe(404);
    const res = await get(`/stadtleben/veranstaltungen/alter-titel_${first.id}`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`/stadtleben/veranstaltungen/${makeSlug(first.titel, first.id)}`);
  });
});

describe('iCalendar files', () => {
  it('one event: text/calendar download with the UID', async () => {
    const res = await get(`/api/cms/veranstaltungen/${first.id}/ics`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="/);
    const lines = unfold(res.text);
    expect(lines).toContain(`UID:veranstaltung-${first.id}@musterstadt.de`);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(res.text).toMatch(/\r\n$/);
    expect((await get('/api/cms/veranstaltungen/4999/ics')).status).toBe(404);
  });

  it('feed per category: all upcoming events of that category', async () => {
    const res = await get('/api/cms/veranstaltungen/kalender?rubrik_id=6');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const lines = unfold(res.text);
    expect(lines).toContain('X-WR-CALNAME:Veranstaltungen in Musterstadt: Fasnet');
    expect(lines.filter((l) => l.startsWith('UID:')).sort()).toEqual(fasnet.map((e) => `UID:veranstaltung-${e.id}@musterstadt.de`).sort());
    expect((await get('/api/cms/veranstaltungen/kalender?rubrik_id=999')).status).toBe(404);
    const all = await get('/api/cms/veranstaltungen/kalender');
    expect(unfold(all.text).filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(veranstaltungen.length);
  });
});
