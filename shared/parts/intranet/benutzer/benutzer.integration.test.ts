import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRow, openSiteStore } from '../../../../tests/helpers/store';
import type { OpenedDb } from '../../../../server/cms/db';
import { testApp } from '../../../../tests/helpers/app';
import { pageText } from '../../../../tests/helpers/html';
import { PAUL, SABINE, cookiesOf, csrfIn, loginAs } from '../../../../tests/helpers/formulare';
import { suggestPassword } from './password-suggestion';
import { isValidPassword } from '../../../site/validation';

/**
 * Account administration (issue 14 item 1): admins list, add, disable and enable accounts, change
 * their roles and reset their passwords at /intranet/benutzer. Every page and action refuses anybody
 * else (403 with a German page, the CMS's operations too), a reset and a disabled account end the
 * account's sessions, and an admin cannot lock themselves out.
 */
/** Password checks are deliberately slow hashes. */
const SLOW = 90_000;
const ERIKA = { email: 'erika.mustermann@musterstadt.de', passwort: 'Demo#Rathaus2026' };

type Site = Awaited<ReturnType<typeof testApp>>;
let site: Site;
let db: OpenedDb;
let erika = '';
let paul = '';
let sabine = '';
let paulUuid = '';
let erikaUuid = '';

const uuidOf = async (email: string) => (await firstRow<{ uuid: string }>(db, 'SELECT uuid FROM intranet_user WHERE email = ?', email))!.uuid;
const get = (url: string, cookie?: string) => {
  const r = request(site.app).get(url).redirects(0);
  return cookie ? r.set('cookie', cookie) : r;
};
/** A form POST as the browser sends it without JavaScript, with the CSRF token of the session's cookie. */
async function post(url: string, cookie: string, fields: Record<string, string | string[]>) {
  const csrf = csrfIn((await get('/intranet/passwort', cookie)).text);
  return request(site.app)
    .post(url)
    .type('form')
    .set('cookie', cookie)
    .redirects(0)
    .send({ _csrf: csrf, ...fields });
}
/** Whether a session still is one: a page of the intranet answers, instead of sending to the login. */
const sessionAlive = async (cookie: string) => (await get('/intranet/passwort', cookie)).status === 200;
async function loginFails(email: string, passwort: string) {
  const page = await get('/intranet');
  const cookie = cookiesOf(page)
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await request(site.app)
    .post('/intranet')
    .type('form')
    .set('cookie', cookie)
    .redirects(0)
    .send({ _csrf: csrfIn(page.text), email, passwort, ziel: '/intranet' });
  return res.status !== 303;
}

beforeAll(async () => {
  site = await testApp();
  db = await openSiteStore(site.config);
  [erika, paul, sabine] = await Promise.all([
    loginAs(site.app, ERIKA.email, ERIKA.passwort),
    loginAs(site.app, PAUL.email, PAUL.passwort),
    loginAs(site.app, SABINE.email, SABINE.passwort),
  ]);
  paulUuid = await uuidOf(PAUL.email);
  erikaUuid = await uuidOf(ERIKA.email);
}, SLOW);
afterAll(async () => {
  await db?.close();
  await site?.cleanup();
});

