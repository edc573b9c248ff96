import http from 'node:http';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app';
import { csrfIn, loginAs } from '../helpers/formulare';
import { JONAS } from '../helpers/redaktion';

/**
 * The editorial desk with CMS_URL (issue "Editorial desk", item 6): the content is edited in the
 * upstream CMS, so the desk says so, shows no form and writes nothing; none of its calls goes upstream.
 * The upstream is a small fake that knows Jonas of the editorial team.
 */
describe('editorial desk in upstream mode', () => {
  let site: Awaited<ReturnType<typeof testApp>>;
  let server: http.Server;
  const hits: string[] = [];
  const uuid = '268ff74f-52f7-4a4a-90fa-510bc439f28b';
  beforeAll(async () => {
    const fake = express();
    fake.use(express.json());
    fake.use((req, _res, next) => {
      hits.push(`${req.method} ${req.path}`);
      next();
    });
    fake.post('/api/cms/login', (_req, res) => res.json({ data: { token: 'upstream-token-0123456789abcdef', uuid } }));
    fake.get(`/api/cms/intranet/user/${uuid}`, (_req, res) =>
      res.json({ data: { uuid, vorname: 'Jonas', nachname: 'Weber', email: JONAS.email, rollen: ['mitarbeiter', 'redaktion'] } }),
    );
    fake.get('/api/cms/intranet/rubrik', (_req, res) => res.json({ data: [] }));
    fake.get('/api/cms/intranet/archiv_themen', (_req, res) => res.json({ data: [] }));
    fake.use((_req, res) => res.status(404).json({ error: 'Unbekannter Endpunkt' }));
    server = http.createServer(fake);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    site = await testApp({ env: { CMS_URL: `http://127.0.0.1:${(server.address() as { port: number }).port}` } });
  });
  afterAll(async () => {
    await site.cleanup();
    await new Promise((r) => server.close(r));
  });

  it('says that content is edited in the connected CMS, offers no form and writes nothing', async () => {
    const cookie = await loginAs(site.app, JONAS.email, JONAS.passwort);
    const desk = await request(site.app).get('/intranet/redaktion').set('cookie', cookie);
    expect(desk.status).toBe(200);
    expect(desk.text).toContain('aus dem angebundenen Redaktionssystem der Stadt');
    expect(desk.text).not.toContain('name="_aktion"');
    const list = await request(site.app).get('/intranet/redaktion/nachrichten').set('cookie', cookie);
    expect(list.status).toBe(200);
    expect(list.text).not.toContain('Nachricht anlegen');
    expect((await request(site.app).get('/intranet/redaktion/nachrichten/neu').set('cookie', cookie).redirects(0)).headers.location).toBe(
      '/intranet/redaktion',
    );
    const post = await request(site.app)
      .post('/intranet/redaktion/nachrichten/neu')
      .set('cookie', cookie)
      .type('form')
      .send({ _csrf: csrfIn(desk.text), _aktion: 'veroeffentlichen', _revision: '0', rubrik: 'buergernachrichten', titel: 'Nicht hier' });
    // Refused and sent to the desk's notice (there is no form to show the message at).
    expect(post.status).toBe(303);
    expect(post.headers.location).toBe('/intranet/redaktion');
    expect(hits.filter((h) => h.includes('redaktion'))).toEqual([]);
  });
});
