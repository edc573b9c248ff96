import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import sharp from 'sharp';
import { testApp } from '../helpers/app';
import { MEDIA_DIR } from '../../server/cms/seed/dirs';
import { IMAGE_CONCURRENCY, IMAGE_QUEUE } from '../../server/media/image-service';
import { DECLARED_IMAGE_SIZES } from '../../shared/site/image-sizes';

/**
 * The image service under abuse: arbitrary sizes, a flood of work, missing and broken originals.
 * Originals are written by the test (plain colour, so they are quick); the demo images are not rendered.
 */
type Site = Awaited<ReturnType<typeof testApp>>;
const sites: Site[] = [];
const servers: http.Server[] = [];

afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
  for (const s of sites.splice(0)) await s.cleanup();
});

async function site(options: Parameters<typeof testApp>[0] = {}): Promise<Site> {
  const s = await testApp(options);
  sites.push(s);
  return s;
}

let original: Buffer;
beforeAll(async () => {
  original = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 40, g: 110, b: 60 } } })
    .jpeg()
    .toBuffer();
});

/** Writes the same original for each demo medium key (the seed's rows point at `medien/<key>.jpg`). */
function writeOriginals(dataDir: string, keys: string[], body = original) {
  fs.mkdirSync(path.join(dataDir, MEDIA_DIR), { recursive: true });
  for (const k of keys) fs.writeFileSync(path.join(dataDir, MEDIA_DIR, `${k}.jpg`), body);
}

const cacheDir = (s: Site) => path.join(s.dataDir, 'cache', 'bild');
const cached = (s: Site) => (fs.existsSync(cacheDir(s)) ? fs.readdirSync(cacheDir(s)).sort() : []);
const cachedBytes = (s: Site) => cached(s).reduce((n, f) => n + fs.statSync(path.join(cacheDir(s), f)).size, 0);
const bild = (key: string, query: string) => `/bild?src=/api/cms/medien/${key}.jpg&${query}`;
const isDeclared = (w: number, h: number | undefined) => DECLARED_IMAGE_SIZES.some((s) => s.w === w && s.h === h);

async function imageSize(body: Buffer) {
  const m = await sharp(body).metadata();
  return { w: m.width, h: m.height, format: m.format };
}

