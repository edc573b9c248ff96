import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { testApp } from '../../../tests/helpers/app';
import { firstH1 as h1, pageText as text } from '../../../tests/helpers/html';
import { abfallarten, abfuhrtermine, strassen } from './store/demo/abfall';
import { strasseUuid } from './store/demo/seed';
import { unfold } from '../../../server/ics/ics';
import { formatDateLong } from '../../format/date';
import type { Abfallart, Abfuhrtermin, Strasse } from './contract';

/**
 * Waste calendar (spec §2.3 /wirtschaft/abfallkalender and /{action}/{uuid?}): the CMS endpoints,
 * the calendar feed, the street chooser without JavaScript and the three action pages. The clock
 * is fixed to 2026-11-21 (Europe/Berlin), ten days before the seeded calendar starts.
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
async function api<T>(path: string): Promise<T> {
  const res = await get(`/api/cms${path}`);
  expect(res.status, path).toBe(200);
  return (res.body as { data: T }).data;
}
const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

// Bombach's Hauptstraße (there is one in the Kernstadt too): district 4.
const strasse = strassen.find((s) => s.name === 'Hauptstraße' && s.ortsteil === 'Bombach')!;
const uuid = strasseUuid(strasse.id);
const termineOf = (bezirk: number, von: string, bis = '9999-12-31') =>
  abfuhrtermine.filter((t) => t.abfuhrbezirk === bezirk && t.datum >= von && t.datum <= bis);
const titel = (key: string) => abfallarten.find((a) => a.key === key)!.titel;
const german = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

describe('CMS endpoints', () => {
  it('arten: the seven waste types in their order, with colour, short form and hint', async () => {
    const arten = await api<Abfallart[]>('/abfall/arten');
    expect(arten.map((a) => a.key)).toEqual(abfallarten.map((a) => a.key));
    expect(arten[0]).toMatchObject({ titel: 'Restmüll', kuerzel: 'R', farbe: '#4a4f55' });
    expect(new Set(arten.map((a) => a.kuerzel)).size).toBe(arten.length);
  });

  it('strassen: all 69 streets in German order, each with a stable UUID and its district', async () => {
    const list = await api<Strasse[]>('/abfall/strassen');
    expect(list).toHaveLength(69);
    for (let i = 1; i < list.length; i++) {
      expect(german.compare(list[i - 1]!.name, list[i]!.name), `${list[i - 1]!.name} / ${list[i]!.name}`).toBeLessThanOrEqual(0);
    }
    const one = list.find((s) => s.uuid === uuid)!;
    expect(one).toEqual({ uuid, name: 'Hauptstraße', ortsteil: 'Bombach', abfuhrbezirk: { nr: 4, titel: 'Bombach', ortsteil: 'Bombach' } });
    // Deterministic from the id: the same street gets the same UUID on every seed.
    expect(strasseUuid(strasse.id)).toBe(uuid);
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(list.map((s) => s.uuid)).size).toBe(69);
  });

  it('strassen?ortsteil= filters by Ortsteil', async () => {
    const bombach = await api<Strasse[]>('/abfall/strassen?ortsteil=Bombach');
    expect(bombach.map((s) => s.name).sort(german.compare)).toEqual(
      strassen
        .filter((s) => s.ortsteil === 'Bombach')
        .map((s) => s.name)
        .sort(german.compare),
    );
    expect(await api<Strasse[]>('/abfall/strassen?ortsteil=Atlantis')).toEqual([]);
  });

  it('strassen/{uuid}: one street, 404 for an unknown or malformed uuid', async () => {
    expect((await api<Strasse>(`/abfall/strassen/${uuid}`)).abfuhrbezirk.titel).toBe('Bombach');
    expect((await get('/api/cms/abfall/strassen/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get('/api/cms/abfall/strassen/keine-uuid')).status).toBe(404);
  });

  it('termine: from today by default, sorted, the dates of the street’s district', async () => {
    const list = await api<Abfuhrtermin[]>(`/abfall/termine?strasse=${uuid}`);
    const expected = termineOf(4, '2026-11-21', '2027-11-21');
    expect(list.length).toBe(expected.length);
    expect(list.map((t) => `${t.datum} ${t.art}`).sort()).toEqual(expected.map((t) => `${t.datum} ${t.abfallart_key}`).sort());
    expect(list.map((t) => t.datum)).toEqual([...list.map((t) => t.datum)].sort());
    const shifted = list.find((t) => t.hinweis?.includes('verschoben'));
    expect(shifted).toBeDefined();
  });

  it('termine: von/bis and the arten filter change the result', async () => {
    const dec = await api<Abfuhrtermin[]>(`/abfall/termine?strasse=${uuid}&von=2026-12-01&bis=2026-12-31`);
    expect(dec.length).toBe(termineOf(4, '2026-12-01', '2026-12-31').length);
    const papier = await api<Abfuhrtermin[]>(`/abfall/termine?strasse=${uuid}&von=2026-12-01&bis=2026-12-31&arten=papier`);
    expect(papier.length).toBeGreaterThan(0);
    expect(papier.length).toBeLessThan(dec.length);
    expect(new Set(papier.map((t) => t.art))).toEqual(new Set(['papier']));
    const two = await api<Abfuhrtermin[]>(`/abfall/termine?strasse=${uuid}&von=2026-12-01&bis=2026-12-31&arten=papier,bio`);
    expect(new Set(two.map((t) => t.art))).toEqual(new Set(['papier', 'bio']));
  });

  it('termine: 400 for missing or bad parameters, 404 for an unknown street', async () => {
    for (const q of [
      '',
      '?strasse=abc',
      `?strasse=${uuid}&von=2026-02-30`,
      `?strasse=${uuid}&von=2027-01-02&bis=2027-01-01`,
      `?strasse=${uuid}&von=2026-12-01&bis=2028-01-01`,
      `?strasse=${uuid}&arten=plastik`,
    ]) {
      expect((await get(`/api/cms/abfall/termine${q}`)).status, q).toBe(400);
    }
    expect((await get('/api/cms/abfall/termine?strasse=00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('termine: a von or bis that is no date at all is a 400 with the date message, not an error', async () => {
    for (const q of [`?strasse=${uuid}&bis=x`, `?strasse=${uuid}&von=morgen`, `?strasse=${uuid}&von=2026-1-1`, `?strasse=${uuid}&bis=9999-99-99`]) {
      const res = await get(`/api/cms/abfall/termine${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error, q).toMatch(/^Parameter (von|bis) muss ein Datum JJJJ-MM-TT sein\.$/);
    }
  });
});

/** The VEVENTs of a calendar with their properties (names with parameters) and their VALARM. */
function vevents(ics: string) {
  const out: Array<{ props: Map<string, string>; alarm: Map<string, string> | null }> = [];
  let current: { props: Map<string, string>; alarm: Map<string, string> | null } | null = null;
  let inAlarm = false;
  for (const line of unfold(ics)) {
    if (line === 'BEGIN:VEVENT') current = { props: new Map(), alarm: null };
    else if (line === 'END:VEVENT') {
      out.push(current!);
      current = null;
    } else if (line === 'BEGIN:VALARM') {
      inAlarm = true;
      current!.alarm = new Map();
    } else if (line === 'END:VALARM') inAlarm = false;
    else if (current) {
      const i = line.indexOf(':');
      (inAlarm ? current.alarm! : current.props).set(line.slice(0, i), line.slice(i + 1));
    }
  }
  return out;
}

