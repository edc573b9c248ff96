import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import ICAL from 'ical.js';
import { tempDataDir, testApp } from '../../../tests/helpers/app';
import { firstH1, pageText } from '../../../tests/helpers/html';
import { cookiesOf, csrfIn, earlier, freshIp } from '../../../tests/helpers/formulare';
import { child, childrenNamed, parseXml } from '../../../tests/helpers/publishing';
import { strassen } from '../abfall/store/demo/abfall';
import { strasseUuid } from '../abfall/store/demo/seed';
import type { VeranstaltungItem } from '../veranstaltungen/contract';
import type { BaustelleItem } from '../baustellen/contract';
import type { RatsterminItem } from '../ratstermine/contract';
import type { Abfuhrtermin } from '../abfall/contract';
import { MEIN_ORT_ICS, MEIN_ORT_PATH, MEIN_ORT_RSS, meinOrtPath } from './paths';

/**
 * "Mein Ort" (ADR 51) without a browser: the chooser, one street's page, the choice remembered only
 * when asked, the calendar file (parsed by ical.js) and the RSS feed (parsed as XML), and a town that
 * has no streets yet. The clock stands on 2026-11-21, ten days before the demo's waste calendar starts.
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

const get = (path: string, cookie?: string) => {
  const r = request(site.app).get(path).redirects(0);
  return cookie ? r.set('cookie', cookie) : r;
};
async function api<T>(path: string): Promise<T> {
  const res = await get(`/api/cms${path}`);
  expect(res.status, path).toBe(200);
  return (res.body as { data: T }).data;
}
const main = (html: string) => pageText(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '');
/** The links to report pages in a page's main part. */
const reportLinks = (html: string) => [...(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '').matchAll(/href="(\/rathaus\/meldungen\/\d+)"/g)].map((m) => m[1]!);
const choiceCookies = (res: request.Response) => cookiesOf(res).filter((c) => c.startsWith('st_wahl_'));

// Bombach's Hauptstraße (the Kernstadt has one too): district 4, Ortsteil Bombach with its Ortschaftsrat.
const uuid = strasseUuid(strassen.find((s) => s.name === 'Hauptstraße' && s.ortsteil === 'Bombach')!.id);

/** What the parts publish for Bombach, read through the contract as the page reads it. */
async function bombach() {
  const [termine, baustellen, events, gemeinderat, ortschaftsrat] = await Promise.all([
    api<Abfuhrtermin[]>(`/abfall/termine?strasse=${uuid}&von=2026-11-21&bis=2027-11-21`),
    api<BaustelleItem[]>('/baustellen?ortsteil=Bombach&status=aktuell&status=geplant&pro_seite=30'),
    api<VeranstaltungItem[]>('/veranstaltungen?zeitraum=quartal&pro_seite=100'),
    api<RatsterminItem[]>('/ratstermine?gremium=gemeinderat&pro_seite=4'),
    api<RatsterminItem[]>('/ratstermine?gremium=ortschaftsrat-bombach&pro_seite=4'),
  ]);
  return {
    termine,
    baustellen,
    hier: events.filter((e) => e.ort.city.endsWith('-Bombach')),
    anderswo: events.filter((e) => /-(Hecklingen|Nordweil)$/.test(e.ort.city)),
    sitzungen: [...gemeinderat, ...ortschaftsrat],
  };
}

