import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { tempDataDir, testApp } from '../helpers/app';
import { precompress } from '../../scripts/build';

let site: Awaited<ReturnType<typeof testApp>>;
let distDir: string;
const body = `export const text = ${JSON.stringify('Müllabfuhr '.repeat(500))};\n`;

beforeAll(async () => {
  distDir = tempDataDir('st-dist-');
  const assets = path.join(distDir, 'client', 'assets');
  fs.mkdirSync(assets, { recursive: true });
  fs.writeFileSync(path.join(assets, 'entry-ABC123.js'), body);
  await precompress(assets);
  site = await testApp({ config: { distDir } });
});
afterAll(async () => {
  await site.cleanup();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('hashed assets', () => {
  it('serves the brotli file when the browser accepts br', async () => {
    // Raw bytes: the test client would decode brotli itself and hide what was sent.
    const server = http.createServer(site.app).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as { port: number };
    const { headers, raw } = await new Promise<{ headers: http.IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/assets/entry-ABC123.js', headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, raw: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    server.close();
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(zlib.brotliDecompressSync(raw).toString()).toBe(body);
    expect(raw.length).toBeLessThan(Buffer.byteLength(body) / 10);
  });

  it('serves gzip to browsers without brotli, and plain files otherwise', async () => {
    const gz = await request(site.app).get('/assets/entry-ABC123.js').set('accept-encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(body);
    const plain = await request(site.app).get('/assets/entry-ABC123.js').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(body);
  });

  it('marks assets immutable for a year', async () => {
    for (const enc of ['br', 'identity']) {
      const res = await request(site.app).get('/assets/entry-ABC123.js').set('accept-encoding', enc);
      expect(res.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    }
  });

  it('answers 404 for unknown assets instead of rendering a page', async () => {
    const res = await request(site.app).get('/assets/entry-GIBTSNICHT.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<html');
  });
});
