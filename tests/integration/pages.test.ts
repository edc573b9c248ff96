import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app';
import { firstH1, pageText } from '../helpers/html';
import type { RouteDef } from '../../shared/routing/types';
import { page } from '../../shared/routing/page';

const failing: RouteDef = {
  id: 'test-fehler',
  path: '/test/fehler',
  page: page('parts/seiten/content/ContentPage', () => import('../../shared/parts/seiten/content/ContentPage')),
  loader: async () => {
    throw new Error('Loader kaputt (Test)');
  },
};

let site: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  site = await testApp({ extraRoutes: [failing] });
});
afterAll(async () => {
  await site.cleanup();
});

/** The files the client's loader script fetches after the first paint, the entry first. */
function loaderFiles(html: string): string[] {
  const list = /<script type="module" nonce="[^"]*">const f=(\[[^\]]*\])/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>/g)].map((m) => m[0]);
}

describe('home page', () => {
  it('streams a German page with status 200', async () => {
    const res = await request(site.app).get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html; charset=utf-8/);
    // Streamed: no length known in advance.
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.text).toMatch(/^<!doctype html><html lang="de"/);
    expect(res.text).toContain('Bürgernachrichten');
    expect(res.text.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('shows seeded news on the home page', async () => {
    const api = await request(site.app).get('/api/cms/aktuelles_rubrik/buergernachrichten/aktuelles?seite=1&pro_seite=1');
    const newest = api.body.data[0].titel as string;
    const res = await request(site.app).get('/');
    expect(res.text).toContain(newest.replace(/&/g, '&amp;'));
  });

  it('writes the initial data with the user and page state into the page', async () => {
    const res = await request(site.app).get('/');
    const m = res.text.match(/<script type="application\/json" id="st-data"[^>]*>(.*?)<\/script>/);
    expect(m).not.toBeNull();
    const data = JSON.parse(m![1]!);
    expect(data.page.status).toBe(200);
    expect(data.page.routeId).toBe('home');
    expect(data.user).toBeNull();
    expect(Array.isArray(data.site.weather)).toBe(true);
  });

  it('loads the entry and the route chunks from the manifest after the first paint', async () => {
    const res = await request(site.app).get('/');
    // Nothing of the client is fetched before the first paint (ADR 25): the loader script names the
    // entry first and the page's chunks, and fetches them side by side once the page is painted.
    expect(res.text).not.toContain('rel="modulepreload"');
    expect(res.text).not.toMatch(/<script[^>]*\bsrc=/);
    const files = loaderFiles(res.text);
    expect(files[0]).toBe('/assets/entry-TEST.js');
    expect(files).toContain('/assets/chunk-HOME.js');
    expect(files).not.toContain('/assets/chunk-NEWSDETAIL.js');
    expect(res.text).not.toContain('chunk-NEWSDETAIL.js');
    expect(res.text).toContain('<link rel="stylesheet" href="/assets/styles-TEST.css">');
  });

  it('leaves the controls that only work with JavaScript and start hidden out of the menu', async () => {
    const res = await request(site.app).get('/');
    // Every link of the three levels is there for the menus without JavaScript.
    expect(res.text).toContain('href="/rathaus/buergernachrichten/"');
    // The first level's toggles keep the menu bar's room; the second level's toggles and the side
    // panel's close button come with the script (shared/app/hydrated.ts).
    expect(res.text.match(/class="st-nav__toggle"/g)?.length).toBeGreaterThan(0);
    expect(res.text).not.toContain('st-nav__toggle--second');
    expect(res.text).not.toContain('st-nav__close');
  });

  // From tests/e2e/navigation.test.ts (ADR 67): the link's markup is the server's, as the menu shows it.
  it('announces the external third-level link of the Rathaus menu and opens it in a new tab', async () => {
    const { text } = await request(site.app).get('/');
    const start = text.indexOf('id="nav-dropdown-rathaus"');
    expect(start).toBeGreaterThan(0);
    const dropdown = text.slice(start, text.indexOf('id="nav-dropdown-', start + 1));
    const link = /<a (?=[^>]*href="https:\/\/www\.service-bw\.de\/")([^>]*)>([\s\S]*?)<\/a>/.exec(dropdown);
    expect(link, 'Link zum Landesportal im Rathaus-Menü').not.toBeNull();
    expect(pageText(link![2]!).trim()).toBe('Landesportal service-bw.de (öffnet in einem neuen Fenster)');
    expect(link![1]).toContain('target="_blank"');
    expect(/rel="([^"]*)"/.exec(link![1]!)?.[1]?.split(' ')).toContain('noopener');
  });

  it('sends compressed HTML when the browser accepts gzip', async () => {
    const res = await request(site.app).get('/').set('accept-encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toContain('lang="de"');
  });
});

describe('security headers', () => {
  it('puts the CSP nonce on every inline script and allows no inline scripts otherwise', async () => {
    const res = await request(site.app).get('/');
    const csp = res.headers['content-security-policy'] as string;
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const scripts = inlineScripts(res.text);
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s).toContain(`nonce="${nonce}"`);
    // The script that loads the module entry carries it too.
    expect(res.text).toContain(`<script type="module" nonce="${nonce}">const f=["/assets/entry-TEST.js"`);
  });

  it('uses a new nonce for every response', async () => {
    const a = await request(site.app).get('/');
    const b = await request(site.app).get('/');
    expect(a.headers['content-security-policy']).not.toBe(b.headers['content-security-policy']);
  });

  it('does not announce the framework and sends the usual protections', async () => {
    const res = await request(site.app).get('/');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('error pages', () => {
  it('answers 404 with the error page inside the layout', async () => {
    const res = await request(site.app).get('/gibt-es-nicht');
    expect(res.status).toBe(404);
    // The error page is code-split like every page and preloaded.
    expect(loaderFiles(res.text)).toContain('/assets/chunk-ERROR.js');
    expect(res.text).toContain('Seite nicht gefunden');
    expect(res.text).toContain('Zurück zur Startseite');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    // Inside the layout: header navigation and footer are there.
    expect(res.text).toContain('id="hauptnavigation"');
    expect(res.text).toContain('st-footer');
    expect(res.text).toContain('st-sidebar');
  });

  it('answers 404 in the layout of the section', async () => {
    const res = await request(site.app).get('/feuerwehr/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(res.text).toContain('data-layout="feuerwehr"');
    expect(res.text).toContain('Mitgliederbereich');
  });

  it('answers 500 with the error page when a loader fails', async () => {
    const res = await request(site.app).get('/test/fehler');
    expect(res.status).toBe(500);
    expect(res.text).toContain('Es ist ein Fehler aufgetreten');
    expect(res.text).toContain('Zurück zur Startseite');
    expect(res.text).not.toContain('Loader kaputt');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('news pages', () => {
  it('lists Bürgernachrichten with pagination', async () => {
    const res = await request(site.app).get('/rathaus/buergernachrichten/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1 class="st-section__title">Bürgernachrichten</h1>');
    expect(res.text).toContain('aria-label="Seitennavigation"');
    const page2 = await request(site.app).get('/rathaus/buergernachrichten/?seite=2');
    expect(page2.status).toBe(200);
    expect(page2.text).toContain('Seite 2 von');
  });

  it('filters the list by year with datum', async () => {
    const res = await request(site.app).get('/rathaus/buergernachrichten/?datum=2024');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Bürgernachrichten aus dem Jahr 2024');
    const dates = [...res.text.matchAll(/<time dateTime="(\d{4})-/g)].map((m) => m[1]);
    expect(dates.length).toBeGreaterThan(0);
    expect(new Set(dates)).toEqual(new Set(['2024']));
  });

  // From tests/e2e/sidebar.test.ts (ADR 67): without JavaScript the form is all there is, and what it
  // sends and what comes back is the server's HTML.
  it('without JavaScript: the year form sends only the year with its button; the year chosen has its page, with the group of the page open', async () => {
    const list = await request(site.app).get('/rathaus/buergernachrichten/');
    const form = /<form class="[^"]*\bst-yearfilter\b[^"]*" action="([^"]*)" method="get">([\s\S]*?)<\/form>/.exec(list.text);
    expect(form, 'Jahresauswahl').not.toBeNull();
    expect(form![1]).toBe('/rathaus/buergernachrichten/');
    const controls = form![2]!;
    // The hint would be wrong here: choosing alone does nothing.
    expect(list.text).not.toContain('st-yearfilter__hint');
    expect(controls).toMatch(/<label[^>]*for="datum"[^>]*>Ältere Artikel recherchieren<\/label><select[^>]*id="datum"/);
    expect([...controls.matchAll(/\sname="([^"]+)"/g)].map((m) => m[1])).toEqual(['datum']);
    expect(controls).toMatch(/<button[^>]*type="submit"[^>]*>Anzeigen<\/button>/);
    // The oldest year on offer.
    const year = [...controls.matchAll(/<option value="([^"]*)"/g)]
      .map((m) => m[1]!)
      .filter(Boolean)
      .at(-1)!;
    expect(year).toMatch(/^\d{4}$/);
    const res = await request(site.app).get(`/rathaus/buergernachrichten/?datum=${year}`);
    expect(res.status).toBe(200);
    expect(firstH1(res.text)).toBe(`Bürgernachrichten aus dem Jahr ${year}`);
    const years = res.text
      .split('class="st-row"')
      .slice(1)
      .map((row) => /<time dateTime="(\d{4})-/.exec(row)?.[1]);
    expect(years.length).toBeGreaterThan(0);
    expect(new Set(years)).toEqual(new Set([year]));
    // The accordion works without JavaScript too: the group of the page is open.
    const open = [...res.text.matchAll(/<details class="st-submenu__group"([^>]*)><summary[^>]*>([^<]*)</g)]
      .filter((m) => /\sopen/.test(m[1]!))
      .map((m) => m[2]);
    expect(open).toEqual(['Aktuelles']);
  });

  it('offers the year dropdown in the sidebar', async () => {
    const res = await request(site.app).get('/rathaus/buergernachrichten/');
    expect(res.text).toContain('Ältere Artikel recherchieren');
    expect(res.text).toContain('Alle Artikel anzeigen');
    expect(res.text).toContain('Meldungen aus dem Jahr 2025');
  });

  it('shows a news item by its slug id', async () => {
    const api = await request(site.app).get('/api/cms/aktuelles_rubrik/buergernachrichten/aktuelles?seite=1&pro_seite=1');
    const item = api.body.data[0];
    const res = await request(site.app).get(`/rathaus/buergernachrichten/${item.slug}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(item.teaser.replace(/&/g, '&amp;'));
  });

  it('redirects an outdated slug with the right id to the current address', async () => {
    const api = await request(site.app).get('/api/cms/aktuelles_rubrik/buergernachrichten/aktuelles?seite=1&pro_seite=1');
    const item = api.body.data[0];
    const res = await request(site.app).get(`/rathaus/buergernachrichten/alter-titel_${item.id}`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`/rathaus/buergernachrichten/${item.slug}`);
  });

  it('answers 404 for unknown ids, slugs without id and items of another category', async () => {
    expect((await request(site.app).get('/rathaus/buergernachrichten/gibt-es-nicht_999999')).status).toBe(404);
    expect((await request(site.app).get('/rathaus/buergernachrichten/ohne-id')).status).toBe(404);
    const other = await request(site.app).get('/api/cms/aktuelles_rubrik/rathausnachrichten/aktuelles?seite=1&pro_seite=1');
    expect((await request(site.app).get(`/rathaus/buergernachrichten/${other.body.data[0].slug}`)).status).toBe(404);
  });

  it('answers 404 for a page number past the end', async () => {
    expect((await request(site.app).get('/rathaus/buergernachrichten/?seite=999')).status).toBe(404);
  });
});

describe('navigation data for client-side navigation', () => {
  it('answers the loader result as JSON', async () => {
    const res = await request(site.app).get('/_data/rathaus/buergernachrichten/?seite=1');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.kind).toBe('page');
    expect(res.body.page.routeId).toBe('buergernachrichten-liste');
    expect(res.body.page.data.items.length).toBeGreaterThan(0);
  });

  it('answers 404 status with the error state for unknown pages', async () => {
    const res = await request(site.app).get('/_data/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(res.body.page.status).toBe(404);
    expect(res.body.page.routeId).toBeNull();
  });

  it('passes redirects on instead of following them', async () => {
    const api = await request(site.app).get('/api/cms/aktuelles_rubrik/buergernachrichten/aktuelles?seite=1&pro_seite=1');
    const res = await request(site.app).get(`/_data/rathaus/buergernachrichten/x_${api.body.data[0].id}`);
    expect(res.body).toEqual({ kind: 'redirect', location: `/rathaus/buergernachrichten/${api.body.data[0].slug}` });
  });
});

describe('operations', () => {
  it('answers the health check', async () => {
    const res = await request(site.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', datenbank: { art: 'sqlite', erreichbar: true } });
  });

  it('serves the embedded CMS contract with seeded data', async () => {
    const res = await request(site.app).get('/api/cms/aktuelles_rubrik/buergernachrichten/aktuelles?seite=1&pro_seite=1');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0].titel).toBeTruthy();
    expect(res.body.meta.gesamt).toBeGreaterThan(30);
  });
});