/** Berlin wall-clock 'YYYY-MM-DD HH:mm' of an instant. */
const berlin = (ms: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(
    ms,
  );

/** The instant a calendar app computes for an all-day DTSTART plus a negative 'PTnH' trigger. */
function alarmLocal(yyyymmdd: string, trigger: string): string {
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  // Local midnight of that day in Berlin (UTC+1 in winter, UTC+2 in summer).
  const midnight = [1, 2].map((h) => Date.UTC(y, m - 1, d) - h * 3_600_000).find((ms) => berlin(ms).endsWith('00:00'))!;
  const hours = Number(/^-PT(\d+)H$/.exec(trigger)![1]);
  return berlin(midnight - hours * 3_600_000);
}

describe('calendar feed', () => {
  it('all-day VEVENTs with the right dates and an 18:00 reminder the evening before, across the DST change', async () => {
    const res = await get(`/api/cms/abfall/strassen/${uuid}/ics`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="abfallkalender-hauptstrasse\.ics"/);
    const events = vevents(res.text);
    // From 30 days ago on: the whole seeded calendar.
    expect(events).toHaveLength(termineOf(4, '2026-10-22').length);
    for (const e of events) {
      expect([...e.props.keys()].filter((k) => k.startsWith('DTSTART'))).toEqual(['DTSTART;VALUE=DATE']);
      expect(e.props.get('TRANSP')).toBe('TRANSPARENT');
      expect(e.alarm?.get('ACTION')).toBe('DISPLAY');
    }
    const before = termineOf(4, '2027-03-20', '2027-03-27').at(-1)!;
    const after = termineOf(4, '2027-03-29')[0]!;
    expect(after.datum > '2027-03-28').toBe(true);
    for (const t of [before, after]) {
      const date = t.datum.replace(/-/g, '');
      const e = events.find((x) => x.props.get('DTSTART;VALUE=DATE') === date && x.props.get('SUMMARY') === titel(t.abfallart_key))!;
      expect(e, t.datum).toBeDefined();
      const next = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(4, 6)) - 1, Number(date.slice(6, 8)) + 1)).toISOString().slice(0, 10);
      expect(e.props.get('DTEND;VALUE=DATE')).toBe(next.replace(/-/g, ''));
      expect(e.props.get('UID')).toBe(`abfuhr-4-${t.abfallart_key}-${t.datum}@musterstadt.de`);
      const eve = new Date(Date.UTC(Number(t.datum.slice(0, 4)), Number(t.datum.slice(5, 7)) - 1, Number(t.datum.slice(8, 10)) - 1)).toISOString().slice(0, 10);
      expect(alarmLocal(date, e.alarm!.get('TRIGGER')!), t.datum).toBe(`${eve} 18:00`);
    }
  });

  it('the arten filter leaves only those types; unknown street 404, unknown type 400', async () => {
    const res = await get(`/api/cms/abfall/strassen/${uuid}/ics?arten=restmuell,schadstoffe`);
    expect(res.status).toBe(200);
    const summaries = new Set(vevents(res.text).map((e) => e.props.get('SUMMARY')));
    expect(summaries).toEqual(new Set(['Restmüll', 'Schadstoffmobil']));
    expect(unfold(res.text)).toContain('X-WR-CALNAME:Abfallkalender Hauptstraße (Bombach): Restmüll\\, Schadstoffmobil');
    expect((await get('/api/cms/abfall/strassen/00000000-0000-4000-8000-000000000000/ics')).status).toBe(404);
    expect((await get(`/api/cms/abfall/strassen/${uuid}/ics?arten=plastik`)).status).toBe(400);
  });
});

