import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app';
import type { ArchivThema } from '../../shared/parts/archiv/contract';
import type { ListResponse } from '../../shared/contract/common';
import type { Amtsblatt } from '../../shared/parts/amtsblatt/contract';
import type { SearchResult } from '../../shared/parts/suche/contract';
import type { VerfahrenListItem } from '../../shared/parts/verwaltung/contract';

/**
 * Town-hall pages: site search (spec §2.3, §4, §7 "Search redirect"), the Amtsblatt, the archive
 * topics 30/31/32 (spec §7 archiv_themen) and the information pages from the CMS.
 */
let site: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  site = await testApp();
});
afterAll(async () => {
  await site.cleanup();
});

const get = (url: string) => request(site.app).get(url);

async function api<T>(url: string): Promise<T> {
  const res = await get(`/api/cms${url}`);
  expect(res.status, url).toBe(200);
  return (res.body as { data: T }).data;
}

/** Visible text of some HTML: tags and React's text separators removed, entities decoded. */
function text(html: string): string {
  return (
    html
      .replace(/<!-- -->/g, '')
      // Inline elements run on with their neighbours; everything else separates words.
      .replace(/<\/?(a|span|time|mark|strong|b|em|abbr)\b[^>]*>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function h1(html: string): string {
  const m = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/);
  return m ? text(m[1]!) : '';
}

/** The content column: what the page itself shows (without header, sidebar and footer). */
function main(html: string): string {
  const from = html.indexOf('class="st-section__content"');
  const to = html.indexOf('class="st-sidebar"', from);
  return html.slice(from, to > from ? to : undefined);
}

async function page(url: string) {
  const res = await get(url);
  expect(res.status, url).toBe(200);
  return { res, html: res.text, content: main(res.text), body: text(main(res.text)) };
}

const searchUrl = (q: string, extra = '') => `/rathaus/suche?q=${encodeURIComponent(q)}${extra}`;
const marks = (html: string) => [...html.matchAll(/<mark>([\s\S]*?)<\/mark>/g)].map((m) => text(m[1]!));

describe('search page', () => {
  it('shows the form and the most-used services without a query', async () => {
    for (const url of ['/rathaus/suche', '/rathaus/suche?q=', '/rathaus/suche?q=%20%20']) {
      const { html, content, body } = await page(url);
      expect(h1(html)).toBe('Suche');
      const field = content.match(/<input[^>]*id="seiten-suche-q"[^>]*>/)?.[0] ?? '';
      for (const attr of ['name="q"', 'type="search"', 'required=""', 'placeholder="Suchbegriff eingeben"']) expect(field).toContain(attr);
      expect(content).toContain('<label class="st-search__label" for="seiten-suche-q">Wonach suchen Sie?</label>');
      expect(body).toContain('Wonach suchen Sie?');
      expect(body).not.toContain('Treffer');
      for (const [label, href] of [
        ['Bürgerbüro', '/rathaus/fachaemter/buergerbuero_49'],
        ['Abfallkalender', '/wirtschaft/abfallkalender/'],
        ['Wegweiser A–Z', '/rathaus/wegweiser/verfahren'],
        ['Kontakt', '/rathaus/kontakt/'],
      ]) {
        expect(content).toContain(`href="${href}"`);
        expect(body).toContain(label);
      }
    }
  });

  it('finds words with umlauts, also when typed without them', async () => {
    for (const q of ['Bürgerbüro', 'buergerbuero', 'BÜRGERBÜRO']) {
      const { content, body } = await page(searchUrl(q));
      expect(body).toMatch(/\d+ Treffer für „/);
      expect(content).toContain('href="/rathaus/fachaemter/buergerbuero_49"');
      expect(marks(content).some((m) => m.toLowerCase() === 'bürgerbüro')).toBe(true);
    }
  });

  it('finds ß and ss alike', async () => {
    for (const q of ['Straße', 'strasse']) {
      const { content } = await page(searchUrl(q));
      expect(marks(content).some((m) => /straße/i.test(m))).toBe(true);
    }
  });

  it('finds word beginnings (prefix) and word parts (substring)', async () => {
    const prefix = await page(searchUrl('Persona'));
    expect(prefix.body).toContain('Personalausweis beantragen');
    expect(marks(prefix.content)).toContain('Persona');
    const substring = await page(searchUrl('abfuhr'));
    expect(substring.body).toMatch(/Müllabfuhr/);
    expect(marks(substring.content).some((m) => m.toLowerCase() === 'abfuhr')).toBe(true);
  });

  it('shows the number of hits, the category, the date and server-side pages', async () => {
    const all = await api<SearchResult>('/suche?q=Stra%C3%9Fe&seite=1&pro_seite=10');
    expect(all.total).toBeGreaterThan(10);
    const seiten = Math.ceil(all.total / 10);
    const first = await page(searchUrl('Straße'));
    expect(first.body).toContain(`${all.total} Treffer für „Straße“, Seite 1 von ${seiten}`);
    expect(first.body).toContain(all.hits[0]!.kategorie);
    expect(first.content).toContain('aria-label="Seitennavigation"');
    expect(first.content).toContain('href="/rathaus/suche?q=Stra%C3%9Fe&amp;seite=2"');
    const dated = all.hits.find((h) => h.datum);
    if (dated) expect(first.content).toContain(`dateTime="${dated.datum!.slice(0, 10)}"`);
    const second = await page(searchUrl('Straße', '&seite=2'));
    expect(second.body).toContain(`Seite 2 von ${seiten}`);
    expect(second.content).toContain('<ol class="st-hits" start="11">');
    expect((await get(searchUrl('Straße', '&seite=999'))).status).toBe(404);
  });

  it('links a document hit to its file', async () => {
    const res = await api<SearchResult>('/suche?q=Formular&seite=1&pro_seite=50');
    const doc = res.hits.find((h) => h._type === 'dokument' && h._source.es_pfad_ext);
    expect(doc, 'ein Dokument unter den Treffern').toBeDefined();
    const { content } = await page(searchUrl('Formular'));
    expect(content).toContain(`href="${doc!._source.es_pfad_ext!.replace(/&/g, '&amp;')}"`);
  });

  it('goes straight to the only hit (302)', async () => {
    const verfahren = await api<VerfahrenListItem[]>('/verfahren?pro_seite=100');
    let target: { q: string; url: string } | undefined;
    for (const v of verfahren) {
      const r = await api<SearchResult>(`/suche?q=${encodeURIComponent(v.titel)}`);
      if (r.total === 1 && r.hits[0]!.url === v.url) {
        target = { q: v.titel, url: v.url };
        break;
      }
    }
    expect(target, 'ein Verfahrenstitel mit genau einem Treffer').toBeDefined();
    const res = await get(searchUrl(target!.q));
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(target!.url);
    // Client-side navigation asks the data endpoint and gets the same answer.
    const data = await get(`/_data${searchUrl(target!.q)}`);
    expect(data.body).toEqual({ kind: 'redirect', location: target!.url });
  });

  it('helps when nothing is found: "Meinten Sie", tips and the most-used services', async () => {
    const { html, content, body } = await page(searchUrl('Persnalausweis'));
    expect(h1(html)).toBe('Suche');
    expect(body).toContain('Zu „Persnalausweis“ haben wir leider nichts gefunden.');
    expect(body).toContain('Meinten Sie: Personalausweis?');
    expect(content).toContain('href="/rathaus/suche?q=Personalausweis"');
    expect(body).toContain('Prüfen Sie die Schreibweise');
    expect(body).toContain('weniger Suchbegriffe');
    expect(content).toContain('href="/rathaus/fachaemter/buergerbuero_49"');
    expect(content).toContain('href="/rathaus/kontakt/"');
    // The field keeps the query.
    expect(content).toContain('value="Persnalausweis"');
  });

  it('shows what was typed as text, never as HTML', async () => {
    const { content } = await page(searchUrl('<script>alert(1)</script> <b>Müll</b>'));
    expect(content).not.toContain('<script>alert');
    expect(content).not.toContain('<b>Müll');
    expect(content).toContain('&lt;script&gt;');
  });

  it('never fails on odd queries (200 or 400, never 500)', async () => {
    const hostile = [
      '"',
      '""Müll"',
      "'",
      'Müll AND Abfall',
      'Müll OR',
      'NOT Abfall',
      'AND',
      'NEAR(Müll Abfall, 2)',
      'NEAR(',
      '*',
      'Müll*',
      '^titel:Müll',
      'titel:abfall',
      '(((',
      '-',
      'x'.repeat(2000),
      'Müll '.repeat(400),
      '😀',
      'Müll 😀 🗑️',
      '\u0000',
      '%',
    ];
    for (const q of hostile) {
      const res = await get(searchUrl(q));
      expect([200, 302, 400], JSON.stringify(q.slice(0, 40))).toContain(res.status);
    }
    // Broken percent-escapes in the query string (invalid UTF-8) and other raw oddities.
    for (const raw of ['%C3%28', '%FF', '%E0%A4%A', '%', '%%', '%C3', '%ED%A0%80', 'a%00b', 'M%C3%BCll&q=x&seite=abc', 'Müll&seite=-1', 'Müll&seite=1e3']) {
      const res = await get(`/rathaus/suche?q=${raw}`);
      expect([200, 302, 400], raw).toContain(res.status);
      if (res.status === 200) expect(h1(res.text)).toBe('Suche');
    }
  });

  it('treats a query of only broken escapes as no query', async () => {
    const { body } = await page('/rathaus/suche?q=%FF%FE');
    expect(body).not.toContain('Treffer');
    expect(body).not.toContain('\ufffd');
  });
});

describe('Amtsblatt', () => {
  it('shows the intro, the issues with Friday date, topics and PDF, and the sidebar box', async () => {
    const newest = (await api<Amtsblatt[]>('/amtsblatt?seite=1&pro_seite=1'))[0]!;
    const { html, content, body } = await page('/rathaus/amtsblatt/');
    expect(h1(html)).toBe('Amtsblatt „Musterstädter Nachrichten“');
    expect(body).toContain('Redaktionsschluss');
    expect(body).toContain(`Ausgabe Nr. ${newest.ausgabe}/${newest.jahr}`);
    expect(body).toMatch(new RegExp(`Freitag, \\d{2}\\.\\d{2}\\.${newest.jahr}`));
    expect(body).toContain(newest.themen[0]!);
    expect(content).toContain(`href="${newest.datei!.link}"`);
    expect(body).toMatch(/herunterladen \(PDF, [\d,]+ (KB|MB)\)/);
    // Spec §2.4: the gazette box in the sidebar.
    expect(text(html)).toContain('Es wird freitags kostenlos an alle Haushalte verteilt.');
  });

  it('filters by year with a GET form and pages on the server', async () => {
    const { content } = await page('/rathaus/amtsblatt/');
    expect(content).toContain('<form class="st-issues__filter" action="/rathaus/amtsblatt/" method="get">');
    expect(content).toContain('<option value="2025">Jahrgang 2025</option>');
    const res2025 = await get('/api/cms/amtsblatt?jahr=2025&seite=1&pro_seite=10');
    const meta = (res2025.body as ListResponse<Amtsblatt>).meta!;
    const filtered = await page('/rathaus/amtsblatt/?jahr=2025');
    expect(filtered.body).toContain(`${meta.gesamt} Ausgaben im Jahr 2025, Seite 1 von ${meta.seiten}`);
    const issues = [...filtered.content.matchAll(/<h3 class="st-issue__title">Ausgabe Nr\. \d+\/(\d{4})<\/h3>/g)].map((m) => m[1]);
    expect(issues.length).toBe(10);
    expect(new Set(issues)).toEqual(new Set(['2025']));
    expect(filtered.content).toContain('<option value="2025" selected="">Jahrgang 2025</option>');
    expect(filtered.content).toContain('href="/rathaus/amtsblatt/?jahr=2025&amp;seite=2"');
    const second = await page('/rathaus/amtsblatt/?jahr=2025&seite=2');
    expect(second.body).toContain(`Seite 2 von ${meta.seiten}`);
  });

  it('ignores an odd year and answers 404 past the last page', async () => {
    const odd = await page('/rathaus/amtsblatt/?jahr=abc');
    expect(odd.body).toMatch(/\d+ Ausgaben, Seite 1 von \d+/);
    const none = await page('/rathaus/amtsblatt/?jahr=1999');
    expect(none.body).toContain('Aus dem Jahr 1999 sind hier keine Ausgaben eingestellt.');
    expect((await get('/rathaus/amtsblatt/?seite=9999')).status).toBe(404);
  });
});

describe('archive topics', () => {
  const TOPICS = [
    { id: 30, path: '/rathaus/bekanntmachungen/', title: 'Öffentliche Bekanntmachungen', intro: 'Haushaltssatzungen, Bebauungspläne' },
    { id: 31, path: '/rathaus/satzungen/', title: 'Satzungen und Verordnungen', intro: 'Ortsrecht der Stadt Musterstadt' },
    { id: 32, path: '/rathaus/ausschreibungen/', title: 'Ausschreibungen', intro: 'Vergaberechts' },
  ];
  const ORDER = 'order=thema%20ASC,archiv.titel%20ASC,archiv.dokumente.downloadtext%20ASC';

  for (const topic of TOPICS) {
    it(`${topic.path}: only entries valid today, expired ones with ?archiv=1`, async () => {
      const valid = (await api<ArchivThema[]>(`/archiv_themen?themen_id=${topic.id}&gueltig_von=true&gueltig_bis=true&${ORDER}`))[0]!.archiv;
      const all = (await api<ArchivThema[]>(`/archiv_themen?themen_id=${topic.id}&gueltig_von=true&${ORDER}`))[0]!.archiv;
      const expired = all.filter((a) => !valid.some((v) => v.id === a.id));
      expect(valid.length).toBeGreaterThan(0);

      const current = await page(topic.path);
      expect(h1(current.html)).toBe(topic.title);
      expect(current.body).toContain(topic.intro);
      expect(current.body).toContain(`${valid.length} ${valid.length === 1 ? 'Eintrag' : 'Einträge'}, die heute gültig sind`);
      for (const a of valid) expect(current.content).toContain(`id="archiv-${a.id}"`);
      for (const a of expired) expect(current.content).not.toContain(`id="archiv-${a.id}"`);
      // Sorted by title as the CMS answers.
      const ids = [...current.content.matchAll(/id="archiv-(\d+)"/g)].map((m) => Number(m[1]));
      expect(ids).toEqual(valid.map((a) => a.id));
      expect(current.content).toContain(`href="${topic.path}?archiv=1"`);
      const withDocs = valid.find((a) => a.dokumente.length);
      if (withDocs) expect(current.content).toContain(`href="${withDocs.dokumente[0]!.link}"`);

      const archive = await page(`${topic.path}?archiv=1`);
      for (const a of all) expect(archive.content).toContain(`id="archiv-${a.id}"`);
      expect(archive.content).toContain('aria-current="page">Archiv</a>');
      if (expired.length) expect(archive.body).toContain('Abgelaufen');
    });
  }

  it('shows the validity of each entry', async () => {
    const { body } = await page('/rathaus/bekanntmachungen/?archiv=1');
    expect(body).toMatch(/gültig vom \d{2}\.\d{2}\.\d{4} bis \d{2}\.\d{2}\.\d{4}/);
    expect(body).toMatch(/gültig ab \d{2}\.\d{2}\.\d{4}, unbefristet/);
    expect((await page('/rathaus/ausschreibungen/')).body).toMatch(/gültig vom /);
  });

  it('has the anchors the search links to', async () => {
    const res = await api<SearchResult>('/suche?q=Hundesteuersatzung');
    const hit = res.hits.find((h) => h.url.startsWith('/rathaus/satzungen/#archiv-'));
    expect(hit).toBeDefined();
    const { content } = await page('/rathaus/satzungen/');
    expect(content).toContain(`id="${hit!.url.split('#')[1]}"`);
  });
});

describe('information pages from the CMS', () => {
  const PAGES: Array<[path: string, title: string, phrase: string]> = [
    ['/rathaus/impressum/', 'Impressum', 'Verantwortlich für den Inhalt nach § 18 Abs. 2 Medienstaatsvertrag'],
    ['/rathaus/datenschutz/', 'Datenschutzerklärung', 'Keine Cookies, keine Nachverfolgung'],
    ['/rathaus/datenschutz-dienstleistungen/', 'Datenschutzhinweise für Dienstleistungen', 'Bürgerbüro: Melde-, Pass- und Ausweiswesen'],
    ['/rathaus/kontakt/', 'Kontakt', 'Öffnungszeiten des Bürgerbüros'],
    ['/rathaus/barrierefreiheit/', 'Erklärung zur Barrierefreiheit', 'Durchsetzungsverfahren'],
    ['/rathaus/leichte-sprache/', 'Informationen in Leichter Sprache', 'Was steht auf dieser Internet-Seite?'],
    ['/rathaus/gebaerdensprache/', 'Informationen in Deutscher Gebärdensprache', 'Gebärdensprachdolmetschung im Rathaus'],
    ['/rathaus/seitenbedienung/', 'Hinweise zur Bedienung', 'Zugriffstasten (Accesskeys)'],
    ['/verwaltung/kontakt/', 'Kontakt für Barrierefreiheit', 'Inklusionsbeauftragte'],
  ];
  for (const [path, title, phrase] of PAGES) {
    it(`${path} shows "${title}"`, async () => {
      const { html, body } = await page(path);
      expect(h1(html)).toBe(title);
      expect(body).toContain(phrase);
    });
  }
});
