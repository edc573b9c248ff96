import crypto from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app';
import type { OpenedDb } from '../../server/cms/db';
import { openSiteStore } from '../helpers/store';
import { launchChromium } from '../../scripts/chromium';

/**
 * The page cache (ADR 19): public pages for visitors without a session are kept and answered
 * precompressed with an ETag, never a page of a session, a form or a POST; a kept page is never
 * served after what it shows has changed (a write by any connection, a scheduled time, an upstream
 * answer), and its CSP allows exactly its inline scripts by their hashes.
 */
type Site = Awaited<ReturnType<typeof testApp>>;

const EMAIL = 'erika.mustermann@musterstadt.de';
const PASSWORT = 'Demo#Rathaus2026';

/** The executable inline scripts of a document and the hashes the CSP allows. */
function scriptsAndPolicy(html: string, csp: string) {
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\bsrc=/.test(m[1]!) && !/type="application\/(ld\+)?json"/.test(m[1]!))
    .map((m) => `'sha256-${crypto.createHash('sha256').update(m[2]!, 'utf8').digest('base64')}'`);
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
  return { inline, scriptSrc };
}

const cookieHeader = (res: request.Response) => ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).map((c) => c.split(';')[0]).join('; ');

describe('page cache, embedded store', () => {
  let site: Site;
  let clock = new Date('2026-11-27T09:00:00Z');
  let other: OpenedDb;

  beforeAll(async () => {
    // A fixed public origin: without it the request's host is part of the key, and supertest's port changes per request.
    site = await testApp({ now: () => clock, env: { PUBLIC_URL: 'http://www.musterstadt.test' } });
    // A second connection to the same database: another process, a script, an editor's tool.
    other = await openSiteStore(site.config);
  });
  afterAll(async () => {
    await other?.close();
    await site?.cleanup();
  });

  it('keeps a public page: the second answer comes from memory, precompressed, with an ETag and 304, the CSP still strict', async () => {
    const first = await request(site.app).get('/').set('accept-encoding', 'gzip');
    expect(first.status).toBe(200);
    expect(first.headers['x-st-cache']).toBe('miss');
    const second = await request(site.app)
      .get('/')
      .set('accept-encoding', 'br, gzip')
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(second.headers['x-st-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('br');
    // supertest decodes brotli itself; a body still compressed is decoded here.
    const raw = second.body as Buffer;
    const html = raw.subarray(0, 9).toString() === '<!doctype' ? raw.toString('utf8') : zlib.brotliDecompressSync(raw).toString('utf8');
    // The same page as rendered, less the nonce.
    expect(html).toBe(first.text.replaceAll(/ nonce="[^"]+"/g, ''));
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(second.headers.vary).toBe('Accept-Encoding, Cookie');

    // CSP: no nonce, no 'unsafe-inline'; every inline script allowed by its hash, and nothing else.
    const csp = second.headers['content-security-policy'] as string;
    expect(csp).not.toMatch(/nonce-|unsafe-inline/);
    const { inline, scriptSrc } = scriptsAndPolicy(html, csp);
    expect(inline.length).toBeGreaterThanOrEqual(3);
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).sort()).toEqual([...new Set(inline)].sort());
    expect(scriptSrc).toContain("'self'");
    // The rest of the policy is the normal one.
    expect(csp.replace(/ 'sha256-[^']+'/g, '')).toBe((first.headers['content-security-policy'] as string).replace(/ 'nonce-[^']+'/, ''));

    const gzip = await request(site.app).get('/').set('accept-encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(html);
    const plain = await request(site.app).get('/').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(html);

    const etag = second.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const revalidated = await request(site.app).get('/').set('if-none-match', etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBe(csp);
    const head = await request(site.app).head('/');
    expect(head.status).toBe(200);
    expect(head.headers['x-st-cache']).toBe('hit');
  });

  it('never allows a script that came with stored content: blocked on the first and on the tenth visit', async () => {
    // Written past the desk's sanitizer (SQL, an import, a copy): the page shows the stored HTML as it is.
    const injected = 'window.__injected = document.domain';
    const page = await other.db.selectFrom('seite').select(['pfad', 'inhalt']).where('pfad', '=', '/rathaus/impressum/').executeTakeFirstOrThrow();
    await other.db
      .updateTable('seite')
      .set({ inhalt: `${page.inhalt}<script>${injected}</script>` })
      .where('pfad', '=', page.pfad)
      .execute();
    const hash = `'sha256-${crypto.createHash('sha256').update(injected, 'utf8').digest('base64')}'`;
    const visits: request.Response[] = [];
    for (let i = 0; i < 10; i++) visits.push(await request(site.app).get(page.pfad).set('accept-encoding', 'identity'));
    expect(visits.map((v) => v.headers['x-st-cache'])).toEqual(['miss', ...Array(9).fill('hit')]);
    for (const [i, visit] of visits.entries()) {
      expect(visit.text).toContain(`<script>${injected}</script>`);
      const csp = visit.headers['content-security-policy'] as string;
      expect(csp, `visit ${i + 1}`).not.toContain(hash);
      expect(csp).not.toMatch(/unsafe-inline/);
      // The page's own scripts still run: the first visit by its nonce, the kept ones by their hashes.
      const { inline, scriptSrc } = scriptsAndPolicy(visit.text, csp);
      const own = inline.filter((h) => h !== hash);
      expect(own.length).toBeGreaterThanOrEqual(3);
      if (i > 0) expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).sort()).toEqual([...new Set(own)].sort());
      else expect(scriptSrc.some((s) => s.startsWith("'nonce-"))).toBe(true);
    }

    // Chromium, given exactly these answers: the site's own script runs (it adds the entry's
    // modulepreloads after the first paint), the stored one is refused by the CSP, on both visits.
    const browser = await launchChromium();
    try {
      for (const visit of [visits[0]!, visits[9]!]) {
        const context = await browser.newContext();
        const tab = await context.newPage();
        await tab.addInitScript(() => {
          (window as unknown as { __violations: string[] }).__violations = [];
          document.addEventListener('securitypolicyviolation', (e) =>
            (window as unknown as { __violations: string[] }).__violations.push(`${e.effectiveDirective} ${e.blockedURI}`),
          );
        });
        await tab.route('**/*', (route) =>
          route.request().resourceType() === 'document'
            ? route.fulfill({
                status: 200,
                headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': visit.headers['content-security-policy'] as string },
                body: visit.text,
              })
            : route.abort(),
        );
        await tab.goto(`http://www.musterstadt.test${page.pfad}`);
        await expect.poll(() => tab.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length)).toBeGreaterThan(0);
        expect(await tab.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
        expect(await tab.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual(['script-src-elem inline']);
        await context.close();
      }
    } finally {
      await browser.close();
    }
  });

  it('serves no page after a write of another connection, and keeps pages that did not read it', async () => {
    const list = '/rathaus/buergernachrichten/';
    await request(site.app).get(list);
    await request(site.app).get('/rathaus/fachaemter/');
    expect((await request(site.app).get(list)).headers['x-st-cache']).toBe('hit');
    const item = await other.db
      .selectFrom('aktuelles')
      .select(['id', 'titel'])
      .where('rubrik_id', '=', 1)
      .orderBy('datum_von', 'desc')
      .executeTakeFirstOrThrow();
    await other.db.updateTable('aktuelles').set({ titel: 'Sturmwarnung: Bitte Wälder meiden' }).where('id', '=', item.id).execute();
    const after = await request(site.app).get(list);
    expect(after.headers['x-st-cache']).toBe('miss');
    expect(after.text).toContain('Sturmwarnung: Bitte Wälder meiden');
    expect(after.text).not.toContain(item.titel);
    // The home page lists the same news: rendered anew as well.
    const home = await request(site.app).get('/');
    expect(home.headers['x-st-cache']).toBe('miss');
    expect(home.text).toContain('Sturmwarnung');
    // A page that reads no news stays kept.
    expect((await request(site.app).get('/rathaus/fachaemter/')).headers['x-st-cache']).toBe('hit');
  });

  it('drops a page when a news item reaches its end time, with the clock and no write', async () => {
    const rubrik = await other.db.selectFrom('rubrik').select('id').where('url', '=', 'buergernachrichten').executeTakeFirstOrThrow();
    await other.db
      .insertInto('aktuelles')
      .values({
        id: 99_001,
        rubrik_id: rubrik.id,
        titel: 'Straßensperrung bis 11 Uhr',
        slug: 'strassensperrung',
        teaser: '',
        text: '',
        datum_von: '2026-11-27T08:00',
        datum_bis: '2026-11-27T11:00',
        bild: null,
        bild_alt: null,
      })
      .execute();
    const list = '/rathaus/buergernachrichten/';
    clock = new Date('2026-11-27T09:00:00Z');
    expect((await request(site.app).get(list)).text).toContain('Straßensperrung bis 11 Uhr');
    clock = new Date('2026-11-27T09:59:00Z'); // 10:59 in Berlin
    const before = await request(site.app).get(list);
    expect(before.headers['x-st-cache']).toBe('hit');
    expect(before.text).toContain('Straßensperrung bis 11 Uhr');
    clock = new Date('2026-11-27T10:01:00Z'); // 11:01 in Berlin: the item has ended
    const after = await request(site.app).get(list);
    expect(after.headers['x-st-cache']).toBe('miss');
    expect(after.text).not.toContain('Straßensperrung bis 11 Uhr');
  });

  it('shows a planned news item and a planned warning banner at their minute, with the clock and no write', async () => {
    // Planned on the editorial desk: published, visible from 12:00 in Berlin (the parts' nextChange).
    const rubrik = await other.db.selectFrom('rubrik').select('id').where('url', '=', 'buergernachrichten').executeTakeFirstOrThrow();
    await other.db
      .insertInto('aktuelles')
      .values({
        id: 99_002,
        rubrik_id: rubrik.id,
        titel: 'Neue Öffnungszeiten ab Mittag',
        slug: 'oeffnungszeiten-mittag',
        teaser: '',
        text: '',
        datum_von: '2026-11-27T12:00',
        datum_bis: null,
        bild: null,
        bild_alt: null,
        status: 'veroeffentlicht',
      })
      .execute();
    await other.raw.query("INSERT INTO warnhinweis (titel, text, status, gueltig_von, gueltig_bis) VALUES (?, ?, 'veroeffentlicht', ?, ?)", [
      'Unwetterwarnung für den Nachmittag',
      'Bitte meiden Sie die Wälder.',
      '2026-11-27T12:00',
      '2026-11-28',
    ]);
    const list = '/rathaus/buergernachrichten/';
    const offices = '/rathaus/fachaemter/';
    clock = new Date('2026-11-27T10:30:00Z'); // 11:30 in Berlin
    for (const url of [list, offices]) {
      const first = await request(site.app).get(url);
      expect(first.text).not.toContain('Neue Öffnungszeiten ab Mittag');
      expect(first.text).not.toContain('Unwetterwarnung für den Nachmittag');
    }
    clock = new Date('2026-11-27T10:59:00Z');
    expect((await request(site.app).get(list)).headers['x-st-cache']).toBe('hit');
    expect((await request(site.app).get(offices)).headers['x-st-cache']).toBe('hit');
    clock = new Date('2026-11-27T11:00:00Z'); // 12:00 in Berlin
    const news = await request(site.app).get(list);
    expect(news.headers['x-st-cache']).toBe('miss');
    expect(news.text).toContain('Neue Öffnungszeiten ab Mittag');
    expect(news.text).toContain('Unwetterwarnung für den Nachmittag');
    // A page that reads no news shows the banner of the layout's site data as well.
    const noNews = await request(site.app).get(offices);
    expect(noNews.headers['x-st-cache']).toBe('miss');
    expect(noNews.text).toContain('Unwetterwarnung für den Nachmittag');
  });

  it('never shares a page between a session and a visitor without one', async () => {
    const anonymous = await request(site.app).get('/');
    expect(anonymous.text).toContain('"user":null');
    const loginPage = await request(site.app).get('/intranet');
    expect(loginPage.headers['x-st-cache']).toBeUndefined();
    const csrf = /name="_csrf" value="([^"]+)"/.exec(loginPage.text)?.[1] ?? '';
    const login = await request(site.app)
      .post('/intranet')
      .type('form')
      .set('cookie', cookieHeader(loginPage))
      .send({ _csrf: csrf, email: EMAIL, passwort: PASSWORT, ziel: '/intranet' });
    expect(login.status).toBe(303);
    const session = [cookieHeader(loginPage), cookieHeader(login)].filter(Boolean).join('; ');
    // The public home page under the session: the user's own render, not the kept anonymous one.
    const mine = await request(site.app).get('/').set('cookie', session);
    expect(mine.headers['x-st-cache']).toBeUndefined();
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.text).toContain('Erika');
    expect(mine.text).toMatch(/nonce="/);
    // …and nothing of it was kept for others.
    const again = await request(site.app).get('/');
    expect(again.text).toContain('"user":null');
    expect(again.text).not.toContain('Erika');
    // The intranet itself is never kept.
    expect((await request(site.app).get('/intranet').set('cookie', session)).headers['x-st-cache']).toBeUndefined();
  });

  it('keeps no form page, no POST answer and nothing for a request with a cookie it does not know', async () => {
    const form = await request(site.app).get('/rathaus/kontakt/');
    expect(form.status).toBe(200);
    // A form anyone may send carries a signed token and sets no cookie (ADR 28); its page is its visitor's all the same.
    expect(form.headers['set-cookie']).toBeUndefined();
    const formAgain = await request(site.app).get('/rathaus/kontakt/');
    expect(formAgain.headers['x-st-cache']).toBe('miss');
    expect(formAgain.headers['cache-control']).toBe('private, no-store');
    const refused = await request(site.app)
      .post('/rathaus/kontakt/')
      .type('form')
      .set('cookie', cookieHeader(form))
      .set('origin', 'http://www.musterstadt.test')
      .send({ _csrf: 'falsch' });
    expect(refused.headers['x-st-cache']).toBeUndefined();
    expect(refused.headers['cache-control']).toMatch(/no-store/);
    // A cookie of the page's own forms changes nothing; an unknown cookie might: no cache for it.
    expect((await request(site.app).get('/').set('cookie', 'st_csrf=abc')).headers['x-st-cache']).toBe('hit');
    expect((await request(site.app).get('/').set('cookie', 'banner=zu')).headers['x-st-cache']).toBeUndefined();
    // The council information system's session cookie is a session like the intranet's.
    expect((await request(site.app).get('/').set('cookie', 'st_csrf=abc; st_ratsinfo=versiegelt')).headers['x-st-cache']).toBeUndefined();
  });

  it('keeps a 404 page, by path and query', async () => {
    expect((await request(site.app).get('/gibt-es-nicht')).status).toBe(404);
    const again = await request(site.app).get('/gibt-es-nicht');
    expect(again.status).toBe(404);
    expect(again.headers['x-st-cache']).toBe('hit');
    expect((await request(site.app).get('/gibt-es-nicht?seite=2')).headers['x-st-cache']).toBe('miss');
  });
});

