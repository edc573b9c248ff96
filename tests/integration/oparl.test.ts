import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { expectOParlValid, oparlValidator } from '../helpers/oparl-schema';
import { testApp } from '../helpers/app';
import { openSiteStore } from '../helpers/store';
import { nichtoeffentlicheVorlagen } from '../../shared/parts/ratstermine/store/demo/vorlagen';

/**
 * OParl 1.1 at /oparl/v1/: the system and every external list validate against the official schemas of
 * the standard (tests/fixtures/oparl, OParl/spec v1.1.1), each object answers at its id, the lists page
 * as section 2.5 says (pagination, links, filters kept), and no non-public paper or document appears
 * anywhere.
 */
const TYPES = [
  'System',
  'Body',
  'LegislativeTerm',
  'Organization',
  'Person',
  'Membership',
  'Meeting',
  'AgendaItem',
  'Location',
  'Paper',
  'Consultation',
  'File',
] as const;
type TypeName = (typeof TYPES)[number];

function expectValid(type: TypeName, body: unknown, where: string): void {
  expectOParlValid(type, body, where);
  // Section 3.1: created and modified in every object, embedded ones too.
  expect(typeof (body as { created?: unknown }).created, `${where}: created`).toBe('string');
  expect(typeof (body as { modified?: unknown }).modified, `${where}: modified`).toBe('string');
}

let site: Awaited<ReturnType<typeof testApp>>;
const seen = new Map<string, unknown>();

beforeAll(async () => {
  // Ids are absolute URLs on the public origin (OParl 2.3).
  site = await testApp({ env: { PUBLIC_URL: 'https://www.musterstadt.de' } });
});
afterAll(async () => {
  await site.cleanup();
});

/** A GET of an absolute OParl URL on the site under test: JSON with CORS, kept for the later checks. */
async function fetchJson(url: string, status = 200): Promise<Record<string, unknown>> {
  const u = new URL(url, 'http://localhost');
  const res = await request(site.app).get(u.pathname + u.search);
  expect(res.status, url).toBe(status);
  expect(res.headers['content-type'], url).toBe('application/json; charset=utf-8');
  expect(res.headers['access-control-allow-origin'], url).toBe('*');
  seen.set(url, res.body);
  return res.body as Record<string, unknown>;
}

interface ListPage {
  data: Array<Record<string, unknown>>;
  pagination: { totalElements: number; elementsPerPage: number; currentPage: number; totalPages: number };
  links: { first: string; prev?: string; self: string; next?: string; last: string };
}

/** Section 2.5: every page has data, pagination and links; `next` on all but the last. */
function expectListPage(page: unknown, where: string): asserts page is ListPage {
  const p = page as ListPage;
  expect(Array.isArray(p.data), where).toBe(true);
  expect(p.pagination, where).toMatchObject({
    totalElements: expect.any(Number),
    elementsPerPage: expect.any(Number),
    currentPage: expect.any(Number),
    totalPages: expect.any(Number),
  });
  expect(typeof p.links.first === 'string' && typeof p.links.self === 'string' && typeof p.links.last === 'string', where).toBe(true);
  if (p.pagination.currentPage < p.pagination.totalPages) expect(p.links.next, `${where}: next`).toBeTruthy();
  else expect(p.links.next, `${where}: no next on the last page`).toBeUndefined();
}

/** Walks an external list through its `next` links, validating each page and each object. */
async function walk(url: string, type: TypeName): Promise<Array<Record<string, unknown>>> {
  const out: Array<Record<string, unknown>> = [];
  let next: string | undefined = url;
  for (let n = 1; next; n++) {
    const page = await fetchJson(next);
    expectListPage(page, next);
    expect(page.pagination.currentPage, next).toBe(n);
    for (const o of page.data) expectValid(type, o, `${next} #${String(o.id)}`);
    out.push(...page.data);
    next = page.links.next;
    expect(n, 'endless list').toBeLessThan(100);
  }
  return out;
}