describe('pages', () => {
  it('chooser: one select of streets grouped by Ortsteil, the waste types and the Müllabfuhr link', async () => {
    const res = await get('/wirtschaft/abfallkalender/');
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe('Abfallkalender');
    // The spec writes the address without the trailing slash: it moves to the page's one address (ADR 32).
    const spec = await get('/wirtschaft/abfallkalender');
    expect([spec.status, spec.headers.location]).toEqual([301, '/wirtschaft/abfallkalender/']);
    const html = main(res.text);
    expect(html).toMatch(/<form[^>]*action="\/wirtschaft\/abfallkalender\/" method="get"/);
    expect(html).toMatch(/<label[^>]*for="strasse"[^>]*>Straße<\/label>/);
    expect([...html.matchAll(/<optgroup label="([^"]+)"/g)].map((m) => m[1])).toEqual(['Kernstadt', 'Bombach', 'Hecklingen', 'Nordweil']);
    expect(html.match(/<option value="[0-9a-f-]{36}"/g)).toHaveLength(69);
    expect(html).toContain(`<option value="${uuid}">Hauptstraße</option>`);
    expect(text(html)).toContain('Termine anzeigen');
    for (const a of abfallarten) expect(text(html)).toContain(a.hinweis.slice(0, 40));
    expect(html).toContain('href="/wirtschaft/muellabfuhr/"');
  });

  it('chooser without JavaScript: ?strasse= redirects to the street’s dates; an unknown street is explained', async () => {
    const res = await get(`/wirtschaft/abfallkalender/?strasse=${uuid}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/wirtschaft/abfallkalender/termine/${uuid}`);
    for (const wrong of ['00000000-0000-4000-8000-000000000000', 'quatsch']) {
      const r = await get(`/wirtschaft/abfallkalender/?strasse=${wrong}`);
      expect(r.status).toBe(200);
      expect(text(r.text)).toContain('Diese Straße ist uns nicht bekannt');
    }
  });

  it('termine: next collection per type and the coming eight weeks grouped by day, with notes', async () => {
    const res = await get(`/wirtschaft/abfallkalender/termine/${uuid}`);
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe('Abfuhrtermine Hauptstraße (Bombach)');
    const body = text(main(res.text));
    expect(body).toContain('Nächste Abholung');
    const weeks = termineOf(4, '2026-11-21', '2027-01-15');
    const first = weeks[0]!;
    expect(body).toContain(`${titel(first.abfallart_key)} ${formatDateLong(first.datum)}`);
    expect(body).toContain('Sperrmüll Donnerstag, 11.03.2027');
    for (const t of weeks) expect(body).toContain(formatDateLong(t.datum));
    const list = text(/<ol class="st-abfall__days">[\s\S]*?<\/ol>/.exec(res.text)![0]);
    expect(list).toContain(formatDateLong(weeks.at(-1)!.datum));
    expect(list).not.toContain(formatDateLong(termineOf(4, '2027-01-16')[0]!.datum));
    const shifted = weeks.find((t) => t.hinweis)!;
    expect(body).toContain(shifted.hinweis!);
    expect(res.text).toContain('name="arten"');
    expect(res.text).toContain(`href="/wirtschaft/abfallkalender/jahresuebersicht/${uuid}"`);
  });

  it('termine?arten= shows only the chosen types', async () => {
    const res = await get(`/wirtschaft/abfallkalender/termine/${uuid}?arten=papier`);
    expect(res.status).toBe(200);
    const html = main(res.text);
    const list = text(/<ol class="st-abfall__days">[\s\S]*?<\/ol>/.exec(html)![0]);
    expect(list).toContain('Papiertonne');
    expect(list).not.toContain('Biotonne');
    expect(list).not.toContain('Restmüll');
    expect(html).toMatch(/name="arten" checked="" value="papier"/);
    expect(html).toMatch(/name="arten" value="bio"/);
  });

  it('jahresuebersicht: twelve month tables from December 2026, legend and print hint', async () => {
    const res = await get(`/wirtschaft/abfallkalender/jahresuebersicht/${uuid}`);
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe('Jahresübersicht Hauptstraße (Bombach)');
    const html = main(res.text);
    const captions = [...html.matchAll(/<caption>([^<]+)<\/caption>/g)].map((m) => m[1]);
    expect(captions).toHaveLength(12);
    expect(captions[0]).toBe('Dezember 2026');
    expect(captions[11]).toBe('November 2027');
    expect(html).toContain('<th scope="row">');
    expect(html).toContain('<th scope="col">Tag</th>');
    const body = text(html);
    expect(body).toContain('Legende');
    expect(body).toContain('R Restmüll');
    expect(body).toContain('Druckfunktion Ihres Browsers');
    // Every collection of the year is in a table: one row per collection day.
    const days = new Set(termineOf(4, '2026-12-01', '2027-11-30').map((t) => t.datum));
    expect(html.match(/<th scope="row">/g)).toHaveLength(days.size);
  });

  it('export: download, webcal subscription on the site’s host and the type selection', async () => {
    const res = await get(`/wirtschaft/abfallkalender/export/${uuid}?arten=bio&arten=papier`);
    expect(res.status).toBe(200);
    const html = main(res.text);
    expect(html).toContain(`href="/api/cms/abfall/strassen/${uuid}/ics?arten=bio,papier"`);
    expect(html).toMatch(new RegExp(`href="webcal://127\\.0\\.0\\.1:\\d+/api/cms/abfall/strassen/${uuid}/ics\\?arten=bio,papier"`));
    expect(text(html)).toContain('Gewählt: Biotonne, Papiertonne');
    expect(text(html)).toContain('Outlook');
    const ics = await get(`/api/cms/abfall/strassen/${uuid}/ics?arten=bio,papier`);
    expect(new Set(vevents(ics.text).map((e) => e.props.get('SUMMARY')))).toEqual(new Set(['Biotonne', 'Papiertonne']));
  });

  it('an action without street goes back to the chooser; unknown street or action is 404', async () => {
    for (const action of ['termine', 'jahresuebersicht', 'export']) {
      const res = await get(`/wirtschaft/abfallkalender/${action}`);
      expect(res.status, action).toBe(302);
      expect(res.headers.location).toBe('/wirtschaft/abfallkalender/');
      expect((await get(`/wirtschaft/abfallkalender/${action}/00000000-0000-4000-8000-000000000000`)).status, action).toBe(404);
      expect((await get(`/wirtschaft/abfallkalender/${action}/hauptstrasse`)).status, action).toBe(404);
    }
    expect((await get(`/wirtschaft/abfallkalender/kalender/${uuid}`)).status).toBe(404);
  });
});
