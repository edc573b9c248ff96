import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app';
import { openSiteStore } from '../helpers/store';
import type { OpenedDb } from '../../server/cms/db';
import { pageText } from '../helpers/html';
import { decode, earlier, freshToken, hidden, openForm, postForm, refOf } from '../helpers/formulare';
import { sessionSecret } from '../../server/config';
import { createFormTokens } from '../../server/session/form-token';
import { REFUSED } from '../../server/render/page-handler';
import { BESTAETIGEN } from '../../shared/parts/eingaenge/formulare/formulare.server';
import { FEHLERMELDUNG, KONTAKT, SCHADENSMELDUNG, SUBMISSIONS_PER_EMAIL, SUBMISSIONS_PER_NETWORK } from '../../shared/parts/eingaenge/formulare/definitions';
import { phoneMessage, urlMessage } from '../../shared/site/validation';

/**
 * Forms never lose what a person typed (ADR 28), without JavaScript: a thank-you only for what is
 * stored; a form that looks sent by a program comes back with every value; forms anyone may send need
 * no cookie (a signed token bound to the form and its time, and the Origin and Sec-Fetch-Site
 * checks), while the signed-in areas keep their cookie-bound token; refusals come back as the page
 * in the site's layout with a message that fits the cause; the limits count accepted submissions per
 * network and per e-mail address, so a shared address in a storm is not locked out while a flood is
 * bounded; phone numbers and web addresses are taken as people type them.
 */
type Site = Awaited<ReturnType<typeof testApp>>;
let site: Site;
let db: OpenedDb;

beforeAll(async () => {
  site = await testApp({ env: { TRUST_PROXY: 'loopback' } });
  db = await openSiteStore(site.config);
});
afterAll(async () => {
  await db.close();
  await site.cleanup();
});

const SM = SCHADENSMELDUNG.pfad;
const FM = FEHLERMELDUNG.pfad;
const KF = KONTAKT.pfad;
const JSON_HEADERS = { accept: 'application/json', 'x-requested-with': 'fetch' };
const schaden = { kategorie: 'gruenflaechen', ort: 'Stadtpark, beim Brunnen', beschreibung: 'Ein großer Ast liegt quer über dem Weg.', bemerkt: '2026-11-20' };
const kontakt = { betreff: 'Sturmschaden', amt: '52', nachricht: 'Bei uns ist ein Baum umgestürzt.', name: 'Erika Muster' };
const count = async (like: string) => Number((await db.raw.query<{ n: number }>('SELECT COUNT(*) AS n FROM eingang WHERE felder LIKE ?', [`%${like}%`]))[0]!.n);

describe('nothing is discarded silently, and nobody is thanked for what was not stored', () => {
  it('a thank-you page thanks only for a stored submission: an unknown number or none answers 404; a known one is never kept by a shared cache', async () => {
    for (const url of [`${SM}danke/SM-2026-999999`, `${SM}danke/`, `${KF}danke/KF-2026-000000`, `${FM}danke/FM-1999-000001`]) {
      const res = await request(site.app).get(url);
      expect(res.status, url).toBe(404);
      expect(pageText(res.text)).not.toContain('gespeichert');
    }
    const v = await openForm(site.app, SM);
    const sent = await postForm(site.app, SM, v, { ...hidden(v), ...schaden });
    expect(sent.status).toBe(303);
    const thanks = await request(site.app).get(sent.headers.location!);
    expect(thanks.status).toBe(200);
    expect(pageText(thanks.text)).toContain(`Ihre Vorgangsnummer: ${refOf(sent.headers.location)}`);
    expect(thanks.headers['cache-control']).toBe('private, no-store');
  });

  it('the minimum fill time counts from the time signed into the token: an old unsigned _zeit changes nothing', async () => {
    const v = await openForm(site.app, SM);
    const res = await postForm(site.app, SM, v, {
      ...hidden(v, { _csrf: v.shownNow }),
      _zeit: String(Date.now() - 600_000),
      ...schaden,
      ort: 'Zeitweg, beim Schild',
    });
    expect(res.status).toBe(422);
    expect(decode(res.text)).toContain(BESTAETIGEN);
    expect(decode(res.text)).toContain('value="Zeitweg, beim Schild"');
    expect(await count('Zeitweg, beim Schild')).toBe(0);
  });
});

