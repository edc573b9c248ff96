import fs from 'node:fs';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDataDir, testApp } from '../helpers/app';
import { brokenLinks, crawl, type CrawlResult } from '../helpers/crawl';
import { pageText } from '../helpers/html';
import { openSiteStore } from '../helpers/store';
import { routes } from '../../shared/routes';
import { contentTables } from '../../server/cms/seed/ledger';
import { FIRST_ADMIN_COMMAND } from '../../shared/site/first-admin';

/**
 * An empty site is a good site (issue "Go live", 2): a deployment without the demo answers every
 * route with a page, a German empty state or a 404 for an item that is not there, never a 5xx; its
 * menus and links lead only to pages with content; the home page works without hero images; and it
 * says how to create the first administrator. And a database whose every content row was deleted
 * starts again and answers.
 */

/** A concrete address of a route: its optional parameters left out, the others filled with values that name nothing. */
function addressOf(path: string): string {
  return path
    .replace(/\/:[a-zA-Z]+\?/g, '')
    .replace(/\*$/, 'keine-solche-seite/')
    .replace(/:(slug|url|link|lebenslage)\b/g, 'nicht-vorhanden_987654')
    .replace(/:(buchstabe|anfangsbuchstabe)\b/g, 'q')
    .replace(/:uuid\b/g, '00000000-0000-4000-8000-000000000000')
    .replace(/:[a-zA-Z]+/g, '987654');
}

function logCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

describe('a fresh site without the demo', () => {
  let site: Awaited<ReturnType<typeof testApp>>;
  let result: CrawlResult;
  const log = logCollector();
  const get = (url: string) => request(site.app).get(url).redirects(0).buffer(true);
  beforeAll(async () => {
    site = await testApp({ env: { DEMO: 'off' }, config: { dataDir: tempDataDir('st-leer-') }, logger: log.logger });
    result = await crawl(
      async (url) => {
        const res = await get(url);
        return { status: res.status, headers: res.headers, text: res.text };
      },
      { keepHtml: true },
    );
  }, 120_000);
  afterAll(async () => {
    await site.cleanup();
  });

  it('answers every route of the route table with a page, a redirect or a 404, never a 5xx', async () => {
    const answers: string[] = [];
    const wrong: string[] = [];
    for (const r of routes) {
      const url = addressOf(r.path);
      const res = await get(url);
      answers.push(`${res.status} ${url}`);
      const named = /:[a-zA-Z]+\b(?!\?)|\*/.test(r.path);
      // The logout is a form's target (POST); its address answers 404 to a GET, demo or not.
      const postOnly = r.id.endsWith('-abmelden');
      // A form's thank-you page thanks only for a stored submission: without a reference it is 404 (ADR 28).
      const thanks = r.id.endsWith('-danke');
      // An address without a parameter is a page of its own: 200 (or the login's redirect); one that
      // names an item that is not there: 404.
      const fine = res.status === 200 || (res.status >= 300 && res.status < 400) || ((named || postOnly || thanks) && res.status === 404);
      if (!fine) wrong.push(`${res.status} ${url} (${r.id})`);
    }
    expect(wrong).toEqual([]);
    expect(answers.length).toBe(routes.length);
  });

  it('shows German empty states on the lists', async () => {
    const expected: Array<[string, RegExp]> = [
      ['/gaeste/veranstaltungen/', /Zurzeit sind keine Veranstaltungen eingetragen\./],
      ['/rathaus/buergernachrichten/', /Zurzeit gibt es hier keine Meldungen\./],
      ['/rathaus/amtsblatt/', /Zurzeit sind keine Ausgaben eingestellt\./],
      ['/rathaus/bekanntmachungen/', /Zurzeit gibt es hier keine gültigen Einträge\./],
      ['/rathaus/wegweiser/formulare', /Zurzeit sind keine Formulare eingestellt\./],
      ['/rathaus/wegweiser/lebenslagen/', /Zurzeit sind keine Lebenslagen eingetragen\./],
      ['/musterstadt/ratstermine/', /Zurzeit sind keine Sitzungen angekündigt\./],
      ['/musterstadt/gemeinderat/', /Zurzeit sind keine Mitglieder des Gemeinderats eingetragen\./],
      ['/feuerwehr/', /Zu diesem Bereich sind noch keine Seiten eingetragen\./],
    ];
    for (const [url, text] of expected) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(pageText(res.text), url).toMatch(text);
    }
  });

  it('a crawl from the home page and the sitemap finds no broken link and no 5xx', () => {
    expect(result.pages.size).toBeGreaterThan(20);
    expect(brokenLinks(result.pages)).toEqual([]);
    expect(result.placeholderHits).toEqual([]);
  });

  it('menus hide what has no content, and the home page works without hero images', async () => {
    const home = result.html.get('/')!;
    expect(home).toBeDefined();
    const nav = home.slice(home.indexOf('<nav'), home.indexOf('</header>'));
    for (const empty of ['/rathaus/buergernachrichten/', '/rathaus/fachaemter/', '/musterstadt/gemeinderat/', '/gaeste/unterkuenfte/', '/rathaus/impressum/']) {
      expect(nav, empty).not.toContain(`href="${empty}"`);
    }
    expect(home).not.toContain('st-hero__slide');
    expect(home).not.toMatch(/src="\/bild\?/);
    expect(pageText(home)).toContain('Stadt Musterstadt');
  });

  it('says how to create the first administrator: one line in the log, and on the login page', async () => {
    const lines = log.lines.filter((l) => l.includes('npm run user:add'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!).msg).toContain(FIRST_ADMIN_COMMAND);
    const login = await get('/intranet');
    expect(login.status).toBe(200);
    expect(pageText(login.text)).toContain(FIRST_ADMIN_COMMAND);
    // Nothing else grants admin: there is no account at all.
    const store = await openSiteStore(site.config);
    try {
      expect((await store.raw.query<{ n: number }>('SELECT COUNT(*) AS n FROM intranet_user'))[0]!.n).toBe(0);
    } finally {
      await store.close();
    }
  });
});

