import { downloadLabel } from '../../format/text';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { testApp } from '../../../tests/helpers/app';
import { firstH1 as h1, pageText as text } from '../../../tests/helpers/html';
import { ratstermine } from './store/demo/ratstermine';
import { formatEventDate } from '../../format/date';
import { unfold } from '../../../server/ics/ics';
import { ratsterminSlug } from './paths';
import type { Gremium, RatsterminDetail, RatsterminItem } from './contract';

/**
 * Council meetings (spec §2.3 /{product}/ratstermine/{slug}): the CMS endpoints, the list page with
 * its committee filter, period tabs and paging, the detail page and the iCalendar files. The clock
 * is fixed to 2026-11-21 (Europe/Berlin): two seeded meetings lie in the past, 18 are upcoming.
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

const TODAY = '2026-11-21';
const LIST = '/musterstadt/ratstermine/';
const get = (path: string) => request(site.app).get(path);
async function api<T>(path: string): Promise<{ data: T; meta?: { gesamt: number; seiten: number; seite: number } }> {
  const res = await get(`/api/cms${path}`);
  expect(res.status, path).toBe(200);
  return res.body;
}

const upcoming = ratstermine.filter((t) => t.datum.slice(0, 10) >= TODAY).sort((a, b) => a.datum.localeCompare(b.datum));
const past = ratstermine.filter((t) => t.datum.slice(0, 10) < TODAY).sort((a, b) => b.datum.localeCompare(a.datum));
const gemeinderat = upcoming.filter((t) => t.gremium === 'Gemeinderat');
const slugOf = (t: (typeof ratstermine)[number]) => ratsterminSlug(t.gremium, t.datum, t.id);
const byId = (id: number) => ratstermine.find((t) => t.id === id)!;
/** A Gemeinderat meeting before and one after the change to summer time on 2027-03-28. */
const beforeDst = byId(6014);
const afterDst = byId(6016);

describe('CMS endpoints', () => {
  it('lists upcoming meetings by default, earliest first, with paging', async () => {
    expect(upcoming.length).toBeGreaterThan(10);
    const all = await api<RatsterminItem[]>('/ratstermine?pro_seite=100');
    expect(all.data.map((t) => t.id)).toEqual(upcoming.map((t) => t.id));
    expect(all.meta?.gesamt).toBe(upcoming.length);
    const page2 = await api<RatsterminItem[]>('/ratstermine?pro_seite=5&seite=2');
    expect(page2.data.map((t) => t.id)).toEqual(upcoming.slice(5, 10).map((t) => t.id));
    expect(page2.meta).toMatchObject({ seite: 2, seiten: Math.ceil(upcoming.length / 5) });
  });

  it('zeitraum=vergangen lists past meetings, latest first', async () => {
    expect(past.length).toBeGreaterThan(0);
    const res = await api<RatsterminItem[]>('/ratstermine?zeitraum=vergangen');
    expect(res.data.map((t) => t.id)).toEqual(past.map((t) => t.id));
  });

  it('filters by committee key', async () => {
    const res = await api<RatsterminItem[]>('/ratstermine?gremium=gemeinderat&pro_seite=100');
    expect(res.data.map((t) => t.id)).toEqual(gemeinderat.map((t) => t.id));
    for (const t of res.data) expect(t.gremium).toEqual({ key: 'gemeinderat', name: 'Gemeinderat' });
    const ta = await api<RatsterminItem[]>('/ratstermine?gremium=technischer-ausschuss&pro_seite=100');
    expect(ta.data.length).toBeGreaterThan(0);
    expect(ta.data.every((t) => t.titel === 'Sitzung des Technischen Ausschusses')).toBe(true);
    expect((await api<RatsterminItem[]>('/ratstermine?gremium=jugendgemeinderat')).data).toEqual([]);
  });

  it('answers 400 for malformed parameters', async () => {
    for (const q of ['zeitraum=morgen', 'gremium=Gemeinderat', 'pro_seite=0', 'seite=x']) {
      expect((await get(`/api/cms/ratstermine?${q}`)).status, q).toBe(400);
    }
  });

  it('lists the committees that have meetings', async () => {
    const res = await api<Gremium[]>('/ratstermine/gremien');
    expect(res.data.map((g) => g.name).sort()).toEqual([...new Set(ratstermine.map((t) => t.gremium))].sort());
    expect(res.data[0]).toEqual({ key: 'gemeinderat', name: 'Gemeinderat' });
  });

  it('answers one meeting with its agenda split into public and non-public part, and its documents', async () => {
    const t = byId(6006);
    const { data } = await api<RatsterminDetail>(`/ratstermine/${t.id}`);
    expect(data.slug).toBe(slugOf(t));
    expect(data.titel).toBe('Sitzung des Gemeinderats');
    expect(data.datum).toBe(t.datum);
    expect(data.ende_geplant).toBe('2026-12-15T21:30');
    expect(data.tagesordnung.oeffentlich).toEqual(t.tagesordnung.filter((p) => p.oeffentlich).map(({ nr, titel }) => ({ nr, titel })));
    expect(data.tagesordnung.nichtoeffentlich).toEqual(t.tagesordnung.filter((p) => !p.oeffentlich).map(({ nr, titel }) => ({ nr, titel })));
    expect(data.dokumente.map((d) => d.datei)).toEqual(t.dokumente.map((d) => d.datei));
    const file = await get(data.dokumente[0]!.link);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    // Other bodies meet for a planned two hours.
    expect((await api<RatsterminDetail>('/ratstermine/6004')).data.ende_geplant).toBe('2026-11-26T21:30');
  });

  it('answers 404 for unknown meetings', async () => {
    expect((await get('/api/cms/ratstermine/5999')).status).toBe(404);
    expect((await get('/api/cms/ratstermine/5999/ics')).status).toBe(404);
    expect((await get('/api/cms/ratstermine/gibt-es-nicht')).status).toBe(404);
  });
});