describe('forms work without a cookie; the signed-in areas keep theirs', () => {
  it('a citizen form needs no cookie: its page sets none, and it is stored without one, sent by a browser or a script', async () => {
    const page = await request(site.app).get(KF);
    expect(page.headers['set-cookie']).toBeUndefined();
    const v = await openForm(site.app, KF);
    const plain = await postForm(site.app, KF, { ...v, cookie: '' }, { ...hidden(v), ...kontakt, betreff: 'Ohne Cookie', email: 'ohne.cookie@example.org' });
    expect(plain.status).toBe(303);
    const w = await openForm(site.app, KF);
    const script = await request(site.app)
      .post(KF)
      .type('form')
      .set(JSON_HEADERS)
      .set('x-forwarded-for', w.ip)
      .send({ ...hidden(w), ...kontakt, betreff: 'Ohne Cookie, mit Skript', email: 'ohne.cookie@example.org' });
    expect(script.status).toBe(200);
    expect(script.body).toMatchObject({ kind: 'redirect', location: expect.stringMatching(/^\/rathaus\/kontakt\/danke\/KF-/) });
    expect(await count('Ohne Cookie')).toBe(2);
  });

  it("a token is bound to its form and its time: another form's, an expired one and another site are refused with the page, a message for the cause and every value", async () => {
    const v = await openForm(site.app, SM);
    const otherForm = await postForm(site.app, KF, v, { ...hidden(v), ...kontakt, betreff: 'Falsches Formular' });
    expect(otherForm.status).toBe(403);
    expect(decode(otherForm.text)).toContain(REFUSED.unknownForm);
    expect(decode(otherForm.text)).toContain('value="Falsches Formular"');
    expect(otherForm.text).toContain('class="st-header');

    // A form left open for more than a day: refused, but its key kept in the fresh token, so nothing is stored twice.
    const old = createFormTokens(sessionSecret(site.config), () => Date.now() - 25 * 60 * 60_000).issue(KF);
    const expired = await postForm(site.app, KF, v, { ...hidden(v, { _csrf: old }), ...kontakt, betreff: 'Lange offen' });
    expect(expired.status).toBe(403);
    expect(decode(expired.text)).toContain(REFUSED.expired);
    expect(decode(expired.text)).toContain('value="Lange offen"');
    const renewed = /name="_csrf" value="([^"]+)"/.exec(expired.text)![1]!;
    expect(renewed.split('.')[1]).toBe(old.split('.')[1]);
    const again = await postForm(site.app, KF, v, {
      ...hidden(v, { _csrf: earlier(site.app, KF, renewed) }),
      ...kontakt,
      betreff: 'Lange offen',
      email: 'lange.offen@example.org',
    });
    expect(again.status).toBe(303);

    const w = await openForm(site.app, KF);
    for (const [header, value] of [
      ['origin', 'https://evil.example'],
      ['sec-fetch-site', 'cross-site'],
      ['sec-fetch-site', 'same-site'],
    ] as const) {
      const res = await postForm(site.app, KF, w, { ...hidden(w), ...kontakt, betreff: 'Von woanders' }).set(header, value);
      expect(res.status, `${header}: ${value}`).toBe(403);
      expect(decode(res.text)).toContain(REFUSED.crossSite);
      expect(decode(res.text)).toContain('value="Von woanders"');
    }
    expect(await count('Von woanders')).toBe(0);
    // The browser's own page, or a bookmark: accepted.
    for (const value of ['same-origin', 'none']) {
      const x = await openForm(site.app, KF);
      const res = await postForm(site.app, KF, x, { ...hidden(x), ...kontakt, betreff: `Von hier ${value}`, email: 'von.hier@example.org' }).set(
        'sec-fetch-site',
        value,
      );
      expect(res.status, value).toBe(303);
    }
  });

  it("the intranet's login keeps its cookie-bound token: without the cookie it comes back in the layout, says a cookie is needed, keeps the address", async () => {
    const page = await request(site.app).get('/intranet');
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page.text)![1]!;
    expect(csrf).not.toMatch(/^f1\./);
    const res = await request(site.app)
      .post('/intranet')
      .type('form')
      .send({ _csrf: csrf, email: 'erika.mustermann@musterstadt.de', passwort: 'Demo#Rathaus2026', ziel: '/intranet' });
    expect(res.status).toBe(403);
    expect(res.text).toContain('class="st-header');
    expect(decode(res.text)).toContain(REFUSED.noCookie);
    expect(decode(res.text)).toContain('value="erika.mustermann@musterstadt.de"');
    expect(res.text).not.toContain('Demo#Rathaus2026');
    expect(res.headers['set-cookie']?.toString() ?? '').not.toContain('st_sitzung');
  });
});

