import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDb } from '../../server/cms/db';
import { contentTables } from '../../server/cms/seed/ledger';
import { routes } from '../../shared/routes';
import { TOWN } from '../../shared/site/town';
import { brokenLinks, crawl, type Answer } from '../helpers/crawl';
import { freePort } from '../helpers/net';

/**
 * Going live (issue "Go live", 1 and 4): the production build as a deployment starts it
 * (`node dist/server/index.js`, no DEMO), with a second town's file: Beispielheim, slug
 * `beispielheim`, other colours, one school and no second. It holds no demo account and no demo
 * content, refuses the README's demo password, answers every route of the route table without a 5xx,
 * and nothing it answers (pages, sitemap, manifest, calendars, open data) names the demo town.
 * Plain HTTP, one process; no browser.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'dist', 'server', 'index.js');
const TOWN_FILE = path.join(ROOT, 'tests', 'fixtures', 'beispielheim', 'stadt.json');
const DEMO_TOWN = /musterstadt/i;
/** The basis every site gets: categories, no content. */
/** The base categories every town starts with, and the jobs' own bookkeeping (the alerts' last run per kind). */
const BASIS_TABLES = new Set([
  'rubrik',
  'veranstaltung_rubrik',
  'gewerbe_rubrik',
  'archiv_thema',
  'intranet_rubrik',
  'einrichtung_schritt',
  'meldekategorie',
  'abo_lauf',
]);

/** The environment of a deployment: no DEMO, whatever the test run has. */
function deploymentEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { DEMO: _demo, TOWN_FILE: _town, DATABASE_URL: _db, ...rest } = process.env;
  return { ...rest, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SMTP_URL: '', ...extra };
}

