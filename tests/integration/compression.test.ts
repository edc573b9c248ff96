import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app';

/**
 * What is compressed how. Memory under brotli load cannot be asserted here (that is the soak of
 * `npm run bench -- --soak`); these tests pin the mechanism: streamed pages use the bounded brotli
 * window, unchanging public files are compressed once and served with a length.
 */
let site: Awaited<ReturnType<typeof testApp>>;
let server: http.Server;
let port: number;

beforeAll(async () => {
  site = await testApp();
  server = http.createServer(site.app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await site.cleanup();
});

/** Raw bytes as sent: the test client would decode them and hide the encoding. */
function get(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** The sliding-window size a brotli stream declares in its first bits (RFC 7932, section 9.1). */
function brotliWindowBits(first: number): number {
  if ((first & 1) === 0) return 16;
  const n = (first >> 1) & 7;
  if (n !== 0) return 17 + n;
  const m = (first >> 4) & 7;
  return m === 0 ? 17 : 8 + m;
}

describe('streamed pages', () => {
  it('are brotli-compressed with a small window (at most 64 KiB), not the 4 MiB default', async () => {
    const res = await get('/', { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliWindowBits(res.raw[0]!)).toBeLessThanOrEqual(16);
    expect(zlib.brotliDecompressSync(res.raw).toString('utf8')).toMatch(/^<!doctype html>[\s\S]*<\/html>$/i);
  });

  it('also stream the loader data and error pages with the small window', async () => {
    const data = await get('/_data/rathaus/buergernachrichten/', { 'accept-encoding': 'br' });
    expect(data.headers['content-encoding']).toBe('br');
    expect(brotliWindowBits(data.raw[0]!)).toBeLessThanOrEqual(16);
    const missing = await get('/gibt-es-nicht', { 'accept-encoding': 'br', accept: 'text/html' });
    expect(missing.status).toBe(404);
    expect(brotliWindowBits(missing.raw[0]!)).toBeLessThanOrEqual(16);
  });

  it('are gzip-compressed for browsers without brotli', async () => {
    const res = await get('/', { 'accept-encoding': 'gzip', accept: 'text/html' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.raw).toString('utf8')).toMatch(/<\/html>$/);
  });
});

describe('public files', () => {
  const sprite = fs.readFileSync(path.join(process.cwd(), 'public', 'images', 'icons.svg'));

  it('are served precompressed, with a length, instead of compressed per request', async () => {
    const res = await get('/images/icons.svg', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(String(res.raw.length));
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(Buffer.compare(zlib.brotliDecompressSync(res.raw), sprite)).toBe(0);
    // Highest brotli level: smaller than what quality 4 gives per response.
    expect(res.raw.length).toBeLessThanOrEqual(zlib.brotliCompressSync(sprite, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length);

    const gz = await get('/images/icons.svg', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-length']).toBe(String(gz.raw.length));
    expect(Buffer.compare(zlib.gunzipSync(gz.raw), sprite)).toBe(0);
  });

  it('revalidate with their ETag, and go uncompressed to clients that ask for no encoding', async () => {
    const first = await get('/images/icons.svg', { 'accept-encoding': 'br' });
    const again = await get('/images/icons.svg', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    const plain = await get('/images/icons.svg', {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Buffer.compare(plain.raw, sprite)).toBe(0);
    expect((await get('/images/gibt-es-nicht.svg', { 'accept-encoding': 'br' })).status).toBe(404);
    expect([403, 404]).toContain((await get('/images/..%2F..%2Fpackage.json', { 'accept-encoding': 'br' })).status);
  });
});