describe('the page', () => {
  it('without a choice: the street chooser, a GET form grouped by Ortsteil, and no cookie', async () => {
    const res = await get(MEIN_ORT_PATH);
    expect(res.status).toBe(200);
    expect(firstH1(res.text)).toBe('Mein Ort');
    expect(res.text).toContain('<form class="st-meinort__chooser" action="/rathaus/mein-ort/" method="get">');
    // No form token: the chooser is kept by the page cache and shared caches.
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(res.text).toContain('<optgroup label="Bombach">');
    expect(res.text).toContain(`<option value="${uuid}">Hauptstraße</option>`);
    expect(choiceCookies(res)).toEqual([]);
    // In the menu of the citizens' services.
    expect(res.text).toMatch(/<a [^>]*href="\/rathaus\/mein-ort\/"[^>]*>Mein Ort<\/a>/);
  });

  it('with a street in the address: collections, construction sites, events and meetings of its Ortsteil', async () => {
    const [res, soll] = await Promise.all([get(meinOrtPath(uuid)), bombach()]);
    expect(res.status).toBe(200);
    expect(firstH1(res.text)).toBe('Mein Ort: Hauptstraße');
    const text = main(res.text);
    // The next collection of each type: the first date of the coming year.
    const restmuell = soll.termine.find((t) => t.art === 'restmuell')!;
    expect(res.text).toContain(`<time dateTime="${restmuell.datum}">`);
    expect(text).toContain('Abfuhrbezirk Bombach');
    expect(soll.baustellen.length).toBeGreaterThan(0);
    for (const b of soll.baustellen) expect(text).toContain(b.titel);
    expect(soll.hier.length).toBeGreaterThan(0);
    expect(text).toContain(soll.hier[0]!.titel);
    for (const e of soll.anderswo) expect(text, e.titel).not.toContain(e.titel);
    expect(text).toContain('Sitzungen von Gemeinderat und Ortschaftsrat Bombach');
    for (const s of soll.sitzungen) expect(res.text).toContain(`/ratstermine/${s.slug}"`);
    // The town's approved reports of Bombach that are still open (the demo has one in progress), none of elsewhere.
    expect(text).toContain('Offene Meldungen in Bombach');
    expect(reportLinks(res.text).length).toBeGreaterThan(0);
    expect(text).not.toContain('Amselweg 12');
    // The feeds of this place, and the street chosen in the form.
    expect(res.text).toContain(`href="${MEIN_ORT_ICS}?strasse=${uuid}"`);
    expect(res.text).toContain(`href="${MEIN_ORT_RSS}?strasse=${uuid}"`);
    expect(res.text).toMatch(new RegExp(`<option value="${uuid}" selected="">Hauptstraße</option>`));
    expect(choiceCookies(res)).toEqual([]);
  });

  it('a street the town does not know: the chooser again with a message, as a 404', async () => {
    const res = await get(meinOrtPath('00000000-0000-4000-8000-000000000000'));
    expect(res.status).toBe(404);
    expect(main(res.text)).toContain('Diese Straße ist uns nicht bekannt.');
    expect(res.text).toContain('<select');
  });
});

describe('the choice remembered only when asked', () => {
  it('"Auswahl merken" sets one functional cookie below the page; then the page opens the place; "vergessen" clears it', async () => {
    const ip = freshIp();
    const page = await get(meinOrtPath(uuid)).set('x-forwarded-for', ip);
    const csrf = earlier(site.app, MEIN_ORT_PATH, csrfIn(page.text));
    const post = (fields: Record<string, string>, cookie = '') =>
      request(site.app)
        .post(MEIN_ORT_PATH)
        .type('form')
        .set('x-forwarded-for', ip)
        .set('cookie', cookie)
        .send({ _csrf: csrf, ...fields });

    const saved = await post({ _aktion: 'merken', strasse: uuid });
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe(meinOrtPath(uuid));
    // The page and its navigation data (what the page's script asks for), nothing else of the site.
    const [cookie, forScript] = choiceCookies(saved);
    expect(cookie).toMatch(new RegExp(`^st_wahl_mein-ort=${uuid}; Max-Age=31536000; Path=/rathaus/mein-ort/; Expires=[^;]+; HttpOnly; SameSite=Lax$`));
    expect(forScript).toMatch(new RegExp(`^st_wahl_mein-ort=${uuid}; Max-Age=31536000; Path=/_data/rathaus/mein-ort/; Expires=[^;]+; HttpOnly; SameSite=Lax$`));
    expect(choiceCookies(saved)).toHaveLength(2);

    const jar = cookie!.split(';')[0]!;
    const again = await get(MEIN_ORT_PATH, jar);
    expect(again.status).toBe(302);
    expect(again.headers.location).toBe(meinOrtPath(uuid));
    const data = await get(`/_data${MEIN_ORT_PATH}`, jar);
    expect(data.body).toEqual({ kind: 'redirect', location: meinOrtPath(uuid) });
    const shown = await get(meinOrtPath(uuid), jar);
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(main(shown.text)).toContain('Auswahl vergessen');

    const forgotten = await post({ _aktion: 'vergessen' }, jar);
    expect(forgotten.status).toBe(303);
    expect(forgotten.headers.location).toBe(MEIN_ORT_PATH);
    expect(choiceCookies(forgotten)).toEqual([
      expect.stringMatching(/^st_wahl_mein-ort=; Path=\/rathaus\/mein-ort\/; Expires=Thu, 01 Jan 1970/),
      expect.stringMatching(/^st_wahl_mein-ort=; Path=\/_data\/rathaus\/mein-ort\/; Expires=Thu, 01 Jan 1970/),
    ]);
  });

  it('a street that is not in the list is refused, and nothing is remembered', async () => {
    const ip = freshIp();
    const page = await get(meinOrtPath(uuid)).set('x-forwarded-for', ip);
    const res = await request(site.app)
      .post(MEIN_ORT_PATH)
      .type('form')
      .set('x-forwarded-for', ip)
      .send({ _csrf: earlier(site.app, MEIN_ORT_PATH, csrfIn(page.text)), _aktion: 'merken', strasse: 'irgendwo' });
    expect(res.status).toBe(422);
    expect(main(res.text)).toContain('Bitte wählen Sie Ihre Straße aus der Liste.');
    expect(choiceCookies(res)).toEqual([]);
  });
});

