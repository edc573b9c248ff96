import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp, tempDataDir } from '../helpers/app';
import { openDatabase } from '../../server/cms/db';
import { seedDatabase } from '../../server/cms/seed/run';
import { stadtUnterseiten } from '../../shared/parts/seiten/store/demo/stadt-unterseiten';
import { newsStadt } from '../../shared/parts/nachrichten/store/demo/news-stadt';

/**
 * The editorial pages of /musterstadt, /stadtleben, /wirtschaft and /gaeste (issue "Stadtinfo,
 * Stadtleben, Wirtschaft, Gäste"): town info and the mayor, districts, education and social news,
 * the climate and business topics with their sub-pages, and the menu content check on real data.
 */
let site: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  site = await testApp();
});
afterAll(async () => {
  await site.cleanup();
});

function decode(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
const stripTags = (html: string) => decode(html.replace(/<[^>]+>/g, ''));
const h1 = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => stripTags(m[1]!));
const aside = (html: string) => stripTags(html.slice(html.indexOf('<aside'), html.indexOf('</aside>')));
const breadcrumb = (html: string) => html.slice(html.indexOf('<nav class="st-breadcrumb"'), html.indexOf('</nav>', html.indexOf('<nav class="st-breadcrumb"')));
const mainNav = (html: string) => html.slice(html.indexOf('<nav'), html.indexOf('<main'));

async function get(url: string, status = 200) {
  const res = await request(site.app).get(url);
  expect(res.status, `${url} → ${res.status}`).toBe(status);
  return res;
}

describe('/musterstadt: town info, the mayor and elections', () => {
  it.each([
    ['/musterstadt/stadtportrait/', 'Stadtportrait'],
    ['/musterstadt/buergermeister/', 'Bürgermeisterin'],
    ['/musterstadt/buergermeister-grusswort/', 'Grußwort der Bürgermeisterin'],
    ['/musterstadt/buergermeister-news/', 'Neuigkeiten der Bürgermeisterin'],
    ['/musterstadt/wahlen/', 'Wahlen'],
  ])('%s answers 200 with its heading', async (url, heading) => {
    const res = await get(url);
    expect(h1(res.text)[0]).toContain(heading);
  });

  it('the mayor pages show the contact box linking to the mayor contact page', async () => {
    for (const url of ['/musterstadt/buergermeister-grusswort/', '/musterstadt/buergermeister-news/']) {
      const res = await get(url);
      expect(aside(res.text)).toMatch(/Bürgermeisterin/);
      expect(res.text.slice(res.text.indexOf('<aside'))).toMatch(/href="\/musterstadt\/buergermeister\/"|href="\/rathaus\/kontakt\/"/);
    }
  });

  it('mayor news: list with the seeded items and a detail page; unknown id 404', async () => {
    const list = await get('/musterstadt/buergermeister-news/');
    const first = newsStadt.filter((n) => n.rubrik === 'buergermeister').sort((a, b) => b.datum_von.localeCompare(a.datum_von))[0]!;
    expect(stripTags(list.text)).toContain(first.titel);
    const link = new RegExp(`href="(/musterstadt/buergermeister-news/[a-z0-9-]+_${first.id})"`).exec(list.text)?.[1];
    expect(link).toBeTruthy();
    const detail = await get(link!);
    expect(h1(detail.text)[0]).toBe(first.titel);
    await get('/musterstadt/buergermeister-news/gibt-es-nicht_999999', 404);
  });
});

describe('/musterstadt: districts', () => {
  const DISTRICTS = [
    {
      name: 'Bombach',
      verwaltung: '/musterstadt/bombach-verwaltung_590',
      geschichte: '/musterstadt/bombach-geschichte_2580',
      overview: '/musterstadt/bombach/',
    },
    {
      name: 'Hecklingen',
      verwaltung: '/musterstadt/hecklingen-verwaltung_591',
      geschichte: '/musterstadt/hecklingen-geschichte_2581',
      overview: '/musterstadt/hecklingen/',
    },
    {
      name: 'Nordweil',
      verwaltung: '/musterstadt/nordweil-verwaltung_592',
      geschichte: '/musterstadt/nordweil-geschichte_2582',
      overview: '/musterstadt/nordweil/',
    },
  ];

  it.each(DISTRICTS)('$name: administration and history pages link each other in the district box', async (d) => {
    for (const url of [d.verwaltung, d.geschichte, d.overview]) {
      const res = await get(url);
      expect(h1(res.text)[0]).toContain(d.name);
      const box = res.text.slice(res.text.indexOf('<aside'), res.text.indexOf('</aside>'));
      expect(stripTags(box)).toContain(`Ortsteil ${d.name}`);
      expect(box).toContain(`href="${d.verwaltung}"`);
      expect(box).toContain(`href="${d.geschichte}"`);
      expect(stripTags(box)).toMatch(/79999 Musterstadt/);
    }
  });

  it('a district page under an outdated slug moves to its address; an unknown id is 404', async () => {
    const res = await get('/musterstadt/alter-name_590', 301);
    expect(res.headers.location).toBe('/musterstadt/bombach-verwaltung_590');
    await get('/musterstadt/bombach-verwaltung_5999', 404);
  });
});

