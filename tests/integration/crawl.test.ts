import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app';
import { jsonLdOf, jsonLdProblems } from '../helpers/publishing';
import { brokenLinks, crawl, CONCURRENCY, MAX_URLS, type CrawlResult } from '../helpers/crawl';

/**
 * The whole public site as a visitor's browser would walk it: every internal link and download
 * reached from the start page and the sitemap answers (no 404, no 5xx), and no page shows text that
 * a town still has to fill in (an "[… eintragen]" note or an unfilled {{setting}}).
 */

type Site = Awaited<ReturnType<typeof testApp>>;

const ORIGIN = 'https://www.musterstadt.de';

describe('crawl of the whole public site', () => {
  let site: Site;
  let result: CrawlResult;
  /** What each HTML page answered 200 says of itself. */
  const meta = new Map<string, { routeId: string; canonical: string | null; noindex: boolean }>();
  const headProblems: string[] = [];
  beforeAll(async () => {
    // With PUBLIC_URL, as a town runs it: every page names its canonical address.
    site = await testApp({ env: { PUBLIC_URL: ORIGIN } });
    result = await crawl(
      async (url) => {
        const res = await request(site.app).get(url).redirects(0).buffer(true);
        return { status: res.status, headers: res.headers, text: res.text };
      },
      {
        onPage(url, html) {
          const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null;
          meta.set(url, {
            routeId: /"routeId":"([^"]+)"/.exec(html)?.[1] ?? '',
            canonical: canonical?.startsWith(ORIGIN) ? decodeURI(canonical.slice(ORIGIN.length)) : canonical,
            noindex: /<meta name="robots" content="[^"]*noindex/.test(html),
          });
          // Open Graph on every public page, structured data complete wherever it is, the breadcrumb's trail as one.
          const head = html.slice(0, html.indexOf('</head>'));
          const indexable = !/<meta name="robots" content="[^"]*noindex/.test(head);
          if (indexable) {
            for (const p of ['og:title', 'og:url', 'og:image', 'og:type'])
              if (!head.includes(`<meta property="${p}" content="`)) headProblems.push(`${url}: ${p} fehlt`);
            if (!head.includes('<meta name="twitter:card"')) headProblems.push(`${url}: twitter:card fehlt`);
          }
          try {
            const blocks = jsonLdOf(html);
            for (const b of blocks) for (const problem of jsonLdProblems(b)) headProblems.push(`${url}: ${problem}`);
            if (indexable && html.includes('class="st-breadcrumb"') && !blocks.some((b) => b['@type'] === 'BreadcrumbList'))
              headProblems.push(`${url}: BreadcrumbList fehlt`);
          } catch (error) {
            headProblems.push(`${url}: JSON-LD nicht lesbar (${String(error)})`);
          }
        },
      },
    );
  }, 300_000);
  afterAll(async () => {
    await site.cleanup();
  });

  it('reaches the whole site without hitting the stop', () => {
    expect(result.pages.size).toBeGreaterThan(800);
    expect(result.pages.size).toBeLessThan(MAX_URLS);
  });

  it('finds no broken internal link: every page and download answers 200 or a redirect', () => {
    expect(brokenLinks(result.pages)).toEqual([]);
  });

  it('shows no placeholder, editorial note or unfilled town setting on any page', () => {
    expect(result.placeholderHits).toEqual([]);
  });

  it('declares every page canonical to itself (its one address), lists and their pages to the list', () => {
    const wrong: string[] = [];
    for (const [url, p] of meta) {
      const address = decodeURI(url.split('?')[0]!);
      // A page shown under a second address (an office in the service area) names its main address.
      if (p.canonical !== address && !(p.canonical && meta.get(encodeURI(p.canonical))?.canonical === p.canonical)) wrong.push(`${url}: ${p.canonical}`);
    }
    expect(wrong).toEqual([]);
  });

  it('has every page that a search engine may list in the sitemap, and none that it may not', () => {
    const missing: string[] = [];
    const unlisted: string[] = [];
    for (const [url, p] of meta) {
      if (p.noindex) {
        if (result.inSitemap.has(decodeURI(url.split('?')[0]!))) unlisted.push(url);
      } else if (!result.inSitemap.has(p.canonical!)) missing.push(`${p.canonical} (gefunden als ${url})`);
    }
    expect([...new Set(missing)]).toEqual([]);
    expect(unlisted).toEqual([]);
  });

  it('describes every public page for sharing (Open Graph, Twitter card) and gives complete structured data', () => {
    expect(headProblems).toEqual([]);
  });

  it('links every page by its one address: no link leads through a redirect (ADR 32)', () => {
    const redirected = [...result.pages].filter(([, p]) => p.status >= 300 && p.status < 400).map(([url, p]) => `${p.status} ${url} (verlinkt auf ${p.from})`);
    expect(redirected).toEqual([]);
  });

  it('answers the other form of every page address (with or without the trailing slash) with a 301 to it, the query kept', async () => {
    // The form is the route's (ADR 32), whatever the item: a few addresses of every route the crawl reached.
    const perRoute = new Map<string, string[]>();
    for (const [url, p] of meta) {
      const address = url.split('?')[0]!;
      if (address === '/') continue;
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
