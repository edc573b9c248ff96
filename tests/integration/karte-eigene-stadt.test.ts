import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app';
import { firstRow, openSiteStore } from '../helpers/store';
import { decode, freshIp, hidden, hiddenIn, openForm, postForm, refOf } from '../helpers/formulare';
import { installTown, TOWN } from '../../shared/site/town';
import { parts } from '../../server/cms/registry';
import type { ImportKind } from '../../server/cms/import/apply';
import { applyRun, previewRun } from '../../server/cms/import/runs';
import type { OpenedDb } from '../../server/cms/db';
import { SCHADENSMELDUNG, parsePosition } from '../../shared/parts/eingaenge/formulare/definitions';
import { NAEHE_MESSAGE } from '../../shared/parts/eingaenge/formulare/formulare.server';
import { KARTE_GROSS } from '../../shared/parts/eingaenge/formulare/karte';
import { KARTE_AUSFALL } from '../../shared/parts/eingaenge/formulare/StadtKarte';
import { kachelnVergessen } from '../../shared/map/kacheln.server';
import { latLonToPixel, type Ansicht, type KartenQuelle } from '../../shared/map/projection';
import { naechsterVerlauf, verlaufMitte, type StrasseMitVerlauf } from '../../shared/map/verlauf';

/**
 * A real town's map (ADR 59), on a town whose map is its own tile server (not the demo town's drawn
 * map): the streets' course read from an OpenStreetMap extract (GeoJSON and Overpass JSON, twice the
 * same), a report placed by street and number alone getting a point and the reports within 50 m,
 * the no-JavaScript map composed by our server from the town's tiles (a fixture tile server whose
 * tiles sharp draws) with the click landing within a pixel, and the German fallback while the tile
 * server is down.
 */

const FIX = path.join(__dirname, '../fixtures/strassen-geo');
const WER = { uuid: null, name: 'Test' };
const SM = SCHADENSMELDUNG.pfad;
const base = { kategorie: 'strassenbeleuchtung', beschreibung: 'Die Laterne bleibt dunkel.', bemerkt: '2026-11-20' };

/** A tile server of the town: each tile a flat colour from its column and row (so a composed image shows where each lies). */
const tileRequests: string[] = [];
let tilesUp = true;
const tileColour = (x: number, y: number) => ({ r: (x * 37) % 256, g: (y * 53) % 256, b: 200 });
const tiles = http.createServer((req, res) => {
  tileRequests.push(req.url ?? '');
  const m = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(req.url ?? '');
  if (!tilesUp || !m) {
    res.writeHead(tilesUp ? 404 : 503).end();
    return;
  }
  void sharp({ create: { width: 256, height: 256, channels: 3, background: tileColour(Number(m[2]), Number(m[3])) } })
    .png()
    .toBuffer()
    .then((png) => res.writeHead(200, { 'content-type': 'image/png' }).end(png));
});

let quelle: Extract<KartenQuelle, { art: 'kacheln' }>;
const demoTown = TOWN;
let site: Awaited<ReturnType<typeof testApp>>;
let db: OpenedDb;
const kind = parts.flatMap((p) => p.imports ?? []).find((k) => k.name === 'strassen-geo') as ImportKind<unknown>;
const ctx = () => ({ db: db.db, now: () => new Date(), filesDir: site.config.filesDir });
const file = (name: string) => ({ bytes: new Uint8Array(fs.readFileSync(path.join(FIX, name))), name, url: null, jahr: null });

beforeAll(async () => {
  await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
  quelle = { art: 'kacheln', kacheln: `http://127.0.0.1:${(tiles.address() as AddressInfo).port}/{z}/{x}/{y}.png`, namensnennung: 'Kacheln der Teststadt' };
  // The town's facts with its own tile server, installed before the app is made (as the town file would).
  installTown({ ...demoTown, karte: quelle });
  site = await testApp({ env: { TRUST_PROXY: 'loopback' } });
  db = await openSiteStore(site.config);
});
afterAll(async () => {
  await db?.close();
  await site?.cleanup();
  installTown(demoTown);
  await new Promise((resolve) => tiles.close(resolve));
});

