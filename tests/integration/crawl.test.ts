import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app';
import { pageText } from '../helpers/html';
import { jsonLdOf, jsonLdProblems } from '../helpers/publishing';

/**
 * The whole public site as a visitor's browser would walk it: every internal link and download
 * reached from the start page and the sitemap answers (no 404, no 5xx), and no page shows text that
 * a town still has to fill in (an "[… eintragen]" note or an unfilled {{setting}}).
 */

/** Text a visitor must never see: editorial notes and town settings that were not filled in. */
const PLACEHOLDERS: Array<[RegExp, string]> = [
  [/\[[^\]]{0,120}\b(eintragen|ergänzen|angeben|prüfen|einfügen)\b[^\]]{0,120}\]/i, 'Hinweis in eckigen Klammern'],
  [/\[\s*bitte[^\]]{0,120}\]/i, 'Hinweis in eckigen Klammern'],
  [/\{\{[^}]{0,80}\}\}/, 'nicht ersetzte Einstellung'],
  [/\b(TODO|FIXME|Lorem ipsum)\b/, 'Entwurfstext'],
  // A file type an editor wrote into a link text, and the one the link adds: "(PDF) (PDF, 2 KB)".
  [/[(\[](PDF|Text|DOCX?|XLSX?)[)\]]\s*\(\1\b/i, 'Dateityp doppelt'],
];

/** Query-string variants followed per path (filters, pages, months): enough to reach every item without walking calendars forever. */
const VARIANTS_PER_PATH = 6;
/** Hard stop, far above the site's size, so a link loop fails the test instead of hanging it. */
const MAX_URLS = 5_000;
const CONCURRENCY = 6;

type Site = Awaited<ReturnType<typeof testApp>>;

const ORIGIN = 'https://www.musterstadt.de';

interface Found {
  url: string;
  from: string;
}

function linksIn(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<(?:a|link)\b[^>]*?\shref="([^"]*)"/g)) out.push(m[1]!.replace(/&amp;/g, '&'));
  return out;
}

/** Site-relative URL to follow, or null for other origins, fragments, schemes, assets and the CMS API. */
function followable(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const url = href.split('#')[0]!;
  if (!url) return null;
  // Built assets and rendered images are checked by their own tests; the integration app has no build.
  if (/^\/(assets|bild|fonts|icons|api)(\/|\?|$)/.test(url)) return null;
  return url;
}