describe('who may', () => {
  it('sends visitors without a session to the login, pages and actions alike', async () => {
    for (const url of ['/intranet/benutzer', `/intranet/benutzer/${paulUuid}`]) {
      const res = await get(url);
      expect(res.status, url).toBeGreaterThanOrEqual(300);
      expect(res.status, url).toBeLessThan(400);
      expect(res.headers.location, url).toMatch(/^\/intranet\?ziel=/);
      expect(res.text).not.toContain(PAUL.email);
    }
    const anon = await request(site.app).post(`/intranet/benutzer/${paulUuid}`).type('form').redirects(0).send({ _aktion: 'aktiv', aktiv: '0' });
    expect([303, 403]).toContain(anon.status);
    expect((await firstRow<{ aktiv: number }>(db, 'SELECT aktiv FROM intranet_user WHERE uuid = ?', paulUuid))!.aktiv).toBe(1);
  });

  it(
    'answers 403 with a German page to staff without the role admin, on every page and every action, and the CMS too',
    async () => {
      for (const cookie of [paul, sabine]) {
        for (const url of ['/intranet/benutzer', `/intranet/benutzer/${erikaUuid}`]) {
          const res = await get(url, cookie);
          expect(res.status, url).toBe(403);
          expect(res.text).toContain('lang="de"');
          expect(pageText(res.text)).toMatch(/keine Berechtigung|Zugriff/i);
          expect(res.text).not.toContain(ERIKA.email);
        }
        const actions: Array<[string, Record<string, string | string[]>]> = [
          ['/intranet/benutzer', { email: 'neu.person@musterstadt.de', vorname: 'Neu', nachname: 'Person', rollen: ['admin'], passwort: 'Gut#Passwort2026' }],
          [`/intranet/benutzer/${erikaUuid}`, { _aktion: 'rollen', rollen: ['mitarbeiter'] }],
          [`/intranet/benutzer/${erikaUuid}`, { _aktion: 'aktiv', aktiv: '0' }],
          [`/intranet/benutzer/${erikaUuid}`, { _aktion: 'passwort', passwort: 'Gut#Passwort2026' }],
        ];
        for (const [url, fields] of actions) {
          const res = await post(url, cookie, fields);
          expect(res.status, `${url} ${String(fields._aktion ?? 'anlegen')}`).toBe(403);
          expect(res.text).toContain('lang="de"');
        }
      }
      // The operations behind the pages check the role themselves.
      const api = await get('/api/cms/intranet/benutzer', paul);
      expect(api.status).toBe(403);
      expect(api.body).toEqual({ error: 'Kein Zugriff' });
      const write = await request(site.app)
        .post(`/api/cms/intranet/benutzer/${erikaUuid}`)
        .set('cookie', paul)
        .set('x-requested-with', 'XMLHttpRequest')
        .send({ aktiv: false });
      expect(write.status).toBe(403);
      // Nothing changed.
      expect(await firstRow(db, "SELECT COUNT(*) AS n FROM intranet_user WHERE email = 'neu.person@musterstadt.de'")).toEqual({ n: 0 });
      expect(await firstRow(db, 'SELECT aktiv FROM intranet_user WHERE uuid = ?', erikaUuid)).toEqual({ aktiv: 1 });
      expect(await sessionAlive(erika)).toBe(true);
    },
    SLOW,
  );

  it('refuses a POST without the CSRF token or from another site', async () => {
    const fields = { _aktion: 'aktiv', aktiv: '0' };
    const noToken = await request(site.app).post(`/intranet/benutzer/${paulUuid}`).type('form').set('cookie', erika).redirects(0).send(fields);
    expect(noToken.status).toBe(403);
    const csrf = csrfIn((await get('/intranet/benutzer', erika)).text);
    const foreign = await request(site.app)
      .post(`/intranet/benutzer/${paulUuid}`)
      .type('form')
      .set('cookie', erika)
      .set('origin', 'https://evil.example')
      .redirects(0)
      .send({ _csrf: csrf, ...fields });
    expect(foreign.status).toBe(403);
    expect(await firstRow(db, 'SELECT aktiv FROM intranet_user WHERE uuid = ?', paulUuid)).toEqual({ aktiv: 1 });
  });
});

