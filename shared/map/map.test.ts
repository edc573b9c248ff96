import { describe, expect, it } from 'vitest';
import { drawMap } from './draw';
import { pruefeAdresse, zerlegeAdresse } from './address';
import { STADTPLAN_GEO, abstandM, ausLeinwand, latLonToPixel, pixelToLatLon, zuLeinwand, type Ansicht, type KartenQuelle } from './projection';
import { addressPoint, nearestStreet, strassenDerKarte } from './streets';

const STADTPLAN: KartenQuelle = { art: 'stadtplan' };
const RATHAUS = { lat: STADTPLAN_GEO.lat, lon: STADTPLAN_GEO.lon };
const VIEW: Ansicht = { ...RATHAUS, zoom: 2, breite: 640, hoehe: 400 };

describe('the town map (ADR 52)', () => {
  it('turns a pixel of a view into a point and back, at every zoom of both kinds', () => {
    for (const q of [STADTPLAN, { art: 'kacheln', kacheln: 'https://k.example/{z}/{x}/{y}.png', namensnennung: 'x' } as KartenQuelle]) {
      for (const zoom of q.art === 'stadtplan' ? [0, 1, 2, 3] : [12, 16, 19]) {
        const v = { ...VIEW, zoom };
        for (const [x, y] of [
          [0, 0],
          [320, 200],
          [637.5, 13.25],
        ] as const) {
          const p = pixelToLatLon(q, v, x, y);
          const back = latLonToPixel(q, v, p);
          expect(back.x).toBeCloseTo(x, 6);
          expect(back.y).toBeCloseTo(y, 6);
        }
        // The view's middle is its centre.
        const mid = pixelToLatLon(q, v, 320, 200);
        expect(mid.lat).toBeCloseTo(v.lat, 9);
        expect(mid.lon).toBeCloseTo(v.lon, 9);
      }
    }
    // North is up, east is right; at zoom 2 one pixel is one canvas pixel, 1.5625 m.
    const ne = pixelToLatLon(STADTPLAN, VIEW, 420, 100);
    expect(ne.lat).toBeGreaterThan(RATHAUS.lat);
    expect(ne.lon).toBeGreaterThan(RATHAUS.lon);
    expect(abstandM(pixelToLatLon(STADTPLAN, VIEW, 320, 200), pixelToLatLon(STADTPLAN, VIEW, 420, 200))).toBeCloseTo(156.25, 0);
    // The town hall sits on its canvas pixel.
    expect(zuLeinwand(RATHAUS)).toEqual({ x: STADTPLAN_GEO.x, y: STADTPLAN_GEO.y });
  });

  it('draws a view as SVG with the pin tip on the point of its pixel, and keeps the view on the map', () => {
    const pin = pixelToLatLon(STADTPLAN, VIEW, 123, 321);
    const { svg, ansicht } = drawMap(VIEW, [{ ...pin, label: 'Schaden <hier>' }, { ...RATHAUS, status: 'erledigt' }]);
    expect(ansicht).toEqual(VIEW);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="640" height="400" viewBox="1291 1087 640 400"/);
    // The street names of the city map are in the drawing; nothing is loaded from elsewhere.
    expect(svg).toContain('>Hauptstraße</text>');
    expect(svg).not.toMatch(/href="http|url\(http|<image|<script/);
    // The first pin's tip, in canvas coordinates: the view's origin plus the pixel.
    expect(svg).toContain('<g transform="translate(1414 1408) scale(1)" class="pin"><title>Schaden &lt;hier&gt;</title>');
    expect(svg).toContain('fill="#2e7d32"');
    // Zoom 3: half the canvas per pixel, the pin drawn at half size in canvas units.
    expect(drawMap({ ...VIEW, zoom: 3 }, [pin]).svg).toContain('scale(0.5)');
    // A view beyond the map is moved back onto it; zoom and size stay within their bounds.
    const far = drawMap({ lat: 50, lon: 9, zoom: 9, breite: 5000, hoehe: 10 });
    expect(far.ansicht.zoom).toBe(3);
    expect(far.ansicht.breite).toBe(1200);
    expect(far.ansicht.hoehe).toBe(150);
    const c = zuLeinwand(far.ansicht);
    expect(c.x).toBeCloseTo(STADTPLAN_GEO.bereich.x1, 6);
    expect(c.y).toBeCloseTo(STADTPLAN_GEO.bereich.y0, 6);
  });

  it('names the nearest street and house number of a point, and finds the point of an address', () => {
    // On the Hauptstraße in the Kernstadt, west of the Marktplatz (canvas 1300, 1385).
    const p = ausLeinwand(1300, 1388);
    const s = nearestStreet(p);
    expect(s).toMatchObject({ name: 'Hauptstraße', ortsteil: 'Kernstadt' });
    expect(s!.abstandM).toBeLessThan(10);
    // An address and back: the house of the number lies by its street, the number read back.
    for (const [strasse, ortsteil, nummer] of [
      ['Hauptstraße', 'Kernstadt', '31'],
      ['Hauptstraße', 'Kernstadt', '32'],
      ['Hauptstraße', 'Bombach', '7'],
      ['Bahnhofstraße', 'Kernstadt', '4'],
      ['Dorfstraße', 'Nordweil', '15'],
    ] as const) {
      const at = addressPoint({ strasse, ortsteil, nummer });
      expect(at, `${strasse} ${nummer}`).not.toBeNull();
      expect(nearestStreet(at!), `${strasse} ${nummer}`).toMatchObject({ name: strasse, ortsteil, nummer });
    }
    // Numbers beyond the street, streets not on the map, points far from any street.
    expect(addressPoint({ strasse: 'Rebweg', ortsteil: 'Bombach', nummer: '999' })).toBeNull();
    expect(addressPoint({ strasse: 'Amselweg', ortsteil: 'Kernstadt', nummer: '1' })).toBeNull();
    expect(nearestStreet(ausLeinwand(3000, 150))).toBeNull();
    // Every street of the map is one of the waste calendar's or a through road.
    expect(strassenDerKarte().map((x) => x.name)).toContain('Marktplatz');
  });

  it('checks a typed address against the streets: spelling, districts, suggestions, in German', () => {
    const strassen = [
      { name: 'Hauptstraße', ortsteil: 'Kernstadt' },
      { name: 'Hauptstraße', ortsteil: 'Bombach' },
      { name: 'Kirchstraße', ortsteil: 'Kernstadt' },
      { name: 'Kirchweg', ortsteil: 'Nordweil' },
      { name: 'Am Kurpark', ortsteil: 'Kernstadt' },
    ];
    expect(zerlegeAdresse('Am Kurpark 12 a, Kernstadt')).toEqual({ strasse: 'Am Kurpark', nummer: '12a', ortsteil: 'Kernstadt' });
    expect(zerlegeAdresse('Kirchstraße')).toEqual({ strasse: 'Kirchstraße', nummer: '', ortsteil: '' });
    expect(pruefeAdresse('kirchstr. 4', strassen)).toEqual({ adresse: { strasse: 'Kirchstraße', ortsteil: 'Kernstadt', nummer: '4' } });
    expect(pruefeAdresse('Hauptstrasse 2, bombach', strassen)).toEqual({ adresse: { strasse: 'Hauptstraße', ortsteil: 'Bombach', nummer: '2' } });
    expect(pruefeAdresse('Hauptstraße 2', strassen)).toEqual({
      fehler: 'Die Hauptstraße gibt es in Kernstadt und Bombach. Bitte ergänzen Sie den Ortsteil, zum Beispiel „Hauptstraße 2, Bombach“.',
    });
    expect(pruefeAdresse('Kirchstrase 3', strassen)).toEqual({
      fehler:
        'Die Straße „Kirchstrase“ kennen wir in unserer Stadt nicht. Meinten Sie „Kirchstraße“? Bitte prüfen Sie die Schreibweise, oder markieren Sie die Stelle auf der Karte.',
    });
    expect(pruefeAdresse('Kirch 3', strassen)).toMatchObject({ fehler: expect.stringContaining('Meinten Sie „Kirchstraße“ oder „Kirchweg“?') });
    expect(pruefeAdresse('Zzzweg 1', strassen)).toEqual({
      fehler: 'Die Straße „Zzzweg“ kennen wir in unserer Stadt nicht. Bitte prüfen Sie die Schreibweise, oder markieren Sie die Stelle auf der Karte.',
    });
  });
});