describe('limits that hold in a storm', () => {
  /** One submission of the contact form from `ip`, with a form of its own (as a visitor opens it). */
  const send = (ip: string, fields: Record<string, string>) =>
    request(site.app)
      .post(KF)
      .type('form')
      .set('x-forwarded-for', ip)
      .send({ _csrf: freshToken(site.app, KF), homepage: '', ...kontakt, ...fields });

  it('refused tries do not count; 50 genuine submissions from one address are all stored; a flood from its network is bounded, another network is not', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 20; i++) expect((await send(ip, { betreff: '' })).status).toBe(422);
    for (let i = 1; i <= 50; i++) {
      const res = await send(ip, { betreff: `Sturm Nummer ${i} aus der Bibliothek`, email: `leser${i}@example.org` });
      expect(res.status, `Nummer ${i}`).toBe(303);
    }
    expect(await count('aus der Bibliothek')).toBe(50);
    // A script goes on from the same network: bounded at SUBMISSIONS_PER_NETWORK an hour.
    let stored = 50;
    let refused: request.Response | null = null;
    for (let i = 51; i <= SUBMISSIONS_PER_NETWORK + 5 && !refused; i++) {
      const res = await send(`198.51.100.${i}`, { betreff: `Flut ${i} aus der Bibliothek`, email: `flut${i}@example.org` });
      if (res.status === 303) stored += 1;
      else refused = res;
    }
    expect(stored).toBe(SUBMISSIONS_PER_NETWORK);
    expect(refused!.status).toBe(429);
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(3000);
    expect(decode(refused!.text)).toMatch(
      /sehr viele Formulare gesendet\. Ihre Angaben sind nicht gespeichert, stehen aber unten\. Bitte warten Sie \d+ Minuten/,
    );
    expect(decode(refused!.text)).toContain('aus der Bibliothek"');
    expect(await count('aus der Bibliothek')).toBe(SUBMISSIONS_PER_NETWORK);
    // Another network is not affected.
    expect((await send('203.0.113.20', { betreff: 'Aus einem anderen Netz', email: 'anders@example.org' })).status).toBe(303);
  });

  it('an e-mail address is limited more strictly, from any network', async () => {
    for (let i = 1; i <= SUBMISSIONS_PER_EMAIL; i++)
      expect((await send(`192.0.2.${i}`, { betreff: `Dieselbe Adresse ${i}`, email: 'Immer.Dieselbe@example.org' })).status).toBe(303);
    const res = await send('192.0.2.200', { betreff: 'Dieselbe Adresse, eine zu viel', email: 'immer.dieselbe@example.org' });
    expect(res.status).toBe(429);
    expect(decode(res.text)).toContain('value="Dieselbe Adresse, eine zu viel"');
  });

  it('a store that cannot count or store answers 503 with Retry-After and keeps every value', async () => {
    await db.raw.query('ALTER TABLE drossel_fenster RENAME TO drossel_fenster_weg');
    try {
      const res = await send('198.18.0.1', { betreff: 'Während der Überlast', email: 'ueberlast@example.org' });
      expect(res.status).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(decode(res.text)).toContain('value="Während der Überlast"');
    } finally {
      await db.raw.query('ALTER TABLE drossel_fenster_weg RENAME TO drossel_fenster');
    }
    expect(await count('Während der Überlast')).toBe(0);
  });
});

describe('phone numbers and web addresses as people type them', () => {
  it("a national number is taken in the spec's format and shown so; the URL rule names a format, never the site's own address", async () => {
    const v = await openForm(site.app, FM);
    const refused = await postForm(site.app, FM, v, {
      ...hidden(v),
      seite: 'keine Adresse',
      problem: 'inhalt',
      beschreibung: 'Veraltet.',
      telefon: '07641 55555',
    }).set('host', '127.0.0.1:3802');
    expect(refused.status).toBe(422);
    const text = decode(refused.text);
    expect(text).toContain(urlMessage('Adresse der Seite', 'https://www.beispiel.de/rathaus/kontakt/'));
    expect(text).not.toContain('127.0.0.1');
    expect(text).not.toContain(phoneMessage('Telefonnummer'));
    // Shown back as it is taken.
    expect(refused.text).toMatch(/id="fehlermeldung-telefon"[^>]*value="\+49 7641 55555"/);
    const sent = await postForm(site.app, FM, v, {
      ...hidden(v),
      seite: 'www.musterstadt.de/rathaus/',
      problem: 'inhalt',
      beschreibung: 'Veraltet, zum Zweiten.',
      telefon: '07641 55555',
    });
    expect(sent.status).toBe(303);
    const row = (await db.raw.query<{ felder: string }>('SELECT felder FROM eingang WHERE referenz = ?', [refOf(sent.headers.location)]))[0]!;
    expect(JSON.parse(row.felder)).toMatchObject({ telefon: '+49 7641 55555', seite: 'https://www.musterstadt.de/rathaus/' });
  });
});
