import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app';

let site: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  site = await testApp();
});
afterAll(async () => {
  await site.cleanup();
});

/** Sends a raw request line (supertest would normalise a malformed path). */
function rawGet(server: http.Server, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { port } = server.address() as { port: number };
    const req = http.request({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('bad input never causes a 500', () => {
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer(site.app);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
  });

  it.each(['/%E0%A4%A', '/rathaus/%', '/rathaus/buergernachrichten/%C0%AF', '/%00', '/_data/%E0%A4%A'])(
    'answers 400 for malformed percent-encoding in %s',
    async (path) => {
      const res = await rawGet(server, path);
      expect(res.status).toBe(400);
    },
  );

  it('explains a malformed address in German inside the layout', async () => {
    const res = await rawGet(server, '/rathaus/%E0%A4%A');
    expect(res.body).toContain('Ungültige Adresse');
    expect(res.body).toContain('Zurück zur Startseite');
  });

  it('rejects oversized headers with 431', async () => {
    const res = await rawGet(server, '/', { cookie: `x=${'a'.repeat(20_000)}` });
    expect(res.status).toBe(431);
  });

  it.each(['x=%zz; y', 'st_session=garbage', '=;;;=;', '__Host-st=' + '%'.repeat(50), 'a="unterminated'])('ignores the garbage cookie %s', async (cookie) => {
    const res = await request(site.app).get('/').set('cookie', cookie);
    expect(res.status).toBe(200);
  });

  it.each([
    '/?utm_source=newsletter&fbclid=abc',
    '/rathaus/buergernachrichten/?seite=-1',
    '/rathaus/buergernachrichten/?seite=abc',
    '/rathaus/buergernachrichten/?seite[]=1&seite[]=2',
    '/rathaus/buergernachrichten/?datum=abcd',
    '/rathaus/buergernachrichten/?datum=2024&datum=2025',
    '/rathaus/buergernachrichten/?seite=99999999999999999999',
    '/?%=%&&&==',
  ])('shows the normal page for odd query strings: %s', async (path) => {
    const res = await request(site.app).get(path);
    expect(res.status).toBe(200);
  });

  it('answers 413 with a German message for oversized bodies', async () => {
    const res = await request(site.app)
      .post('/api/cms/login')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ email: 'a@b.de', passwort: 'x'.repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('Die gesendeten Daten sind zu groß.');
  });

  it('answers 400 for invalid JSON', async () => {
    const res = await request(site.app).post('/api/cms/login').set('content-type', 'application/json').send('{"email":');
    expect(res.status).toBe(400);
  });

  it('answers 405 for methods pages do not take', async () => {
    const res = await request(site.app).delete('/rathaus/');
    expect(res.status).toBe(405);
  });

  it('answers 400 for invalid API parameters', async () => {
    const res = await request(site.app).get('/api/cms/aktuelles_rubrik/buergernachrichten/aktuelles?pro_seite=100000');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/pro_seite/);
  });

  it('answers 404 as JSON for unknown API paths', async () => {
    const res = await request(site.app).get('/api/cms/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('answers 400 for invalid image parameters', async () => {
    expect((await request(site.app).get('/bild?src=/etc/passwd&w=100')).status).toBe(400);
    expect((await request(site.app).get('/bild?src=/api/cms/medien/rathaus.jpg&w=99999')).status).toBe(400);
  });

  it('never serves files outside the documents folder', async () => {
    expect((await request(site.app).get('/api/cms/dateien/1/..%2F..%2Fmusterstadt.db')).status).toBe(404);
    expect((await request(site.app).get('/api/cms/medien/..%2Fmusterstadt.jpg')).status).toBe(404);
  });
});

describe('every route of the town-life sections survives odd input', () => {
  const SECTIONS = /^\/(musterstadt|stadtleben|wirtschaft|gaeste)\//;
  // Each loader reads its own parameters, so the odd values of all of them travel together.
  const ODD_QUERIES = [
    'seite=-1&rubrik_id=abc&zeitraum=gestern&gremium=%00&strasse=nicht-da&ortsteil=Atlantis&status=kaputt&art=Schloss&buchstabe=%C3%84%C3%96&von=2026-02-30&bis=gestern',
    'seite=99999999999999999999&rubrik_id[]=7&arten=restmuell&arten=quatsch&zeitraum[]=woche&status=aktuell&status=aktuell',
    'seite=abc&seite=2&art=&ortsteil=&strasse=',
    `q=${'x'.repeat(3000)}&gremium=${'g'.repeat(500)}`,
  ];
  const ODD_PARAMS = ['x', 'abc_99999999999999999', '%C3%A4%C3%B6%C3%BC_12', '..%2F..%2Fetc'];

  it('answers every route with odd parameters and query strings without a 500', async () => {
    const { routes } = await import('../../shared/routes');
    const templates = routes.map((r) => r.path).filter((p) => SECTIONS.test(p));
    expect(templates.length).toBeGreaterThan(25);
    const failures: string[] = [];
    for (const template of templates) {
      const urls = template.includes(':') || template.includes('*') ? ODD_PARAMS.map((v) => template.replace(/:[a-zA-Z]+\??/g, v).replace('*', v)) : [template];
      for (const url of urls) {
        for (const q of ODD_QUERIES) {
          const res = await request(site.app).get(`${url}?${q}`);
          if (res.status >= 500) failures.push(`${res.status} ${url}?${q.slice(0, 60)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