const LISTS: Array<[keyof BodyLists, TypeName]> = [
  ['organization', 'Organization'],
  ['person', 'Person'],
  ['meeting', 'Meeting'],
  ['paper', 'Paper'],
  ['agendaItem', 'AgendaItem'],
  ['consultation', 'Consultation'],
  ['file', 'File'],
  ['membership', 'Membership'],
  ['legislativeTermList', 'LegislativeTerm'],
];
type BodyLists = Record<
  'organization' | 'person' | 'meeting' | 'paper' | 'agendaItem' | 'consultation' | 'file' | 'membership' | 'legislativeTermList',
  string
>;

describe('OParl 1.1', () => {
  let body: Record<string, unknown>;
  const lists = new Map<TypeName, Array<Record<string, unknown>>>();

  it('the endpoint is the System; it leads to the one Body, and both validate', async () => {
    const redirect = await request(site.app).get('/oparl/v1');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/oparl/v1/');
    // A browser client follows the redirect only when it may read it: CORS on every answer.
    expect(redirect.headers['access-control-allow-origin']).toBe('*');
    const missing = await request(site.app).get('/oparl/v1/gibt-es-nicht');
    expect([missing.status, missing.headers['access-control-allow-origin']]).toEqual([404, '*']);
    const preflight = await request(site.app)
      .options('/oparl/v1/body')
      .set('origin', 'https://client.example')
      .set('access-control-request-headers', 'x-client');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toContain('GET');
    const system = await fetchJson('/oparl/v1/');
    expectValid('System', system, '/oparl/v1/');
    expect(system.oparlVersion).toBe('https://schema.oparl.org/1.1/');
    // The schemas do refuse what is off the standard: a missing required property, a time without offset, a relative URL.
    const { oparlVersion: _, ...withoutVersion } = system;
    expect(oparlValidator('System')(withoutVersion)).toBe(false);
    expect(oparlValidator('System')({ ...system, created: '2026-11-21T10:00:00Z' })).toBe(false);
    expect(oparlValidator('System')({ ...system, body: '/oparl/v1/body' })).toBe(false);
    const bodies = await walk(system.body as string, 'Body');
    expect(bodies).toHaveLength(1);
    body = await fetchJson(bodies[0]!.id as string);
    expectValid('Body', body, 'body');
    expect(body).toMatchObject({ name: 'Stadt Musterstadt', system: system.id });
    for (const t of body.legislativeTerm as unknown[]) expectValid('LegislativeTerm', t, 'body.legislativeTerm');
  });

  it('every external list of the body validates page by page, and each object answers at its id', async () => {
    for (const [key, type] of LISTS) {
      const url = (body as unknown as BodyLists)[key];
      expect(url, key).toMatch(/^https:\/\/www\.musterstadt\.de\/oparl\/v1\/body\/1\//);
      const objects = await walk(url, type);
      lists.set(type, objects);
      expect(objects.length, key).toBeGreaterThan(0);
      expect(new Set(objects.map((o) => o.id)).size, `${key}: ids unique`).toBe(objects.length);
      // A stable order: the same list twice is the same list.
      expect(
        (await walk(url, type)).map((o) => o.id),
        `${key}: stable`,
      ).toEqual(objects.map((o) => o.id));
      for (const o of objects.slice(0, 3)) {
        const own = await fetchJson(o.id as string);
        expectValid(type, own, o.id as string);
        expect(own, o.id as string).toEqual(o);
      }
    }
    expect(lists.get('Organization')!.map((o) => o.classification)).toEqual([
      'Parlament',
      'Ausschuss',
      'Ausschuss',
      'Ausschuss',
      'Fraktion',
      'Fraktion',
      'Fraktion',
      'Fraktion',
      'Fraktion',
      'Ortschaftsrat',
      'Ortschaftsrat',
      'Ortschaftsrat',
    ]);
    expect(lists.get('Person')).toHaveLength(37);
    expect(lists.get('Meeting')).toHaveLength(20);
  });

  it('embedded objects validate too: memberships of persons, agenda items, locations and files of meetings, files and consultations of papers', () => {
    for (const p of lists.get('Person')!) for (const m of (p.membership as unknown[]) ?? []) expectValid('Membership', m, `${String(p.id)} membership`);
    for (const m of lists.get('Meeting')!) {
      expectValid('Location', m.location, `${String(m.id)} location`);
      for (const a of m.agendaItem as unknown[]) expectValid('AgendaItem', a, `${String(m.id)} agendaItem`);
      for (const f of [m.invitation, ...((m.auxiliaryFile as unknown[]) ?? [])].filter(Boolean)) expectValid('File', f, `${String(m.id)} file`);
      expect(m.start as string).toMatch(/T\d{2}:\d{2}:00\+0[12]:00$/);
    }
    for (const p of lists.get('Paper')!) {
      expectValid('File', p.mainFile, `${String(p.id)} mainFile`);
      for (const c of p.consultation as unknown[]) expectValid('Consultation', c, `${String(p.id)} consultation`);
    }
  });

  it('links between objects resolve: organizations, persons, meetings, papers and files name existing objects', async () => {
    const ids = new Set([...lists.values()].flat().map((o) => o.id as string));
    const urlsIn = (o: unknown): string[] =>
      typeof o === 'string'
        ? /\/oparl\/v1\/(organization|person|membership|meeting|agendaitem|consultation|paper|file)\/[^/]+$/.test(o)
          ? [o]
          : []
        : Array.isArray(o)
          ? o.flatMap(urlsIn)
          : o && typeof o === 'object'
            ? Object.entries(o).flatMap(([k, v]) => (k === 'id' ? [] : urlsIn(v)))
            : [];
    const missing = [...new Set([...lists.values()].flat().flatMap(urlsIn))].filter((u) => !ids.has(u));
    expect(missing).toEqual([]);
    // The organization's own meeting list holds its meetings.
    const gr = lists.get('Organization')![0]!;
    const meetings = await walk(gr.meeting as string, 'Meeting');
    expect(meetings.length).toBeGreaterThan(5);
    expect(meetings.every((m) => (m.organization as string[]).includes(gr.id as string))).toBe(true);
  });

  it('pages as section 2.5 says: page size, first/prev/self/next/last, limit, filters kept in the links', async () => {
    const persons = (body as unknown as BodyLists).person;
    const p1 = await fetchJson(persons);
    expectListPage(p1, persons);
    expect(p1.pagination).toEqual({ totalElements: 37, elementsPerPage: 20, currentPage: 1, totalPages: 2 });
    expect(p1.links.self).toBe(persons);
    expect(p1.links.next).toBe(`${persons}?page=2`);
    expect(p1.links.prev).toBeUndefined();
    const p2 = await fetchJson(p1.links.next!);
    expectListPage(p2, 'page 2');
    expect(p2.data).toHaveLength(17);
    expect(p2.links).toMatchObject({ first: persons, prev: persons, self: `${persons}?page=2`, last: `${persons}?page=2` });
    expect(p2.links.next).toBeUndefined();

    const small = await fetchJson(`${persons}?limit=5&page=3`);
    expectListPage(small, 'limit=5');
    expect(small.pagination).toMatchObject({ elementsPerPage: 5, currentPage: 3, totalPages: 8 });
    expect(small.links).toMatchObject({ prev: `${persons}?limit=5&page=2`, next: `${persons}?limit=5&page=4`, last: `${persons}?limit=5&page=8` });
    expect(((await fetchJson(`${persons}?limit=1000`)) as unknown as ListPage).pagination.elementsPerPage).toBe(100);

    // Filters: everything was created before the far future and nothing after it; the filter stays in every link.
    const since = '2099-01-01T00:00:00+01:00';
    const none = await fetchJson(`${persons}?modified_since=${encodeURIComponent(since)}`);
    expectListPage(none, 'modified_since');
    expect(none.pagination.totalElements).toBe(0);
    const all = await fetchJson(`${persons}?created_until=${encodeURIComponent(since)}&limit=10&omit_internal=true`);
    expectListPage(all, 'created_until');
    expect(all.pagination.totalElements).toBe(37);
    expect(all.links.next).toBe(`${persons}?created_until=${encodeURIComponent(since)}&limit=10&omit_internal=true&page=2`);
    // omit_internal leaves out the embedded lists.
    expect(all.data.every((p) => p.membership === undefined)).toBe(true);
    const meetings = (await fetchJson(`${(body as unknown as BodyLists).meeting}?omit_internal=true`)) as unknown as ListPage;
    expect(meetings.data.every((m) => m.agendaItem === undefined && m.location === undefined)).toBe(true);

    // Bad parameters and pages beyond the list answer the standard's error object.
    for (const [q, status] of [
      ['page=0', 400],
      ['page=x', 400],
      ['limit=0', 400],
      ['modified_since=gestern', 400],
      ['created_since=2026-01-01', 400],
      ['omit_internal=ja', 400],
      ['page=3', 404],
    ] as const) {
      const e = await fetchJson(`${persons}?${q}`, status);
      expect(e, q).toMatchObject({ type: 'https://schema.oparl.org/1.1/Error', message: expect.any(String) });
    }
    for (const missing of [
      '/oparl/v1/person/1',
      '/oparl/v1/person/07101',
      '/oparl/v1/meeting/abc',
      '/oparl/v1/body/2',
      '/oparl/v1/agendaitem/6006-99',
      '/oparl/v1/gibt-es-nicht',
    ]) {
      expect(await fetchJson(missing, 404), missing).toMatchObject({ type: 'https://schema.oparl.org/1.1/Error' });
    }
  });

  it('shows non-public agenda items only by their public title, and no non-public paper or file anywhere', async () => {
    const store = await openSiteStore(site.config);
    let hidden: Array<{ id: number; datei: string }>;
    try {
      hidden = await store.raw.query<{ id: number; datei: string }>('SELECT id, datei FROM dokument WHERE intern = 1');
    } finally {
      await store.close();
    }
    expect(hidden.length).toBeGreaterThan(20);
    const everything = JSON.stringify([...seen.values()]);
    for (const d of hidden) {
      expect(everything, d.datei).not.toContain(d.datei);
      expect(everything, `file ${d.id}`).not.toContain(`/oparl/v1/file/${d.id}"`);
      await fetchJson(`/oparl/v1/file/${d.id}`, 404);
    }
    for (const v of nichtoeffentlicheVorlagen) expect(everything, v.titel).not.toContain(v.titel);
    const nonPublicItems = lists.get('AgendaItem')!.filter((a) => a.public === false);
    expect(nonPublicItems.length).toBeGreaterThan(10);
    expect([...new Set(nonPublicItems.map((a) => a.name))].sort()).toEqual([
      'Grundstücksangelegenheiten',
      'Personalangelegenheiten',
      'Steuer- und Abgabenangelegenheiten',
      'Vergabeangelegenheiten',
    ]);
    expect(nonPublicItems.every((a) => a.consultation === undefined)).toBe(true);
    // The public files open at accessUrl (never as attachment) and download at downloadUrl.
    const f = lists.get('File')![0]!;
    const access = await request(site.app).get(new URL(f.accessUrl as string).pathname);
    expect(access.status).toBe(200);
    expect(access.headers['content-type']).toBe(f.mimeType);
    expect(access.headers['content-disposition']).toMatch(/^inline;/);
    const download = await request(site.app).get(new URL(f.downloadUrl as string).pathname);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(Number(download.headers['content-length'])).toBe(f.size);
  });
});
