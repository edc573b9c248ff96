import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import Ajv from 'ajv';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../tests/helpers/app';
import { pageText } from '../../../tests/helpers/html';
import { SABINE, csrfIn, freshIp, freshToken, hidden, loginAs, openForm, postForm, refOf, type Visitor } from '../../../tests/helpers/formulare';
import { ERIKA, postDesk, revisionIn } from '../../../tests/helpers/redaktion';
import { checkDeskKind, publicPage } from '../../../tests/helpers/desk-kind';
import { firstRow, openSiteStore } from '../../../tests/helpers/store';
import type { OpenedDb } from '../../../server/cms/db';
import { formKeyOf } from '../../routing/form-token';
import { SCHADENSMELDUNG, SUBMISSIONS_PER_EMAIL } from './formulare/definitions';
import { PRUEFUNG_UNGUELTIG } from './formulare/formulare.server';

/**
 * The damage report's categories routed to offices, the forms' proof of work and the limits, and
 * Open311 GeoReport v2 (ADR 54), on one site: supertest on the app, as browsers and clients send.
 */
type Site = Awaited<ReturnType<typeof testApp>>;
const SM = SCHADENSMELDUNG.pfad;
const SCHEMAS = path.resolve(import.meta.dirname, '../../../tests/fixtures/open311');

