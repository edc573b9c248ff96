import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app';
import { readOParl } from '../../server/cms/import/oparl';

/**
 * The clean shape: the import client (server/cms/import/oparl.ts, ADR 38) reads the site's own
 * OParl 1.1 (/oparl/v1, ADR 23) over HTTP, paging through its lists of 20, and gets the demo council.
 */
let site: Awaited<ReturnType<typeof testApp>>;
let server: Server;
let base = '';

beforeAll(async () => {
  site = await testApp();
  server = site.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await site.cleanup();
});

describe('OParl client on the site’s own /oparl/v1', () => {
  it('reads body, organizations, persons, memberships, meetings with agenda items, papers and files', async () => {
    const r = await readOParl(`${base}/oparl/v1/`, { sleep: async () => {} });
    expect(r.system.oparlVersion).toBe('https://schema.oparl.org/1.1/');
    expect(r.body.id).toBe(`${base}/oparl/v1/body/1`);
    expect(r.organizations.length).toBeGreaterThan(1);
    expect(r.persons.length).toBeGreaterThan(20); // more than one page of 20
    expect(r.memberships.length).toBeGreaterThanOrEqual(r.persons.length);
    const ids = new Set(r.organizations.map((o) => o.id));
    for (const m of r.memberships) expect(ids.has(m.organizationId), m.id).toBe(true);
    expect(r.meetings.length).toBeGreaterThan(0);
    expect(r.meetings.every((m) => m.start !== null && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(m.start))).toBe(true);
    expect(r.meetings.some((m) => m.agendaItems.some((i) => i.paperId !== null))).toBe(true);
    expect(r.papers.length).toBeGreaterThan(0);
    expect(r.files.length).toBeGreaterThan(0);
    expect(r.files.every((f) => f.mimeType !== null && f.accessUrl.startsWith(base))).toBe(true);
    expect(r.deleted).toEqual([]);
    expect(r.retries).toBe(0);
    // The clean shape needs no repair.
    expect(r.notices).toEqual([]);
  });
});
