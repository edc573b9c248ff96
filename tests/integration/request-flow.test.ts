import http from 'node:http';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app';
import { editorSession } from '../helpers/redaktion';
import { layoutNamed } from '../../shared/site/sections';

/**
 * The request flow (README "Architecture"): what a page request and a navigation request (/_data)
 * ask the CMS for. Navigation loads only the page; the layout's data (weather, the menu's content
 * check) and the intranet's start topics belong to the document the browser loaded first.
 */
type Site = Awaited<ReturnType<typeof testApp>>;
const EMAIL = 'erika.mustermann@musterstadt.de';
const PASSWORT = 'Demo#Rathaus2026';

describe('what /_data asks the CMS for', () => {
  let upstream: Site;
  let site: Site;
  let fake: http.Server;
  const hits: string[] = [];
  beforeAll(async () => {
    upstream = await testApp();
    const app = express();
    app.use((req, _res, next) => {
      hits.push(req.url);
      next();
    });
    app.use(upstream.app);
    fake = http.createServer(app);
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    site = await testApp({ env: { CMS_URL: `http://127.0.0.1:${(fake.address() as { port: number }).port}` } });
  });
  afterAll(async () => {
    await site.cleanup();
    await new Promise((r) => fake.close(r));
    await upstream.cleanup();
  });
  beforeEach(() => {
    hits.length = 0;
  });

  it('loads the page only: no weather, no content check of the menus', async () => {
    const nav = await request(site.app).get('/_data/rathaus/impressum/');
    expect(nav.status).toBe(200);
    expect((nav.body as { kind: string }).kind).toBe('page');
    expect(hits.some((h) => h.startsWith('/api/cms/seite'))).toBe(true);
    expect(hits.filter((h) => h.startsWith('/api/wetter') || h.startsWith('/api/cms/aktuelles_rubrik') || h.startsWith('/api/cms/archiv_themen'))).toEqual([]);
    // The document itself does load them.
    hits.length = 0;
    const page = await request(site.app).get('/rathaus/impressum/');
    expect(page.status).toBe(200);
    expect(hits.some((h) => h.startsWith('/api/wetter'))).toBe(true);
  });

  it('with a session: no start topics of the intranet either', async () => {
    const form = await request(site.app).get('/intranet');
    const csrf = /name="_csrf" value="([^"]+)"/.exec(form.text)?.[1] ?? '';
    const cookies = ([] as string[])
      .concat(form.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const posted = await request(site.app)
      .post('/intranet')
      .type('form')
      .set('cookie', cookies)
      .send({ _csrf: csrf, email: EMAIL, passwort: PASSWORT, ziel: '/intranet' });
    expect(posted.status).toBe(303);
    const session = ([] as string[])
      .concat(posted.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    hits.length = 0;
    const nav = await request(site.app).get('/_data/rathaus/impressum/').set('cookie', `${cookies}; ${session}`);
    expect(nav.status).toBe(200);
    expect(hits.some((h) => h.startsWith('/api/cms/intranet/user/'))).toBe(true);
    expect(hits.filter((h) => h.startsWith('/api/cms/intranet/archiv_themen'))).toEqual([]);
    hits.length = 0;
    const page = await request(site.app).get('/rathaus/impressum/').set('cookie', `${cookies}; ${session}`);
    expect(page.text).toContain('"intranet":{"themen":[');
    expect(hits.some((h) => h.startsWith('/api/cms/intranet/archiv_themen'))).toBe(true);
  });

  it('a refused form shown again reads the session once: one confirmation of the user at the CMS', async () => {
    const login = await request(site.app).get('/intranet');
    const csrf = /name="_csrf" value="([^"]+)"/.exec(login.text)?.[1] ?? '';
    const cookies = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const posted = await request(site.app)
      .post('/intranet')
      .type('form')
      .set('cookie', cookies)
      .send({ _csrf: csrf, email: EMAIL, passwort: PASSWORT, ziel: '/intranet' });
    const session = ([] as string[])
      .concat(posted.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const passwort = await request(site.app).get('/intranet/passwort').set('cookie', `${cookies}; ${session}`);
    const token = /name="_csrf" value="([^"]+)"/.exec(passwort.text)?.[1] ?? '';
    hits.length = 0;
    const refused = await request(site.app)
      .post('/intranet/passwort')
      .type('form')
      .set('cookie', `${cookies}; ${session}`)
      .send({ _csrf: token, passwort_alt: '', passwort_neu: '', passwort_wiederholung: '' });
    expect(refused.status).toBe(400);
    expect(hits.filter((h) => h.startsWith('/api/cms/intranet/user/'))).toHaveLength(1);
  });
});

describe('the layout of a page, decided once per request', () => {
  let site: Site;
  beforeAll(async () => {
    site = await testApp();
  });
  afterAll(async () => {
    await site.cleanup();
  });

  it('a desk preview shows the document head and the body in the layout of the address it previews', async () => {
    const editor = await editorSession(site.app);
    const preview = await request(site.app)
      .get(`/intranet/redaktion/seiten/${encodeURIComponent('/feuerwehr/gesamtwehr/')}/vorschau`)
      .set('cookie', editor.cookie);
    expect(preview.status).toBe(200);
    const feuerwehr = layoutNamed('feuerwehr');
    expect(/<html[^>]*data-layout="([^"]+)"/.exec(preview.text)?.[1]).toBe('feuerwehr');
    expect(/<meta name="theme-color" content="([^"]+)"/.exec(preview.text)?.[1]).toBe(feuerwehr.themeColor);
    expect(preview.text).toContain('st-page st-page--feuerwehr');
    expect(preview.text).toContain('"layout":"feuerwehr"');
    // The desk's own pages stay in the main layout.
    const desk = await request(site.app).get('/intranet/redaktion').set('cookie', editor.cookie);
    expect(/<html[^>]*data-layout="([^"]+)"/.exec(desk.text)?.[1]).toBe('main');
  });
});
