import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteStore } from '../../../tests/helpers/store';
import request from 'supertest';
import { testApp } from '../../../tests/helpers/app';
import { deriveKeys, seal, unseal } from '../../../server/session/seal';
import { PASSWORD_CONFIRMATION_MESSAGE, PASSWORD_MESSAGE } from '../../site/validation';

/** Tests that check many passwords: each check is a deliberately slow hash (0.3 s idle, several seconds on a loaded machine). */
const HASHING_TIMEOUT_MS = 90_000;

/**
 * Staff intranet (spec §1, §4, §5, §7, §9; ARCHITECTURE.md "Sessions"): the session cookie (HttpOnly,
 * SameSite, __Host-/Secure behind HTTPS, encrypted, 1 h), the user in the server HTML without the
 * token, refusal of tampered, expired and replayed cookies, 401/redirect without a session, login
 * throttling, cross-site POSTs, and the password rules.
 */
const EMAIL = 'erika.mustermann@musterstadt.de';
const PASSWORT = 'Demo#Rathaus2026';

type Site = Awaited<ReturnType<typeof testApp>>;

function cookiesOf(res: request.Response): string[] {
  const raw = res.headers['set-cookie'] as unknown as string[] | string | undefined;
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}

const csrfIn = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** Text as shown: entities decoded. */
const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

interface Browser {
  cookies: Map<string, string>;
  header: () => string;
}

