import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app';
import { pageText } from '../helpers/html';
import { csrfIn, getWith, jar, logIn, postForm, setCookies, type Jar } from '../helpers/browser-session';
import { deriveKeys, unseal } from '../../server/session/seal';
import { ratsterminSlug } from '../../shared/parts/ratstermine/paths';

/** Each login checks a password: a deliberately slow hash (0.3 s idle, seconds on a loaded machine). */
const HASHING_TIMEOUT_MS = 90_000;

/**
 * The council information system (spec §1, §6, §9): its own login and sealed cookie, the same flags,
 * lifetime, CSRF rules and throttling as the intranet, no access with an intranet session (nor the
 * other way round), the non-public agendas, papers and documents (401 without the council session,
 * 200 with it, 403 for a member of another body), and in CMS_URL mode the council token sent upstream
 * in X-Ratsinfo-Token, never as Authorization. The clock is fixed to 2026-11-21 (Europe/Berlin).
 */
const ROMBACH = { email: 'werner.rombach@gemeinderat.musterstadt.de', passwort: 'Demo#Gemeinderat2026' };
const SCHILL = { email: 'petra.schill@ortschaftsrat-bombach.musterstadt.de', passwort: 'Demo#Ortschaftsrat2026' };
const ERIKA = { email: 'erika.mustermann@musterstadt.de', passwort: 'Demo#Rathaus2026' };

const GR_6006 = ratsterminSlug('Gemeinderat', '2026-12-15T18:30', 6006);
const OR_6018 = ratsterminSlug('Ortschaftsrat Bombach', '2027-05-13T19:30', 6018);
const NON_PUBLIC_TITLE = 'Ankauf des Gebäudes Marktplatz 7 (ehemalige Sparkassenfiliale)';

let site: Awaited<ReturnType<typeof testApp>>;
/** Logged in once per account, reused by the tests that only read. */
let rombach: Jar;
let schill: Jar;
let erika: Jar;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  site = await testApp();
  rombach = jar();
  schill = jar();
  erika = jar();
  await Promise.all([
    logIn(site.app, rombach, '/ratsinfo', ROMBACH.email, ROMBACH.passwort),
    logIn(site.app, schill, '/ratsinfo', SCHILL.email, SCHILL.passwort),
    logIn(site.app, erika, '/intranet', ERIKA.email, ERIKA.passwort),
  ]);
}, HASHING_TIMEOUT_MS);

afterAll(async () => {
  await site.cleanup();
  vi.useRealTimers();
});

const secret = () => fs.readFileSync(path.join(site.dataDir, 'session-secret'), 'utf8').trim();
const get = (j: Jar, url: string, headers: Record<string, string> = {}) => getWith(site.app, j, url, headers);

/** The document links of a council page (/ratsinfo/dokument/{id}). */
const documentIds = (html: string) => [...html.matchAll(/href="\/ratsinfo\/dokument\/(\d+)"/g)].map((m) => Number(m[1]));

