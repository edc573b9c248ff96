import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app';
import { pageText } from '../helpers/html';
import { unfold } from '../../server/ics/ics';

/**
 * What visitors still met before going live (issue "go live", point 8), each fixed and held here:
 * download links naming their type twice, navigations of the same name and nameless news cards, the
 * mayor's contact page, multi-day events with daily hours (page and calendar file), and the period
 * filter of the events with the date picker.
 */

type Site = Awaited<ReturnType<typeof testApp>>;
let site: Site;
beforeAll(async () => {
  site = await testApp();
});
afterAll(async () => {
  await site.cleanup();
});
const get = (path: string) => request(site.app).get(path).buffer(true);

/** The accessible names of the page's navigation landmarks (aria-label or the text of aria-labelledby). */
function navigationNames(html: string): string[] {
  return [...html.matchAll(/<nav\b([^>]*)>/g)].map((m) => {
    const label = /aria-label="([^"]*)"/.exec(m[1]!)?.[1];
    if (label) return label;
    const id = /aria-labelledby="([^"]*)"/.exec(m[1]!)?.[1];
    const heading = id ? new RegExp(`<[^>]+id="${id}"[^>]*>([\\s\\S]*?)</`).exec(html)?.[1] : undefined;
    return (heading ?? '').replace(/<[^>]+>/g, '').trim();
  });
}

describe('downloads name their file type once', () => {
  it('shows "Abfallkalender 2027 (PDF, 2 KB)", not "(PDF) (PDF, 2 KB)"', async () => {
    const list = await get('/rathaus/buergernachrichten/');
    const path = /href="(\/rathaus\/buergernachrichten\/abfallkalender-2027[^"]*)"/.exec(list.text)![1]!;
    const text = pageText((await get(path)).text);
    expect(text).toMatch(/Abfallkalender 2027 \(PDF, [\d,]+ KB\)/);
    expect(text).not.toMatch(/\(PDF\)\s*\(PDF/);
  });
});

describe('landmarks and cards have names of their own', () => {
  it('names every navigation of the home page differently, and every news card by its title', async () => {
    const html = (await get('/')).text;
    const names = navigationNames(html);
    expect(names).toContain('Schnellzugriff');
    expect(names.every((n) => n.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    const cards = [...html.matchAll(/<article\b([^>]*)>/g)];
    expect(cards.length).toBeGreaterThanOrEqual(3);
    for (const [, attrs] of cards) {
      const id = /aria-labelledby="([^"]+)"/.exec(attrs!)?.[1];
      expect(id, attrs).toBeDefined();
      expect(html).toMatch(new RegExp(`id="${id}"[^>]*>\\s*<a[^>]*>[^<]+</a>`));
    }
  });
});

describe("the mayor's contact page (spec §2.4)", () => {
  it('is linked from the mayor pages and opens the contact form addressed to her office', async () => {
    for (const path of ['/musterstadt/buergermeister/', '/musterstadt/buergermeister-grusswort/']) {
      expect((await get(path)).text, path).toContain('<a href="/rathaus/kontakt/?amt=40">Nachricht an die Bürgermeisterin schreiben</a>');
    }
    const form = (await get('/rathaus/kontakt/?amt=40')).text;
    expect(form).toMatch(/<option value="40" selected="">Hauptamt<\/option>/);
  });
});

describe('multi-day events with daily hours', () => {
  it('show the range with the hours of each day, list the days, and are a daily event in the calendar', async () => {
    const list = await get('/gaeste/veranstaltungen/');
    expect(pageText(list.text)).toContain('Freitag, 27.11.2026 bis 13.12.2026, täglich 17:00 Uhr - 20:00 Uhr');
    expect(pageText(list.text)).not.toContain('17:00 Uhr bis 13.12.2026 - 20:00 Uhr');
    const detail = (await get('/gaeste/veranstaltungen/weihnachtsmarkt-musterstadt_5003')).text;
    expect(detail).toContain('<summary>Alle 17 Tage mit Uhrzeiten</summary>');
    expect(pageText(detail)).toContain('Samstag, 28.11.2026, 17:00 Uhr - 20:00 Uhr');
    expect(pageText(detail)).toContain('Sonntag, 13.12.2026, 17:00 Uhr - 20:00 Uhr');
    const ics = unfold((await get('/api/cms/veranstaltungen/5003/ics')).text);
    expect(ics).toContain('DTSTART;TZID=Europe/Berlin:20261127T170000');
    expect(ics).toContain('DTEND;TZID=Europe/Berlin:20261127T200000');
    expect(ics).toContain('RRULE:FREQ=DAILY;COUNT=17');
    // A one-evening event stays one block without repetition.
    const once = unfold((await get('/api/cms/veranstaltungen/5011/ics')).text);
    expect(once).toContain('DTEND;TZID=Europe/Berlin:20261213T174500');
    expect(once.some((l) => l.startsWith('RRULE:FREQ=DAILY'))).toBe(false);
  });
});

describe('the events period filter with the date picker (spec §9)', () => {
  it('offers the period as two date fields and filters by the days picked', async () => {
    const page = (await get('/stadtleben/veranstaltungen/')).text;
    expect(page).toMatch(/<input[^>]*type="date"[^>]*name="von"|<input[^>]*name="von"[^>]*type="date"/);
    expect(page).toMatch(/<input[^>]*type="date"[^>]*name="bis"|<input[^>]*name="bis"[^>]*type="date"/);
    const all = await request(site.app).get('/api/cms/veranstaltungen?pro_seite=100');
    const dates = (all.body.data as Array<{ datum_von: string; datum_bis: string | null; titel: string }>).map((e) => e.datum_von.slice(0, 10)).sort();
    const day = dates[Math.floor(dates.length / 2)]!;
    const filtered = (await get(`/stadtleben/veranstaltungen/?von=${day}&bis=${day}`)).text;
    expect(pageText(filtered)).toContain(`ab ${day.split('-').reverse().join('.')} bis ${day.split('-').reverse().join('.')}`);
    const api = await request(site.app).get(`/api/cms/veranstaltungen?von=${day}&bis=${day}&pro_seite=100`);
    expect(api.body.data.length).toBeGreaterThan(0);
    expect(api.body.data.length).toBeLessThan(dates.length);
    for (const e of api.body.data as Array<{ datum_von: string; datum_bis: string | null }>) {
      expect(e.datum_von.slice(0, 10) <= day && (e.datum_bis ?? e.datum_von).slice(0, 10) >= day).toBe(true);
    }
    expect((await request(site.app).get('/api/cms/veranstaltungen?von=morgen')).status).toBe(400);
    expect((await get('/stadtleben/veranstaltungen/?von=2026-02-30')).status).toBe(200);
  });
});