const view = (html: string): Ansicht => ({
  lat: Number(hiddenIn(html, '_karte_lat')),
  lon: Number(hiddenIn(html, '_karte_lon')),
  zoom: Number(hiddenIn(html, '_karte_z')),
  ...KARTE_GROSS,
});
const viewFields = (html: string) => ({
  _karte_lat: hiddenIn(html, '_karte_lat'),
  _karte_lon: hiddenIn(html, '_karte_lon'),
  _karte_z: hiddenIn(html, '_karte_z'),
});
const verlaeufe = async () => ((await request(site.app).get('/api/cms/abfall/strassenverlauf').expect(200)).body as { data: StrasseMitVerlauf[] }).data;

describe("a real town's streets with their course", () => {
  it('reads an OpenStreetMap extract (GeoJSON, then Overpass JSON): names matched, unknown ones reported, a shared name split by district; read again it changes nothing', async () => {
    const preview = await previewRun(ctx(), kind, file('strassen.geojson'), WER);
    expect(preview.plan.neu + preview.plan.entfernt).toBe(0);
    expect(preview.plan.zeilen.map((z) => z.titel.replace(/ \(.*/, '')).sort()).toEqual([
      'Bachstraße, Bombach',
      'Bahnhofstraße, Kernstadt',
      'Hauptstraße, Bombach',
      'Hauptstraße, Kernstadt',
      'Kirchstraße, Kernstadt',
      'Schulstraße, Kernstadt',
      'Weinstraße, Bombach',
    ]);
    expect(preview.plan.probleme[0]).toBe(
      'Diese Straße der Datei kennt die Stadt nicht (Straßenverzeichnis des Abfallkalenders); ihr Verlauf wurde nicht übernommen: Elzdamm.',
    );
    expect(preview.plan.probleme[1]).toMatch(/^Diese \d+ Straßen der Stadt haben weiterhin keinen Verlauf/);
    expect(preview.plan.hinweise).toEqual(['1 Linie(n) ohne „highway“ (Gewässer, Grenzen, Bahnlinien …) ausgelassen.', '1 Weg(e) ohne Namen ausgelassen.']);
    expect(await verlaeufe()).toEqual([]);

    const applied = await applyRun(ctx(), kind, preview.id, WER);
    expect(applied.plan.geaendert).toBe(7);
    const again = await previewRun(ctx(), kind, file('strassen.geojson'), WER);
    expect(again.plan.neu + again.plan.geaendert + again.plan.entfernt).toBe(0);
    // One line in the desk's audit log.
    expect(await firstRow(db, "SELECT COUNT(*) AS n FROM redaktion_protokoll WHERE art = 'einlesen' AND ref LIKE 'strassen-geo/%'")).toEqual({ n: 1 });

    const overpass = await applyRun(ctx(), kind, (await previewRun(ctx(), kind, file('strassen.overpass.json'), WER)).id, WER);
    expect(overpass.plan.zeilen.map((z) => z.titel.replace(/ \(.*/, '')).sort()).toEqual(['Badstraße, Kernstadt', 'Gartenstraße, Kernstadt']);
    expect((await previewRun(ctx(), kind, file('strassen.overpass.json'), WER)).plan.geaendert).toBe(0);

    // The contract gives each course once; the Hauptstraße of each district lies in its district.
    const all = await verlaeufe();
    expect(all.map((s) => `${s.name}, ${s.ortsteil}`)).toEqual([
      'Bachstraße, Bombach',
      'Badstraße, Kernstadt',
      'Bahnhofstraße, Kernstadt',
      'Gartenstraße, Kernstadt',
      'Hauptstraße, Bombach',
      'Hauptstraße, Kernstadt',
      'Kirchstraße, Kernstadt',
      'Schulstraße, Kernstadt',
      'Weinstraße, Bombach',
    ]);
    const haupt = (o: string) => all.find((s) => s.name === 'Hauptstraße' && s.ortsteil === o)!;
    expect(
      haupt('Bombach')
        .verlauf.flat()
        .every(([lon]) => lon > 7.87),
    ).toBe(true);
    expect(
      haupt('Kernstadt')
        .verlauf.flat()
        .every(([lon]) => lon < 7.86),
    ).toBe(true);
    expect(haupt('Kernstadt').verlauf).toHaveLength(2);
    expect(all.find((s) => s.name === 'Bachstraße')!.verlauf).toHaveLength(2);
  });

  it('places a report given by street and number alone at its street, and suggests it to the next reporter there (50 m)', async () => {
    const strassen = await verlaeufe();
    const mitte = verlaufMitte(strassen.find((s) => s.name === 'Hauptstraße' && s.ortsteil === 'Bombach')!.verlauf)!;
    expect(naechsterVerlauf(strassen, mitte)).toMatchObject({ name: 'Hauptstraße', ortsteil: 'Bombach', abstandM: 0 });
    // With JavaScript the map names the street a pin is set on (its live region), from the same courses.
    const named = await request(site.app).get(`/karte/strasse.json?lat=${mitte.lat}&lon=${mitte.lon}`);
    expect(named.status).toBe(200);
    expect(named.body.strasse).toMatchObject({ name: 'Hauptstraße', ortsteil: 'Bombach', abstandM: 0 });

    const v = await openForm(site.app, SM);
    const sent = await postForm(site.app, SM, v, { ...hidden(v), ...base, ort: 'Hauptstr. 12, Bombach' });
    expect(sent.status).toBe(303);
    const ref = refOf(sent.headers.location);
    const stored = await firstRow<{ felder: string }>(db, 'SELECT felder FROM eingang WHERE referenz = ?', ref);
    const felder = JSON.parse(stored!.felder) as Record<string, string>;
    expect(parsePosition(felder.position!)).toEqual(mitte);
    const meldung = await firstRow<{ id: number; lat: number; lon: number }>(
      db,
      'SELECT m.id, m.lat, m.lon FROM meldung m JOIN eingang e ON e.id = m.eingang_id WHERE e.referenz = ?',
      ref,
    );
    expect([Number(meldung!.lat), Number(meldung!.lon)]).toEqual([mitte.lat, mitte.lon]);

    // Approved by staff, it is suggested to the next one who reports the same street.
    await db.raw.query("UPDATE meldung SET freigegeben = ?, text_oeffentlich = 'Laterne dunkel', status = 'in_bearbeitung' WHERE id = ?", [
      new Date().toISOString(),
      meldung!.id,
    ]);
    const w = await openForm(site.app, SM, freshIp());
    const next = await postForm(site.app, SM, w, { ...hidden(w), ...base, ort: 'Hauptstraße 14, Bombach' });
    expect(next.status).toBe(422);
    expect(decode(next.text)).toContain(NAEHE_MESSAGE);
    expect(next.text).toContain(`href="/rathaus/meldungen/${meldung!.id}"`);

    // The public reports' map is the town's tiles composed by our server, the report on it.
    const karte = await request(site.app).get('/rathaus/meldungen/?ansicht=karte').expect(200);
    expect(karte.text).toMatch(/<image href="\/karte\/kacheln\.png\?lat=[^"]+"/);
    expect(karte.text).toContain(`href="/rathaus/meldungen/${meldung!.id}"`);
    expect(karte.text).not.toContain('/karte/karte.svg');
  });
});

describe('the map without JavaScript from the town’s own tile server', () => {
  it('composes the view from the tiles, a click lands within a pixel with the pin drawn there and the street named; while the tile server is down the form offers the address', async () => {
    kachelnVergessen();
    tileRequests.length = 0;
    const v = await openForm(site.app, SM);
    expect(v.html).toMatch(/<input type="image" class="st-karte__bild st-karte__bild--gross" src="\/karte\/kacheln\.png\?lat=[^"]+" width="640" height="400"/);
    expect(v.html).toContain('Karte: Kacheln der Teststadt');
    expect(v.html).not.toContain(KARTE_AUSFALL);
    // The tiles were fetched by our server while the page was made (the image comes from its cache).
    expect(tileRequests.length).toBeGreaterThan(0);
    const shown = view(v.html);

    // A click on the Kernstadt's Hauptstraße, 3 px right of the middle of its course.
    const strassen = await verlaeufe();
    const haupt = verlaufMitte(strassen.find((s) => s.name === 'Hauptstraße' && s.ortsteil === 'Kernstadt')!.verlauf)!;
    const target = latLonToPixel(quelle, shown, haupt);
    expect(target.x > 0 && target.x < 640 && target.y > 0 && target.y < 400).toBe(true);
    const x = Math.round(target.x) + 3;
    const y = Math.round(target.y);
    const res = await postForm(site.app, SM, v, { ...hidden(v), ...base, ort: '', ...viewFields(v.html), 'karte.x': String(x), 'karte.y': String(y) });
    expect(res.status).toBe(422);
    const pos = parsePosition(hiddenIn(res.text, 'position'))!;
    const back = latLonToPixel(quelle, view(res.text), pos);
    expect(Math.abs(back.x - x)).toBeLessThanOrEqual(1);
    expect(Math.abs(back.y - y)).toBeLessThanOrEqual(1);
    const html = decode(res.text);
    expect(html).toContain('Markiert: nahe Hauptstraße, Kernstadt');
    expect(html).toContain('value="Hauptstraße, Kernstadt"');

    // The image with the pin: 640×400 PNG, the tip's dark dot on the clicked pixel, the tiles' colours around.
    const src = /<input type="image" class="st-karte__bild st-karte__bild--gross" src="([^"]+)"/.exec(res.text)![1]!.replace(/&amp;/g, '&');
    expect(src).toMatch(/pin=48\.\d+%2C7\.\d+/);
    const png = await request(site.app).get(src).buffer(true).expect(200).expect('content-type', 'image/png');
    const { data, info } = await sharp(png.body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([640, 400]);
    const at = (px: number, py: number) => Array.from(data.subarray((py * info.width + px) * info.channels, (py * info.width + px) * info.channels + 3));
    const tip = at(Math.round(back.x), Math.round(back.y));
    expect(Math.max(...tip), `tip ${tip}`).toBeLessThan(60);
    // 40 px left of the pin: the colour of the tile that lies there.
    const world = { x: 0, y: 0 };
    const v2 = view(res.text);
    const n = 2 ** v2.zoom;
    world.x = ((v2.lon + 180) / 360) * 256 * n - 320 + (back.x - 40);
    const r = (v2.lat * Math.PI) / 180;
    world.y = ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 256 * n - 200 + back.y;
    const c = tileColour(Math.floor(world.x / 256), Math.floor(world.y / 256));
    expect(at(Math.round(back.x) - 40, Math.round(back.y))).toEqual([c.r, c.g, c.b]);

    // The tile server goes down: the form comes back at once with the address field and a German message, no image, no 500.
    tilesUp = false;
    kachelnVergessen();
    const started = Date.now();
    const down = await openForm(site.app, SM, freshIp());
    expect(Date.now() - started).toBeLessThan(3000);
    expect(decode(down.html)).toContain(KARTE_AUSFALL);
    expect(down.html).not.toContain('type="image"');
    expect(down.html).toContain('name="ort"');
    const image = await request(site.app).get(src);
    expect(image.status).toBe(503);
    expect(image.text).toBe('Die Karte ist gerade nicht erreichbar. Bitte geben Sie die Adresse ein, oder versuchen Sie es später noch einmal.');
    // Sent by address it is stored, with the street's point.
    const sent = await postForm(site.app, SM, down, { ...hidden(down), ...base, kategorie: 'muell', ort: 'Schulstraße 3' });
    expect(sent.status).toBe(303);
    tilesUp = true;
  });
});
