import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import sharp from 'sharp';
import { testApp } from '../helpers/app';
import { MEDIA_DIR } from '../../server/cms/seed/dirs';
import { DECLARED_IMAGE_SIZES, PLACEHOLDER_WIDTH } from '../../shared/site/image-sizes';

/**
 * Image service (spec §7): `crop` as well as `fit`, and the blurred 16 px placeholder that the hero,
 * news and event images show while they load. Sizes stay limited to the declared list.
 */
let site: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  site = await testApp();
  // Red above, blue below: where a crop keeps the picture shows in its colour.
  const half = (r: number, b: number) =>
    sharp({ create: { width: 2400, height: 800, channels: 3, background: { r, g: 0, b } } })
      .png()
      .toBuffer();
  const original = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .composite([
      { input: await half(255, 0), top: 0, left: 0 },
      { input: await half(0, 255), top: 800, left: 0 },
    ])
    .jpeg()
    .toBuffer();
  fs.mkdirSync(path.join(site.dataDir, MEDIA_DIR), { recursive: true });
  // A medium the seed knows (marktplatz); the demo images are not rendered in integration tests.
  fs.writeFileSync(path.join(site.dataDir, MEDIA_DIR, 'marktplatz.jpg'), original);
});
afterAll(async () => {
  await site?.cleanup();
});

const bild = (query: string) => request(site.app).get(`/bild?src=/api/cms/medien/marktplatz.jpg&${query}`);

async function colour(body: Buffer) {
  const { channels } = await sharp(body).stats();
  return { r: Math.round(channels[0]!.mean), b: Math.round(channels[2]!.mean) };
}

describe('fit and crop', () => {
  it('crops a cover variant where crop says: the middle by default, or an edge', async () => {
    // The hero's 2000 × 650 from a 3:2 original: a strip is cut out.
    const centre = await colour((await bild('w=2000&h=650')).body);
    const top = await colour((await bild('w=2000&h=650&crop=top')).body);
    const bottom = await colour((await bild('w=2000&h=650&crop=bottom')).body);
    expect(top.r).toBeGreaterThan(200);
    expect(top.b).toBeLessThan(50);
    expect(bottom.b).toBeGreaterThan(200);
    expect(bottom.r).toBeLessThan(50);
    // The middle strip is half red, half blue.
    expect(centre.r).toBeGreaterThan(90);
    expect(centre.b).toBeGreaterThan(90);
    expect((await bild('w=2000&h=650&crop=attention')).status).toBe(200);
  });

  it('fit=inside keeps the whole picture within the size, and ignores crop', async () => {
    const res = await bild('w=2000&h=650&fit=inside&crop=top');
    expect(res.status).toBe(200);
    const meta = await sharp(res.body).metadata();
    expect(meta.height).toBe(650);
    expect(meta.width).toBe(975);
    const c = await colour(res.body);
    expect(c.r).toBeGreaterThan(90);
    expect(c.b).toBeGreaterThan(90);
  });

  it('answers an unknown fit or crop with 400 and a German message', async () => {
    for (const q of ['w=400&h=267&fit=fill', 'w=400&h=267&crop=gesicht', 'w=400&h=267&crop=__proto__', 'w=400&h=267&crop=']) {
      const res = await bild(q);
      expect(res.status, q).toBe(400);
      expect(res.text).toBe('Ungültige Bildparameter.');
    }
  });

  it('adds at most the declared sizes per crop to the cache, whatever sizes are asked for', async () => {
    const dir = path.join(site.dataDir, 'cache', 'bild');
    const before = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
    for (let w = 300; w <= 2000; w += 100) {
      expect((await bild(`w=${w}&h=${Math.round(w / 2)}&crop=bottom`).set('accept', 'image/jpeg')).status).toBe(200);
    }
    const added = fs.readdirSync(dir).length - before;
    expect(added).toBeLessThanOrEqual(DECLARED_IMAGE_SIZES.filter((s) => s.h).length);
  });
});

describe('blurred placeholder', () => {
  it('is 16 px wide in the ratio of its size, with or without a crop', async () => {
    const hero = await sharp((await bild('w=575&h=600&blur=1')).body).metadata();
    expect({ w: hero.width, h: hero.height }).toEqual({ w: PLACEHOLDER_WIDTH, h: 17 });
    const lead = await sharp((await bild('w=990&blur=1')).body).metadata();
    expect({ w: lead.width, h: lead.height }).toEqual({ w: PLACEHOLDER_WIDTH, h: 11 });
    const small = await bild('w=800&h=533&blur=1');
    expect(small.body.length).toBeLessThan(2_000);
  });

  it('stands behind the hero, the news cards and the lead images of news and events', async () => {
    const home = (await request(site.app).get('/')).text;
    const hero = /<div class="st-hero__media"><picture class="st-hero__placeholder">([\s\S]*?)<\/picture>/.exec(home);
    expect(hero, 'Platzhalter im Hero').not.toBeNull();
    expect(hero![1]).toMatch(/srcSet="\/bild\?[^"]*&amp;blur=1"/);
    expect(hero![1]).toMatch(/<img src="\/bild\?[^"]*w=2000&amp;h=650&amp;blur=1"[^>]* alt="" aria-hidden="true"/);
    const cards = [...home.matchAll(/<span class="st-img st-card__image"><img class="st-img__placeholder" src="([^"]+)"/g)];
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) expect(c[1]).toMatch(/&amp;blur=1$/);

    const news = (await request(site.app).get('/api/cms/aktuelles_rubrik/buergernachrichten/aktuelles?seite=1&pro_seite=20')).body as {
      data: { slug: string; bild: unknown }[];
    };
    const events = (await request(site.app).get('/api/cms/veranstaltungen?pro_seite=100')).body as { data: { slug: string; bild: unknown }[] };
    const pages = [`/rathaus/buergernachrichten/${news.data.find((n) => n.bild)!.slug}`, `/gaeste/veranstaltungen/${events.data.find((e) => e.bild)!.slug}`];
    for (const p of pages) {
      const html = (await request(site.app).get(p)).text;
      expect(html, p).toMatch(/<figure class="st-figure"><span class="st-img"><img class="st-img__placeholder" src="\/bild\?[^"]*&amp;blur=1"/);
    }
  });
});
