import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { testApp } from '../../../tests/helpers/app';
import { firstH1 as h1, pageText as text } from '../../../tests/helpers/html';
import { baustellen } from './store/demo/baustellen';
import { flaechen } from './store/demo/flaechen';
import { makeSlug } from '../../format/slug-id';
import type { BauphaseListItem, BaustelleDetail, BaustelleItem, FlaecheDetail, FlaecheItem } from './contract';

/**
 * Construction sites and plots: the CMS endpoints (statuses computed from the dates against today
 * in Europe/Berlin), the six kinds of pages, filters, 404s and canonical-slug redirects. The clock
 * is fixed to the demo's today, 2026-11-21, the day the seed's status words describe.
 */
let site: Awaited<ReturnType<typeof testApp>>;
const TODAY = new Date('2026-11-21T10:00:00Z');
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
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
const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;

const slugOf = (x: { titel: string; id: number }) => makeSlug(x.titel, x.id);
const finished = baustellen.filter((b) => b.phasen.every((p) => p.status === 'abgeschlossen'));
const planned = baustellen.filter((b) => b.phasen.every((p) => p.status === 'geplant'));
const current = baustellen.filter((b) => !finished.includes(b) && !planned.includes(b));
const muehlbach = baustellen.find((b) => b.id === 8001)!;
const gewerbe = flaechen.filter((f) => f.art === 'gewerbe');
const wohnen = flaechen.filter((f) => f.art === 'wohnen');

describe('CMS endpoints: Baustellen', () => {
  it('computes every phase status from the dates as the seed describes it for today', async () => {
    const all = await api<BaustelleItem[]>('/baustellen?pro_seite=100');
    expect(all.meta?.gesamt).toBe(baustellen.length);
    for (const b of baustellen) {
      const d = (await api<BaustelleDetail>(`/baustellen/${b.id}`)).data;
      expect(
        d.phasen.map((p) => p.status),
        b.titel,
      ).toEqual(b.phasen.map((p) => p.status));
    }
  });

  it('sorts current sites before planned and finished ones', async () => {
    const all = (await api<BaustelleItem[]>('/baustellen?pro_seite=100')).data;
    expect(all.map((b) => b.status)).toEqual([...current.map(() => 'aktuell'), ...planned.map(() => 'geplant'), ...finished.map(() => 'abgeschlossen')]);
    expect(finished.length).toBeGreaterThan(0);
    expect(planned.length).toBeGreaterThan(0);
  });

  it('filters by status and ortsteil; bad values answer 400', async () => {
    const geplant = await api<BaustelleItem[]>('/baustellen?status=geplant&pro_seite=100');
    expect(geplant.data.map((b) => b.id).sort()).toEqual(planned.map((b) => b.id).sort());
    const both = await api<BaustelleItem[]>('/baustellen?status[]=aktuell&status[]=geplant&pro_seite=100');
    expect(both.data).toHaveLength(current.length + planned.length);
    const hecklingen = await api<BaustelleItem[]>('/baustellen?ortsteil=Hecklingen&pro_seite=100');
    expect(hecklingen.data.map((b) => b.id).sort()).toEqual(
      baustellen
        .filter((b) => b.ortsteil === 'Hecklingen')
        .map((b) => b.id)
        .sort(),
    );
    expect((await get('/api/cms/baustellen?status=bald')).status).toBe(400);
    expect((await get('/api/cms/baustellen?ortsteil=Paris')).status).toBe(400);
  });

  it('shows the running phase of a site, or the next one between phases', async () => {
    const d = (await api<BaustelleDetail>(`/baustellen/${muehlbach.id}`)).data;
    expect(d.aktuelle_phase?.titel).toBe(muehlbach.phasen[1]!.titel);
    expect(d.kontakt?.titel).toBe('Stadtbauamt – Tiefbau');
    expect(d.kontakt?.url).toMatch(/^\/rathaus\/fachaemter\/.+_51$/);
    expect(d.bild?.url).toBe('/api/cms/medien/bach.jpg');
    const feuerwehr = (await api<BaustelleDetail>('/baustellen/8005')).data;
    expect(feuerwehr.status).toBe('aktuell');
    expect(feuerwehr.aktuelle_phase?.status).toBe('geplant');
  });

  it('statuses move with the clock', async () => {
    vi.setSystemTime(new Date('2027-03-27T12:00:00Z'));
    try {
      const d = (await api<BaustelleDetail>(`/baustellen/${muehlbach.id}`)).data;
      expect(d.phasen.map((p) => p.status)).toEqual(['abgeschlossen', 'abgeschlossen', 'geplant', 'geplant', 'geplant']);
      expect(d.status).toBe('aktuell');
    } finally {
      vi.setSystemTime(TODAY);
    }
  });

  it('lists phases by start, and 404 for unknown ids', async () => {
    const res = await api<BauphaseListItem[]>('/baustellen/phasen?pro_seite=100');
    const total = baustellen.reduce((n, b) => n + b.phasen.length, 0);
    expect(res.meta?.gesamt).toBe(total);
    const starts = res.data.map((p) => p.von);
    expect(starts).toEqual([...starts].sort());
    const open = await api<BauphaseListItem[]>('/baustellen/phasen?status=laufend&status=geplant&pro_seite=100');
    expect(open.data.every((p) => p.status !== 'abgeschlossen')).toBe(true);
    expect((await get('/api/cms/baustellen/8099')).status).toBe(404);
  });
});

