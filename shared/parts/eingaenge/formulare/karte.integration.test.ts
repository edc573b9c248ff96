import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../../tests/helpers/app';
import { firstRow, openSiteStore } from '../../../../tests/helpers/store';
import type { OpenedDb } from '../../../../server/cms/db';
import { decode, freshIp, hidden, hiddenIn, openForm, postForm, refOf } from '../../../../tests/helpers/formulare';
import { SCHADENSMELDUNG, parsePosition } from './definitions';
import { NAEHE_MESSAGE } from './formulare.server';
import { AUSSERHALB, KLICK_OHNE_PUNKT } from './karte.server';
import { KARTE_GROSS, KARTE_KLEIN } from './karte';
import { latLonToPixel, pixelToLatLon, type Ansicht } from '../../../map/projection';
import { addressPoint, nearestStreet } from '../../../map/streets';

/**
 * The damage form's place without JavaScript (ADR 52): the town map our server draws, a click on its
 * image that comes back with the pin and the nearest street, zoom and pan, the address shown on the
 * map and checked against the town's streets, a report placed by its address alone, and the public
 * reports nearby shown before a new one is stored.
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
const STADTPLAN = { art: 'stadtplan' } as const;
const base = { kategorie: 'strassenbeleuchtung', beschreibung: 'Die Laterne bleibt dunkel.', bemerkt: '2026-11-20' };
const view = (html: string, size: { breite: number; hoehe: number } = KARTE_GROSS): Ansicht => ({
  lat: Number(hiddenIn(html, '_karte_lat')),
  lon: Number(hiddenIn(html, '_karte_lon')),
  zoom: Number(hiddenIn(html, '_karte_z')),
  ...size,
});
const viewFields = (html: string) => ({
  _karte_lat: hiddenIn(html, '_karte_lat'),
  _karte_lon: hiddenIn(html, '_karte_lon'),
  _karte_z: hiddenIn(html, '_karte_z'),
});

describe('the town map drawn by our server', () => {
  it('serves a view as SVG and PNG with pins, the nearest street as JSON, and refuses bad input in German', async () => {
    const q = 'lat=48.1213&lon=7.8512&z=2&b=640&h=400&pin=48.1213,7.8512&pin=48.1215,7.8515,erledigt';
    const svg = await request(site.app).get(`/karte/karte.svg?${q}`);
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    const body = svg.body instanceof Buffer ? svg.body.toString('utf8') : svg.text;
    expect(body).toMatch(/^<svg [^>]*width="640" height="400"/);
    expect(body.match(/class="pin"/g)).toHaveLength(2);
    expect(body).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);

    const png = await request(site.app).get(`/karte/karte.png?${q}`).buffer(true);
    expect(png.status).toBe(200);
    const meta = await sharp(png.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 640, 400]);

    const p = addressPoint({ strasse: 'Kirchstraße', ortsteil: 'Kernstadt', nummer: '15' })!;
    const json = await request(site.app).get(`/karte/strasse.json?lat=${p.lat.toFixed(6)}&lon=${p.lon.toFixed(6)}`);
    expect(json.body).toEqual({ strasse: { name: 'Kirchstraße', ortsteil: 'Kernstadt', nummer: '15', abstandM: expect.any(Number) } });

    for (const bad of ['lat=x&lon=7.8', 'lat=48.1&lon=7.8&pin=1,2,kaputt', 'lat=99&lon=7.8']) {
      const res = await request(site.app).get(`/karte/karte.svg?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.text).toMatch(/^(Der Parameter|Eine Markierung|Breite oder Länge)/);
    }
  });

  it('without JavaScript: a click on the map image comes back with the pin on the point clicked, the street named, every value kept; then it is stored', async () => {
    const v = await openForm(site.app, SM);
    // The form: two map images of fixed size inside it, drawn by us, and the default button first.
    expect(v.html).toMatch(
      /<input type="image" class="st-karte__bild st-karte__bild--gross" src="\/karte\/karte.svg\?lat=[^"]+" width="640" height="400" alt="Karte der Stadt[^"]*" formNoValidate="" name="karte"/,
    );
    expect(v.html).toContain('name="karte_klein"');
    expect(v.html.indexOf('class="st-form__standard"')).toBeLessThan(v.html.indexOf('type="image"'));
    expect(v.html).not.toMatch(/openstreetmap|tile\./);
    const shown = view(v.html);

    // A click 3 px right and 2 px down of the Kirchstraße 15 in the large image.
    const target = latLonToPixel(STADTPLAN, shown, addressPoint({ strasse: 'Kirchstraße', ortsteil: 'Kernstadt', nummer: '15' })!);
    const x = Math.round(target.x) + 3;
    const y = Math.round(target.y) + 2;
    const res = await postForm(site.app, SM, v, {
      ...hidden(v),
      ...base,
      email: 'erika@example.org',
      ort: '',
      ...viewFields(v.html),
      'karte.x': String(x),
      'karte.y': String(y),
    });
    expect(res.status).toBe(422);
    const html = decode(res.text);
    const pos = parsePosition(hiddenIn(res.text, 'position'))!;
    const back = latLonToPixel(STADTPLAN, view(res.text), pos);
    expect(Math.abs(back.x - x)).toBeLessThanOrEqual(1);
    expect(Math.abs(back.y - y)).toBeLessThanOrEqual(1);
    const street = nearestStreet(pos)!;
    expect(street.name).toBe('Kirchstraße');
    expect(html).toContain(`Markiert: nahe Kirchstraße ${street.nummer}, Kernstadt`);
    // The place field takes the address; the other values stay; the image shows the pin.
    expect(html).toContain(`value="Kirchstraße ${street.nummer}, Kernstadt"`);
    expect(html).toContain('value="erika@example.org"');
    expect(html).toContain('Die Laterne bleibt dunkel.');
    expect(res.text).toMatch(/src="\/karte\/karte.svg\?[^"]*pin=48\.\d+%2C7\.\d+"/);
    expect(await firstRow(db, "SELECT COUNT(*) AS n FROM eingang WHERE felder LIKE '%erika@example.org%'")).toEqual({ n: 0 });

    // The small image counts in its own pixels.
    const small = await postForm(site.app, SM, v, { ...hidden(v), ...base, ort: '', ...viewFields(res.text), 'karte_klein.x': '150', 'karte_klein.y': '150' });
    const mid = parsePosition(hiddenIn(small.text, 'position'))!;
    const expected = pixelToLatLon(STADTPLAN, view(res.text, KARTE_KLEIN), 150, 150);
    expect(mid.lat).toBeCloseTo(expected.lat, 5);
    expect(mid.lon).toBeCloseTo(expected.lon, 5);

    // Sent: stored with the point and the address.
    const sent = await postForm(site.app, SM, v, {
      ...hidden(v),
      ...base,
      email: 'erika@example.org',
      ort: `Kirchstraße ${street.nummer}, Kernstadt`,
      position: hiddenIn(res.text, 'position'),
      ...viewFields(res.text),
    });
    expect(sent.status).toBe(303);
    const stored = await firstRow<{ felder: string }>(db, 'SELECT felder FROM eingang WHERE referenz = ?', refOf(sent.headers.location));
    expect(JSON.parse(stored!.felder)).toMatchObject({ position: hiddenIn(res.text, 'position'), ort: `Kirchstraße ${street.nummer}, Kernstadt` });
  });

  it('zooms and pans by buttons, refuses a click without a point or outside the town, and removes the mark', async () => {
    const v = await openForm(site.app, SM);
    const start = view(v.html);
    const plus = await postForm(site.app, SM, v, { ...hidden(v), ...base, ort: '', ...viewFields(v.html), _karte: 'plus' });
    expect(view(plus.text).zoom).toBe(start.zoom + 1);
    const east = await postForm(site.app, SM, v, { ...hidden(v), ...base, ort: '', ...viewFields(plus.text), _karte: 'osten' });
    expect(view(east.text).lon).toBeGreaterThan(start.lon);
    expect(view(east.text).lat).toBeCloseTo(start.lat, 6);
    // Enter on the image sends 0,0: no point, a message, nothing marked.
    const keyboard = await postForm(site.app, SM, v, { ...hidden(v), ...base, ort: '', ...viewFields(v.html), 'karte.x': '0', 'karte.y': '0' });
    expect(decode(keyboard.text)).toContain(KLICK_OHNE_PUNKT);
    expect(hiddenIn(keyboard.text, 'position')).toBe('');
    // The far corner of the whole town at the smallest zoom lies beyond the map.
    const out = await postForm(site.app, SM, v, {
      ...hidden(v),
      ...base,
      ort: '',
      _karte_lat: '48.13',
      _karte_lon: '7.80',
      _karte_z: '0',
      'karte.x': '1',
      'karte.y': '1',
    });
    expect(decode(out.text)).toContain(AUSSERHALB);
    const removed = await postForm(site.app, SM, v, {
      ...hidden(v),
      ...base,
      ort: 'x',
      position: '48.121300,7.851200',
      ...viewFields(v.html),
      _karte: 'entfernen',
    });
    expect(hiddenIn(removed.text, 'position')).toBe('');
  });

  it('checks street and number against the town’s streets, shows the address on the map, and stores a report placed by its address alone', async () => {
    const v = await openForm(site.app, SM);
    // The streets of the waste calendar are offered as suggestions.
    expect(v.html).toMatch(/<datalist id="schadensmeldung-ort-strassen">[\s\S]*<option value="Amselweg">/);
    const unknown = await postForm(site.app, SM, v, { ...hidden(v), ...base, ort: 'Bahnhofstrase 3', _karte: 'adresse' });
    expect(decode(unknown.text)).toContain(
      'Die Straße „Bahnhofstrase“ kennen wir in unserer Stadt nicht. Meinten Sie „Bahnhofstraße“? Bitte prüfen Sie die Schreibweise, oder markieren Sie die Stelle auf der Karte.',
    );
    const twice = await postForm(site.app, SM, v, { ...hidden(v), ...base, ort: 'Hauptstraße 4', _karte: 'adresse' });
    expect(decode(twice.text)).toContain(
      'Die Hauptstraße gibt es in Bombach und Kernstadt. Bitte ergänzen Sie den Ortsteil, zum Beispiel „Hauptstraße 4, Kernstadt“.',
    );
    const shown = await postForm(site.app, SM, v, { ...hidden(v), ...base, ort: 'hauptstr. 4, bombach', _karte: 'adresse' });
    const p = parsePosition(hiddenIn(shown.text, 'position'))!;
    expect(nearestStreet(p)).toMatchObject({ name: 'Hauptstraße', ortsteil: 'Bombach', nummer: '4' });
    expect(decode(shown.text)).toContain('value="Hauptstraße 4, Bombach"');

    // Sent with a typo and a number: refused with the suggestion, nothing stored.
    const typo = await postForm(site.app, SM, v, { ...hidden(v), ...base, ort: 'Rebwegg 5' });
    expect(typo.status).toBe(422);
    expect(decode(typo.text)).toContain('Meinten Sie „Rebweg“?');
    // Street and number only: stored with the address's point.
    const sent = await postForm(site.app, SM, v, { ...hidden(v), ...base, ort: 'Rebweg 5, Bombach' });
    expect(sent.status).toBe(303);
    const stored = await firstRow<{ felder: string }>(db, 'SELECT felder FROM eingang WHERE referenz = ?', refOf(sent.headers.location));
    const felder = JSON.parse(stored!.felder) as Record<string, string>;
    expect(felder.ort).toBe('Rebweg 5, Bombach');
    expect(nearestStreet(parsePosition(felder.position!)!)).toMatchObject({ name: 'Rebweg', nummer: '5' });
    // A description without a number is taken as it is.
    const w = await openForm(site.app, SM, freshIp());
    const described = await postForm(site.app, SM, w, { ...hidden(w), ...base, ort: 'Waldweg hinter der Sporthalle' });
    expect(described.status).toBe(303);
  });

  it('shows the public reports of the same category within 50 m before storing, each with its status and page; sent again, it is stored', async () => {
    // A report of the Kirchstraße 10, made public by staff (approved).
    const at = addressPoint({ strasse: 'Kirchstraße', ortsteil: 'Kernstadt', nummer: '10' })!;
    const position = `${at.lat.toFixed(6)},${at.lon.toFixed(6)}`;
    const v = await openForm(site.app, SM);
    const first = await postForm(site.app, SM, v, { ...hidden(v), ...base, ort: 'Kirchstraße 10', position });
    expect(first.status).toBe(303);
    const ref = refOf(first.headers.location);
    const meldung = await firstRow<{ id: number }>(db, 'SELECT m.id FROM meldung m JOIN eingang e ON e.id = m.eingang_id WHERE e.referenz = ?', ref);
    await db.raw.query("UPDATE meldung SET freigegeben = ?, text_oeffentlich = 'Laterne dunkel', status = 'in_bearbeitung' WHERE id = ?", [
      new Date().toISOString(),
      meldung!.id,
    ]);

    // A neighbour marks a point 20 m away: before storing, the report is suggested.
    const near = pixelToLatLon(STADTPLAN, { ...at, zoom: 2, breite: 100, hoehe: 100 }, 50 + 12.8, 50);
    const w = await openForm(site.app, SM, freshIp());
    const fields = { ...hidden(w), ...base, ort: 'Kirchstraße 12', position: `${near.lat.toFixed(6)},${near.lon.toFixed(6)}` };
    const suggested = await postForm(site.app, SM, w, fields);
    expect(suggested.status).toBe(422);
    const text = decode(suggested.text);
    expect(text).toContain(NAEHE_MESSAGE);
    expect(text).toContain('In Bearbeitung');
    expect(text).toMatch(/etwa 2\d m entfernt/);
    expect(suggested.text).toContain(`href="/rathaus/meldungen/${meldung!.id}"`);
    expect(text).toContain('Ist das Ihr Anliegen? Dann abonnieren Sie es');
    expect(hiddenIn(suggested.text, '_naehe_gesehen')).toBe('1');
    // Another category, or beyond 50 m: nothing suggested (stored at once).
    const other = await openForm(site.app, SM, freshIp());
    const otherCat = await postForm(site.app, SM, other, { ...hidden(other), ...fields, ...hidden(other), kategorie: 'muell' });
    expect(otherCat.status).toBe(303);
    // Sent again after seeing them: stored.
    const again = await postForm(site.app, SM, w, { ...fields, _naehe_gesehen: '1' });
    expect(again.status).toBe(303);
  });
});