function browser(): Browser {
  const cookies = new Map<string, string>();
  return { cookies, header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
}

function remember(b: Browser, res: request.Response) {
  for (const c of cookiesOf(res)) {
    const [pair] = c.split(';');
    const i = pair!.indexOf('=');
    const name = pair!.slice(0, i);
    const value = pair!.slice(i + 1);
    if (!value || /expires=Thu, 01 Jan 1970/i.test(c)) b.cookies.delete(name);
    else b.cookies.set(name, value);
  }
}

async function getPage(site: Site, b: Browser, url: string, headers: Record<string, string> = {}) {
  const res = await request(site.app).get(url).set('cookie', b.header()).set(headers);
  remember(b, res);
  return res;
}

async function post(site: Site, b: Browser, url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await request(site.app).post(url).type('form').set('cookie', b.header()).set(headers).send(form);
  remember(b, res);
  return res;
}

/** Opens the login page (CSRF cookie and token) and logs in. */
async function login(site: Site, b: Browser, passwort = PASSWORT, headers: Record<string, string> = {}, email = EMAIL) {
  const page = await getPage(site, b, '/intranet', headers);
  return post(site, b, '/intranet', { _csrf: csrfIn(page.text), email, passwort, ziel: '/intranet' }, headers);
}

function keysOf(site: Site) {
  return deriveKeys(fs.readFileSync(path.join(site.dataDir, 'session-secret'), 'utf8').trim());
}

describe('Intranet-Sitzung', () => {
  let site: Site;
  beforeAll(async () => {
    site = await testApp();
  });
  afterAll(async () => {
    await site.cleanup();
  });

  it('shows the login form without a session, not cacheable', async () => {
    const b = browser();
    const res = await getPage(site, b, '/intranet');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Anmeldung zum Intranet');
    expect(res.text).toMatch(/<form[^>]*action="\/intranet" method="post"/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(csrfIn(res.text)).not.toBe('');
    const csrfCookie = cookiesOf(res).find((c) => c.startsWith('st_csrf='));
    expect(csrfCookie).toMatch(/HttpOnly/i);
  });

  it('keeps the secret in DATA_DIR/session-secret with mode 0600', () => {
    const stat = fs.statSync(path.join(site.dataDir, 'session-secret'));
    expect(stat.mode & 0o777).toBe(0o600);
  });

  it('logs in: HttpOnly, SameSite cookie for one hour; the user is in the HTML, the token nowhere', async () => {
    const b = browser();
    const res = await login(site, b);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/intranet');
    const set = cookiesOf(res).find((c) => c.startsWith('st_sitzung='))!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Path=\//);
    expect(set).toMatch(/Max-Age=3600/);
    expect(set).not.toMatch(/Secure/i);

    const payload = unseal(keysOf(site), b.cookies.get('st_sitzung'))!;
    expect(payload.token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(payload.exp - Date.now()).toBeGreaterThan(3590_000);
    expect(payload.exp - Date.now()).toBeLessThanOrEqual(3600_000);
    // The token is not readable in the cookie itself.
    expect(b.cookies.get('st_sitzung')).not.toContain(payload.token);

    const home = await getPage(site, b, '/intranet');
    expect(home.status).toBe(200);
    expect(home.headers['cache-control']).toBe('private, no-store');
    expect(home.text).toContain('Erika Mustermann');
    expect(home.text).toContain('"vorname":"Erika"');
    // The user carries the roles the server checks (Erika has all of them).
    expect(home.text).toContain('"rollen":["mitarbeiter","redaktion","eingaenge","buergerbuero","admin"]');
    expect(home.text).toContain('Neueste Mitteilungen');
    expect(home.text).not.toContain(payload.token);
    expect(home.text).not.toContain(b.cookies.get('st_sitzung'));
    // The 3 newest texts over all categories, newest first (spec §7).
    const data = JSON.parse(/<script[^>]*id="st-data"[^>]*>([\s\S]*?)<\/script>/.exec(home.text)![1]!.replace(/\\u003c/g, '<')) as {
      page: { data: { latest: { datum_von: string }[]; start: { id: number; archiv: unknown[] } } };
    };
    const latest = data.page.data.latest;
    expect(latest).toHaveLength(3);
    expect([...latest].map((t) => t.datum_von)).toEqual(
      [...latest]
        .map((t) => t.datum_von)
        .sort()
        .reverse(),
    );
    // Spec §4: the archive topic 4 is loaded at start.
    expect(data.page.data.start.id).toBe(4);
    expect(data.page.data.start.archiv.length).toBeGreaterThan(0);

    // A public page with a session is private too, and carries the user.
    const pub = await getPage(site, b, '/');
    expect(pub.headers['cache-control']).toBe('private, no-store');
    expect(pub.text).toContain('"nachname":"Mustermann"');
    expect(pub.text).not.toContain(payload.token);
    // Spec §4: with a user, the initial data of every page carries the archive topics of topic 4.
    const pubData = JSON.parse(/<script[^>]*id="st-data"[^>]*>([\s\S]*?)<\/script>/.exec(pub.text)![1]!) as {
      intranet?: { themen: Array<{ id: number; archiv: unknown[] }> | null };
    };
    expect(pubData.intranet?.themen?.map((t) => t.id)).toEqual([4]);
    expect(pubData.intranet?.themen?.[0]?.archiv.length).toBeGreaterThan(0);
    // Without a user there is no intranet data at all.
    const anon = await request(site.app).get('/');
    expect(anon.text).not.toContain('"intranet"');

    // Intranet pages and navigation data with the session.
    const archiv = await getPage(site, b, '/intranet/archiv/4');
    expect(archiv.status).toBe(200);
    expect(archiv.text).toContain('Dienstanweisung Arbeitszeit');
    expect(archiv.text).toContain('/intranet/dokument/');
    const nav = await getPage(site, b, '/_data/intranet/texte/personal');
    expect(nav.status).toBe(200);
    expect(nav.headers['cache-control']).toBe('private, no-store');
    expect(JSON.stringify(nav.body)).not.toContain(payload.token);

    // The API forwards intranet calls with the session's token (spec §6).
    const api = await getPage(site, b, '/api/cms/intranet/rubrik');
    expect(api.status).toBe(200);

    // Download through the server route with the session.
    const docs = (await getPage(site, b, '/api/cms/intranet/archiv_dokumente?themen_id[]=4')).body as { data: { id: number; datei: string }[] };
    const doc = docs.data[0]!;
    const file = await request(site.app).get(`/intranet/dokument/${doc.id}`).set('cookie', b.header()).buffer(true);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/pdf/);
    expect(file.headers['cache-control']).toBe('private, no-store');
  });

  it(
    'ends the session of a disabled account at its next request and refuses its login like a wrong password',
    async () => {
      const email = 'paul.brenner@musterstadt.de';
      const b = browser();
      expect((await login(site, b, 'Demo#Intranet2026', {}, email)).status).toBe(303);
      const before = await getPage(site, b, '/intranet');
      expect(before.text).toContain('"rollen":["mitarbeiter"]');
      const { raw, close } = await openSiteStore(site.config);
      try {
        await raw.query('UPDATE intranet_user SET aktiv = 0 WHERE email = ?', [email]);
        const after = await getPage(site, b, '/intranet');
        expect(after.text).toContain('Anmeldung zum Intranet');
        expect(after.text).not.toContain('Paul');
        const again = await login(site, browser(), 'Demo#Intranet2026', {}, email);
        expect(again.status).toBe(401);
        expect(decode(again.text)).toContain('E-Mail-Adresse oder Passwort ist nicht korrekt.');
      } finally {
        await raw.query('UPDATE intranet_user SET aktiv = 1 WHERE email = ?', [email]);
        await close();
      }
    },
    HASHING_TIMEOUT_MS,
  );

  it('refuses a tampered cookie', async () => {
    const b = browser();
    await login(site, b);
    const value = b.cookies.get('st_sitzung')!;
    const i = Math.floor(value.length / 2);
    const tampered = value.slice(0, i) + (value[i] === 'A' ? 'B' : 'A') + value.slice(i + 1);
    b.cookies.set('st_sitzung', tampered);
    const res = await getPage(site, browserWith(b), '/intranet');
    expect(res.text).toContain('Anmeldung zum Intranet');
    expect(res.text).not.toContain('Erika Mustermann');
    expect(res.text).toContain('"user":null');
    const api = await request(site.app).get('/api/cms/intranet/rubrik').set('cookie', `st_sitzung=${tampered}`);
    expect(api.status).toBe(401);
  });

  it('refuses an expired cookie (crafted with the secret) and a cookie sealed under another secret', async () => {
    const b = browser();
    await login(site, b);
    const payload = unseal(keysOf(site), b.cookies.get('st_sitzung'))!;
    const expired = seal(keysOf(site), { ...payload, exp: Date.now() - 1000 });
    let res = await request(site.app).get('/intranet').set('cookie', `st_sitzung=${expired}`);
    expect(res.text).toContain('Anmeldung zum Intranet');
    expect(res.text).toContain('"user":null');
    // The same token in a fresh cookie still works: the expiry alone was the reason.
    const fresh = seal(keysOf(site), { ...payload, exp: Date.now() + 60_000 });
    res = await request(site.app).get('/intranet').set('cookie', `st_sitzung=${fresh}`);
    expect(res.text).toContain('Erika Mustermann');
    const foreign = seal(deriveKeys('x'.repeat(40)), { ...payload, exp: Date.now() + 60_000 });
    res = await request(site.app).get('/intranet').set('cookie', `st_sitzung=${foreign}`);
    expect(res.text).toContain('"user":null');
  });

  it('logs out: the CMS forgets the token, the cookie is cleared, a replayed cookie gives no user', async () => {
    const b = browser();
    await login(site, b);
    const old = b.cookies.get('st_sitzung')!;
    const home = await getPage(site, b, '/intranet');
    const res = await post(site, b, '/intranet/abmelden', { _csrf: csrfIn(home.text) });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/intranet?abgemeldet=1');
    expect(cookiesOf(res).find((c) => c.startsWith('st_sitzung='))).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expect(b.cookies.has('st_sitzung')).toBe(false);
    const after = await getPage(site, b, '/intranet?abgemeldet=1');
    expect(after.text).toContain('Sie wurden abgemeldet.');

    const replay = await request(site.app).get('/intranet').set('cookie', `st_sitzung=${old}`);
    expect(replay.text).toContain('"user":null');
    expect(replay.text).toContain('Anmeldung zum Intranet');
    const replayPage = await request(site.app).get('/intranet/archiv/4').set('cookie', `st_sitzung=${old}`);
    expect(replayPage.status).toBe(302);
    const replayApi = await request(site.app).get('/api/cms/intranet/archiv_themen').set('cookie', `st_sitzung=${old}`);
    expect(replayApi.status).toBe(401);
  });

  it('answers 401 (API) or redirects to the login (pages, download) without a session', async () => {
    for (const url of ['/intranet/archiv/4', '/intranet/texte/personal', '/intranet/texte/personal/dienstjubilaeen-2026', '/intranet/passwort']) {
      const res = await request(site.app).get(url);
      expect(res.status, url).toBe(302);
      expect(res.headers.location, url).toBe(`/intranet?ziel=${encodeURIComponent(url)}`);
      const data = await request(site.app).get(`/_data${url}`);
      expect((data.body as { kind: string; location: string }).kind, url).toBe('redirect');
    }
    const dl = await request(site.app).get('/intranet/dokument/1');
    expect(dl.status).toBe(303);
    expect(dl.headers.location).toMatch(/^\/intranet\?ziel=/);
    const dlFetch = await request(site.app).get('/intranet/dokument/1').set('x-requested-with', 'fetch');
    expect(dlFetch.status).toBe(401);
    for (const url of [
      '/api/cms/intranet/archiv_themen',
      '/api/cms/intranet/archiv',
      '/api/cms/intranet/archiv_dokumente?themen_id[]=4',
      '/api/cms/intranet/rubrik',
      '/api/cms/intranet/rubrik/personal',
      '/api/cms/intranet/dokument/1',
      '/api/cms/intranet/user/00000000-0000-0000-0000-000000000000',
    ]) {
      const res = await request(site.app).get(url);
      expect(res.status, url).toBe(401);
    }
    const pw = await request(site.app).post('/api/cms/intranet/passwort').send({ passwort_alt: 'a', passwort_neu: 'b' });
    expect(pw.status).toBe(401);
    // A POST to a page without a session goes to the login.
    const b = browser();
    const page = await getPage(site, b, '/intranet');
    const form = await post(site, b, '/intranet/passwort', { _csrf: csrfIn(page.text), passwort_alt: 'x', passwort_neu: 'y', passwort_wiederholung: 'y' });
    expect(form.status).toBe(303);
  });

  it('refuses cross-site POSTs and POSTs without the CSRF token (403)', async () => {
    const b = browser();
    await login(site, b);
    const home = await getPage(site, b, '/intranet');
    const csrf = csrfIn(home.text);
    const evil = { origin: 'https://evil.example' };
    for (const url of ['/intranet/abmelden', '/intranet/passwort']) {
      const res = await post(
        site,
        b,
        url,
        { _csrf: csrf, passwort_alt: PASSWORT, passwort_neu: 'Neu#Passwort1', passwort_wiederholung: 'Neu#Passwort1' },
        evil,
      );
      expect(res.status, url).toBe(403);
    }
    const loginEvil = await post(site, browser(), '/intranet', { _csrf: csrf, email: EMAIL, passwort: PASSWORT }, evil);
    expect(loginEvil.status).toBe(403);
    const byReferer = await post(site, b, '/intranet/abmelden', { _csrf: csrf }, { referer: 'https://evil.example/seite' });
    expect(byReferer.status).toBe(403);
    const noToken = await post(site, b, '/intranet/abmelden', {});
    expect(noToken.status).toBe(403);
    const wrongToken = await post(site, b, '/intranet/abmelden', { _csrf: 'x'.repeat(43) });
    expect(wrongToken.status).toBe(403);
    // JSON API with the cookie: cross-site refused, same-site needs the custom header.
    const apiEvil = await request(site.app).post('/api/cms/intranet/logout').set('cookie', b.header()).set(evil).send({});
    expect(apiEvil.status).toBe(403);
    const apiNoHeader = await request(site.app).post('/api/cms/intranet/logout').set('cookie', b.header()).send({});
    expect(apiNoHeader.status).toBe(403);
    // Still logged in after all that.
    expect((await getPage(site, b, '/intranet')).text).toContain('Erika Mustermann');
  });

  it('checks the §5 rules when changing the password (400 with the message) and changes it', async () => {
    const b = browser();
    await login(site, b);
    const page = await getPage(site, b, '/intranet/passwort');
    expect(page.status).toBe(200);
    const csrf = csrfIn(page.text);

    const weak = await post(site, b, '/intranet/passwort', { _csrf: csrf, passwort_alt: PASSWORT, passwort_neu: 'einfach', passwort_wiederholung: 'einfach' });
    expect(weak.status).toBe(400);
    expect(decode(weak.text)).toContain(PASSWORD_MESSAGE);
    expect(weak.text).toContain('aria-invalid="true"');
    expect(weak.text).not.toContain('value="einfach"');

    const mismatch = await post(site, b, '/intranet/passwort', {
      _csrf: csrf,
      passwort_alt: PASSWORT,
      passwort_neu: 'Neu#Passwort1',
      passwort_wiederholung: 'Neu#Passwort2',
    });
    expect(mismatch.status).toBe(400);
    expect(decode(mismatch.text)).toContain(PASSWORD_CONFIRMATION_MESSAGE);

    const wrongOld = await post(site, b, '/intranet/passwort', {
      _csrf: csrf,
      passwort_alt: 'Falsch#123x',
      passwort_neu: 'Neu#Passwort1',
      passwort_wiederholung: 'Neu#Passwort1',
    });
    expect(wrongOld.status).toBe(400);
    expect(decode(wrongOld.text)).toContain('Das bisherige Passwort ist nicht korrekt.');

    // The CMS contract checks the rule too.
    const token = unseal(keysOf(site), b.cookies.get('st_sitzung'))!.token;
    const api = await request(site.app)
      .post('/api/cms/intranet/passwort')
      .set('authorization', `Bearer ${token}`)
      .send({ passwort_alt: PASSWORT, passwort_neu: 'kurz' });
    expect(api.status).toBe(400);
    expect((api.body as { error: string }).error).toBe(PASSWORD_MESSAGE);

    const ok = await post(site, b, '/intranet/passwort', {
      _csrf: csrf,
      passwort_alt: PASSWORT,
      passwort_neu: 'Neu#Passwort1',
      passwort_wiederholung: 'Neu#Passwort1',
    });
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe('/intranet/passwort?geaendert=1');
    expect((await getPage(site, b, '/intranet/passwort?geaendert=1')).text).toContain('Ihr Passwort wurde geändert.');
    const again = await login(site, browser(), 'Neu#Passwort1');
    expect(again.status).toBe(303);
    const oldPw = await login(site, browser(), PASSWORT);
    expect(oldPw.status).toBe(401);
    expect(decode(oldPw.text)).toContain('E-Mail-Adresse oder Passwort ist nicht korrekt.');
  });
});

function browserWith(b: Browser): Browser {
  return b;
}

describe('Anmeldung: Drosselung und gleiche Antwort', () => {
  let site: Site;
  beforeAll(async () => {
    site = await testApp();
  });
  afterAll(async () => {
    await site.cleanup();
  });

  it(
    'answers unknown e-mail and wrong password the same, keeps the e-mail, throttles the account from this address after 5 failures (429)',
    async () => {
      const b = browser();
      const unknown = await login(site, b, 'Falsch#12345', {}, 'niemand@musterstadt.de');
      const wrong = await login(site, b, 'Falsch#12345', {}, EMAIL);
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      const msg = (t: string) => /<div class="st-intranet__error" role="alert"[^>]*><p>([^<]*)<\/p>/.exec(t)?.[1];
      expect(msg(unknown.text)).toBe('E-Mail-Adresse oder Passwort ist nicht korrekt.');
      expect(msg(wrong.text)).toBe(msg(unknown.text));
      expect(wrong.text).toContain(`value="${EMAIL}"`);
      // Five failures of this account from this address (one above; the unknown address counts apart) …
      for (let i = 0; i < 4; i++) expect((await login(site, b, 'Falsch#12345')).status).toBe(401);
      const sixth = await login(site, b, 'Falsch#12345');
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      expect(decode(sixth.text)).toMatch(/Zu viele Anmeldeversuche\. Bitte warten Sie \d+ Sekunden/);
      // Even the right password waits now.
      expect((await login(site, b, PASSWORT)).status).toBe(429);
      // The CMS contract's login is throttled the same way.
      const api = await request(site.app).post('/api/cms/login').send({ email: EMAIL, passwort: PASSWORT });
      expect(api.status).toBe(429);
      expect(api.headers['retry-after']).toBeDefined();
    },
    HASHING_TIMEOUT_MS,
  );
});

describe('Passwortänderung: Drosselung', () => {
  let site: Site;
  beforeAll(async () => {
    site = await testApp();
  });
  afterAll(async () => {
    await site.cleanup();
  });

  it(
    'throttles the 6th wrong current password (429), for the form and the CMS contract',
    async () => {
      const b = browser();
      expect((await login(site, b)).status).toBe(303);
      const page = await getPage(site, b, '/intranet/passwort');
      const csrf = csrfIn(page.text);
      const change = (alt: string) =>
        post(site, b, '/intranet/passwort', { _csrf: csrf, passwort_alt: alt, passwort_neu: 'Neu#Passwort1', passwort_wiederholung: 'Neu#Passwort1' });
      for (let i = 0; i < 5; i++) expect((await change(`Falsch#${i}aA`)).status).toBe(400);
      const sixth = await change('Falsch#6aA');
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      // Even the right current password waits now; the password is unchanged.
      expect((await change(PASSWORT)).status).toBe(429);

      const token = (await request(site.app).post('/api/cms/login').send({ email: EMAIL, passwort: PASSWORT })).body.data.token as string;
      const api = (alt: string) =>
        request(site.app).post('/api/cms/intranet/passwort').set('authorization', `Bearer ${token}`).send({ passwort_alt: alt, passwort_neu: 'Neu#Passwort1' });
      for (let i = 0; i < 5; i++) expect((await api(`Falsch#${i}aA`)).status).toBe(400);
      expect((await api('Falsch#6aA')).status).toBe(429);
    },
    HASHING_TIMEOUT_MS,
  );
});

describe('Anmeldung hinter HTTPS', () => {
  let site: Site;
  beforeAll(async () => {
    site = await testApp({ env: { PUBLIC_URL: 'https://www.musterstadt.de', TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await site.cleanup();
  });

  it('sets __Host- cookies with Secure', async () => {
    const b = browser();
    const headers = { 'x-forwarded-proto': 'https', origin: 'https://www.musterstadt.de' };
    const res = await login(site, b, PASSWORT, headers);
    expect(res.status).toBe(303);
    const set = cookiesOf(res).find((c) => c.startsWith('__Host-st_sitzung='))!;
    expect(set).toMatch(/; Secure/i);
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Path=\//);
    expect(set).not.toMatch(/Domain=/i);
    const home = await getPage(site, b, '/intranet', headers);
    expect(home.text).toContain('Erika Mustermann');
  });
});
