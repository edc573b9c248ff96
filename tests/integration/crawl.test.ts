import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app';
import { brokenLinks, crawl, MAX_URLS, type CrawlResult } from '../helpers/crawl';

/**
 * The whole public site as a visitor's browser would walk it: every internal link and download
 * reached from the start page and the sitemap answers (no 404, no 5xx), and no page shows text that
 * a town still has to fill in (an "[… eintragen]" note or an unfilled {{setting}}).
 */

type Site = Awaited<ReturnType<typeof testApp>>;

describe('crawl of the whole public site', () => {
  let site: Site;
  let result: CrawlResult;
  beforeAll(async () => {
    site = await testApp();
    result = await crawl(async (url) => {
      const res = await request(site.app).get(url).redirects(0).buffer(true);
      return { status: res.status, headers: res.headers, text: res.text };
    });
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
});
