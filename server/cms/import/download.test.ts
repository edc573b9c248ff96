import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, fetchInput } from './download';
import { ImportError } from './errors';
import { readEventsIcs } from './events';

let base = '';
let busy = 0;
const server = http.createServer((req, res) => {
  if (req.url === '/busy' && busy > 0) {
    busy -= 1;
    res.writeHead(503, { 'retry-after': '2' });
    return res.end();
  }
  if (req.url === '/busy' || req.url === '/kalender.ics') {
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
    return res.end('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:1\r\nDTSTART;VALUE=DATE:20270501\r\nSUMMARY:Maifest\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n');
  }
  if (req.url === '/gross') {
    res.writeHead(200);
    return res.end('x'.repeat(4096));
  }
  res.writeHead(req.url === '/verboten' ? 403 : 404);
  res.end();
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('downloading an import', () => {
  it('reads a feed by URL into the same records as an upload', async () => {
    const bytes = await fetchInput(`${base}/kalender.ics`);
    expect(readEventsIcs(bytes, { from: '2027-01-01', until: '2028-01-01' }).events.map((e) => [e.id, e.start])).toEqual([['1', '2027-05-01']]);
  });

  it('waits as long as Retry-After says, then reads', async () => {
    busy = 1;
    const waits: number[] = [];
    const got = await download(`${base}/busy`, { sleep: async (ms) => void waits.push(ms) });
    expect(waits).toEqual([2000]);
    expect(got.attempts).toBe(2);
    expect(got.contentType).toBe('text/calendar; charset=utf-8');
  });

  it('reports 404, 403 and too large answers in German without retrying them', async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    let err = await fetchInput(`${base}/fehlt.ics`, { sleep }).catch((e: unknown) => e);
    expect((err as ImportError).message).toBe(`${base}/fehlt.ics: Unter dieser Adresse liegt keine Datei (404).`);
    err = await fetchInput(`${base}/verboten`, { sleep }).catch((e: unknown) => e);
    expect((err as ImportError).message).toBe(`${base}/verboten: Der Server antwortet mit 403.`);
    err = await fetchInput(`${base}/gross`, { maxBytes: 1024, sleep }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportError);
    expect((err as ImportError).message).toBe(`${base}/gross: Die Antwort ist größer als 1 KB.`);
    expect(waits).toEqual([]);
  });
});