describe('the feeds', () => {
  it('one iCalendar with a VTIMEZONE: every collection, site, event and meeting of the place parses', async () => {
    const [res, soll] = await Promise.all([get(`${MEIN_ORT_ICS}?strasse=${uuid}`), bombach()]);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?mein-ort-hauptstrasse\.ics"?$/);
    const cal = new ICAL.Component(ICAL.parse(res.text));
    expect(cal.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
    const events = cal.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    const uids = events.map((e) => e.uid);
    expect(new Set(uids).size).toBe(uids.length);
    expect(events).toHaveLength(soll.termine.length + soll.baustellen.length + soll.hier.length + soll.sitzungen.length);
    const sitzung = events.find((e) => e.uid === `ratstermin-${soll.sitzungen[0]!.id}@musterstadt.de`)!;
    expect(sitzung.startDate.zone?.tzid).toBe('Europe/Berlin');
    expect(sitzung.startDate.toString().slice(0, 16)).toBe(soll.sitzungen[0]!.datum);
    const abfuhr = events.find((e) => e.summary === 'Restmüll')!;
    expect(abfuhr.startDate.isDate).toBe(true);
    expect(abfuhr.component.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')?.toString()).toBe('-PT6H');
  });

  it('one RSS feed that parses as XML, its items linked to their pages', async () => {
    const [res, soll, page] = await Promise.all([get(`${MEIN_ORT_RSS}?strasse=${uuid}`), bombach(), get(meinOrtPath(uuid))]);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const channel = child(parseXml(res.text), 'channel')!;
    expect(child(channel, 'title')!.text).toBe('Mein Ort: Hauptstraße (Bombach) – Stadt Musterstadt');
    const links = childrenNamed(channel, 'item').map((i) => child(i, 'link')!.text);
    const reports = reportLinks(page.text);
    expect(links).toHaveLength(1 + soll.baustellen.length + soll.hier.length + soll.sitzungen.length + reports.length);
    expect(links.filter((l) => /\/rathaus\/meldungen\/\d+$/.test(l)).map((l) => new URL(l).pathname)).toEqual(reports);
    expect(links.some((l) => l.endsWith(`/gaeste/veranstaltungen/${soll.hier[0]!.slug}`))).toBe(true);
  });

  it('a missing or unknown street answers 404', async () => {
    expect((await get(MEIN_ORT_ICS)).status).toBe(404);
    expect((await get(`${MEIN_ORT_RSS}?strasse=00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });
});

describe('a town without streets yet', () => {
  it('says so, links what exists instead, and the menu does not offer the page', async () => {
    const empty = await testApp({ env: { DEMO: 'off' }, config: { dataDir: tempDataDir('st-meinort-leer-') } });
    try {
      const res = await request(empty.app).get(MEIN_ORT_PATH);
      expect(res.status).toBe(200);
      expect(main(res.text)).toContain('Noch keine Straßen eingetragen');
      expect(res.text).not.toContain('<select');
      expect(res.text).not.toMatch(/<a [^>]*href="\/rathaus\/mein-ort\/"/);
    } finally {
      await empty.cleanup();
    }
  });
});
