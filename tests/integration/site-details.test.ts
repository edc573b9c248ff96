import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app';
import { pageText as text } from '../helpers/html';
import type { VeranstaltungItem } from '../../shared/parts/veranstaltungen/contract';

/**
 * Small text fixes of the spec check: event places name a street once, map links go to one
 * privacy-friendly provider (OpenStreetMap), the mayor box gives the mayor's office.
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

/** 'Marktplatz, Marktplatz' and the like: a part of an address line said twice in a row. */
const REPEATED = /(^|[\s>])([^,<>]{3,}), \2(,|<|$)/;

describe('event places and map links', () => {
  it('no event list or detail page repeats a part of a place, and every map link goes to OpenStreetMap', async () => {
    const all = ((await get('/api/cms/veranstaltungen?pro_seite=100')).body as { data: VeranstaltungItem[] }).data;
    const repeating = all.filter((e) => e.ort.location && e.ort.location === e.ort.street);
    expect(repeating.length, 'the demo has such places').toBeGreaterThan(0);
    const pages = [
      ...Array.from({ length: Math.ceil(all.length / 10) }, (_, i) => `/gaeste/veranstaltungen/?seite=${i + 1}`),
      '/stadtleben/veranstaltungen/',
      ...all.map((e) => `/gaeste/veranstaltungen/${e.slug}`),
    ];
    for (const p of pages) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      const body = text(res.text);
      expect(REPEATED.exec(body)?.[0] ?? null, p).toBeNull();
      expect(res.text, p).not.toMatch(/google\.[a-z.]+\/maps|maps\.google|goo\.gl\/maps|maps\.apple|bing\.com\/maps/);
      for (const m of res.text.matchAll(/href="([^"]+)"[^>]*>Route planen/g)) expect(m[1], p).toMatch(/^https:\/\/www\.openstreetmap\.org\/directions\?to=/);
    }
    const detail = text((await get(`/gaeste/veranstaltungen/${repeating[0]!.slug}`)).text);
    expect(detail).toContain(`${repeating[0]!.ort.location}, ${repeating[0]!.ort.zip} ${repeating[0]!.ort.city}`);
  });
});

describe('mayor box', () => {
  it('gives the mayor’s office on the mayor page, not the general contact page', async () => {
    const html = (await get('/musterstadt/buergermeister/')).text;
    const box = /<section[^>]*aria-labelledby="[^"]*"[^>]*>(?:(?!<\/section>)[\s\S])*Sekretariat der Bürgermeisterin[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(box).toContain('href="tel:+49764112310"');
    expect(box).not.toContain('href="/rathaus/kontakt/"');
  });
});

describe('configured addresses of the town settings', () => {
  it('the top bar links the town’s own social-media profiles, and the fire brigade its members’ area, as TOWN sets them', async () => {
    const { TOWN } = await import('../../shared/site/town');
    const home = (await get('/')).text;
    const topbar = home.slice(home.indexOf('class="st-topbar'), home.indexOf('<header'));
    expect(topbar.length).toBeGreaterThan(100);
    const external = TOWN.quickLinks.filter((l) => l.kind === 'external');
    expect(external.length).toBeGreaterThan(0);
    for (const l of external) {
      expect(topbar, l.label).toContain(`href="${l.href}"`);
      // A profile of the town, never the platform's home page.
      expect(new URL(l.href).pathname.replace(/\/$/, ''), l.href).not.toBe('');
    }
    const feuerwehr = (await get('/feuerwehr/')).text;
    expect(/<a[^>]*href="([^"]+)"[^>]*>(?:(?!<\/a>)[\s\S])*Mitgliederbereich/.exec(feuerwehr)?.[1]).toBe(TOWN.miniSites.feuerwehr?.membersArea);
  });
});