describe('/stadtleben: education and social news', () => {
  it.each([
    ['/stadtleben/bildungseinrichtungen/', 'Bildungseinrichtungen'],
    ['/stadtleben/jugendnachrichten/', 'Jugendnachrichten'],
    ['/stadtleben/seniorennachrichten/', 'Seniorennachrichten'],
    ['/stadtleben/integrationaktuell/', 'Integration aktuell'],
    ['/stadtleben/inklusionaktuell/', 'Inklusion aktuell'],
  ])('%s answers 200 with heading and content', async (url, heading) => {
    const res = await get(url);
    expect(h1(res.text)[0]).toContain(heading);
    expect(res.text).toMatch(/<main[\s\S]*<(article|li|p)[\s>]/);
  });
});

describe('/wirtschaft: climate, energy and the topic pages', () => {
  const OPTIONAL = [
    'musterstadt-regenerativ',
    'klimaschutz-foerderprogramme',
    'klimaschutz-projekte',
    'klimaschutz-verordnungen',
    'kommunaler-klimaschutz-musterstadt',
    'kommunaler-waermeplan',
  ];
  const REQUIRED = [
    'windenergie',
    'starkregen',
    'laermaktionsplan',
    'muellabfuhr',
    'sanierungsprogramm',
    'stadtentwicklung',
    'standort',
    'versorgung',
    'wirtschaftsfoerderung',
  ];

  it.each([...OPTIONAL, ...REQUIRED])('/wirtschaft/%s/ lists its sub-pages, each answers 200 and links back', async (topic) => {
    const overview = await get(`/wirtschaft/${topic}/`);
    expect(h1(overview.text)).toHaveLength(1);
    const children = stadtUnterseiten.filter((p) => p.pfad.startsWith(`/wirtschaft/${topic}/`));
    expect(children.length, `sub-pages of ${topic}`).toBeGreaterThan(0);
    expect(stripTags(overview.text)).toContain('Weitere Seiten zu diesem Thema');
    for (const child of children) {
      const url = child.pfad.replace(/\/$/, '');
      expect(overview.text).toContain(`href="${url}"`);
      const res = await get(url);
      expect(h1(res.text)[0]).toBe(child.titel);
      expect(res.text).toContain(`href="/wirtschaft/${topic}/"`);
      // The topic page is in the breadcrumb too, though no menu names it.
      expect(breadcrumb(res.text)).toContain(`href="/wirtschaft/${topic}/"`);
    }
  });

  it('a sub-page answers without the trailing slash (moved there from it), moves from an outdated slug and 404s for an unknown id', async () => {
    const child = stadtUnterseiten.find((p) => p.pfad.startsWith('/wirtschaft/windenergie/'))!;
    const url = child.pfad.replace(/\/$/, '');
    const id = /_(\d+)$/.exec(url)![1];
    await get(url);
    expect((await get(`${url}/`, 301)).headers.location).toBe(url);
    const moved = await get(`/wirtschaft/windenergie/veralteter-titel_${id}`, 301);
    expect(moved.headers.location).toBe(url);
    await get('/wirtschaft/windenergie/veralteter-titel_2699999', 404);
    // The id belongs to another topic's folder: not found here.
    const other = stadtUnterseiten.find((p) => p.pfad.startsWith('/wirtschaft/starkregen/'))!;
    await get(`/wirtschaft/windenergie/x_${/_(\d+)\/?$/.exec(other.pfad)![1]}`, 404);
  });

  it('climate news: list and detail (klimaschutz-neuigkeiten/{slug?})', async () => {
    const list = await get('/wirtschaft/klimaschutz-neuigkeiten/');
    const items = newsStadt.filter((n) => n.rubrik === 'klimaschutz');
    expect(items.length).toBeGreaterThan(3);
    const link = /href="(\/wirtschaft\/klimaschutz-neuigkeiten\/[a-z0-9-]+_\d+)"/.exec(list.text)?.[1];
    expect(link).toBeTruthy();
    const detail = await get(link!);
    expect(items.map((n) => n.titel)).toContain(h1(detail.text)[0]);
  });
});