/** The UTC instant of a Berlin wall-clock time 'YYYYMMDDTHHMMSS' (what a calendar program does with TZID). */
function berlinToUtc(local: string): string {
  const [, y, mo, d, h, mi] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})/.exec(local)!.map(Number) as number[];
  const guess = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .formatToParts(new Date(guess))
    .filter((p) => p.type !== 'literal')
    .reduce<Record<string, number>>((acc, p) => Object.assign(acc, { [p.type]: Number(p.value) }), {});
  const offset = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!) - guess;
  return new Date(guess - offset).toISOString();
}

/** The VEVENTs of a calendar text as property maps (name incl. parameters → value). */
function events(ics: string): Map<string, string>[] {
  const out: Map<string, string>[] = [];
  let current: Map<string, string> | null = null;
  for (const line of unfold(ics)) {
    if (line === 'BEGIN:VEVENT') current = new Map();
    else if (line === 'END:VEVENT') {
      out.push(current!);
      current = null;
    } else if (current) {
      const i = line.indexOf(':');
      current.set(line.slice(0, i), line.slice(i + 1));
    }
  }
  return out;
}

describe('iCalendar files', () => {
  it('one meeting: a download with one VEVENT at the local start time and the planned end', async () => {
    const res = await get(`/api/cms/ratstermine/${beforeDst.id}/ics`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`filename="${slugOf(beforeDst)}.ics"`);
    expect(res.text).toMatch(/\r\n$/);
    const lines = unfold(res.text);
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:Europe/Berlin');
    const [e, ...rest] = events(res.text);
    expect(rest).toHaveLength(0);
    expect(e!.get('UID')).toBe(`ratstermin-${beforeDst.id}@musterstadt.de`);
    expect(e!.get('SUMMARY')).toBe('Sitzung des Gemeinderats');
    expect(e!.get('DTSTART;TZID=Europe/Berlin')).toBe('20270323T183000');
    expect(e!.get('DTEND;TZID=Europe/Berlin')).toBe('20270323T213000');
    expect(e!.get('LOCATION')).toBe('Ratssaal\\, Rathaus\\, Marktplatz 1\\, 2. Obergeschoss');
    expect(e!.get('URL')).toBe(`https://www.musterstadt.de/musterstadt/ratstermine/${slugOf(beforeDst)}`);
    expect(e!.get('DESCRIPTION')).toContain('Tagesordnung');
  });

  it('keeps 18:30 local time on both sides of the change to summer time on 2027-03-28', async () => {
    const res = await get('/api/cms/ratstermine/kalender?gremium=gemeinderat');
    expect(res.status).toBe(200);
    const all = events(res.text);
    const before = all.find((e) => e.get('UID') === `ratstermin-${beforeDst.id}@musterstadt.de`)!;
    const after = all.find((e) => e.get('UID') === `ratstermin-${afterDst.id}@musterstadt.de`)!;
    expect(before.get('DTSTART;TZID=Europe/Berlin')).toBe('20270323T183000');
    expect(after.get('DTSTART;TZID=Europe/Berlin')).toBe('20270427T183000');
    // No floating or UTC times that would shift by an hour: only TZID-qualified local times.
    expect([...before.keys(), ...after.keys()].filter((k) => k.startsWith('DTSTART') || k.startsWith('DTEND'))).toEqual([
      'DTSTART;TZID=Europe/Berlin',
      'DTEND;TZID=Europe/Berlin',
      'DTSTART;TZID=Europe/Berlin',
      'DTEND;TZID=Europe/Berlin',
    ]);
    // Same wall-clock time, different instants: CET (UTC+1) before, CEST (UTC+2) after.
    expect(berlinToUtc(before.get('DTSTART;TZID=Europe/Berlin')!)).toBe('2027-03-23T17:30:00.000Z');
    expect(berlinToUtc(after.get('DTSTART;TZID=Europe/Berlin')!)).toBe('2027-04-27T16:30:00.000Z');
  });

  it('feed: upcoming meetings of all or of one committee; unknown committee 404', async () => {
    const all = await get('/api/cms/ratstermine/kalender');
    expect(all.status).toBe(200);
    expect(all.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(unfold(all.text)).toContain('X-WR-CALNAME:Sitzungstermine Musterstadt');
    expect(events(all.text).map((e) => e.get('UID'))).toEqual(upcoming.map((t) => `ratstermin-${t.id}@musterstadt.de`));
    const gr = await get('/api/cms/ratstermine/kalender?gremium=gemeinderat');
    expect(unfold(gr.text)).toContain('X-WR-CALNAME:Sitzungstermine Musterstadt: Gemeinderat');
    expect(events(gr.text).map((e) => e.get('UID'))).toEqual(gemeinderat.map((t) => `ratstermin-${t.id}@musterstadt.de`));
    expect((await get('/api/cms/ratstermine/kalender?gremium=jugendgemeinderat')).status).toBe(404);
  });
});

describe('pages', () => {
  it('the list shows the heading, the filter, the upcoming meetings and the subscription links', async () => {
    const res = await get(LIST);
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe('Sitzungstermine');
    const body = text(res.text);
    const first = upcoming[0]!;
    expect(body).toContain(formatEventDate(first.datum));
    expect(body).toContain(first.ort);
    expect(body).toContain(`${upcoming.length} kommende Sitzungen`);
    expect(res.text).toContain(`href="${LIST}${slugOf(first)}"`);
    expect(res.text).toContain('name="gremium"');
    expect(res.text).toContain('<option value="technischer-ausschuss">Technischer Ausschuss</option>');
    expect(res.text).toMatch(/aria-current="page"[^>]*>Kommende Sitzungen</);
    expect(res.text).toMatch(/href="webcal:\/\/[^"]+\/api\/cms\/ratstermine\/kalender"/);
    expect(res.text).toMatch(/href="https?:\/\/[^"]+\/api\/cms\/ratstermine\/kalender"/);
    expect(body).toContain('Kalender abonnieren');
    expect(res.text).not.toContain(slugOf(past[0]!));
  });

  it('the committee filter changes the list and the subscription', async () => {
    const res = await get(`${LIST}?gremium=gemeinderat`);
    expect(res.status).toBe(200);
    const body = text(res.text);
    expect(body).toContain(`${gemeinderat.length} kommende Sitzungen – Gemeinderat`);
    expect(res.text).toContain('<option value="gemeinderat" selected="">Gemeinderat</option>');
    const others = upcoming.filter((t) => t.gremium !== 'Gemeinderat');
    for (const t of others) expect(res.text).not.toContain(slugOf(t));
    for (const t of gemeinderat.slice(0, 10)) expect(res.text).toContain(slugOf(t));
    expect(res.text).toMatch(/href="webcal:\/\/[^"]+\/api\/cms\/ratstermine\/kalender\?gremium=gemeinderat"/);
    // The period tabs keep the committee.
    expect(res.text).toContain(`href="${LIST}?gremium=gemeinderat&amp;zeitraum=vergangen"`);
  });

  it('zeitraum=vergangen shows the past meetings, latest first', async () => {
    const res = await get(`${LIST}?zeitraum=vergangen`);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/aria-current="page"[^>]*>Vergangene Sitzungen</);
    const positions = past.map((t) => res.text.indexOf(slugOf(t)));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(res.text).not.toContain(slugOf(upcoming[0]!));
    expect(res.text).toContain('name="zeitraum" value="vergangen"');
  });

  it('paginates on the server', async () => {
    const res = await get(`${LIST}?seite=2`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(slugOf(upcoming[10]!));
    expect(res.text).not.toContain(slugOf(upcoming[0]!));
    expect(text(res.text)).toContain('Seite 2 von 2');
    expect((await get(`${LIST}?seite=99`)).status).toBe(404);
  });

  it('odd query values never fail', async () => {
    for (const q of ['?gremium=GEMEINDERAT', '?gremium=unbekannt', '?zeitraum=morgen', '?seite=-1', '?gremium[]=x']) {
      expect((await get(`${LIST}${q}`)).status, q).toBe(200);
    }
  });

  it('the detail page shows date, place, public flag, numbered agenda, documents and the calendar link', async () => {
    const t = byId(6006);
    const res = await get(`${LIST}${slugOf(t)}`);
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe('Sitzung des Gemeinderats am Dienstag, 15.12.2026');
    const body = text(res.text);
    expect(body).toContain('Dienstag, 15.12.2026, 18:30 Uhr');
    expect(body).toContain(t.ort);
    expect(body).toContain('Öffentliche Sitzung, im Anschluss nichtöffentlicher Teil');
    expect(body).toContain('Tagesordnung');
    for (const p of t.tagesordnung) expect(body).toContain(p.titel);
    expect(body).toContain('Nichtöffentlicher Teil');
    expect(body).toContain('nichtöffentlich');
    expect(res.text).toMatch(/<li value="8"[^>]*><span[^>]*>Grundstücksangelegenheiten/);
    // Without a file type the link adds itself ('… (PDF)' is shown once, as '… (PDF, 12 KB)').
    for (const d of t.dokumente) expect(body).toContain(downloadLabel(d.downloadtext, d.datei));
    expect(body).toContain('In den Kalender');
    expect(res.text).toContain(`href="/api/cms/ratstermine/${t.id}/ics"`);
    expect(res.text).toContain(`href="${LIST}"`);
  });

  it('unknown id 404, outdated slug 301 to the canonical one', async () => {
    expect((await get(`${LIST}sitzung-gemeinderat_5999`)).status).toBe(404);
    expect((await get(`${LIST}ohne-id`)).status).toBe(404);
    const t = upcoming[0]!;
    const res = await get(`${LIST}alter-titel_${t.id}`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`${LIST}${slugOf(t)}`);
  });
});
