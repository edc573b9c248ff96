import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import sharp from 'sharp';
import { testApp } from '../helpers/app';
import { child, childrenNamed, jsonLdOf, jsonLdProblems, parseXml } from '../helpers/publishing';
import { FEEDS, feedPath } from '../../shared/site/feeds';
import { TOWN } from '../../shared/site/town';

/**
 * The publishing conventions a town's site is expected to keep (issue "go live"): robots.txt,
 * security.txt, the favicon, the sitemap's dates, the feeds of the lists, Open Graph and structured
 * data. The crawl test checks Open Graph and the structured data of every page; this file the details.
 */

const ORIGIN = 'https://www.musterstadt.de';
type Site = Awaited<ReturnType<typeof testApp>>;
let site: Site;

beforeAll(async () => {
  site = await testApp({ env: { PUBLIC_URL: ORIGIN } });
});
afterAll(async () => {
  await site.cleanup();
});

const get = (path: string) => request(site.app).get(path).buffer(true);

describe('robots.txt and security.txt', () => {
  it('names the sitemap and keeps crawlers out of the signed-in areas, the API and the data endpoints', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.text.split('\n');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const p of ['/intranet', '/ratsinfo', '/api/', '/_data/', '/oparl/']) expect(lines).toContain(`Disallow: ${p}`);
    expect(lines[0]).toBe('User-agent: *');
  });

  it('answers /.well-known/security.txt with the fields of RFC 9116 from the town settings', async () => {
    const res = await get('/.well-known/security.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const fields = res.text
      .trim()
      .split('\n')
      .map((l) => /^([A-Za-z-]+): (.+)$/.exec(l)!)
      .map((m) => [m[1]!, m[2]!]);
    const of = (name: string) => fields.filter(([k]) => k === name).map(([, v]) => v);
    expect(of('Contact')).toEqual([...TOWN.securityTxt.contact]);
    expect(of('Contact').every((c) => c !== undefined && /^(mailto:|https:\/\/)/.test(c))).toBe(true);
    // Exactly one Expires, an RFC 3339 instant (RFC 9116 §2.5.5).
    expect(of('Expires')).toHaveLength(1);
    expect(of('Expires')[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(new Date(of('Expires')[0] ?? '').getTime()).toBe(new Date(TOWN.securityTxt.expires).getTime());
    expect(of('Canonical')).toEqual([`${ORIGIN}/.well-known/security.txt`]);
    expect(of('Preferred-Languages')).toEqual(['de, en']);
    const legacy = await get('/security.txt').redirects(0);
    expect([legacy.status, legacy.headers.location]).toEqual([301, '/.well-known/security.txt']);
  });
});

describe('favicon and the picture for sharing', () => {
  it('serves /favicon.ico as an ICO of the crest in 16, 32 and 48 pixels', async () => {
    const res = await get('/favicon.ico');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    const ico = res.body as Buffer;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const length = ico.readUInt32LE(6 + 16 * i + 8);
      const offset = ico.readUInt32LE(6 + 16 * i + 12);
      const png = ico.subarray(offset, offset + length);
      const meta = await sharp(png).metadata();
      expect(meta.format).toBe('png');
      expect(meta.width).toBe(ico.readUInt8(6 + 16 * i));
      sizes.push(meta.width!);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('serves the crest as a 1200 × 630 picture for pages without their own', async () => {
    const res = await get('/images/wappen-teilen.png');
    expect(res.status).toBe(200);
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });
});

describe('sitemap', () => {
  it('is well-formed XML of the sitemap protocol with lastmod, and lists the hubs and forms', async () => {
    const res = await get('/sitemap.xml');
    const urlset = parseXml(res.text);
    expect(urlset.name).toBe('urlset');
    expect(urlset.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const entries = childrenNamed(urlset, 'url').map((u) => ({ loc: child(u, 'loc')!.text, lastmod: child(u, 'lastmod')?.text }));
    const locs = new Set(entries.map((e) => e.loc));
    expect(locs.size).toBe(entries.length);
    for (const e of entries) {
      expect(e.loc.startsWith(`${ORIGIN}/`), e.loc).toBe(true);
      if (e.lastmod) expect(e.lastmod, e.loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
    expect(entries.filter((e) => e.lastmod).length).toBeGreaterThan(entries.length * 0.8);
    for (const hub of [
      '/wirtschaft/gewerbeverzeichnis/',
      '/wirtschaft/gewerbeverzeichnis/handwerk',
      '/wirtschaft/abfallkalender/',
      '/wirtschaft/baustellen/',
      '/musterstadt/fraktionen/',
      '/musterstadt/ausschuesse/',
      '/musterstadt/ortschaftsraete/',
      '/musterstadt/personen/',
      '/musterstadt/ratstermine/',
      '/rathaus/schadensmeldung/',
      '/rathaus/fehler-melden/',
      '/rathaus/kontakt/',
      '/rathaus/wegweiser/',
      '/rathaus/wegweiser/lebenslagen/',
      '/rathaus/wegweiser/verfahren',
      '/rathaus/wegweiser/verfahren/a',
      '/rathaus/wegweiser/formulare',
    ]) {
      expect(locs.has(`${ORIGIN}${hub}`), hub).toBe(true);
    }
    expect(childrenNamed(urlset, 'url').length).toBeGreaterThan(600);
    // A category's date is that of its newest entry: the same as one of the entries below it.
    const handwerk = entries.find((e) => e.loc === `${ORIGIN}/wirtschaft/gewerbeverzeichnis/handwerk`)!;
    expect(entries.some((e) => e.loc.startsWith(`${handwerk.loc}/`) && e.lastmod === handwerk.lastmod)).toBe(true);
    for (const never of ['/intranet', '/ratsinfo', '/rathaus/suche', '/stadtleben/veranstaltungen/', '/servicebw/fachbereiche'])
      expect(locs.has(`${ORIGIN}${never}`), never).toBe(false);
  });
});

describe('feeds', () => {
  it.each(FEEDS.map((f) => [f.key, f] as const))('%s: RSS 2.0 that parses as XML, named by its list page', async (_key, feed) => {
    const res = await get(feedPath(feed.key));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const rss = parseXml(res.text);
    expect([rss.name, rss.attributes.version]).toEqual(['rss', '2.0']);
    const channel = child(rss, 'channel')!;
    for (const name of ['title', 'link', 'description', 'language']) expect(child(channel, name)?.text, name).toBeTruthy();
    expect(child(channel, 'link')!.text).toBe(`${ORIGIN}${feed.lists[0]}`);
    expect(child(channel, 'atom:link')!.attributes).toMatchObject({ rel: 'self', href: `${ORIGIN}${feedPath(feed.key)}` });
    const items = childrenNamed(channel, 'item');
    if (['buergernachrichten', 'rathausnachrichten', 'amtsblatt', 'bekanntmachungen', 'ausschreibungen', 'veranstaltungen'].includes(feed.key)) {
      expect(items.length, feed.key).toBeGreaterThan(0);
    }
    for (const item of items) {
      expect(child(item, 'title')!.text.length).toBeGreaterThan(0);
      expect(child(item, 'link')!.text).toMatch(new RegExp(`^${ORIGIN}/`));
      expect(child(item, 'guid')!.text.length).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(child(item, 'pubDate')!.text))).toBe(false);
    }
    for (const list of feed.lists) {
      const page = await get(list);
      expect(page.text, list).toContain(
        `<link rel="alternate" type="application/rss+xml" title="${feed.title} – Stadt Musterstadt" href="${feedPath(feed.key)}">`,
      );
    }
  });

  it('carries the gazette issues with their PDF and the news with their links in order', async () => {
    const amtsblatt = child(parseXml((await get(feedPath('amtsblatt'))).text), 'channel')!;
    const enclosure = child(childrenNamed(amtsblatt, 'item')[0]!, 'enclosure')!;
    expect(enclosure.attributes.type).toBe('application/pdf');
    expect((await get(enclosure.attributes.url!.slice(ORIGIN.length))).status).toBe(200);
    const news = childrenNamed(child(parseXml((await get(feedPath('buergernachrichten'))).text), 'channel')!, 'item');
    const dates = news.map((i) => Date.parse(child(i, 'pubDate')!.text));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect((await get(child(news[0]!, 'link')!.text.slice(ORIGIN.length))).status).toBe(200);
  });
});

describe('Open Graph and structured data', () => {
  it('describes the town with address, phone and opening hours on the home and contact pages', async () => {
    for (const path of ['/', '/rathaus/kontakt/']) {
      const blocks = jsonLdOf((await get(path)).text);
      const org = blocks.find((b) => b['@type'] === 'GovernmentOrganization');
      expect(org, path).toBeDefined();
      expect(jsonLdProblems(org!)).toEqual([]);
      expect(org!.telephone).toBe(TOWN.phone);
      expect(org!.address.streetAddress).toBe(TOWN.address.street);
      // The Bürgerbüro's Saturdays (1st and 3rd of the month) as dated hours.
      const saturdays = org!.department.openingHoursSpecification.filter((h: any) => h.dayOfWeek === 'https://schema.org/Saturday');
      expect(saturdays.length).toBeGreaterThan(0);
      for (const s of saturdays) expect(new Date(`${s.validFrom}T12:00:00Z`).getUTCDate()).toBeLessThanOrEqual(21);
    }
  });

  it('gives a news item an article with its picture and an event its dates, place and organizer', async () => {
    const list = await get('/rathaus/buergernachrichten/');
    const newsPath = /href="(\/rathaus\/buergernachrichten\/[a-z0-9-]+_\d+)"/.exec(list.text)![1]!;
    const news = (await get(newsPath)).text;
    const article = jsonLdOf(news).find((b) => b['@type'] === 'NewsArticle')!;
    expect(jsonLdProblems(article)).toEqual([]);
    expect(article.url).toBe(`${ORIGIN}${newsPath}`);
    expect(news).toContain('<meta property="og:type" content="article">');
    expect(news).toMatch(/<meta property="og:image" content="https:\/\/www\.musterstadt\.de\/bild\?src=[^"]+&amp;w=1200&amp;h=630">/);
    expect(news).toContain('<meta name="twitter:card" content="summary_large_image">');
    const events = await get('/gaeste/veranstaltungen/');
    const eventPath = /href="(\/gaeste\/veranstaltungen\/[a-z0-9-]+_\d+)"/.exec(events.text)![1]!;
    const event = jsonLdOf((await get(eventPath)).text).find((b) => b['@type'] === 'Event')!;
    expect(jsonLdProblems(event)).toEqual([]);
    expect(event.startDate).toMatch(/[+-]\d{2}:\d{2}$|^\d{4}-\d{2}-\d{2}$/);
  });

  it('names the crest for a page without a picture, and says nothing of the kind on error and private pages', async () => {
    const page = (await get('/rathaus/impressum/')).text;
    expect(page).toContain(`<meta property="og:image" content="${ORIGIN}/images/wappen-teilen.png">`);
    expect(page).toContain(`<meta property="og:url" content="${ORIGIN}/rathaus/impressum/">`);
    expect(page).toContain('<meta name="twitter:card" content="summary">');
    const crumbs = jsonLdOf(page).find((b) => b['@type'] === 'BreadcrumbList')!;
    expect(jsonLdProblems(crumbs)).toEqual([]);
    expect(crumbs.itemListElement.at(-1).item).toBe(`${ORIGIN}/rathaus/impressum/`);
    for (const path of ['/gibt-es-nicht/', '/intranet']) {
      const html = (await get(path)).text;
      expect(html, path).not.toContain('og:title');
      expect(html, path).not.toContain('application/ld+json');
      expect(html, path).toContain('<meta name="robots" content="noindex">');
    }
  });
});