describe('page cache, CMS_URL mode', () => {
  let upstream: Site;
  let site: Site;
  let server: http.Server;
  let now = Date.parse('2026-11-27T09:00:00Z');
  let heroTitle: string | null = null;

  beforeAll(async () => {
    upstream = await testApp();
    const fake = express();
    // The upstream CMS changes a hero slide's title when heroTitle is set.
    fake.get('/api/cms/hero/start', async (req, res) => {
      const answer = await request(upstream.app).get(req.originalUrl);
      const body = answer.body as { data: Array<{ titel: string }> };
      if (heroTitle) body.data[0]!.titel = heroTitle;
      res.json(body);
    });
    // A compromised upstream: a script and an event handler in a page's formatted text.
    fake.get('/api/cms/seite', async (req, res) => {
      const answer = await request(upstream.app).get(req.originalUrl);
      const body = answer.body as { data?: { inhalt: string } };
      if (answer.status === 200 && body.data && req.query.pfad === '/rathaus/impressum/') {
        body.data.inhalt += '<script>window.__upstream = document.domain</script><p><img src="x" onerror="window.__upstream = 1">Hinweis von oben</p>';
      }
      res.status(answer.status).json(body);
    });
    fake.use(upstream.app);
    server = http.createServer(fake);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    site = await testApp({ env: { CMS_URL: baseUrl, CMS_TIMEOUT_MS: '2000', PUBLIC_URL: 'http://www.musterstadt.test' }, now: () => new Date(now) });
  });
  afterAll(async () => {
    await site?.cleanup();
    await new Promise((r) => server?.close(r));
    await upstream?.cleanup();
  });

  it("sanitizes the upstream's formatted text as the desk does: no script, no handler, on the first and the tenth visit", async () => {
    for (let i = 0; i < 10; i++) {
      const res = await request(site.app).get('/rathaus/impressum/');
      expect(res.status).toBe(200);
      expect(res.headers['x-st-cache']).toBe(i === 0 ? 'miss' : 'hit');
      // The upstream's text arrived (the paragraph), what the allow-list forbids did not.
      expect(res.text).toContain('Hinweis von oben');
      expect(res.text).not.toContain('__upstream');
      expect(res.text).not.toMatch(/onerror|<img src="x"/);
    }
  });

  it('renders the page anew once the upstream answer it used has changed', async () => {
    const first = await request(site.app).get('/');
    expect(first.text).toContain('Willkommen in Musterstadt');
    expect((await request(site.app).get('/')).headers['x-st-cache']).toBe('hit');
    heroTitle = 'Hochwasserwarnung für die Elz';
    // Within the upstream client's freshness the page is its answer, as before the page cache.
    expect((await request(site.app).get('/')).headers['x-st-cache']).toBe('hit');
    // Past it, the next request starts the refresh (stale-while-revalidate, as a render would)…
    now += 31_000;
    await request(site.app).get('/');
    await site.settled();
    // …and once the changed answer is there, no request gets the old page.
    const after = await request(site.app).get('/');
    expect(after.headers['x-st-cache']).toBe('miss');
    expect(after.text).toContain('Hochwasserwarnung für die Elz');
    expect(after.text).not.toContain('Willkommen in Musterstadt');
    expect((await request(site.app).get('/')).headers['x-st-cache']).toBe('hit');
  });
});