describe('a database whose every content row was deleted', () => {
  it('starts again and answers, and nothing comes back', async () => {
    const first = await testApp();
    const dataDir = first.dataDir;
    const store = await openSiteStore(first.config);
    let tables: string[] = [];
    try {
      // Children before parents, through the store, as editors deleting one item after another would.
      const content = await contentTables(store.db, store.dialect);
      const fks = new Map<string, string[]>();
      for (const t of content) {
        const refs = store.kind === 'sqlite' ? await store.raw.query<{ table: string }>(`SELECT "table" FROM pragma_foreign_key_list('${t.table}')`) : [];
        fks.set(
          t.table,
          refs.map((r) => r.table).filter((p) => p !== t.table),
        );
      }
      const order: string[] = [];
      const visit = (t: string) => {
        if (order.includes(t)) return;
        for (const p of fks.get(t) ?? []) visit(p);
        order.push(t);
      };
      for (const t of content) visit(t.table);
      tables = order.reverse();
      for (const t of tables) await store.raw.query(`DELETE FROM "${t}"`);
    } finally {
      await store.close();
    }
    await first.close();
    // The demo mode on again: the harder case (before, a step ran again on its empty table and failed).
    const again = await testApp({ config: { dataDir } });
    try {
      for (const url of ['/', '/gaeste/veranstaltungen/', '/rathaus/buergernachrichten/', '/intranet', '/sitemap.xml', '/oparl/v1/']) {
        const res = await request(again.app).get(url).redirects(0);
        expect(res.status, url).toBeLessThan(500);
      }
      const check = await openSiteStore(again.config);
      try {
        for (const t of ['veranstaltung', 'veranstaltung_rubrik', 'intranet_user', 'intranet_rubrik', 'seite', 'aktuelles']) {
          expect((await check.raw.query<{ n: number }>(`SELECT COUNT(*) AS n FROM "${t}"`))[0]!.n, t).toBe(0);
        }
      } finally {
        await check.close();
      }
    } finally {
      await again.cleanup();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
