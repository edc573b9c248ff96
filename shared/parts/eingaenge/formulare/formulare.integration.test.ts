import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../../tests/helpers/app';
import { firstRow, openSiteStore } from '../../../../tests/helpers/store';
import type { OpenedDb } from '../../../../server/cms/db';
import { pageText } from '../../../../tests/helpers/html';
import {
  HEIC_BYTES,
  decode,
  earlier,
  freshIp,
  hidden,
  openForm,
  photo,
  postForm,
  postMultipart,
  type Visitor,
  refOf,
} from '../../../../tests/helpers/formulare';
import { REFUSED } from '../../../../server/render/page-handler';
import { phoneMessage, urlMessage } from '../../../site/validation';
import {
  DATE_FUTURE_MESSAGE,
  EMAIL_MESSAGE,
  FOTO_TYP_MESSAGE,
  OPTION_MESSAGE,
  controlMessage,
  maxMessage,
  FEHLERMELDUNG,
  KONTAKT,
  SCHADENSMELDUNG,
} from './definitions';
import { HEIC_MESSAGE } from '../store/fotos';
import { FILE_TOO_LARGE, TOO_MANY_FILES } from '../../../../server/render/action-body';
import { BESTAETIGEN, SCHON_GESENDET } from './formulare.server';

/**
 * The citizen forms without JavaScript (issue "Citizens write to the town"): each form stores a valid
 * submission before its 303 with the reference number, answers every rule of spec §5 and of the form
 * with 422, its exact message and every value kept, refuses a POST without CSRF token (403), a body
 * over its limits (413), a wrong file type (a field error), and one form key sent twice is one row.
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

const rows = (art: string) =>
  db.raw.query<{ id: number; referenz: string; uuid: string; felder: string; schluessel: string }>('SELECT * FROM eingang WHERE art = ? ORDER BY id', [art]);
const row = (referenz: string) => firstRow<{ id: number; uuid: string; felder: string }>(db, 'SELECT * FROM eingang WHERE referenz = ?', referenz);
const year = new Date().getFullYear();

const SM = SCHADENSMELDUNG.pfad;
const FM = FEHLERMELDUNG.pfad;
const KF = KONTAKT.pfad;

const validSchaden = {
  kategorie: 'strassenbeleuchtung',
  ort: 'Hauptstraße 12, vor der Bäckerei',
  beschreibung: 'Die Laterne flackert seit drei Tagen.\nMast-Nr. 4711',
  bemerkt: '2026-11-20',
};
const validFehler = { seite: '/rathaus/kontakt/', problem: 'inhalt', beschreibung: 'Die Öffnungszeiten am Samstag stimmen nicht.' };
const validKontakt = {
  betreff: 'Frage zur Hundesteuer',
  amt: '48',
  nachricht: 'Guten Tag,\nwie melde ich meinen Hund an?',
  name: 'Jürgen Weiß',
  email: 'juergen.weiss@example.org',
};

describe('damage report /rathaus/schadensmeldung/', () => {
  it('answers at its one address (the other form moves there), with the categories, the date, the photo field and the map placeholder', async () => {
    const other = await request(site.app).get(SM.slice(0, -1));
    expect([other.status, other.headers.location]).toEqual([301, SM]);
    for (const url of [SM]) {
      const res = await request(site.app).get(url);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const text = decode(res.text);
      for (const k of ['Straßenbeleuchtung', 'Straßen- oder Gehwegschaden', 'Illegale Müllablagerung', 'Spielplatz', 'Baum oder Grünfläche', 'Sonstiges'])
        expect(text).toContain(k);
      expect(res.text).toMatch(/<input id="schadensmeldung-bemerkt"[^>]*type="date"[^>]*max="\d{4}-\d{2}-\d{2}"/);
      const file = /<input id="schadensmeldung-fotos"[^>]*>/.exec(res.text)?.[0] ?? '';
      expect(file).toContain('type="file"');
      expect(file).toContain('multiple=""');
      // Phones turn HEIC photos into JPEG when the field does not accept HEIC.
      expect(file).toContain('accept="image/jpeg,image/png,image/webp"');
      expect(res.text).toMatch(/<form[^>]*encType="multipart\/form-data"/);
      // The map loads only after consent: no tile, no frame in the server's HTML.
      expect(res.text).toContain('data-embed-provider="openstreetmap"');
      expect(res.text).not.toMatch(/tile\.openstreetmap\.org\/\d|<iframe/);
    }
  });

  it('preselects the category the Wegweiser links with', async () => {
    const res = await request(site.app).get(`${SM}?kategorie=strassenbeleuchtung`);
    expect(res.text).toMatch(/<input type="radio" id="schadensmeldung-kategorie-0"[^>]*checked=""[^>]*value="strassenbeleuchtung"/);
    expect(res.text.match(/checked=""/g)).toHaveLength(1);
  });

  it('valid with a photo: 303 to the thank-you page with the number, stored with the photo re-encoded without EXIF and GPS', async () => {
    const v = await openForm(site.app, SM);
    const res = await postMultipart(site.app, SM, v, { ...hidden(v), ...validSchaden, position: '48.12130,7.85120', email: 'erika@example.org' }, [
      { field: 'fotos', name: 'laterne.jpg', content: await photo(), type: 'image/jpeg' },
    ]);
    expect(res.status).toBe(303);
    const ref = refOf(res.headers.location);
    expect(ref).toMatch(new RegExp(`^SM-${year}-\\d{6}$`));
    expect(res.headers.location).toBe(`${SM}danke/${ref}`);
    const stored = (await row(ref))!;
    expect(JSON.parse(stored.felder)).toMatchObject({ ...validSchaden, position: '48.12130,7.85120', email: 'erika@example.org' });
    const file = path.join(site.dataDir, 'eingaenge', stored.uuid, '1.jpg');
    const meta = await sharp(fs.readFileSync(file)).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(fs.readFileSync(file).toString('latin1')).not.toContain('Kamera 3000');
    const foto = await firstRow(db, 'SELECT name, mime, groesse FROM eingang_foto WHERE eingang_id = ?', stored.id);
    expect(foto).toEqual({ name: 'laterne.jpg', mime: 'image/jpeg', groesse: fs.statSync(file).size });
    // The office's e-mail waits in the outbox (no SMTP_URL here), written in the same transaction.
    const mail = await firstRow(db, 'SELECT an, betreff, status FROM postausgang WHERE bezug = ? ORDER BY id', `eingang:${stored.id}`);
    expect(mail).toEqual({
      an: 'tiefbau@musterstadt.de',
      betreff: `Schadensmeldung ${ref}: Straßenbeleuchtung: Hauptstraße 12, vor der Bäckerei`,
      status: 'wartend',
    });

    const thanks = await request(site.app).get(res.headers.location!);
    expect(thanks.status).toBe(200);
    const text = pageText(thanks.text);
    expect(text).toContain(`Ihre Vorgangsnummer: ${ref}`);
    expect(text).toContain('So geht es weiter');
    // Nothing of what was sent.
    expect(text).not.toContain('Hauptstraße 12');
    expect(text).not.toContain('Laterne');
  });

  it.each([
    ['kategorie', { kategorie: '' }, 'Bitte wählen Sie aus, welche Art von Schaden Sie melden.'],
    ['kategorie', { kategorie: 'vulkan' }, OPTION_MESSAGE],
    ['ort', { ort: '' }, 'Bitte geben Sie an, wo sich der Schaden befindet.'],
    ['ort', { ort: 'x'.repeat(201) }, maxMessage(SCHADENSMELDUNG.felder.find((f) => f.name === 'ort')!)],
    ['beschreibung', { beschreibung: '   ' }, 'Bitte beschreiben Sie den Schaden.'],
    ['bemerkt', { bemerkt: '' }, 'Bitte geben Sie an, wann Ihnen der Schaden aufgefallen ist.'],
    ['bemerkt', { bemerkt: `${year + 1}-01-01` }, DATE_FUTURE_MESSAGE],
    ['bemerkt', { bemerkt: '31.02.2026' }, 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.'],
    ['email', { email: 'erika(at)example' }, EMAIL_MESSAGE],
    ['telefon', { telefon: '07641 12a' }, phoneMessage('Telefonnummer')],
    ['position', { position: '999,999' }, 'Die Position auf der Karte ist ungültig. Bitte markieren Sie die Stelle erneut oder entfernen Sie die Markierung.'],
  ])('%s %j: 422 with its message, a summary linking to the field and every value kept', async (name, change, message) => {
    const v = await openForm(site.app, SM);
    const before = (await rows('schadensmeldung')).length;
    const res = await postForm(site.app, SM, v, { ...hidden(v), ...validSchaden, telefon: '+49 7641 123456-78', ...change });
    expect(res.status).toBe(422);
    const text = decode(res.text);
    expect(text).toContain(message);
    const id = name === 'kategorie' ? 'schadensmeldung-kategorie-0' : name === 'position' ? 'schadensmeldung-position-text' : `schadensmeldung-${name}`;
    expect(res.text).toContain(`href="#${id}"`);
    if (name !== 'position') expect(res.text).toMatch(new RegExp(`id="${id}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="${id}"`));
    // Every value kept, the form key too.
    if (name !== 'beschreibung') expect(text).toContain('Die Laterne flackert seit drei Tagen.\nMast-Nr. 4711');
    if (name !== 'ort') expect(text).toContain('value="Hauptstraße 12, vor der Bäckerei"');
    expect(res.text).toContain(`name="_schluessel" value="${v.schluessel}"`);
    expect((await rows('schadensmeldung')).length).toBe(before);
  });

  it('refuses a POST without its token (403) and from another site (403): the form again in the layout, every value kept', async () => {
    const before = (await rows('schadensmeldung')).length;
    const v = await openForm(site.app, SM);
    const res = await postForm(site.app, SM, v, { ...hidden(v, { _csrf: '' }), ...validSchaden });
    expect(res.status).toBe(403);
    expect(decode(res.text)).toContain(REFUSED.unknownForm);
    expect(res.text).toContain('class="st-header');
    expect(decode(res.text)).toContain('value="Hauptstraße 12, vor der Bäckerei"');
    const cross = await postForm(site.app, SM, v, { ...hidden(v), ...validSchaden }).set('origin', 'https://evil.example');
    expect(cross.status).toBe(403);
    expect(decode(cross.text)).toContain(REFUSED.crossSite);
    expect((await rows('schadensmeldung')).length).toBe(before);
  });

  it('answers 413 for a photo over 10 MB and for a fourth file, naming the file and the number allowed, every value kept', async () => {
    const v = await openForm(site.app, SM);
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const res = await rawPost(
      SM,
      v,
      'multipart/form-data; boundary=grenze',
      multipart({ ...hidden(v), ...validSchaden }, [{ field: 'fotos', name: 'gross.jpg', content: big }]),
    );
    expect(res.status).toBe(413);
    expect(decode(res.text)).toContain(FILE_TOO_LARGE('gross.jpg', 10 * 1024 * 1024));
    expect(decode(res.text)).toContain('ist größer als 10 MB');
    expect(decode(res.text)).toContain('value="Hauptstraße 12, vor der Bäckerei"');
    const p = await photo();
    const four = await postMultipart(
      site.app,
      SM,
      v,
      { ...hidden(v), ...validSchaden },
      [1, 2, 3, 4].map((i) => ({ field: 'fotos', name: `f${i}.jpg`, content: p, type: 'image/jpeg' })),
    );
    expect(four.status).toBe(413);
    const text = decode(four.text);
    expect(text).toContain(TOO_MANY_FILES(4, 3));
    expect(text).toContain('höchstens 3 Dateien');
    expect(text).not.toContain('Daten zu groß');
    expect(text).toContain('Die Laterne flackert seit drei Tagen.\nMast-Nr. 4711');
    expect(four.text).toContain('class="st-header');
  });

  it('a file that is no photo, and a HEIC photo, get a field error by their bytes, whatever their names say', async () => {
    const v = await openForm(site.app, SM);
    const res = await postMultipart(site.app, SM, v, { ...hidden(v), ...validSchaden }, [
      { field: 'fotos', name: 'rechnung.jpg', content: Buffer.from('%PDF-1.7 keine Fotodaten'), type: 'image/jpeg' },
      { field: 'fotos', name: 'IMG_0001.HEIC', content: HEIC_BYTES, type: 'image/heic' },
    ]);
    expect(res.status).toBe(422);
    const text = decode(res.text);
    expect(text).toContain(FOTO_TYP_MESSAGE('rechnung.jpg'));
    expect(text).toContain(HEIC_MESSAGE('IMG_0001.HEIC'));
    expect(res.text).toMatch(/id="schadensmeldung-fotos"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="schadensmeldung-fotos"/);
  });

  it('keeps uploaded photos across a refused submit, shows their names, lets one be removed, and stores the rest', async () => {
    const v = await openForm(site.app, SM);
    const first = await postMultipart(site.app, SM, v, { ...hidden(v), ...validSchaden, ort: '' }, [
      { field: 'fotos', name: 'schlagloch-1.jpg', content: await photo(80, 60, '#444'), type: 'image/jpeg' },
      {
        field: 'fotos',
        name: 'schlagloch-2.png',
        content: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
          .png()
          .toBuffer(),
        type: 'image/png',
      },
    ]);
    expect(first.status).toBe(422);
    const text = decode(first.text);
    expect(text).toContain('schlagloch-1.jpg');
    expect(text).toContain('schlagloch-2.png');
    const token = /name="_fotos" value="([^"]+)"/.exec(first.text)?.[1] ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ids = [...first.text.matchAll(/name="foto_entfernen" value="([^"]+)"/g)].map((m) => m[1]!);
    expect(ids).toHaveLength(2);
    // Sent again with the place filled in, the second photo ticked for removal, a third one added.
    const second = await postMultipart(site.app, SM, v, { ...hidden(v), ...validSchaden, _fotos: token, foto_entfernen: ids[1]! }, [
      {
        field: 'fotos',
        name: 'schlagloch-3.webp',
        content: await sharp({ create: { width: 30, height: 20, channels: 3, background: '#a00' } })
          .webp()
          .toBuffer(),
        type: 'image/webp',
      },
    ]);
    expect(second.status).toBe(303);
    const stored = (await row(refOf(second.headers.location)))!;
    const fotos = await db.raw.query('SELECT name, datei, mime FROM eingang_foto WHERE eingang_id = ? ORDER BY id', [stored.id]);
    expect(fotos).toEqual([
      { name: 'schlagloch-1.jpg', datei: '1.jpg', mime: 'image/jpeg' },
      { name: 'schlagloch-3.webp', datei: '2.webp', mime: 'image/webp' },
    ]);
    expect(fs.readdirSync(path.join(site.dataDir, 'eingaenge', stored.uuid)).sort()).toEqual(['1.jpg', '2.webp']);
    // The kept photos left their waiting place.
    expect(fs.existsSync(path.join(site.dataDir, 'eingaenge', 'entwurf', token))).toBe(false);
  });

  it('the same form key with the same values, sent twice (double click, refresh), is one submission with the same answer', async () => {
    const v = await openForm(site.app, SM);
    const fields = { ...hidden(v), ...validSchaden, ort: 'Lindenplatz 3' };
    const [a, b] = await Promise.all([postForm(site.app, SM, v, fields), postForm(site.app, SM, v, fields)]);
    const c = await postForm(site.app, SM, v, fields);
    expect([a.status, b.status, c.status]).toEqual([303, 303, 303]);
    expect(b.headers.location).toBe(a.headers.location);
    expect(c.headers.location).toBe(a.headers.location);
    expect((await rows('schadensmeldung')).filter((r) => JSON.parse(r.felder).ort === 'Lindenplatz 3')).toHaveLength(1);
    // Back in the browser, changed and sent again: nothing stored, the person is asked (the key stored
    // one submission already, ADR 28); sent again with the new token, it is a second report.
    const d = await postForm(site.app, SM, v, { ...fields, beschreibung: 'Und die nächste Laterne auch.' });
    expect(d.status).toBe(409);
    expect(decode(d.text)).toContain(SCHON_GESENDET(refOf(a.headers.location), false));
    expect(decode(d.text)).toContain('Und die nächste Laterne auch.');
    const again = /name="_csrf" value="([^"]+)"/.exec(d.text)![1]!;
    expect(again).not.toBe(v.shownNow);
    const e = await postForm(site.app, SM, v, { ...fields, _csrf: earlier(site.app, SM, again), beschreibung: 'Und die nächste Laterne auch.' });
    expect(e.status).toBe(303);
    expect(e.headers.location).not.toBe(a.headers.location);
  });

  it('a filled honeypot or a form sent faster than a person can is never "stored": the form again with every value, one more click stores it', async () => {
    const before = (await rows('schadensmeldung')).length;
    const v = await openForm(site.app, SM);
    const bot = await postForm(site.app, SM, v, { ...hidden(v), ...validSchaden, homepage: 'https://spam.example' });
    expect(bot.status).toBe(422);
    expect(decode(bot.text)).toContain(BESTAETIGEN);
    expect(decode(bot.text)).toContain('value="Hauptstraße 12, vor der Bäckerei"');
    expect(bot.text).toContain('name="_bestaetigung" value="1"');
    const fast = await postForm(site.app, SM, v, { ...hidden(v, { _csrf: v.shownNow }), ...validSchaden });
    expect(fast.status).toBe(422);
    expect(decode(fast.text)).toContain(BESTAETIGEN);
    expect(pageText(fast.text)).not.toContain('eingegangen und gespeichert');
    expect((await rows('schadensmeldung')).length).toBe(before);
    // The confirming click (the honeypot is no longer asked about).
    const confirmed = await postForm(site.app, SM, v, { ...hidden(v), ...validSchaden, homepage: 'https://spam.example', _bestaetigung: '1' });
    expect(confirmed.status).toBe(303);
    expect((await rows('schadensmeldung')).length).toBe(before + 1);
    // No thank-you page without a stored submission.
    expect((await request(site.app).get(`${SM}danke`)).status).toBe(404);
  });
});

describe('error and barrier report /rathaus/fehler-melden/', () => {
  it('takes the page it came from out of ?seite=', async () => {
    const res = await request(site.app).get(`${FM}?seite=${encodeURIComponent('/rathaus/buergernachrichten/')}`);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/id="fehlermeldung-seite"[^>]*value="\/rathaus\/buergernachrichten\/"/);
    const bad = await request(site.app).get(`${FM}?seite=${encodeURIComponent('javascript:alert(1)')}`);
    expect(bad.text).not.toContain('javascript:alert');
  });

  it('valid: 303 with the number; the thank-you page of a barrier report names the month and the enforcement procedure', async () => {
    const v = await openForm(site.app, FM);
    const res = await postForm(site.app, FM, v, { ...hidden(v), ...validFehler });
    expect(res.status).toBe(303);
    expect(refOf(res.headers.location)).toMatch(new RegExp(`^FM-${year}-\\d{6}$`));
    expect(decode((await request(site.app).get(res.headers.location!)).text)).not.toContain('Durchsetzungsverfahren');

    const b = await openForm(site.app, FM);
    const barrier = await postForm(site.app, FM, b, {
      ...hidden(b),
      ...validFehler,
      problem: 'barriere',
      beschreibung: 'Das Formular lässt sich mit dem Screenreader nicht bedienen.',
    });
    expect(barrier.status).toBe(303);
    expect(barrier.headers.location).toMatch(/^\/rathaus\/fehler-melden\/danke\/FM-\d{4}-\d{6}\?barriere=1$/);
    const text = decode((await request(site.app).get(barrier.headers.location!)).text);
    expect(text).toContain('spätestens aber innerhalb eines Monats');
    expect(text).toContain('Durchsetzungsverfahren');
    expect(text).toContain('Ombudsstelle');
    const stored = (await row(refOf(barrier.headers.location)))!;
    expect(await firstRow(db, 'SELECT an FROM postausgang WHERE bezug = ? ORDER BY id', `eingang:${stored.id}`)).toEqual({ an: 'hauptamt@musterstadt.de' });
  });

  it.each([
    ['seite', { seite: 'keine Adresse' }, urlMessage('Adresse der Seite', 'https://www.beispiel.de/rathaus/kontakt/')],
    ['seite', { seite: '' }, 'Bitte geben Sie an, auf welcher Seite Ihnen der Fehler aufgefallen ist.'],
    ['problem', { problem: 'drucker' }, OPTION_MESSAGE],
    ['beschreibung', { beschreibung: '' }, 'Bitte beschreiben Sie, was nicht stimmt oder was Sie nicht nutzen können.'],
    ['telefon', { telefon: '+49-7641' }, phoneMessage('Telefonnummer')],
    ['email', { email: 'ich@' }, EMAIL_MESSAGE],
  ])('%s %j: 422 with its message and the values kept', async (_name, change, message: string) => {
    const v = await openForm(site.app, FM);
    const res = await postForm(site.app, FM, v, { ...hidden(v), ...validFehler, ...change }).set('host', '127.0.0.1');
    expect(res.status).toBe(422);
    const text = decode(res.text);
    expect(text).toContain(message);
    if (!('beschreibung' in change)) expect(text).toContain('Die Öffnungszeiten am Samstag stimmen nicht.');
  });

  it('refuses no CSRF token (403), a body over 64 KB (413) and any file (413: the form takes none)', async () => {
    const v = await openForm(site.app, FM);
    expect((await postForm(site.app, FM, v, { ...hidden(v, { _csrf: 'falsch' }), ...validFehler })).status).toBe(403);
    expect((await postForm(site.app, FM, v, { ...hidden(v), ...validFehler, beschreibung: 'ä'.repeat(70_000) })).status).toBe(413);
    const file = await postMultipart(site.app, FM, v, { ...hidden(v), ...validFehler }, [
      { field: 'fotos', name: 'bild.jpg', content: await photo(), type: 'image/jpeg' },
    ]);
    expect(file.status).toBe(413);
  });

  it('one form key sent twice is one row', async () => {
    const v = await openForm(site.app, FM);
    const fields = { ...hidden(v), ...validFehler, beschreibung: 'Doppelt gesendet.' };
    const a = await postForm(site.app, FM, v, fields);
    const b = await postForm(site.app, FM, v, fields);
    expect(b.headers.location).toBe(a.headers.location);
    expect((await rows('fehlermeldung')).filter((r) => JSON.parse(r.felder).beschreibung === 'Doppelt gesendet.')).toHaveLength(1);
  });
});

describe('contact form /rathaus/kontakt/', () => {
  it('is on the contact page below its text, no office chosen unless an office page chose one', async () => {
    const res = await request(site.app).get(KF);
    expect(res.status).toBe(200);
    const text = decode(res.text);
    expect(text).toContain('Öffnungszeiten des Bürgerbüros');
    expect(res.text).toContain('id="kontaktformular"');
    // The required list starts with an empty choice (HTML: a required select needs one), chosen.
    expect(res.text).toMatch(/<select id="kontakt-amt"[^>]*required=""[^>]*><option value="" selected="">Bitte wählen Sie ein Amt<\/option>/);
    expect(res.text).not.toMatch(/<option value="49" selected="">/);
    const bauhof = await request(site.app).get(`${KF}?amt=52`);
    expect(bauhof.text).toMatch(/<option value="52" selected="">Bauhof<\/option>/);
  });

  it('valid: 303 with the number, stored with the office, the office notified', async () => {
    const v = await openForm(site.app, KF);
    const res = await postForm(site.app, KF, v, { ...hidden(v), ...validKontakt, amt: '52' });
    expect(res.status).toBe(303);
    const ref = refOf(res.headers.location);
    expect(ref).toMatch(new RegExp(`^KF-${year}-\\d{6}$`));
    const stored = (await row(ref))!;
    expect(JSON.parse(stored.felder)).toMatchObject({ ...validKontakt, amt: '52', amt_name: 'Bauhof' });
    expect(await firstRow(db, 'SELECT an, antwort_an FROM postausgang WHERE bezug = ? ORDER BY id', `eingang:${stored.id}`)).toEqual({
      an: 'bauhof@musterstadt.de',
      antwort_an: 'juergen.weiss@example.org',
    });
  });

  it.each([
    ['betreff', { betreff: '' }, 'Bitte geben Sie einen Betreff ein.'],
    ['nachricht', { nachricht: '' }, 'Bitte schreiben Sie Ihre Nachricht.'],
    ['name', { name: '' }, 'Bitte geben Sie Ihren Namen ein.'],
    ['email', { email: '', telefon: '' }, 'Bitte geben Sie eine E-Mail-Adresse oder eine Telefonnummer an, damit wir Ihnen antworten können.'],
    ['email', { email: 'juergen@weiss' }, EMAIL_MESSAGE],
    ['telefon', { email: '', telefon: '0176 123x' }, phoneMessage('Telefonnummer')],
    ['amt', { amt: '99999' }, OPTION_MESSAGE],
    ['amt', { amt: '' }, 'Bitte wählen Sie aus, an welches Amt Ihre Nachricht gehen soll.'],
    ['nachricht', { nachricht: 'x'.repeat(5001) }, maxMessage(KONTAKT.felder.find((f) => f.name === 'nachricht')!)],
  ])('%s %j: 422 with its message and the values kept', async (_name, change, message) => {
    const v = await openForm(site.app, KF);
    const res = await postForm(site.app, KF, v, { ...hidden(v), ...validKontakt, ...change });
    expect(res.status).toBe(422);
    const text = decode(res.text);
    expect(text).toContain(message);
    if (!('betreff' in change)) expect(text).toContain('value="Frage zur Hundesteuer"');
    if (!('name' in change)) expect(text).toContain('value="Jürgen Weiß"');
  });

  it('refuses no CSRF token (403) and a body over its limit (413); a phone number alone is enough to answer', async () => {
    const v = await openForm(site.app, KF);
    expect((await postForm(site.app, KF, v, { ...validKontakt, _schluessel: v.schluessel })).status).toBe(403);
    expect((await postForm(site.app, KF, v, { ...hidden(v), ...validKontakt, nachricht: 'x'.repeat(66_000) })).status).toBe(413);
    const phone = await postForm(site.app, KF, v, { ...hidden(v), ...validKontakt, email: '', telefon: '+49 7641 123456-78' });
    expect(phone.status).toBe(303);
  });

  it('one form key sent twice is one row', async () => {
    const v = await openForm(site.app, KF);
    const fields = { ...hidden(v), ...validKontakt, betreff: 'Zweimal geklickt' };
    const a = await postForm(site.app, KF, v, fields);
    const b = await postForm(site.app, KF, v, fields);
    expect(a.status).toBe(303);
    expect(b.headers.location).toBe(a.headers.location);
    expect((await rows('kontakt')).filter((r) => JSON.parse(r.felder).betreff === 'Zweimal geklickt')).toHaveLength(1);
  });
});

/** A multipart body with the boundary 'grenze', fields in the order given (the CSRF token first), then the files. */
function multipart(fields: Record<string, string | Buffer>, files: { field: string; name: string; content: Buffer }[] = []): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields).sort(([a], [b]) => (a === '_csrf' ? -1 : b === '_csrf' ? 1 : 0))) {
    parts.push(Buffer.from(`--grenze\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`), Buffer.from(value), Buffer.from('\r\n'));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(`--grenze\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: image/jpeg\r\n\r\n`),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from('--grenze--\r\n'));
  return Buffer.concat(parts);
}