describe('menu content check (spec §4) on the real category data', () => {
  it('shows the entries of categories with content', async () => {
    const nav = mainNav((await get('/')).text);
    expect(nav).toContain('href="/musterstadt/wahlen/"');
    expect(nav).toContain('href="/gaeste/veranstaltungen/?rubrik_id=7"');
    expect(nav).toContain('href="/musterstadt/buergermeister-news/"');
    expect(nav).toContain('href="/wirtschaft/klimaschutz-neuigkeiten/"');
  });

  it('an empty category loses its menu entry: no election news, no upcoming markets', async () => {
    const dataDir = tempDataDir();
    const store = await openDatabase(path.join(dataDir, 'musterstadt.db'));
    await seedDatabase(store, dataDir, { demo: true, demoUsers: false });
    await store.raw.exec(`DELETE FROM dokument WHERE aktuelles_id IN (SELECT a.id FROM aktuelles a JOIN rubrik r ON r.id = a.rubrik_id WHERE r.url = 'wahlen');
      DELETE FROM aktuelles WHERE rubrik_id = (SELECT id FROM rubrik WHERE url = 'wahlen');
      DELETE FROM veranstaltung_zu_rubrik WHERE rubrik_id = 7;`);
    await store.close();
    const emptied = await testApp({ config: { dataDir } });
    try {
      const res = await request(emptied.app).get('/');
      expect(res.status).toBe(200);
      const nav = mainNav(res.text);
      expect(nav).not.toContain('href="/musterstadt/wahlen/"');
      expect(nav).not.toContain('href="/gaeste/veranstaltungen/?rubrik_id=7"');
      // Other entries of the same groups stay.
      expect(nav).toContain('href="/musterstadt/ratstermine/"');
      expect(nav).toContain('href="/gaeste/fasnet/"');
    } finally {
      await emptied.cleanup();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('breadcrumb of the new pages', () => {
  it('a business entry names the directory and its category', async () => {
    const list = await get('/wirtschaft/gewerbeverzeichnis/handwerk');
    const entry = /href="(\/wirtschaft\/gewerbeverzeichnis\/handwerk\/[a-z0-9-]+_\d+)"/.exec(list.text)![1]!;
    const trail = stripTags(breadcrumb((await get(entry)).text));
    expect(trail).toContain('Gewerbeverzeichnis');
    expect(trail).toContain('Handwerk');
    expect(breadcrumb((await get(entry)).text)).toContain('href="/wirtschaft/gewerbeverzeichnis/handwerk"');
  });
});

describe('site search over the new content', () => {
  it('finds upcoming events, climate news and topic sub-pages', async () => {
    const find = async (q: string) =>
      (await request(site.app).get(`/api/cms/suche?q=${encodeURIComponent(q)}&pro_seite=50`)).body.data.hits as Array<{ url: string; kategorie: string }>;
    const events = await find('Fasnet');
    expect(events.some((h) => h.kategorie === 'Veranstaltung' && h.url.startsWith('/gaeste/veranstaltungen/'))).toBe(true);
    const sub = stadtUnterseiten.find((p) => p.pfad.startsWith('/wirtschaft/starkregen/'))!;
    const hits = await find(sub.titel);
    expect(hits.map((h) => h.url)).toContain(sub.pfad.replace(/\/$/, ''));
  });

  it.each([
    ['Künzle', 'Gewerbeverzeichnis', '/wirtschaft/gewerbeverzeichnis/'],
    ['Hochwasserrückhaltebecken', 'Baustelle', '/wirtschaft/baustellen/'],
    ['Hochfirst-Runde', 'Wanderweg', '/gaeste/wandern-walken/'],
    ['Technischer Ausschuss', 'Sitzungstermin', '/musterstadt/ratstermine/'],
  ])('finds "%s" as %s below %s, and the hit opens', async (q, kategorie, prefix) => {
    const res = await request(site.app).get(`/api/cms/suche?q=${encodeURIComponent(q)}&pro_seite=50`);
    const hit = (res.body.data.hits as Array<{ url: string; kategorie: string }>).find((h) => h.kategorie === kategorie);
    expect(hit?.url).toMatch(new RegExp(`^${prefix}`));
    await get(hit!.url);
  });
});