describe('the production build as a second town, without the demo', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-beispielheim-'));
  let child: ChildProcess;
  let base = '';
  let log = '';
  const bodies = new Map<string, string>();

  const get = async (url: string, init?: RequestInit): Promise<Answer> => {
    const res = await fetch(base + url, { redirect: 'manual', ...init });
    const text = await res.text();
    bodies.set(url, text);
    return { status: res.status, headers: Object.fromEntries(res.headers), text };
  };

  beforeAll(async () => {
    if (!fs.existsSync(SERVER)) throw new Error('Kein Build gefunden: erst `npm run build` ausführen.');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [SERVER], {
      cwd: ROOT,
      env: deploymentEnv({ PORT: String(port), DATA_DIR: dataDir, TOWN_FILE }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`Server beendet mit ${child.exitCode}: ${log}`);
      if (i > 600) throw new Error('Server startete nicht');
      if (
        await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 90_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds no demo account and no demo content, and says how to create the first administrator', async () => {
    const store: OpenedDb = await openDatabase(path.join(dataDir, 'musterstadt.db'), { migrate: false });
    try {
      const count = async (table: string) => Number((await store.raw.query<{ n: number }>(`SELECT COUNT(*) AS n FROM "${table}"`))[0]!.n);
      expect(await count('intranet_user')).toBe(0);
      expect(await count('ratsinfo_konto')).toBe(0);
      expect(await count('demo_zeile')).toBe(0);
      expect((await store.raw.query<{ art: string }>('SELECT DISTINCT art FROM einrichtung_schritt')).map((r) => r.art)).toEqual(['basis']);
      const filled: string[] = [];
      for (const { table } of await contentTables(store.db, store.dialect)) {
        if (!BASIS_TABLES.has(table) && (await count(table)) > 0) filled.push(table);
      }
      expect(filled).toEqual([]);
    } finally {
      await store.close();
    }
    expect(log.match(/npm run user:add/g)).toHaveLength(1);
  });

  it('refuses the README’s demo password', async () => {
    const res = await get('/api/cms/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ email: 'erika.mustermann@musterstadt.de', passwort: 'Demo#Rathaus2026' }),
    });
    expect(res.status).toBe(401);
    bodies.delete('/api/cms/login');
  });

  it('answers every route of the route table without a 5xx', async () => {
    const failed: string[] = [];
    for (const r of routes) {
      // The route table of this process is the demo town's: its town segment becomes the other town's.
      const url = r.path
        .replace(`/${TOWN.slug}/`, '/beispielheim/')
        .replace(/\/:[a-zA-Z]+\?/g, '')
        .replace(/\*$/, 'keine-solche-seite/')
        .replace(/:[a-zA-Z]+/g, 'nicht-vorhanden_987654');
      const res = await get(url);
      if (res.status >= 500) failed.push(`${res.status} ${url}`);
    }
    expect(failed).toEqual([]);
    // The mini-site the town does not have is no section of its site.
    expect((await get('/drei-linden-gs/')).status).toBe(404);
  });

  it('walks from the home page and the sitemap without a broken link, under its own segment, colours and crest', async () => {
    const result = await crawl(get);
    expect(brokenLinks(result.pages)).toEqual([]);
    expect(result.pages.size).toBeGreaterThan(15);
    expect((await get('/beispielheim/gemeinderat/')).status).toBe(200);
    const home = (await get('/')).text;
    expect(home).toContain('<meta name="theme-color" content="#1d5e3a">');
    const css = /<link rel="stylesheet" href="(\/stadt\/farben\.css\?v=[0-9a-f]+)">/.exec(home)?.[1];
    expect(css).toBeDefined();
    expect((await get(css!)).text).toContain('--st-red:#1d5e3a');
    const crest = /<link rel="icon" href="(\/stadt\/wappen\.svg\?v=[0-9a-f]+)"/.exec(home)?.[1];
    expect((await get(crest!)).text).toContain('Wappen der Gemeinde Beispielheim');
  });

  it('names itself in the manifest, its calendars and its open data', async () => {
    const manifest = JSON.parse((await get('/manifest.webmanifest')).text) as { name: string; theme_color: string; icons: Array<{ src: string }> };
    expect(manifest).toMatchObject({ name: 'Gemeinde Beispielheim', theme_color: '#1d5e3a' });
    for (const icon of manifest.icons) expect((await get(icon.src)).status, icon.src).toBe(200);
    expect((await get('/.well-known/security.txt')).text).toContain('Contact: mailto:it-sicherheit@beispielheim.de');
    expect((await get('/robots.txt')).text).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
    expect((await get('/feeds/veranstaltungen.xml')).status).toBe(200);
    const ics = (await get('/api/cms/veranstaltungen/kalender')).text;
    expect(ics).toContain('PRODID:-//Gemeinde Beispielheim//Veranstaltungskalender//DE');
    expect(ics).toContain('X-WR-CALNAME:Veranstaltungen in Beispielheim');
    expect((await get('/api/cms/ratstermine/kalender')).text).toContain('X-WR-CALNAME:Sitzungstermine Beispielheim');
    const system = JSON.parse((await get('/oparl/v1/')).text) as { name: string; contactEmail: string; body: string };
    expect(system).toMatchObject({ name: 'Ratsinformation der Gemeinde Beispielheim', contactEmail: 'hauptamt@beispielheim.de' });
    const bodyList = JSON.parse((await get(new URL(system.body).pathname)).text) as { data: Array<{ name: string; web: string; [k: string]: unknown }> };
    expect(bodyList.data[0]).toMatchObject({ name: 'Gemeinde Beispielheim', classification: 'Gemeinde' });
    for (const list of ['organization', 'person', 'meeting', 'paper', 'membership', 'agendaitem', 'file', 'legislativeterm']) {
      const res = await get(`/oparl/v1/body/1/${list}`);
      expect(res.status, list).toBe(200);
    }
    await get('/sitemap.xml');
    await get('/sw.js');
  });

  it('an event the town enters gets its calendar UID from the town’s e-mail domain and its link from the town’s address', async () => {
    const store = await openDatabase(path.join(dataDir, 'musterstadt.db'), { migrate: false });
    try {
      await store.raw.query(
        `INSERT INTO veranstaltung (id, titel, slug, datum_von, datum_bis, ort_location, ort_street, ort_zip, ort_city, veranstalter, text, status)
         VALUES (1, 'Dorffest', 'dorffest_1', '2099-07-04T18:00', NULL, 'Kirchplatz', 'Kirchplatz 3', '79111', 'Beispielheim', 'Gemeinde Beispielheim', '<p>Musik und Kuchen.</p>', 'veroeffentlicht')`,
      );
    } finally {
      await store.close();
    }
    const ics = (await get('/api/cms/veranstaltungen/kalender')).text;
    expect(ics).toContain('UID:veranstaltung-1@beispielheim.de');
    expect(ics.replace(/\r\n /g, '')).toContain('URL:https://www.beispielheim.de/gaeste/veranstaltungen/dorffest_1');
    expect((await get('/gaeste/veranstaltungen/dorffest_1')).status).toBe(200);
  });

  it('names the demo town nowhere: 0 occurrences in every page, feed, manifest, calendar and open-data answer', () => {
    expect(bodies.size).toBeGreaterThan(150);
    const found = [...bodies].filter(([, text]) => DEMO_TOWN.test(text)).map(([url, text]) => `${url}: „${/.{0,60}musterstadt.{0,60}/is.exec(text)?.[0]}“`);
    expect(found).toEqual([]);
  });
});

describe('a town file with a mistake', () => {
  it('stops the start with a German message naming the field', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-stadtdatei-'));
    try {
      const town = JSON.parse(fs.readFileSync(TOWN_FILE, 'utf8')) as Record<string, unknown> & {
        address: Record<string, string>;
        theme: Record<string, string>;
      };
      town.address.zip = '7911';
      town.theme.primary = '#8fbc8f';
      for (const f of fs.readdirSync(path.dirname(TOWN_FILE))) fs.copyFileSync(path.join(path.dirname(TOWN_FILE), f), path.join(dir, f));
      fs.writeFileSync(path.join(dir, 'stadt.json'), JSON.stringify(town));
      const run = spawnSync(process.execPath, [SERVER], {
        cwd: ROOT,
        env: deploymentEnv({ PORT: '0', DATA_DIR: dir, TOWN_FILE: path.join(dir, 'stadt.json') }),
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Die Stadtdatei');
      expect(run.stderr).toContain('address.zip: muss eine Postleitzahl mit fünf Ziffern sein (ist „7911“)');
      expect(run.stderr).toMatch(/theme\.primary: hat auf Weiß und ihrem hellen Hintergrund nur einen Kontrast von 2,\d:1/);
      expect(fs.existsSync(path.join(dir, 'musterstadt.db'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