describe('login and session', () => {
  it('shows the login form without a session, private and never stored', async () => {
    const res = await get(jar(), '/ratsinfo');
    expect(res.status).toBe(200);
    expect(pageText(res.text)).toContain('Anmeldung zum Ratsinformationssystem');
    expect(res.text).toMatch(/<form[^>]*action="\/ratsinfo" method="post"/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(csrfIn(res.text)).not.toBe('');
  });

  it(
    'sets its own sealed cookie (HttpOnly, SameSite=Lax, one hour), never the intranet cookie; the token is nowhere in the page',
    async () => {
      const j = jar();
      const res = await logIn(site.app, j, '/ratsinfo', ROMBACH.email, ROMBACH.passwort);
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/ratsinfo');
      const set = setCookies(res).find((c) => c.startsWith('st_ratsinfo='))!;
      expect(set).toMatch(/HttpOnly/i);
      expect(set).toMatch(/SameSite=Lax/i);
      expect(set).toMatch(/Path=\//);
      expect(set).toMatch(/Max-Age=3600/);
      expect(setCookies(res).some((c) => c.startsWith('st_sitzung='))).toBe(false);
      // Sealed under the council's own key and purpose: it opens with those, not with the intranet's.
      const value = j.cookies.get('st_ratsinfo')!;
      const payload = unseal(deriveKeys(secret(), 'ratsinfo'), value)!;
      expect(payload.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(payload.exp - Date.now()).toBeLessThanOrEqual(3600_000);
      expect(unseal(deriveKeys(secret(), 'intranet'), value)).toBeNull();
      expect(value).not.toContain(payload.token);

      const home = await get(j, '/ratsinfo');
      expect(home.status).toBe(200);
      expect(home.headers['cache-control']).toBe('private, no-store');
      const text = pageText(home.text);
      expect(text).toContain('Willkommen, Werner Rombach.');
      expect(text).toContain('Kommende Sitzungen Ihrer Gremien');
      expect(home.text).toContain(`href="/ratsinfo/sitzungen/${GR_6006}"`);
      expect(home.text).not.toContain(payload.token);
      const data = await get(j, '/_data/ratsinfo/sitzungen');
      expect(data.headers['cache-control']).toBe('private, no-store');
      expect(JSON.stringify(data.body)).not.toContain(payload.token);
    },
    HASHING_TIMEOUT_MS,
  );

  it(
    'handles bad input and throttles like the intranet: 400 without fields, 401 for a wrong password with the e-mail kept, 429 after five failures',
    async () => {
      const j = jar();
      const page = await get(j, '/ratsinfo');
      const csrf = csrfIn(page.text);
      const empty = await postForm(site.app, j, '/ratsinfo', { _csrf: csrf, email: '', passwort: '' });
      expect(empty.status).toBe(400);
      expect(pageText(empty.text)).toContain('Bitte geben Sie Ihre E-Mail-Adresse ein.');
      const email = 'julia.seger@gemeinderat.musterstadt.de';
      for (let i = 0; i < 5; i++) {
        const wrong = await postForm(site.app, j, '/ratsinfo', { _csrf: csrf, email, passwort: `Falsch#${i}xyz` });
        expect(wrong.status).toBe(401);
        expect(pageText(wrong.text)).toContain('E-Mail-Adresse oder Passwort ist nicht korrekt.');
        expect(wrong.text).toContain(`value="${email}"`);
      }
      const throttled = await postForm(site.app, j, '/ratsinfo', { _csrf: csrf, email, passwort: 'Demo#Ratsinfo2026' });
      expect(throttled.status).toBe(429);
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
      // The council's throttle is its own: the intranet login of the same address is not held up.
      const intranet = await logIn(site.app, jar(), '/intranet', ERIKA.email, ERIKA.passwort);
      expect(intranet.status).toBe(303);
    },
    HASHING_TIMEOUT_MS,
  );

  it('refuses cross-site POSTs and POSTs without the CSRF token (403)', async () => {
    const page = await get(rombach, '/ratsinfo');
    const csrf = csrfIn(page.text);
    expect((await postForm(site.app, jar(), '/ratsinfo', { _csrf: csrf, ...ROMBACH }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await postForm(site.app, rombach, '/ratsinfo/abmelden', {})).status).toBe(403);
    expect((await postForm(site.app, rombach, '/ratsinfo/abmelden', { _csrf: csrf }, { referer: 'https://evil.example/x' })).status).toBe(403);
    // The contract with the council cookie: same-site only with the custom header.
    expect((await request(site.app).post('/api/cms/ratsinfo/logout').set('cookie', rombach.header()).send({})).status).toBe(403);
    expect((await get(rombach, '/ratsinfo')).text).toContain('Werner Rombach');
  });

  it(
    'logs out: the cookie is cleared and a replayed cookie gives no session',
    async () => {
      const j = jar();
      await logIn(site.app, j, '/ratsinfo', ROMBACH.email, ROMBACH.passwort);
      const old = j.cookies.get('st_ratsinfo')!;
      const home = await get(j, '/ratsinfo');
      const res = await postForm(site.app, j, '/ratsinfo/abmelden', { _csrf: csrfIn(home.text) });
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/ratsinfo?abgemeldet=1');
      expect(j.cookies.has('st_ratsinfo')).toBe(false);
      expect(pageText((await get(j, '/ratsinfo?abgemeldet=1')).text)).toContain('Sie wurden abgemeldet.');
      const replay = await request(site.app).get(`/ratsinfo/sitzungen/${GR_6006}`).set('cookie', `st_ratsinfo=${old}`);
      expect(replay.status).toBe(302);
      expect((await request(site.app).get('/api/cms/ratsinfo/vorlagen').set('cookie', `st_ratsinfo=${old}`)).status).toBe(401);
    },
    HASHING_TIMEOUT_MS,
  );
});

describe('password change', () => {
  it(
    'checks the rules, changes the password of the council account, keeps the session; the intranet password is another',
    async () => {
      const page = await get(schill, '/ratsinfo/passwort');
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      const csrf = csrfIn(page.text);
      const weak = await postForm(site.app, schill, '/ratsinfo/passwort', {
        _csrf: csrf,
        passwort_alt: SCHILL.passwort,
        passwort_neu: 'kurz',
        passwort_wiederholung: 'kurz',
      });
      expect(weak.status).toBe(400);
      expect(pageText(weak.text)).toContain('Das Passwort muss mindestens');
      const neu = 'Neu#Ortschaft2027';
      const ok = await postForm(site.app, schill, '/ratsinfo/passwort', {
        _csrf: csrf,
        passwort_alt: SCHILL.passwort,
        passwort_neu: neu,
        passwort_wiederholung: neu,
      });
      expect(ok.status).toBe(303);
      expect(ok.headers.location).toBe('/ratsinfo/passwort?geaendert=1');
      expect(pageText((await get(schill, '/ratsinfo/passwort?geaendert=1')).text)).toContain('Ihr Passwort wurde geändert.');
      expect((await logIn(site.app, jar(), '/ratsinfo', SCHILL.email, SCHILL.passwort)).status).toBe(401);
      expect((await logIn(site.app, jar(), '/ratsinfo', SCHILL.email, neu)).status).toBe(303);
      // The session that changed it goes on.
      expect(pageText((await get(schill, '/ratsinfo')).text)).toContain('Willkommen, Petra Schill.');
    },
    HASHING_TIMEOUT_MS,
  );
});

describe('the two areas stay apart', () => {
  it('an intranet session gives no access to /ratsinfo: its pages redirect to the council login, its contract answers 401', async () => {
    const page = await get(erika, `/ratsinfo/sitzungen/${GR_6006}`);
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe(`/ratsinfo?ziel=${encodeURIComponent(`/ratsinfo/sitzungen/${GR_6006}`)}`);
    expect(pageText((await get(erika, '/ratsinfo')).text)).toContain('Anmeldung zum Ratsinformationssystem');
    expect((await get(erika, '/api/cms/ratsinfo/sitzungen/6006')).status).toBe(401);
    // Neither the intranet token as Authorization nor the intranet cookie under the council's name.
    const intranetCookie = erika.cookies.get('st_sitzung')!;
    const token = unseal(deriveKeys(secret(), 'intranet'), intranetCookie)!.token;
    expect((await request(site.app).get('/api/cms/ratsinfo/sitzungen/6006').set('authorization', `Bearer ${token}`)).status).toBe(401);
    expect((await request(site.app).get('/api/cms/ratsinfo/sitzungen/6006').set('x-ratsinfo-token', token)).status).toBe(401);
    const forged = await request(site.app).get(`/ratsinfo/sitzungen/${GR_6006}`).set('cookie', `st_ratsinfo=${intranetCookie}`);
    expect(forged.status).toBe(302);
  });

  it('a council session gives no access to the intranet', async () => {
    expect(pageText((await get(rombach, '/intranet')).text)).toContain('Anmeldung zum Intranet');
    expect((await get(rombach, '/intranet/archiv/4')).status).toBe(302);
    expect((await get(rombach, '/api/cms/intranet/rubrik')).status).toBe(401);
    const token = unseal(deriveKeys(secret(), 'ratsinfo'), rombach.cookies.get('st_ratsinfo'))!.token;
    expect((await request(site.app).get('/api/cms/intranet/rubrik').set('authorization', `Bearer ${token}`)).status).toBe(401);
  });
});

describe('non-public agendas, papers and documents', () => {
  it('shows the whole agenda of a meeting with the non-public papers; the public page shows only the generic title', async () => {
    const res = await get(rombach, `/ratsinfo/sitzungen/${GR_6006}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = pageText(res.text);
    expect(text).toContain('Nichtöffentlicher Teil');
    expect(text).toContain(NON_PUBLIC_TITLE);
    expect(text).toContain('Entgeltordnung für die städtischen Hallen');
    const pub = await request(site.app).get(`/musterstadt/ratstermine/${GR_6006}`);
    expect(pub.status).toBe(200);
    expect(pageText(pub.text)).toContain('Grundstücksangelegenheiten');
    expect(pageText(pub.text)).not.toContain(NON_PUBLIC_TITLE);
    // An outdated slug moves, an unknown id is 404.
    const moved = await get(rombach, '/ratsinfo/sitzungen/alt_6006');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(`/ratsinfo/sitzungen/${GR_6006}`);
    expect((await get(rombach, '/ratsinfo/sitzungen/sitzung_5999')).status).toBe(404);
    expect((await get(rombach, '/ratsinfo/vorlagen/vorlage_8999')).status).toBe(404);
  });

  it('a non-public document: 401 without the council session, 200 with it; never public, never for the intranet', async () => {
    const sitzung = await get(rombach, `/ratsinfo/sitzungen/${GR_6006}`);
    const vorlage = /href="(\/ratsinfo\/vorlagen\/[^"]+)"[^>]*>[^<]*Ankauf des Gebäudes/.exec(sitzung.text)![1]!;
    const page = await get(rombach, vorlage);
    expect(page.status).toBe(200);
    const text = pageText(page.text);
    expect(text).toContain('Beschlussvorschlag');
    expect(text).toContain('nichtöffentlich');
    expect(text).toContain('Beratungsfolge');
    const ids = documentIds(page.text);
    expect(ids.length).toBe(2);
    for (const id of ids) {
      const api = `/api/cms/ratsinfo/dokument/${id}`;
      expect((await request(site.app).get(api)).status, api).toBe(401);
      const ok = await request(site.app).get(api).set('cookie', rombach.header()).buffer(true);
      expect(ok.status, api).toBe(200);
      expect(ok.headers['content-type']).toBe('application/pdf');
      expect(ok.headers['cache-control']).toBe('private, no-store');
      // The site's own download route: to the council login without a session, the file with it.
      const route = `/ratsinfo/dokument/${id}`;
      const anon = await request(site.app).get(route);
      expect(anon.status).toBe(303);
      expect(anon.headers.location).toBe(`/ratsinfo?ziel=${encodeURIComponent(route)}`);
      expect((await request(site.app).get(route).set('x-requested-with', 'fetch')).status).toBe(401);
      expect((await request(site.app).get(route).set('cookie', rombach.header())).status).toBe(200);
      // Not public, and not for the intranet either.
      expect((await get(erika, `/api/cms/intranet/dokument/${id}`)).status).toBe(404);
      expect((await get(erika, route)).status).toBe(303);
    }
  });

  it('keeps a member to the bodies they sit in: an Ortschaftsrat member reads its papers, not the Gemeinderat’s', async () => {
    const home = await get(schill, '/ratsinfo');
    expect(home.text).toContain(`href="/ratsinfo/sitzungen/${OR_6018}"`);
    expect(home.text).not.toContain(`/ratsinfo/sitzungen/${GR_6006}`);
    const own = await get(schill, `/ratsinfo/sitzungen/${OR_6018}`);
    expect(own.status).toBe(200);
    expect(pageText(own.text)).toContain('Verpachtung der städtischen Rebfläche am Sonnenberg');
    const other = await get(schill, `/ratsinfo/sitzungen/${GR_6006}`);
    expect(other.status).toBe(403);
    expect(pageText(other.text)).toContain('Kein Zugriff');
    // The Gemeinderat's non-public documents stay closed to her, through the page route and the contract.
    const ids = documentIds((await get(rombach, `/ratsinfo/sitzungen/${GR_6006}`)).text);
    const vorlagen = await get(rombach, '/api/cms/ratsinfo/vorlagen?pro_seite=100');
    const closed = (vorlagen.body as { data: Array<{ id: number; titel: string; oeffentlich: boolean }> }).data.find((v) => v.titel === NON_PUBLIC_TITLE)!;
    expect((await get(schill, `/api/cms/ratsinfo/vorlagen/${closed.id}`)).status).toBe(403);
    const detail = (await get(rombach, `/api/cms/ratsinfo/vorlagen/${closed.id}`)).body as { data: { dokumente: Array<{ id: number; link: string }> } };
    for (const d of detail.data.dokumente) {
      expect(d.link).toBe(`/api/cms/ratsinfo/dokument/${d.id}`);
      expect((await get(schill, d.link)).status).toBe(403);
    }
    // Public documents of the meeting stay readable for every member.
    for (const id of ids) expect((await get(schill, `/api/cms/ratsinfo/dokument/${id}`)).status).toBe(200);
    const theirs = (await get(schill, '/api/cms/ratsinfo/vorlagen?pro_seite=100')).body as { data: Array<{ oeffentlich: boolean; nummer: string }> };
    expect(theirs.data.filter((v) => !v.oeffentlich).map((v) => v.nummer)).toEqual(['ORB 2027/117']);
  });
});

describe('CMS_URL mode', () => {
  let upstream: http.Server;
  let proxied: Awaited<ReturnType<typeof testApp>>;
  const seen: Array<{ path: string; authorization?: string; token?: string }> = [];
  beforeAll(async () => {
    // The fake upstream is the embedded site above, behind a recorder of what reaches it.
    const fake = express();
    fake.use((req, _res, next) => {
      seen.push({ path: req.path, authorization: req.get('authorization'), token: req.get('x-ratsinfo-token') });
      next();
    });
    fake.use(site.app);
    upstream = http.createServer(fake);
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    proxied = await testApp({ env: { CMS_URL: `http://127.0.0.1:${(upstream.address() as { port: number }).port}` } });
  });
  afterAll(async () => {
    await proxied.cleanup();
    await new Promise((r) => upstream.close(r));
  });

  it(
    'sends the council token upstream in X-Ratsinfo-Token and never as Authorization, for pages and the proxied contract',
    async () => {
      const j = jar();
      const login = await logIn(proxied.app, j, '/ratsinfo', ROMBACH.email, ROMBACH.passwort);
      expect(login.status).toBe(303);
      const session = unseal(
        deriveKeys(fs.readFileSync(path.join(proxied.dataDir, 'session-secret'), 'utf8').trim(), 'ratsinfo'),
        j.cookies.get('st_ratsinfo'),
      )!;
      const { token } = session;
      seen.length = 0;
      const page = await getWith(proxied.app, j, `/ratsinfo/sitzungen/${GR_6006}`);
      expect(page.status).toBe(200);
      expect(pageText(page.text)).toContain(NON_PUBLIC_TITLE);
      // A client's own Authorization goes nowhere with a council call.
      const api = await getWith(proxied.app, j, '/api/cms/ratsinfo/vorlagen', { authorization: 'Bearer vom-browser' });
      expect(api.status).toBe(200);
      const council = seen.filter((s) => s.path.startsWith('/api/cms/ratsinfo/'));
      expect(council.map((s) => s.path)).toEqual(
        expect.arrayContaining([`/api/cms/ratsinfo/user/${session.uuid}`, '/api/cms/ratsinfo/sitzungen/6006', '/api/cms/ratsinfo/vorlagen']),
      );
      for (const s of council) {
        expect(s.token, s.path).toBe(token);
        expect(s.authorization, s.path).toBeUndefined();
      }
      // Public calls carry no token at all; the browser never sees it.
      for (const s of seen.filter((x) => !x.path.startsWith('/api/cms/ratsinfo/'))) expect([s.token, s.authorization], s.path).toEqual([undefined, undefined]);
      expect(page.text).not.toContain(token);
      expect(JSON.stringify(api.body)).not.toContain(token);
    },
    HASHING_TIMEOUT_MS,
  );
});