/** A body sent byte for byte (supertest re-encodes what it is given). */
async function rawPost(url: string, v: Visitor, type: string, body: Buffer): Promise<{ status: number; text: string }> {
  const server = http.createServer(site.app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const { port } = server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      method: 'POST',
      headers: { cookie: v.cookie, 'x-forwarded-for': v.ip, 'content-type': type },
      body: new Uint8Array(body),
      redirect: 'manual',
    });
    return { status: res.status, text: await res.text() };
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
}

describe('fuzzed fields answer 4xx, never 500', () => {
  const send = async (url: string, fields: Record<string, string | string[]>) => {
    const v = await openForm(site.app, url);
    return postForm(site.app, url, v, { ...hidden(v), ...fields });
  };

  it('control characters in a field: 422 with the message', async () => {
    const res = await send(KF, { ...validKontakt, betreff: 'Hallo\u0000Welt\u0007' });
    expect(res.status).toBe(422);
    expect(decode(res.text)).toContain(controlMessage(KONTAKT.felder[0]!));
  });

  it('a string of 1 MB: 413', async () => {
    expect((await send(SM, { ...validSchaden, beschreibung: 'a'.repeat(1024 * 1024) })).status).toBe(413);
  });

  it('invalid UTF-8: 400 urlencoded (escapes or raw bytes), 422 with the message in a multipart form', async () => {
    const v = await openForm(site.app, FM);
    const form = new URLSearchParams({ ...hidden(v), ...validFehler }).toString();
    for (const body of [
      Buffer.from(form.replace(/beschreibung=[^&]*/, 'beschreibung=Fehler%FF%FEauf%C3der%20Seite')),
      Buffer.concat([Buffer.from(`${form}&name=`), Buffer.from([0xc3, 0x28, 0xff])]),
    ]) {
      const res = await rawPost(FM, v, 'application/x-www-form-urlencoded', body);
      expect(res.status).toBe(400);
      expect(decode(res.text)).toContain('Die gesendeten Formulardaten sind fehlerhaft.');
    }
    // Multipart: the field's bytes are no UTF-8; read as UTF-8 they become the replacement character.
    const s = await openForm(site.app, SM);
    const raw = multipart({ ...hidden(s), ...validSchaden, beschreibung: Buffer.from([0x41, 0xff, 0xfe, 0x42]) });
    const res = await rawPost(SM, s, 'multipart/form-data; boundary=grenze', raw);
    expect(res.status).toBe(422);
    expect(decode(res.text)).toContain(controlMessage(SCHADENSMELDUNG.felder.find((f) => f.name === 'beschreibung')!));
  });

  it('an array where a string is expected: 422 for each form', async () => {
    for (const [url, valid, name] of [
      [SM, validSchaden, 'ort'],
      [FM, validFehler, 'seite'],
      [KF, validKontakt, 'name'],
    ] as const) {
      const res = await send(url, { ...valid, [name]: ['eins', 'zwei'] });
      expect(res.status, url).toBe(422);
      expect(decode(res.text)).toContain('wurde mehrfach gesendet');
    }
  });

  it('a tampered form key changes nothing: the key is the one the signed token binds; a tampered token is refused with every value kept', async () => {
    const v = await openForm(site.app, SM);
    const res = await postForm(site.app, SM, v, { ...hidden(v), ...validSchaden, ort: 'Schlüsselweg 1', _schluessel: '../../etc/passwd' });
    expect(res.status).toBe(303);
    expect((await rows('schadensmeldung')).find((r) => JSON.parse(r.felder).ort === 'Schlüsselweg 1')!.schluessel).toBe(`${v.schluessel}:schadensmeldung`);
    const w = await openForm(site.app, SM);
    const forged = w.csrf.replace(/\.([A-Za-z0-9_-])([A-Za-z0-9_-]{42})$/, (_m, c: string, rest: string) => `.${c === 'A' ? 'B' : 'A'}${rest}`);
    const refused = await postForm(site.app, SM, w, { ...hidden(w, { _csrf: forged }), ...validSchaden, ort: 'Fälscherweg 2' });
    expect(refused.status).toBe(403);
    expect(decode(refused.text)).toContain(REFUSED.unknownForm);
    expect(decode(refused.text)).toContain('value="Fälscherweg 2"');
  });

  it('a tampered photo token or removal id changes nothing of another form', async () => {
    const res = await send(SM, { ...validSchaden, _fotos: 'A'.repeat(43), foto_entfernen: ['x', '../../x'] });
    expect(res.status).toBe(303);
  });
});

describe('pages keep their CSRF token and form key to one visitor', () => {
  it('never lets a shared cache or the service worker keep a form page, also on a second visit with the cookie', async () => {
    const v = await openForm(site.app, KF, freshIp());
    const again = await request(site.app).get(KF).set('cookie', v.cookie);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('private, no-store');
    expect(hiddenKey(again.text)).not.toBe(v.schluessel);
  });
});

const hiddenKey = (html: string) => /name="_schluessel" value="([^"]+)"/.exec(html)?.[1];