describe('crawl of the whole public site', () => {
  let site: Site;
  const pages = new Map<string, { status: number; from: string; routeId?: string; canonical?: string | null; noindex?: boolean }>();
  const inSitemap = new Set<string>();
  const placeholderHits: string[] = [];
  const headProblems: string[] = [];
  beforeAll(async () => {
    // With PUBLIC_URL, as a town runs it: every page names its canonical address.
    site = await testApp({ env: { PUBLIC_URL: ORIGIN } });
    const variants = new Map<string, number>();
    const queue: Found[] = [{ url: '/', from: '(Start)' }];
    const seen = new Set<string>(['/']);
    const sitemap = await request(site.app).get('/sitemap.xml');
    for (const m of sitemap.text.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)) {
      const url = m[1]!.replace(/&amp;/g, '&');
      inSitemap.add(decodeURI(url));
      if (!seen.has(url)) {
        seen.add(url);
        queue.push({ url, from: '/sitemap.xml' });
      }
    }
    const enqueue = (href: string, from: string) => {
      const url = followable(href);
      if (!url || seen.has(url) || seen.size >= MAX_URLS) return;
      const path = url.split('?')[0]!;
      if (url.includes('?')) {
        const n = variants.get(path) ?? 0;
        if (n >= VARIANTS_PER_PATH) return;
        variants.set(path, n + 1);
      }
      seen.add(url);
      queue.push({ url, from });
    };
    async function visit({ url, from }: Found) {
      const res = await request(site.app).get(url).redirects(0).buffer(true);
      pages.set(url, { status: res.status, from });
      if (res.status >= 300 && res.status < 400 && res.headers.location) enqueue(res.headers.location, url);
      if (res.status !== 200 || !/text\/html/.test(res.headers['content-type'] ?? '')) return;
      const html = res.text;
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null;
      pages.set(url, {
        status: res.status,
        from,
        routeId: /"routeId":"([^"]+)"/.exec(html)?.[1] ?? '',
        canonical: canonical?.startsWith(ORIGIN) ? decodeURI(canonical.slice(ORIGIN.length)) : canonical,
        noindex: /<meta name="robots" content="[^"]*noindex/.test(html),
      });
      const text = pageText(html);
      for (const [pattern, what] of PLACEHOLDERS) {
        const m = pattern.exec(text);
        if (m) placeholderHits.push(`${url}: ${what}: „${m[0]}“`);
      }
      // Open Graph on every public page, structured data complete wherever it is, the breadcrumb's trail as one.
      const head = html.slice(0, html.indexOf('</head>'));
      const indexable = !/<meta name="robots" content="[^"]*noindex/.test(head);
      if (indexable) {
        for (const p of ['og:title', 'og:url', 'og:image', 'og:type']) if (!head.includes(`<meta property="${p}" content="`)) headProblems.push(`${url}: ${p} fehlt`);
        if (!head.includes('<meta name="twitter:card"')) headProblems.push(`${url}: twitter:card fehlt`);
      }
      try {
        const blocks = jsonLdOf(html);
        for (const b of blocks) for (const problem of jsonLdProblems(b)) headProblems.push(`${url}: ${problem}`);
        if (indexable && html.includes('class="st-breadcrumb"') && !blocks.some((b) => b['@type'] === 'BreadcrumbList')) headProblems.push(`${url}: BreadcrumbList fehlt`);
      } catch (error) {
        headProblems.push(`${url}: JSON-LD nicht lesbar (${String(error)})`);
      }
      for (const href of linksIn(html)) enqueue(href, url);
    }
    while (queue.length > 0) {
      const batch = queue.splice(0, CONCURRENCY);
      await Promise.all(batch.map(visit));
    }
  }, 300_000);
  afterAll(async () => {
    await site.cleanup();
  });

  it('reaches the whole site without hitting the stop', () => {
    expect(pages.size).toBeGreaterThan(800);
    expect(pages.size).toBeLessThan(MAX_URLS);
  });

  it('finds no broken internal link: every page and download answers 200 or a redirect', () => {
    const broken = [...pages].filter(([, p]) => p.status >= 400).map(([url, p]) => `${p.status} ${url} (verlinkt auf ${p.from})`);
    expect(broken).toEqual([]);
  });

  it('shows no placeholder, editorial note or unfilled town setting on any page', () => {
    expect(placeholderHits).toEqual([]);
  });

  it('declares every page canonical to itself (its one address), lists and their pages to the list', () => {
    const wrong: string[] = [];
    for (const [url, p] of pages) {
      if (p.routeId === undefined) continue;
      const address = decodeURI(url.split('?')[0]!);
      // A page shown under a second address (an office in the service area) names its main address.
      if (p.canonical !== address && !(p.canonical && pages.get(encodeURI(p.canonical))?.canonical === p.canonical)) wrong.push(`${url}: ${p.canonical}`);
    }
    expect(wrong).toEqual([]);
  });

  it('has every page that a search engine may list in the sitemap, and none that it may not', () => {
    const missing: string[] = [];
    const unlisted: string[] = [];
    for (const [url, p] of pages) {
      if (p.routeId === undefined) continue;
      if (p.noindex) {
        if (inSitemap.has(decodeURI(url.split('?')[0]!))) unlisted.push(url);
      } else if (!inSitemap.has(p.canonical!)) missing.push(`${p.canonical} (gefunden als ${url})`);
    }
    expect([...new Set(missing)]).toEqual([]);
    expect(unlisted).toEqual([]);
  });

  it('describes every public page for sharing (Open Graph, Twitter card) and gives complete structured data', () => {
    expect(headProblems).toEqual([]);
  });

  it('links every page by its one address: no link leads through a redirect (ADR 32)', () => {
    const redirected = [...pages].filter(([, p]) => p.status >= 300 && p.status < 400).map(([url, p]) => `${p.status} ${url} (verlinkt auf ${p.from})`);
    expect(redirected).toEqual([]);
  });

  it('answers the other form of every page address (with or without the trailing slash) with a 301 to it, the query kept', async () => {
    // The form is the route's (ADR 32), whatever the item: a few addresses of every route the crawl reached.
    const perRoute = new Map<string, string[]>();
    for (const [url, p] of pages) {
      const address = url.split('?')[0]!;
      if (p.routeId === undefined || address === '/') continue;
      const list = perRoute.get(p.routeId) ?? [];
      if (list.length < 3 && !list.includes(address)) list.push(address);
      perRoute.set(p.routeId, list);
    }
    expect(perRoute.size).toBeGreaterThan(60);
    const addresses = [...perRoute.values()].flat();
    const wrong: string[] = [];
    for (let i = 0; i < addresses.length; i += CONCURRENCY) {
      await Promise.all(
        addresses.slice(i, i + CONCURRENCY).map(async (address) => {
          const other = address.endsWith('/') ? address.slice(0, -1) : `${address}/`;
          const res = await request(site.app).get(`${other}?form=1`).redirects(0);
          if (res.status !== 301 || res.headers.location !== `${address}?form=1`) wrong.push(`${other} → ${res.status} ${res.headers.location ?? ''}`);
        }),
      );
    }
    expect(wrong).toEqual([]);
  });
});
