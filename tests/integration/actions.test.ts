import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app';
import { actionRoutes, seen } from '../helpers/action-route';
import { FILE_TOO_LARGE, TOO_MANY_FILES } from '../../server/render/action-body';
import { REFUSED } from '../../server/render/page-handler';

/**
 * Actions beside loaders (README "Adding a page", ADR 11, 28): a POST to a route's own URL runs its
 * action after the same-origin check and the form's token (signed, no cookie needed outside the
 * signed-in areas) and within the body limits. Without JavaScript the answer is a 303 or the page
 * again with status 422, its field errors and every typed value; a script (Accept: application/json
 * and X-Requested-With) gets the same as data. A refused token or file brings the page back too.
 */
type Site = Awaited<ReturnType<typeof testApp>>;
const JSON_HEADERS = { accept: 'application/json', 'x-requested-with': 'fetch' };

/** Text as shown: entities decoded. */
const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('actions', () => {
  let site: Site;
  let cookie = '';
  let csrf = '';
  beforeAll(async () => {
    site = await testApp({ extraRoutes: actionRoutes });
    const form = await request(site.app).get('/test/formular');
    expect(form.status).toBe(200);
    csrf = /name="_csrf" value="([^"]+)"/.exec(form.text)?.[1] ?? '';
    cookie = ([] as string[])
      .concat(form.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    // A form anyone may send: a signed token, and no cookie at all.
    expect(csrf).toMatch(/^f1\./);
    expect(cookie).toBe('');
  });
  afterAll(async () => {
    await site.cleanup();
  });

  const post = (url: string, form: Record<string, string | string[]>, headers: Record<string, string> = {}) =>
    request(site.app).post(url).type('form').set('cookie', cookie).set(headers).send(form);
  const tmpFiles = () => (fs.existsSync(path.join(site.dataDir, 'tmp')) ? fs.readdirSync(path.join(site.dataDir, 'tmp')) : []);
  /** The temporary files once the deletions after the answer have run (they are asynchronous). */
  const tmpFilesAfterwards = async () => {
    for (let i = 0; i < 40 && tmpFiles().length; i++) await new Promise((r) => setTimeout(r, 25));
    return tmpFiles();
  };

  it('without JavaScript: 422 with the field errors and every typed value, never the password', async () => {
    const res = await post('/test/formular', { _csrf: csrf, name: 'Erika <Muster> & "Söhne"', email: 'keine-adresse', passwort: 'Geheim#123' });
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = decode(res.text);
    expect(text).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(text).not.toContain('Bitte geben Sie Ihren Namen ein.');
    expect(text).toContain('value="Erika <Muster> & "Söhne""');
    expect(text).toContain('value="keine-adresse"');
    expect(res.text).toContain('aria-invalid="true"');
    expect(res.text).not.toContain('Geheim#123');
    // The page state carries the status, so the script renders the same page after hydration.
    const state = JSON.parse(/<script[^>]*id="st-data"[^>]*>([\s\S]*?)<\/script>/.exec(res.text)![1]!.replace(/\\u003c/g, '<')) as {
      page: { status: number; routeId: string };
    };
    expect(state.page).toMatchObject({ status: 422, routeId: 'test-formular' });
  });

  it('without JavaScript: a valid form is answered 303 (POST/redirect/GET)', async () => {
    const res = await post(
      '/test/formular',
      { _csrf: csrf, name: 'Erika', email: 'erika@example.org' },
      { 'x-forwarded-for': '203.0.113.9', 'idempotency-key': 'abc-123' },
    );
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/test/formular?gesendet=Erika');
    expect(seen.idempotencyKey).toBe('abc-123');
    expect(seen.ip).not.toBe('');
    const after = await request(site.app).get(res.headers.location!).set('cookie', cookie);
    expect(after.text).toContain('<p id="gesendet">Erika</p>');
  });

  it('with JavaScript: the same answers as data', async () => {
    const bad = await post('/test/formular', { _csrf: csrf, name: '', email: 'x' }, JSON_HEADERS);
    expect(bad.status).toBe(422);
    expect(bad.headers['content-type']).toMatch(/application\/json/);
    const body = bad.body as {
      kind: string;
      page: { status: number; routeId: string; data: { form: { errors: Record<string, string>; values: Record<string, string> } } };
    };
    expect(body.kind).toBe('page');
    expect(body.page.status).toBe(422);
    expect(body.page.routeId).toBe('test-formular');
    expect(body.page.data.form.errors).toEqual({ name: 'Bitte geben Sie Ihren Namen ein.', email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' });
    expect(body.page.data.form.values).toEqual({ name: '', email: 'x' });
    const ok = await post('/test/formular', { _csrf: csrf, name: 'Erika', email: 'erika@example.org' }, JSON_HEADERS);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ kind: 'redirect', location: '/test/formular?gesendet=Erika' });
  });

  it('passes the status and Retry-After of a throttled form, and 404 when the action says so', async () => {
    const slow = await post('/test/formular', { _csrf: csrf, name: 'langsam', email: 'a@b.de' });
    expect(slow.status).toBe(429);
    expect(slow.headers['retry-after']).toBe('30');
    expect(decode(slow.text)).toContain('Bitte warten Sie 30 Sekunden.');
    const gone = await post('/test/formular', { _csrf: csrf, name: 'fehlt', email: 'a@b.de' });
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('<meta name="robots" content="noindex">');
  });

  it('refuses a POST without or with a wrong token, or from another site (403): the page again with every value', async () => {
    const none = await post('/test/formular', { name: 'Erika', email: 'erika@example.org' });
    expect(none.status).toBe(403);
    expect(none.headers['content-type']).toMatch(/text\/html/);
    expect(decode(none.text)).toContain(REFUSED.unknownForm);
    expect(decode(none.text)).toContain('value="Erika"');
    expect((await post('/test/formular', { _csrf: 'x'.repeat(43), name: 'Erika', email: 'e@x.de' })).status).toBe(403);
    // No cookie is needed: the token is checked by its signature.
    const noCookie = await request(site.app).post('/test/formular').type('form').send({ _csrf: csrf, name: 'Erika', email: 'e@x.de' });
    expect(noCookie.status).toBe(303);
    const foreign = await post('/test/formular', { _csrf: csrf, name: 'Erika', email: 'e@x.de' }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(decode(foreign.text)).toContain(REFUSED.crossSite);
    const json = await post('/test/formular', { name: 'Erika' }, JSON_HEADERS);
    expect(json.status).toBe(403);
    expect(json.body).toMatchObject({ kind: 'page', page: { status: 403, data: { form: { message: REFUSED.unknownForm, values: { name: 'Erika' } } } } });
    const empty = await request(site.app).post('/test/formular').set('cookie', cookie);
    expect(empty.status).toBe(403);
  });

  it('answers 413 with a German page for a body over the limits, 415 for other formats', async () => {
    const big = await post('/test/formular', { _csrf: csrf, name: 'x'.repeat(70 * 1024), email: 'a@b.de' });
    expect(big.status).toBe(413);
    expect(decode(big.text)).toContain('Die gesendeten Daten sind zu groß.');
    const many: Record<string, string> = { _csrf: csrf };
    for (let i = 0; i < 250; i++) many[`f${i}`] = 'x';
    expect((await post('/test/formular', many)).status).toBe(413);
    const json = await request(site.app).post('/test/formular').set('cookie', cookie).send({ _csrf: csrf, name: 'Erika' });
    expect(json.status).toBe(415);
  });

  it('hands a file within the limits to the action and deletes it after the request', async () => {
    const res = await request(site.app)
      .post('/test/formular')
      .set('cookie', cookie)
      .field('_csrf', csrf)
      .field('name', 'Erika')
      .field('email', 'erika@example.org')
      .attach('datei', Buffer.from('Hallo Rathaus'), { filename: 'brief.txt', contentType: 'text/plain' });
    expect(res.status).toBe(303);
    expect(decodeURIComponent(res.headers.location!.split('gesendet=')[1]!)).toBe('datei|brief.txt|text/plain|13|Hallo Rathaus');
    expect(seen.files).toHaveLength(1);
    expect(seen.files[0]!.existed).toBe(true);
    expect(seen.files[0]!.path.startsWith(path.join(site.dataDir, 'tmp'))).toBe(true);
    expect(await tmpFilesAfterwards()).toEqual([]);
    expect(fs.existsSync(seen.files[0]!.path)).toBe(false);
    // Multipart fields keep their values on a refused form too.
    const bad = await request(site.app).post('/test/formular').set('cookie', cookie).field('_csrf', csrf).field('name', 'Erika').field('email', 'nein');
    expect(bad.status).toBe(422);
    expect(bad.text).toContain('value="nein"');
  });

  it('refuses files over the limits and files before the CSRF token, keeping nothing (413, 403)', async () => {
    const base = () => request(site.app).post('/test/formular').set('cookie', cookie);
    const tooBig = await base().field('_csrf', csrf).field('name', 'Erika').field('email', 'e@x.de').attach('datei', Buffer.alloc(5000, 'a'), 'gross.txt');
    expect(tooBig.status).toBe(413);
    expect(decode(tooBig.text)).toContain(FILE_TOO_LARGE('gross.txt', 1024));
    expect(decode(tooBig.text)).toContain('value="Erika"');
    const two = await base().field('_csrf', csrf).attach('datei', Buffer.from('a'), 'a.txt').attach('datei', Buffer.from('b'), 'b.txt').field('name', 'Erika');
    expect(two.status).toBe(413);
    expect(decode(two.text)).toContain(TOO_MANY_FILES(2, 1));
    // Fields after the files are read too: the form comes back whole.
    expect(decode(two.text)).toContain('value="Erika"');
    const early = await base().attach('datei', Buffer.from('vorher'), 'vorher.txt').field('_csrf', csrf);
    expect(early.status).toBe(403);
    // A token is bound to its form: this one's page gives its own.
    const own = /name="_csrf" value="([^"]+)"/.exec((await request(site.app).get('/test/ohne-upload')).text)![1]!;
    expect(
      (await request(site.app).post('/test/ohne-upload').field('_csrf', csrf).field('name', 'Erika').attach('datei', Buffer.from('x'), 'x.txt')).status,
    ).toBe(403);
    const noUploads = await request(site.app).post('/test/ohne-upload').field('_csrf', own).field('name', 'Erika').attach('datei', Buffer.from('x'), 'x.txt');
    expect(noUploads.status).toBe(413);
    expect(decode(noUploads.text)).toContain(TOO_MANY_FILES(1, 0));
    const broken = await base().set('content-type', 'multipart/form-data; boundary=xyz').send('--xyz\r\nkaputt');
    expect(broken.status).toBe(400);
    expect(await tmpFilesAfterwards()).toEqual([]);
  });

  it('answers an upload far over the limit without hanging, with the request still being sent', async () => {
    const server = http.createServer(site.app);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port } = server.address() as { port: number };
      const boundary = 'grenze';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${csrf}\r\n--${boundary}\r\nContent-Disposition: form-data; name="datei"; filename="riesig.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
      const size = 8 * 1024 * 1024;
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path: '/test/formular',
            method: 'POST',
            headers: {
              cookie,
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'content-length': String(head.length + size + boundary.length + 8),
            },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.write(head);
        const chunk = Buffer.alloc(64 * 1024, 'x');
        let sent = 0;
        const pump = () => {
          while (sent < size) {
            sent += chunk.length;
            if (!req.write(chunk)) {
              req.once('drain', pump);
              return;
            }
          }
          req.end(`\r\n--${boundary}--\r\n`);
        };
        pump();
      });
      expect(status).toBe(413);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
    expect(await tmpFilesAfterwards()).toEqual([]);
  });

  it('answers a POST to a route without action 405 with Allow', async () => {
    const res = await post('/test/ohne-action', { _csrf: csrf });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect((await post('/rathaus/impressum/', { _csrf: csrf })).status).toBe(405);
    expect((await post('/gibt/es/nicht', { _csrf: csrf })).status).toBe(405);
  });
});