describe('CMS endpoints: Flächen', () => {
  it('lists plots by art and status, and answers one plot', async () => {
    const g = await api<FlaecheItem[]>('/flaechen?art=gewerbe&pro_seite=100');
    expect(g.data.map((f) => f.id).sort()).toEqual(gewerbe.map((f) => f.id).sort());
    const frei = await api<FlaecheItem[]>('/flaechen?art=wohnen&status=verfuegbar');
    expect(frei.data.map((f) => f.id).sort()).toEqual(
      wohnen
        .filter((f) => f.status === 'verfügbar')
        .map((f) => f.id)
        .sort(),
    );
    const one = await api<FlaecheDetail>('/flaechen/8125');
    expect(one.data.preis_qm).toBeNull();
    expect(one.data.slug).toBe(slugOf(one.data));
    expect((await get('/api/cms/flaechen?art=industrie')).status).toBe(400);
    expect((await get('/api/cms/flaechen/8199')).status).toBe(404);
  });
});

describe('pages: Baustellen', () => {
  it('/wirtschaft/baustellen/ shows current and planned sites with street and phase, not finished ones', async () => {
    const res = await get('/wirtschaft/baustellen/');
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe('Baustellen');
    const body = text(main(res.text));
    expect(body).toContain(muehlbach.titel);
    expect(body).toContain(muehlbach.strasse);
    expect(body).toContain(`Aktuelle Bauphase: ${muehlbach.phasen[1]!.titel}`);
    expect(body).toContain('Montag, 16.11.2026 bis 26.03.2027');
    for (const b of finished) expect(body).not.toContain(b.titel);
    expect(res.text).toContain(`href="/wirtschaft/baustellen/${slugOf(muehlbach)}"`);
    expect(res.text).toMatch(/<form[^>]*action="\/wirtschaft\/baustellen\/"[^>]*method="get"/);
    expect(res.text).toContain('name="ortsteil"');
  });

  it('the Ortsteil filter changes the list', async () => {
    const res = await get('/wirtschaft/baustellen/?ortsteil=Bombach');
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe('Baustellen in Bombach');
    const body = text(main(res.text));
    expect(body).toContain(muehlbach.titel);
    expect(body).toContain('1 Baustelle');
    for (const b of baustellen.filter((x) => x.ortsteil !== 'Bombach')) expect(body).not.toContain(b.titel);
    const done = text(main((await get('/wirtschaft/baustellen/?status=abgeschlossen')).text));
    for (const b of finished) expect(done).toContain(b.titel);
    expect(done).not.toContain(muehlbach.titel);
  });

  it('odd query values never fail; pages beyond the last 404', async () => {
    for (const q of ['?ortsteil=Paris', '?status=bald', '?seite=-1']) expect((await get(`/wirtschaft/baustellen/${q}`)).status, q).toBe(200);
    expect((await get('/wirtschaft/baustellen/?seite=9')).status).toBe(404);
  });

  it('/wirtschaft/baustellen/{slug} shows description, phases with status in words, detour, parking link and contact', async () => {
    const res = await get(`/wirtschaft/baustellen/${slugOf(muehlbach)}`);
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe(muehlbach.titel);
    const body = text(res.text);
    expect(body).toContain('Hochwasserrückhaltebecken');
    for (const p of muehlbach.phasen) expect(body).toContain(p.titel);
    expect(body).toContain('Status: abgeschlossen');
    expect(body).toContain('Status: läuft derzeit');
    expect(body).toContain('Status: geplant');
    expect(body).toContain('Umleitung und Verkehrsführung');
    expect(body).toContain('Rebweg');
    expect(res.text).toContain(`href="/wirtschaft/baustelle-parken/${slugOf(muehlbach)}"`);
    expect(body).toContain('Ansprechpartner');
    expect(body).toContain('Stadtbauamt – Tiefbau');
    expect(body).toContain('Marktplatz 1');
    expect(res.text).toMatch(/href="tel:\+49/);
    expect(res.text).toContain('<ol class="st-timeline"');
    expect(res.text).toContain('/bild?src=%2Fapi%2Fcms%2Fmedien%2Fbach.jpg');
  });

  it('unknown id 404, outdated slug 301 on every site address', async () => {
    expect((await get('/wirtschaft/baustellen/gibt-es-nicht_8099')).status).toBe(404);
    expect((await get('/wirtschaft/baustellen/ohne-id')).status).toBe(404);
    expect((await get('/wirtschaft/baustelle-parken/gibt-es-nicht_8099')).status).toBe(404);
    expect((await get('/wirtschaft/baustelle-umbaumassnahmen/gibt-es-nicht_8099')).status).toBe(404);
    for (const base of ['/wirtschaft/baustellen/', '/wirtschaft/baustelle-parken/', '/wirtschaft/baustelle-umbaumassnahmen/']) {
      const res = await get(`${base}alter-titel_${muehlbach.id}`);
      expect(res.status, base).toBe(301);
      expect(res.headers.location).toBe(`${base}${slugOf(muehlbach)}`);
    }
  });

  it('/wirtschaft/baustelle-parken/ (without and with slug) shows the parking notes', async () => {
    const other = await get('/wirtschaft/baustelle-parken');
    expect([other.status, other.headers.location]).toEqual([301, '/wirtschaft/baustelle-parken/']);
    for (const path of ['/wirtschaft/baustelle-parken/']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(h1(res.text)).toBe('Parken an Baustellen');
      const body = text(main(res.text));
      expect(body).toContain('Festhalle Bombach');
      expect(body).toContain('Parkplatz an der Stadthalle');
      for (const b of finished) expect(body).not.toContain(b.titel);
    }
    const one = await get(`/wirtschaft/baustelle-parken/${slugOf(muehlbach)}`);
    expect(one.status).toBe(200);
    expect(h1(one.text)).toBe(`Parken: ${muehlbach.titel}`);
    const body = text(one.text);
    expect(body).toContain('Festhalle Bombach');
    expect(body).not.toContain('Parkplatz an der Stadthalle');
    expect(body).toContain('Ansprechpartner');
    expect(one.text).toContain(`href="/wirtschaft/baustellen/${slugOf(muehlbach)}"`);
  });

  it('/wirtschaft/baustelle-umbaumassnahmen/ (without and with slug) shows phases in a table by period', async () => {
    const res = await get('/wirtschaft/baustelle-umbaumassnahmen/');
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe('Umbaumaßnahmen');
    expect(res.text).toContain('<caption>');
    expect(res.text).toContain('scope="col"');
    const body = text(main(res.text));
    // Sorted by start: the earliest open phase first; finished phases are left out.
    expect(body).toContain('Tiefbau Höhenweg, Lerchenweg und Amselweg');
    expect(body).not.toContain('Fräsarbeiten und Bankettverbreiterung');
    expect(body.indexOf('Innenausbau und Haustechnik')).toBeLessThan(body.indexOf('Vorarbeiten und provisorische Wasserversorgung'));
    expect(body).toContain('Seite 1 von 2');
    const page2 = await get('/wirtschaft/baustelle-umbaumassnahmen/?seite=2');
    expect(page2.status).toBe(200);
    expect(text(main(page2.text))).toContain('Endausbau der Straßen und Gehwege');

    const one = await get(`/wirtschaft/baustelle-umbaumassnahmen/${slugOf(muehlbach)}`);
    expect(one.status).toBe(200);
    expect(h1(one.text)).toBe(`Umbaumaßnahmen: ${muehlbach.titel}`);
    const b = text(one.text);
    for (const p of muehlbach.phasen) expect(b).toContain(p.titel);
    expect(b).toContain('16.11.2026 bis 26.03.2027');
    expect(b).toContain('Rebweg');
  });
});

describe('pages: Flächen', () => {
  it.each([
    ['/wirtschaft/gewerbeflaechen/', 'Gewerbeflächen', gewerbe, wohnen, 'Gewerbegebiet „Mühlmatten“'],
    ['/wirtschaft/wohnflaechen/', 'Wohnbauflächen', wohnen, gewerbe, 'Vergaberichtlinien'],
  ])('%s shows the CMS intro and the plots of that kind', async (path, title, own, other, intro) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe(title);
    const body = text(main(res.text));
    expect(body).toContain(intro);
    for (const f of own) expect(body).toContain(f.titel);
    for (const f of other) expect(body).not.toContain(f.titel);
    expect(res.text).toContain('<caption>');
  });

  it('sizes in de-DE, prices per m² or „auf Anfrage“, status in words', async () => {
    const g = text(main((await get('/wirtschaft/gewerbeflaechen/')).text));
    expect(g).toContain('4.850 m²');
    expect(g).toContain('95 €');
    expect(g).toContain('verkauft');
    const w = text(main((await get('/wirtschaft/wohnflaechen/')).text));
    expect(w).toContain('1.240 m²');
    expect(w).toContain('auf Anfrage');
    expect(w).toContain('reserviert');
  });

  it('the status filter changes the table', async () => {
    const res = await get('/wirtschaft/gewerbeflaechen/?status=verkauft');
    expect(res.status).toBe(200);
    const body = text(main(res.text));
    expect(body).toContain('1 Grundstück (verkauft)');
    expect(body).toContain('Mühlmatten, Grundstück GE 5');
    expect(body).not.toContain('Mühlmatten, Grundstück GE 1');
  });

  it('plot detail; the other kind, unknown ids 404; outdated slugs 301', async () => {
    const f = gewerbe[0]!;
    const res = await get(`/wirtschaft/gewerbeflaechen/${slugOf(f)}`);
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe(f.titel);
    const body = text(res.text);
    expect(body).toContain('4.850 m²');
    expect(body).toContain('95 € je m²');
    expect(body).toContain('verfügbar');
    const w = wohnen.find((x) => x.preis_qm === null)!;
    expect(text((await get(`/wirtschaft/wohnflaechen/${slugOf(w)}`)).text)).toContain('auf Anfrage');
    expect((await get(`/wirtschaft/wohnflaechen/${slugOf(f)}`)).status).toBe(404);
    expect((await get(`/wirtschaft/gewerbeflaechen/${slugOf(w)}`)).status).toBe(404);
    expect((await get('/wirtschaft/gewerbeflaechen/gibt-es-nicht_8199')).status).toBe(404);
    const moved = await get(`/wirtschaft/gewerbeflaechen/alt_${f.id}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(`/wirtschaft/gewerbeflaechen/${slugOf(f)}`);
  });
});