describe('image sizes', () => {
  it('answers any other size with the nearest declared one, so a flood of sizes adds only declared variants', async () => {
    const s = await site();
    writeOriginals(s.dataDir, ['rathaus']);
    const card = await request(s.app).get(bild('rathaus', 'w=401&h=268'));
    expect(card.status).toBe(200);
    expect(await imageSize(card.body)).toEqual({ w: 400, h: 267, format: 'jpeg' });
    const hero = await request(s.app).get(bild('rathaus', 'w=1999&h=640'));
    expect(await imageSize(hero.body)).toEqual({ w: 2000, h: 650, format: 'jpeg' });
    const lead = await request(s.app).get(bild('rathaus', 'w=1000'));
    expect(await imageSize(lead.body)).toMatchObject({ w: 990, h: 660 });

    for (let w = 100; w < 2000; w += 50) {
      const res = await request(s.app).get(bild('rathaus', `w=${w}&h=${Math.round(w / 1.7)}`));
      expect(res.status).toBe(200);
      expect((await request(s.app).get(bild('rathaus', `w=${w + 3}`))).status).toBe(200);
    }
    // 76 distinct sizes requested, as JPEG only: at most one file per declared size.
    expect(cached(s).length).toBeLessThanOrEqual(DECLARED_IMAGE_SIZES.length);
  });

  it('keeps answering 400 for sizes outside the service range', async () => {
    const s = await site();
    expect((await request(s.app).get(bild('rathaus', 'w=2001'))).status).toBe(400);
    expect((await request(s.app).get(bild('rathaus', 'w=abc'))).status).toBe(400);
    expect((await request(s.app).get(bild('rathaus', 'w=400&h=0'))).status).toBe(400);
  });

  it('pages ask only for declared sizes (hero, cards, rows, lead images)', async () => {
    const s = await site();
    const list = (await request(s.app).get('/api/cms/aktuelles_rubrik/buergernachrichten/aktuelles?seite=1&pro_seite=1')).body as { data: { slug: string }[] };
    const pages = ['/', '/rathaus/buergernachrichten/', `/rathaus/buergernachrichten/${list.data[0]!.slug}`];
    const urls: string[] = [];
    for (const p of pages) {
      const html = (await request(s.app).get(p)).text;
      urls.push(...[...html.matchAll(/\/bild\?[^"\s,]+/g)].map((m) => m[0].replace(/&amp;/g, '&')));
    }
    expect(urls.length).toBeGreaterThan(10);
    // The lead image of the news detail is among them (uncropped, no height).
    expect(urls.some((u) => !/[?&]h=/.test(u))).toBe(true);
    for (const u of urls) {
      const q = new URL(u, 'http://x').searchParams;
      const h = q.has('h') ? Number(q.get('h')) : undefined;
      expect(isDeclared(Number(q.get('w')), h), u).toBe(true);
    }
  });
});

describe('image negotiation and headers', () => {
  it('serves WebP to browsers that take it, JPEG otherwise, varying on Accept', async () => {
    const s = await site();
    writeOriginals(s.dataDir, ['rathaus']);
    const webp = await request(s.app).get(bild('rathaus', 'w=600&h=400')).set('accept', 'image/avif,image/webp,*/*');
    expect(webp.status).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toMatch(/\bAccept\b/);
    expect(webp.headers['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=86400');
    expect(await imageSize(webp.body)).toEqual({ w: 600, h: 400, format: 'webp' });
    const jpeg = await request(s.app).get(bild('rathaus', 'w=600&h=400')).set('accept', 'image/*');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers.vary).toMatch(/\bAccept\b/);
    // A second request is a cache hit with the same bytes.
    const again = await request(s.app).get(bild('rathaus', 'w=600&h=400')).set('accept', 'image/webp');
    expect(Buffer.compare(again.body, webp.body)).toBe(0);
  });

  it('renders the blurred placeholder 16 px wide in the ratio of the size it stands for', async () => {
    const s = await site();
    writeOriginals(s.dataDir, ['rathaus']);
    const res = await request(s.app).get(bild('rathaus', 'w=800&h=533&blur=1'));
    expect(res.status).toBe(200);
    expect(await imageSize(res.body)).toEqual({ w: 16, h: 11, format: 'jpeg' });
  });
});

describe('image cache bound', () => {
  const keys = ['rathaus', 'marktplatz', 'kirche', 'bach', 'fachwerk'];

  /** Size of one variant; every key has the same original, so every key's variant has this size. */
  async function variantBytes() {
    const s = await site();
    writeOriginals(s.dataDir, ['rathaus']);
    return (await request(s.app).get(bild('rathaus', 'w=240&h=160'))).body.length as number;
  }

  it('keeps the cache within its bytes, evicting the least recently used variant', async () => {
    const one = await variantBytes();
    const s = await site({ config: { imageCacheBytes: Math.floor(3.5 * one) } });
    writeOriginals(s.dataDir, keys);
    const fileOf: Record<string, string> = {};
    for (const k of keys.slice(0, 3)) {
      const before = new Set(cached(s));
      expect((await request(s.app).get(bild(k, 'w=240&h=160'))).status).toBe(200);
      fileOf[k] = cached(s).find((f) => !before.has(f))!;
    }
    expect(cached(s)).toHaveLength(3);
    // rathaus is used again, so marktplatz is now the least recently used.
    expect((await request(s.app).get(bild('rathaus', 'w=240&h=160'))).status).toBe(200);
    expect((await request(s.app).get(bild('bach', 'w=240&h=160'))).status).toBe(200);
    expect(cached(s)).toHaveLength(3);
    expect(cached(s)).toContain(fileOf.rathaus);
    expect(cached(s)).toContain(fileOf.kirche);
    expect(cached(s)).not.toContain(fileOf.marktplatz);
    expect(cachedBytes(s)).toBeLessThanOrEqual(3.5 * one);
  });

  it('holds the bound across a restart, dropping the variants used longest ago first', async () => {
    const one = await variantBytes();
    const first = await site();
    writeOriginals(first.dataDir, keys);
    const fileOf: Record<string, string> = {};
    for (const [i, k] of keys.entries()) {
      const before = new Set(cached(first));
      await request(first.app).get(bild(k, 'w=240&h=160'));
      fileOf[k] = cached(first).find((f) => !before.has(f))!;
      // Last used i hours ago, the first key longest ago.
      const t = new Date(Date.now() - (keys.length - i) * 3_600_000);
      fs.utimesSync(path.join(cacheDir(first), fileOf[k]), t, t);
    }
    fs.writeFileSync(path.join(cacheDir(first), `${fileOf.rathaus}.1234.tmp`), 'halb geschrieben');
    await first.close();

    // The same folder under a smaller bound: the start trims it to the two most recent variants.
    const second = await site({ config: { dataDir: first.dataDir, imageCacheBytes: Math.floor(2.5 * one) } });
    expect(cached(second).sort()).toEqual([fileOf.bach, fileOf.fachwerk].sort());
    // The order survived: a new variant evicts bach, the older of the two.
    writeOriginals(second.dataDir, ['wiesental']);
    await request(second.app).get(bild('wiesental', 'w=240&h=160'));
    expect(cached(second)).toContain(fileOf.fachwerk);
    expect(cached(second)).not.toContain(fileOf.bach);
    expect(cachedBytes(second)).toBeLessThanOrEqual(2.5 * one);
  });
});

/** A fake upstream CMS serving image originals; its answers can be held back or broken. */
async function upstreamCms(handler: (key: string, res: http.ServerResponse) => void) {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    const key = /^\/api\/cms\/medien\/([a-z0-9-]+)\.jpg$/.exec(req.url ?? '')?.[1];
    if (!key) {
      res.writeHead(404).end();
      return;
    }
    hits.push(key);
    handler(key, res);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, hits };
}

async function until(done: () => boolean, ms = 5_000) {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
}

describe('image work under load', () => {
  it('runs a few renders at a time, queues a bounded number and refuses the rest at once with 503', async () => {
    const held: http.ServerResponse[] = [];
    const upstream = await upstreamCms((_key, res) => held.push(res));
    const s = await site({ env: { CMS_URL: upstream.url, CMS_TIMEOUT_MS: '10000' } });
    const server = http.createServer(s.app);
    servers.push(server);
    const extra = 3;
    const total = IMAGE_CONCURRENCY + IMAGE_QUEUE + extra;
    const answers: request.Response[] = [];
    const all = Array.from({ length: total }, (_, i) =>
      request(server)
        .get(bild(`bild-${i}`, 'w=400&h=267'))
        .then((res) => {
          answers.push(res);
          return res;
        }),
    );
    // While the upstream holds every original, only the running renders reach it.
    await until(() => answers.length >= extra || upstream.hits.length > IMAGE_CONCURRENCY);
    expect(upstream.hits).toHaveLength(IMAGE_CONCURRENCY);
    expect(answers).toHaveLength(extra);
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toMatch(/ausgelastet/);
    }
    // Released, the queue drains and every queued request gets its image.
    const release = () => {
      for (const res of held.splice(0)) res.writeHead(200, { 'content-type': 'image/jpeg' }).end(original);
    };
    const timer = setInterval(release, 5);
    const results = await Promise.all(all).finally(() => clearInterval(timer));
    expect(results.filter((r) => r.status === 200)).toHaveLength(IMAGE_CONCURRENCY + IMAGE_QUEUE);
    expect(results.filter((r) => r.status === 503)).toHaveLength(extra);
  });
});

describe('missing and broken originals', () => {
  it('answers 404 for an unknown image and 502 for an original that is no image, in German, never 500', async () => {
    const s = await site();
    writeOriginals(s.dataDir, ['kirche'], Buffer.from('kein Bild'));
    const missing = await request(s.app).get(bild('gibt-es-nicht', 'w=400&h=267'));
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
    expect(missing.text).toBe('Bild nicht gefunden.');
    // rathaus has a row but no file (the demo images were not rendered).
    expect((await request(s.app).get(bild('rathaus', 'w=400&h=267'))).status).toBe(404);
    const broken = await request(s.app).get(bild('kirche', 'w=400&h=267'));
    expect(broken.status).toBe(502);
    expect(broken.headers['content-type']).toMatch(/^text\/plain/);
    expect(broken.text).toBe('Das Bild konnte nicht geladen werden.');
  });

  it('answers 502 when the upstream CMS fails or is unreachable, and 404 when it has no such image', async () => {
    const upstream = await upstreamCms((key, res) => {
      if (key === 'fehler') res.writeHead(500).end('Interner Fehler');
      else if (key === 'kaputt') res.writeHead(200, { 'content-type': 'image/jpeg' }).end('kein Bild');
      else res.writeHead(404).end();
    });
    const s = await site({ env: { CMS_URL: upstream.url, CMS_TIMEOUT_MS: '2000' } });
    expect((await request(s.app).get(bild('fehler', 'w=400&h=267'))).status).toBe(502);
    expect((await request(s.app).get(bild('kaputt', 'w=400&h=267'))).status).toBe(502);
    expect((await request(s.app).get(bild('fehlt', 'w=400&h=267'))).status).toBe(404);

    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as { port: number }).port;
    await new Promise((r) => closed.close(r));
    const down = await site({ env: { CMS_URL: `http://127.0.0.1:${port}`, CMS_TIMEOUT_MS: '2000' } });
    const res = await request(down.app).get(bild('rathaus', 'w=400&h=267'));
    expect(res.status).toBe(502);
    expect(res.text).toBe('Das Bild konnte nicht geladen werden.');
  });
});