describe('report categories, proof of work and Open311', { timeout: 120_000 }, () => {
  let site: Site;
  let db: OpenedDb;
  let sabine: string;
  let erika: string;

  beforeAll(async () => {
    site = await testApp({ env: { TRUST_PROXY: 'loopback' } });
    db = await openSiteStore(site.config);
    [sabine, erika] = await Promise.all([loginAs(site.app, SABINE.email, SABINE.passwort), loginAs(site.app, ERIKA.email, ERIKA.passwort)]);
  }, 120_000);
  afterAll(async () => {
    await db.close();
    await site.cleanup();
  }, 60_000);

  const schaden = (extra: Record<string, string> = {}) => ({
    kategorie: 'muell',
    ort: 'Waldweg hinter der Sporthalle',
    beschreibung: 'Drei Säcke Bauschutt am Wegrand.',
    bemerkt: '2026-11-20',
    ...extra,
  });
  const count = async () => Number((await firstRow<{ n: number }>(db, "SELECT COUNT(*) AS n FROM eingang WHERE art = 'schadensmeldung'"))!.n);
  const officeOf = async (ref: string) =>
    (
      await db.raw.query<{ an: string }>(
        "SELECT p.an FROM postausgang p JOIN eingang e ON p.bezug = 'eingang:' || e.id WHERE e.referenz = ? AND p.an LIKE '%@musterstadt.de' ORDER BY p.id",
        [ref],
      )
    ).map((r) => r.an);

  /** A solved proof of work for the form, as the browser's script sends it. */
  async function solved(v: Visitor): Promise<string> {
    const res = await request(site.app).get(`/formulare/pruefung?k=${v.schluessel}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    const solution = await solveChallenge({ challenge: res.body, deriveKey });
    return JSON.stringify({ challenge: res.body, solution });
  }

  it('routes a report to the office of its category; the desk names another office; a category without one goes to the town hall', async () => {
    const v = await openForm(site.app, SM);
    // The form offers the town's categories from the table.
    expect(pageText(v.html)).toContain('Verkehrszeichen und Ampeln');
    const first = await postForm(site.app, SM, v, { ...hidden(v), ...schaden() });
    expect(first.status, pageText(first.text).slice(0, 300)).toBe(303);
    expect(await officeOf(refOf(first.headers.location))).toEqual(['ordnungsamt@musterstadt.de']);
    expect(
      JSON.parse((await firstRow<{ felder: string }>(db, 'SELECT felder FROM eingang WHERE referenz = ?', refOf(first.headers.location)))!.felder),
    ).toMatchObject({
      kategorie: 'muell',
      kategorie_name: 'Müll und wilde Ablagerung',
    });

    // Staff route the category to the Bauhof on the desk; the next report goes there.
    const form = await request(site.app).get('/intranet/redaktion/meldekategorien/muell').set('cookie', erika);
    expect(form.status).toBe(200);
    const changed = await postDesk(site.app, { cookie: erika, csrf: csrfIn(form.text) }, '/intranet/redaktion/meldekategorien/muell', {
      _aktion: 'speichern',
      _revision: String(revisionIn(form.text)),
      name: 'Müll und wilde Ablagerung',
      schluessel: 'muell',
      beschreibung: '',
      amt_id: '52',
      reihenfolge: '40',
      aktiv: '1',
      sichtbar_ab: '',
    });
    expect(changed.status, pageText(changed.text).slice(-400)).toBe(303);
    const w = await openForm(site.app, SM);
    const second = await postForm(site.app, SM, w, { ...hidden(w), ...schaden({ beschreibung: 'Ein Kühlschrank im Graben.' }) });
    expect(second.status).toBe(303);
    expect(await officeOf(refOf(second.headers.location))).toEqual(['bauhof@musterstadt.de']);

    // A town that has not named an office yet: the town hall's address of the town file.
    await db.raw.query("UPDATE meldekategorie SET amt_id = NULL WHERE schluessel = 'gewaesser'");
    const x = await openForm(site.app, SM);
    const third = await postForm(site.app, SM, x, {
      ...hidden(x),
      ...schaden({ kategorie: 'gewaesser', beschreibung: 'Der Durchlass am Mühlbach ist verstopft.' }),
    });
    expect(third.status).toBe(303);
    expect(await officeOf(refOf(third.headers.location))).toEqual(['rathaus@musterstadt.de']);
  });

  it('keeps the categories on the desk: draft, publish, conflict, restore, log, roles, German messages; the key stays', async () => {
    const ref = await checkDeskKind(site.app, {
      art: 'meldekategorien',
      titel: 'Hecken und Sträucher',
      felder: {
        name: 'Hecken und Sträucher',
        schluessel: 'hecken',
        beschreibung: 'Überhängende Hecken an Gehwegen.',
        amt_id: '52',
        reihenfolge: '65',
        aktiv: '1',
        sichtbar_ab: '',
      },
      shown: 'Hecken und Sträucher',
      edit: { field: 'name', first: 'Hecken (Fassung Bauhof)', second: 'Hecken (Fassung Ordnungsamt)' },
      bad: {
        felder: { name: '', schluessel: 'Hecken!' },
        messages: ['Bitte füllen Sie „Bezeichnung“ aus.', 'Die Kennung besteht aus Kleinbuchstaben'],
      },
      publicText: () => publicPage(site.app, SM),
    });
    expect(ref).toBe('hecken');
    // Open311 offers it as a service now.
    const services = await request(site.app).get('/open311/v2/services.json');
    expect(services.body.map((s: { service_code: string }) => s.service_code)).toContain('hecken');
  });

  it('takes a solved proof of work; refuses a forged, foreign or expired one with every value kept', async () => {
    const v = await openForm(site.app, SM);
    const payload = await solved(v);
    const ok = await postForm(site.app, SM, v, { ...hidden(v), ...schaden({ beschreibung: 'Gelöst im Browser.' }), _altcha: payload });
    expect(ok.status).toBe(303);

    // Solved for another form: refused, nothing stored, every value shown again.
    const w = await openForm(site.app, SM);
    const before = await count();
    const foreign = await postForm(site.app, SM, w, { ...hidden(w), ...schaden({ beschreibung: 'Fremde Lösung.' }), _altcha: payload });
    expect(foreign.status).toBe(422);
    expect(pageText(foreign.text)).toContain(PRUEFUNG_UNGUELTIG);
    expect(foreign.text).toContain('Fremde Lösung.');
    // A solution with another key, a challenge signed by someone else, one whose time has passed.
    const p = JSON.parse(await solved(w));
    for (const forged of [
      { ...p, solution: { ...p.solution, derivedKey: `${p.solution.derivedKey.startsWith('ff') ? '00' : 'ff'}${p.solution.derivedKey.slice(2)}` } },
      { ...p, challenge: { ...p.challenge, signature: 'a'.repeat(64) } },
      { ...p, challenge: { ...p.challenge, parameters: { ...p.challenge.parameters, data: { ...p.challenge.parameters.data, bis: 1 } } } },
    ]) {
      const res = await postForm(site.app, SM, w, { ...hidden(w), ...schaden({ beschreibung: 'Gefälscht.' }), _altcha: JSON.stringify(forged) });
      expect(res.status).toBe(422);
      expect(res.text).toContain('Gefälscht.');
    }
    expect(await count()).toBe(before);
  });

  it('stores nothing of 1,000 scripted submissions without a solved challenge', async () => {
    const before = await count();
    const v = await openForm(site.app, SM);
    const p = JSON.parse(await solved(v));
    const kinds = [
      () => 'kein JSON',
      () => JSON.stringify({ challenge: p.challenge }),
      () => JSON.stringify({ ...p, solution: { counter: 1, derivedKey: '00'.repeat(32) } }),
      () => JSON.stringify(p), // solved, but for another form
    ];
    let refused = 0;
    // Each a new form (a token signed as if shown 20 seconds ago) from an address of its own.
    const one = async (i: number) => {
      const token = freshToken(site.app, SM);
      const w: Visitor = { ip: freshIp(), cookie: '', csrf: token, shownNow: token, schluessel: formKeyOf(token)! };
      const res = await postForm(site.app, SM, w, { ...hidden(w), ...schaden({ beschreibung: `Skript ${i}` }), _altcha: kinds[i % kinds.length]!() });
      if (res.status === 422) refused += 1;
    };
    for (let i = 0; i < 1_000; i += 10) await Promise.all(Array.from({ length: 10 }, (_, j) => one(i + j)));
    expect(refused).toBe(1_000);
    expect(await count()).toBe(before);
  });

  it('without proof of work a form is stored as before (nobody without JavaScript is held back); one e-mail address is limited from any network, every value kept', async () => {
    const ip = freshIp();
    // Without JavaScript: more than a handful from one network are all stored (ADR 28's promise for a library or the town hall).
    for (let i = 0; i < 12; i++) {
      const v = await openForm(site.app, SM, ip);
      expect((await postForm(site.app, SM, v, { ...hidden(v), ...schaden({ beschreibung: `Ohne Skript ${i}` }) })).status).toBe(303);
    }
    // With a solved proof of work from the same network: stored too.
    const v = await openForm(site.app, SM, ip);
    expect((await postForm(site.app, SM, v, { ...hidden(v), ...schaden(), _altcha: await solved(v) })).status).toBe(303);

    // One e-mail address from many networks: its own limit.
    const email = 'vielmelder@example.org';
    let byMail = 0;
    let res: request.Response | null = null;
    for (let i = 0; i <= SUBMISSIONS_PER_EMAIL; i++) {
      const w = await openForm(site.app, SM);
      res = await postForm(site.app, SM, w, { ...hidden(w), ...schaden({ beschreibung: `Per Adresse ${i}`, email }) });
      if (res.status === 303) byMail += 1;
    }
    expect(byMail).toBe(SUBMISSIONS_PER_EMAIL);
    expect(res!.status).toBe(429);
    expect(res!.text).toContain(email);
  });

  it('issues and revokes Open311 keys in the intranet (administrators only; the key shown once, stored hashed)', async () => {
    const page = await request(site.app).get('/intranet/open311').set('cookie', erika);
    expect(page.status).toBe(200);
    const key = /name="schluessel" value="(o311_[A-Za-z0-9_-]{43})"/.exec(page.text)![1]!;
    expect((await request(site.app).get('/intranet/open311').set('cookie', sabine)).status).toBe(403);
    const issued = await request(site.app)
      .post('/intranet/open311')
      .type('form')
      .set('cookie', erika)
      .send({ _csrf: csrfIn(page.text), _aktion: 'ausgeben', schluessel: key, name: 'Mängelmelder-App' });
    expect(issued.status).toBe(303);
    const list = await request(site.app).get(String(issued.headers.location)).set('cookie', erika);
    expect(pageText(list.text)).toContain('Mängelmelder-App');
    expect(list.text).not.toContain(key);
    const row = await firstRow<{ id: number; hash: string }>(db, 'SELECT id, hash FROM open311_schluessel WHERE name = ?', 'Mängelmelder-App');
    expect(row!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await db.raw.query('SELECT * FROM open311_schluessel'))).not.toContain(key);

    // Filing with it: the same action as the form (its rules and messages), stored and routed.
    const file = (fields: Record<string, string>) =>
      request(site.app).post('/open311/v2/requests.json').type('form').set('x-forwarded-for', freshIp()).send(fields);
    const bad = await file({ api_key: key, service_code: 'muell', description: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.map((e: { description: string }) => e.description)).toContain('Bitte beschreiben Sie den Schaden.');
    const before = await count();
    const filed = await file({
      api_key: key,
      service_code: 'beleuchtung',
      description: 'Leuchte 12 dunkel.',
      address_string: 'Amselweg 7',
      lat: '48.1213',
      long: '7.8512',
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    expect(filed.body[0].service_request_id).toMatch(/^SM-\d{4}-\d{6}$/);
    expect(await count()).toBe(before + 1);
    expect(await officeOf(filed.body[0].service_request_id)).toEqual(['tiefbau@musterstadt.de']);
    open311Answers.push(['requests-post', filed.body]);

    // Revoked: files nothing; no key, a wrong key: 403.
    const again = await request(site.app).get('/intranet/open311').set('cookie', erika);
    const revoked = await request(site.app)
      .post('/intranet/open311')
      .type('form')
      .set('cookie', erika)
      .send({ _csrf: csrfIn(again.text), _aktion: 'widerrufen', id: String(row!.id) });
    expect(revoked.status).toBe(303);
    expect(pageText((await request(site.app).get(String(revoked.headers.location)).set('cookie', erika)).text)).toContain('widerrufen');
    for (const k of [key, '', 'o311_falsch']) {
      const refused = await file({ api_key: k, service_code: 'beleuchtung', description: 'Noch einmal.', address_string: 'Amselweg 7' });
      expect(refused.status).toBe(403);
      open311Answers.push(['errors', refused.body]);
    }
    expect(await count()).toBe(before + 1);
  });

  const open311Answers: Array<[string, unknown]> = [];

  it('answers every Open311 endpoint in the shape of the GeoReport v2 schemas, with approved public data only', async () => {
    // One report approved by staff, with a personal detail in what the reporter wrote.
    const v = await openForm(site.app, SM);
    const res = await postForm(site.app, SM, v, {
      ...hidden(v),
      ...schaden({ kategorie: 'spielplaetze', ort: 'Spielplatz Lindenplatz', beschreibung: 'Rutsche kaputt. Gruß, Erika Geheim, 0761 999' }),
      name: 'Erika Geheim',
      email: 'geheim@example.org',
    });
    expect(res.status).toBe(303);
    const id = Number(
      (await firstRow<{ id: number }>(
        db,
        'SELECT m.id FROM meldung m JOIN eingang e ON e.id = m.eingang_id WHERE e.referenz = ?',
        refOf(res.headers.location),
      ))!.id,
    );
    const unpublished = await request(site.app).get(`/open311/v2/requests/${id}.json`);
    expect(unpublished.status).toBe(404);
    const page = await request(site.app).get(`/intranet/meldungen/${id}`).set('cookie', sabine);
    const approved = await request(site.app)
      .post(`/intranet/meldungen/${id}`)
      .type('form')
      .set('cookie', sabine)
      .send({ _csrf: csrfIn(page.text), aktion: 'freigeben', text: 'Die Rutsche ist beschädigt.' });
    expect(approved.status).toBe(303);

    const ajv = new Ajv({ strict: false, allErrors: true });
    // The schemas' two formats, checked (not ignored): an RFC 3339 time and an absolute address.
    ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/);
    ajv.addFormat('uri', { validate: (v: string) => URL.canParse(v) && /^https?:\/\//.test(v) });
    for (const f of ['request', 'requests', 'service', 'services', 'service-definition']) {
      ajv.addSchema(JSON.parse(fs.readFileSync(path.join(SCHEMAS, `${f}.json`), 'utf8')), `${f}.json`);
    }
    const swagger = JSON.parse(fs.readFileSync(path.join(SCHEMAS, 'swagger.json'), 'utf8'));
    const postAnswer = { type: 'array', items: { ...swagger.definitions.RequestResponse, properties: { ...swagger.definitions.RequestResponse.properties } } };
    for (const p of Object.values(postAnswer.items.properties) as Array<{ format?: string }>) if (p.format === 'uid') delete p.format;
    const errors = {
      type: 'array',
      minItems: 1,
      items: { type: 'object', required: ['code', 'description'], properties: { code: { type: 'integer' }, description: { type: 'string' } } },
    };
    const check = (schema: string | object, body: unknown, what: string) => {
      const valid = typeof schema === 'string' ? ajv.validate(schema, body) : ajv.validate(schema, body);
      expect(valid, `${what}: ${ajv.errorsText()}`).toBe(true);
    };

    const get = async (url: string) => {
      const r = await request(site.app).get(`/open311/v2/${url}`);
      expect(r.status, url).toBe(200);
      return r;
    };
    const services = (await get('services.json')).body;
    check('services.json', services, 'services.json');
    expect(services.find((s: { service_code: string }) => s.service_code === 'spielplaetze')).toMatchObject({ service_name: 'Spielplätze', metadata: true });
    check('service-definition.json', (await get('services/spielplaetze.json')).body, 'services/{code}.json');
    const all = (await get('requests.json')).body;
    check('requests.json', all, 'requests.json');
    const mine = all.find((r: { service_request_id: string }) => r.service_request_id === String(id));
    expect(mine).toMatchObject({ status: 'open', service_code: 'spielplaetze', description: 'Die Rutsche ist beschädigt.' });
    for (const q of [
      'service_code=spielplaetze',
      'status=open',
      'status=closed',
      `start_date=${new Date(Date.now() - 86_400_000).toISOString()}`,
      `end_date=${new Date(Date.now() + 86_400_000).toISOString()}`,
    ]) {
      const r = (await get(`requests.json?${q}`)).body;
      if (r.length) check('requests.json', r, `requests.json?${q}`);
      const ids = r.map((x: { service_request_id: string }) => x.service_request_id);
      expect(ids.includes(String(id)), q).toBe(q !== 'status=closed');
    }
    expect((await get('requests.json?service_code=winterdienst')).body.some((r: { service_request_id: string }) => r.service_request_id === String(id))).toBe(
      false,
    );
    const one = (await get(`requests/${id}.json`)).body;
    check('requests.json', one, 'requests/{id}.json');
    // Never a name, an address or anything the reporter wrote that staff did not approve.
    const everything = JSON.stringify([all, one]);
    for (const secret of ['Geheim', 'geheim@example.org', '0761 999', 'Gruß']) expect(everything).not.toContain(secret);
    // XML too.
    const xml = await get('services.xml');
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.text).toContain('<service_code>spielplaetze</service_code>');
    expect((await get(`requests/${id}.xml`)).text).toContain(`<service_request_id>${id}</service_request_id>`);
    // Errors in the standard's shape, in German.
    for (const [url, status] of [
      ['services/vulkan.json', 404],
      ['requests/999999.json', 404],
      ['requests.json?status=halb', 400],
      ['requests.json?start_date=gestern', 400],
    ] as const) {
      const r = await request(site.app).get(`/open311/v2/${url}`);
      expect(r.status, url).toBe(status);
      check(errors, r.body, url);
    }
    // The POST's answers of the key test.
    expect(open311Answers.length).toBeGreaterThan(0);
    for (const [kind, body] of open311Answers) check(kind === 'errors' ? errors : postAnswer, body, `POST requests.json (${kind})`);
  });
});