describe('an admin', () => {
  const NEW = { email: 'Max.Muster@musterstadt.de', vorname: 'Max', nachname: 'Muster' };
  let maxUuid = '';
  let max = '';

  it('sees every account with roles and state, and a generated first password that follows the rules', async () => {
    const res = await get('/intranet/benutzer', erika);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const text = pageText(res.text);
    for (const who of ['Mustermann, Erika', 'Brenner, Paul', 'Fuchs, Sabine', 'Weber, Jonas']) expect(text).toContain(who);
    expect(text).toMatch(/Fuchs, Sabine sabine\.fuchs@musterstadt\.de Mitarbeiter\/in, Eingänge aktiv/);
    const suggestion = /id="neu-passwort"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*id="neu-passwort"/.exec(res.text);
    const value = suggestion?.[1] ?? suggestion?.[2] ?? '';
    expect(isValidPassword(value)).toBe(true);
    // A new one on every page: it is stored nowhere.
    expect((await get('/intranet/benutzer', erika)).text).not.toContain(value);
    expect(res.text).toContain('href="/intranet/benutzer"');
  });

  it(
    'gets the page again with German messages and the values kept for a wrong form; a taken address is refused',
    async () => {
      const bad = await post('/intranet/benutzer', erika, { email: 'keine-adresse', vorname: 'Max', nachname: '', rollen: ['redaktion'], passwort: 'kurz' });
      expect(bad.status).toBe(422);
      const text = pageText(bad.text);
      expect(text).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein');
      expect(text).toContain('Bitte geben Sie den Nachnamen ein.');
      expect(text).toMatch(/Passwort/);
      expect(bad.text).toContain('value="keine-adresse"');
      expect(bad.text).toMatch(/id="neu-rolle-redaktion"[^>]*checked|checked[^>]*id="neu-rolle-redaktion"/);
      expect(bad.text).not.toContain('value="kurz"');
      expect(bad.text).toMatch(/aria-invalid="true"/);
      const taken = await post('/intranet/benutzer', erika, {
        email: PAUL.email.toUpperCase(),
        vorname: 'Paul',
        nachname: 'Zwei',
        passwort: 'Gut#Passwort2026',
      });
      expect(taken.status).toBe(422);
      expect(pageText(taken.text)).toContain('Es gibt schon einen Zugang mit dieser E-Mail-Adresse.');
    },
    SLOW,
  );

  it(
    'adds an account with the roles ticked; it can log in at once',
    async () => {
      const res = await post('/intranet/benutzer', erika, { ...NEW, rollen: ['redaktion', 'eingaenge', 'unbekannt'], passwort: 'Start#Max2026' });
      expect(res.status).toBe(303);
      maxUuid = await uuidOf('max.muster@musterstadt.de');
      expect(res.headers.location).toBe(`/intranet/benutzer?angelegt=${maxUuid}`);
      expect(pageText((await get(res.headers.location!, erika)).text)).toContain('Der Zugang für Max Muster wurde angelegt.');
      const roles = (await db.raw.query<{ rolle: string }>('SELECT rolle FROM intranet_user_rolle WHERE user_uuid = ? ORDER BY rolle', [maxUuid])).map(
        (r) => r.rolle,
      );
      expect(roles).toEqual(['eingaenge', 'mitarbeiter', 'redaktion']);
      max = await loginAs(site.app, 'max.muster@musterstadt.de', 'Start#Max2026');
      expect((await get('/intranet/eingaenge', max)).status).toBe(200);
    },
    SLOW,
  );

  it('changes the roles: a role taken away is refused at the next request', async () => {
    const res = await post(`/intranet/benutzer/${maxUuid}`, erika, { _aktion: 'rollen', rollen: ['redaktion'] });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/intranet/benutzer/${maxUuid}?gespeichert=rollen`);
    expect(pageText((await get(res.headers.location!, erika)).text)).toContain('Die Rollen wurden gespeichert.');
    expect((await get('/intranet/eingaenge', max)).status).toBe(403);
  });

  it(
    'disables an account: its session ends at once and it cannot log in; enabled again, it can',
    async () => {
      expect(await sessionAlive(max)).toBe(true);
      const res = await post(`/intranet/benutzer/${maxUuid}`, erika, { _aktion: 'aktiv', aktiv: '0' });
      expect(res.status).toBe(303);
      expect(await sessionAlive(max)).toBe(false);
      expect(await firstRow(db, 'SELECT COUNT(*) AS n FROM intranet_token WHERE user_uuid = ?', maxUuid)).toEqual({ n: 0 });
      expect(await loginFails('max.muster@musterstadt.de', 'Start#Max2026')).toBe(true);
      expect(pageText((await get('/intranet/benutzer', erika)).text)).toMatch(/Muster, Max max\.muster@musterstadt\.de Mitarbeiter\/in, Redaktion deaktiviert/);
      expect((await post(`/intranet/benutzer/${maxUuid}`, erika, { _aktion: 'aktiv', aktiv: '1' })).status).toBe(303);
      max = await loginAs(site.app, 'max.muster@musterstadt.de', 'Start#Max2026');
      expect(await sessionAlive(max)).toBe(true);
    },
    SLOW,
  );

  it(
    'resets the password: every session of the account ends, the old password no longer works, the new one does',
    async () => {
      const second = await loginAs(site.app, 'max.muster@musterstadt.de', 'Start#Max2026');
      const weak = await post(`/intranet/benutzer/${maxUuid}`, erika, { _aktion: 'passwort', passwort: 'einfach' });
      expect(weak.status).toBe(422);
      expect(await sessionAlive(max)).toBe(true);
      const res = await post(`/intranet/benutzer/${maxUuid}`, erika, { _aktion: 'passwort', passwort: 'Neu#Max2027x' });
      expect(res.status).toBe(303);
      expect(pageText((await get(res.headers.location!, erika)).text)).toContain('Alle Sitzungen dieses Zugangs sind beendet.');
      expect(await sessionAlive(max)).toBe(false);
      expect(await sessionAlive(second)).toBe(false);
      expect(await loginFails('max.muster@musterstadt.de', 'Start#Max2026')).toBe(true);
      await loginAs(site.app, 'max.muster@musterstadt.de', 'Neu#Max2027x');
      // The admin's own session is untouched.
      expect(await sessionAlive(erika)).toBe(true);
    },
    SLOW,
  );

  it('cannot lock themselves out: no disabling of the own account, no giving up the own admin role', async () => {
    const page = await get(`/intranet/benutzer/${erikaUuid}`, erika);
    expect(page.status).toBe(200);
    expect(pageText(page.text)).toContain('Ihren eigenen Zugang können Sie nicht deaktivieren.');
    const off = await post(`/intranet/benutzer/${erikaUuid}`, erika, { _aktion: 'aktiv', aktiv: '0' });
    expect(off.status).toBe(422);
    expect(pageText(off.text)).toContain('Sie können Ihren eigenen Zugang nicht deaktivieren.');
    const roles = await post(`/intranet/benutzer/${erikaUuid}`, erika, { _aktion: 'rollen', rollen: ['redaktion'] });
    expect(roles.status).toBe(422);
    expect(pageText(roles.text)).toContain('Sie können sich die Rolle „admin“ nicht selbst nehmen.');
    expect(await firstRow(db, "SELECT COUNT(*) AS n FROM intranet_user_rolle WHERE user_uuid = ? AND rolle = 'admin'", erikaUuid)).toEqual({ n: 1 });
    expect(await sessionAlive(erika)).toBe(true);
    // An unknown account is a 404 page, an unknown action a 400.
    expect((await get('/intranet/benutzer/00000000-0000-4000-8000-000000000000', erika)).status).toBe(404);
    expect((await post(`/intranet/benutzer/${maxUuid}`, erika, { _aktion: 'loeschen' })).status).toBe(400);
  });
});

describe('the generated password', () => {
  it('always follows the rules of spec §5 and differs each time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const p = suggestPassword();
      expect(isValidPassword(p), p).toBe(true);
      seen.add(p);
    }
    expect(seen.size).toBe(200);
  });
});
