import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app';
import { HERO_MAX_SLIDES } from '../../shared/site/constants';

let site: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  site = await testApp();
});
afterAll(async () => {
  await site.cleanup();
});

/** Text as React writes it into HTML, back to plain text. */
function decode(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The hero as the server rendered it: slides, their captions and image loading hints. */
function hero(html: string) {
  const start = html.indexOf('<section class="st-hero');
  const end = html.indexOf('</section>', start);
  const markup = start >= 0 ? html.slice(start, end) : '';
  // The slides' images themselves, not their blurred placeholders (which load the same way).
  const images = [...markup.matchAll(/<img class="st-hero__image"[^>]*>/g)].map((m) => m[0]);
  return {
    markup,
    slides: (markup.match(/class="st-hero__slide swiper-slide"/g) ?? []).length,
    captions: [...markup.matchAll(/<p class="st-hero__title">(?:<a [^>]*>)?([^<]*)/g)].map((m) => decode(m[1]!)),
    eager: images.filter((i) => /fetchPriority="high"/i.test(i)).length,
    lazy: images.filter((i) => /loading="lazy"/.test(i)).length,
    placeholders: (markup.match(/<picture class="st-hero__placeholder">/g) ?? []).length,
  };
}

const stripTags = (html: string) => decode(html.replace(/<[^>]+>/g, ''));
const h1 = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => stripTags(m[1]!));
/** Titles of the topic cards, and whether each title is a link. */
const topics = (html: string) =>
  [...html.matchAll(/<h3 class="st-topic__title">(.*?)<\/h3>/g)].map((m) => ({ title: stripTags(m[1]!), link: m[1]!.startsWith('<a ') }));

interface Slide {
  titel: string;
}

const SECTIONS = [
  { path: '/rathaus/', bereich: 'rathaus', layout: 'main' },
  { path: '/musterstadt/', bereich: 'musterstadt', layout: 'main' },
  { path: '/stadtleben/', bereich: 'stadtleben', layout: 'main' },
  { path: '/wirtschaft/', bereich: 'wirtschaft', layout: 'main' },
  { path: '/gaeste/', bereich: 'gaeste', layout: 'main' },
  { path: '/feuerwehr/', bereich: 'feuerwehr', layout: 'feuerwehr' },
  { path: '/grundschule/', bereich: 'grundschule', layout: 'grundschule' },
  { path: '/drei-linden-gs/', bereich: 'drei-linden-gs', layout: 'drei-linden' },
];

describe.each(SECTIONS)('section home $path', ({ path, bereich, layout }) => {
  it('answers 200 in its layout with the page title from the CMS as the only H1', async () => {
    const seite = await request(site.app).get('/api/cms/seite').query({ pfad: path });
    const res = await request(site.app).get(path);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`data-layout="${layout}"`);
    expect(h1(res.text)).toEqual([seite.body.data.titel]);
  });

  it('shows its own hero set, at most five slides, only the first image loaded eagerly', async () => {
    const api = await request(site.app).get(`/api/cms/hero/${bereich}`);
    const own = (api.body.data as Slide[]).map((s) => s.titel);
    expect(own.length).toBeGreaterThan(0);
    const res = await request(site.app).get(path);
    const h = hero(res.text);
    expect(h.slides).toBe(Math.min(own.length, HERO_MAX_SLIDES));
    expect(h.slides).toBeLessThanOrEqual(HERO_MAX_SLIDES);
    // Every caption comes from this section's set, in the CMS order.
    expect(h.captions).toEqual(own.slice(0, HERO_MAX_SLIDES));
    expect(h.eager).toBe(1);
    expect(h.lazy).toBe(h.slides - 1);
    expect(h.placeholders).toBe(h.slides);
  });

  it('renders the slider controls with German labels for the enhancement', async () => {
    const res = await request(site.app).get(path);
    const h = hero(res.text);
    expect(h.markup).toContain('aria-label="Vorheriges Bild"');
    expect(h.markup).toContain('aria-label="Nächstes Bild"');
    expect(h.markup).toContain('Bildwechsel anhalten');
  });
});

describe('section home content', () => {
  it('lists the groups of the section menu as topic cards', async () => {
    const res = await request(site.app).get('/rathaus/');
    expect(topics(res.text).map((t) => t.title)).toEqual(['Aktuelles', 'Verwaltung', 'Bürgerservice', 'Barrierefreiheit']);
  });

  it('shows the latest Rathausnachrichten on the town-hall home', async () => {
    const api = await request(site.app).get('/api/cms/aktuelles_rubrik/rathausnachrichten/aktuelles?seite=1&pro_seite=1');
    const res = await request(site.app).get('/rathaus/');
    expect(res.text).toContain(`href="/rathaus/rathausnachrichten/${api.body.data[0].slug}"`);
    expect(res.text).toContain('Alle Rathausnachrichten');
  });

  it('shows the whole mini-site menu and the fire brigade contact on /feuerwehr/', async () => {
    const res = await request(site.app).get('/feuerwehr/');
    // Both top-level entries, as links: their overview pages are not among their own entries.
    expect(topics(res.text)).toEqual([
      { title: 'Gesamtwehr', link: true },
      { title: 'Informatives', link: true },
    ]);
    expect(res.text).toContain('href="tel:+497641123300"');
    expect(stripTags(res.text)).toContain('Im Notfall: Notruf 112');
  });

  it('shows the school contact on the Drei-Linden home', async () => {
    const res = await request(site.app).get('/drei-linden-gs/');
    expect(res.text).toContain('mailto:sekretariat@drei-linden-gs.de');
  });

  it('moves the section home without the trailing slash to its one address (ADR 32)', async () => {
    const res = await request(site.app).get('/gaeste?x=1');
    expect([res.status, res.headers.location]).toEqual([301, '/gaeste/?x=1']);
    expect(hero((await request(site.app).get('/gaeste/')).text).captions[0]).toBe('Wandern im südlichen Schwarzwald');
  });

  it("moves the spec's /grundschule/gesundheit/ and /grundschule/soziales/ to the school's pages, in one step", async () => {
    for (const [from, to] of [
      ['/grundschule/gesundheit/', '/grundschule/unsere-schule/gesundheit/'],
      ['/grundschule/soziales?x=1', '/grundschule/unsere-schule/soziales/?x=1'],
    ]) {
      const res = await request(site.app).get(from!);
      expect([res.status, res.headers.location], from).toEqual([301, to]);
      expect((await request(site.app).get(to!)).status, to).toBe(200);
    }
    expect((await request(site.app).get('/grundschule/gibt-es-nicht')).status).toBe(404);
  });
});

describe('home page hero', () => {
  it('renders at most five slides of the start set, which has more', async () => {
    const api = await request(site.app).get('/api/cms/hero/start');
    const all = (api.body.data as Slide[]).map((s) => s.titel);
    expect(all.length).toBeGreaterThan(HERO_MAX_SLIDES);
    const h = hero((await request(site.app).get('/')).text);
    expect(h.slides).toBe(HERO_MAX_SLIDES);
    expect(h.captions).toEqual(all.slice(0, HERO_MAX_SLIDES));
    expect(h.eager).toBe(1);
  });
});
