/**
 * The town map's projections (ADR 52): a point (WGS 84) to a pixel of a map view and back. Plain
 * module without dependencies, the same in the browser (the map that pans, zooms and moves the pin)
 * and on the server (the drawn image, the point of a click on it).
 *
 * Two kinds of maps, each with its own "world": the town map drawn from the demo town's geometry
 * (`stadtplan`: the city-map canvas, 640 px per km, placed on the globe by one point, the town hall),
 * and a tile server (`kacheln`, Web Mercator as every tile server cuts it, 256 px tiles).
 */

/** Where a town's map comes from (the town settings' `karte`). */
export type KartenQuelle =
  /** The town map drawn by this server from the geometry it carries (the demo town's). */
  | { art: 'stadtplan' }
  /** A tile server the town runs (or has run for it): its address with {z}, {x} and {y}, and the credit it needs. */
  | { art: 'kacheln'; kacheln: string; namensnennung: string }
  /** OpenStreetMap's tiles, loaded by the browser only after the visitor agrees (ADR 8). */
  | { art: 'openstreetmap' };

/** A view of the map: its centre, its zoom level and its size in pixels. */
export interface Ansicht {
  lat: number;
  lon: number;
  zoom: number;
  breite: number;
  hoehe: number;
}

export interface Punkt {
  lat: number;
  lon: number;
}

/**
 * The city-map canvas on the globe: the town hall's pixel on the canvas and its latitude and
 * longitude, the canvas scale, and the part of the canvas that is map (the rest is frame and legend).
 */
export const STADTPLAN_GEO = {
  x: 1611,
  y: 1287,
  lat: 48.1213,
  lon: 7.8512,
  pxPerKm: 640,
  bereich: { x0: 40, y0: 40, x1: 3130, y1: 2930 },
} as const;

/** Zoom levels of each kind: the drawn map's scale is 2^(zoom-2) image px per canvas px (zoom 2: 1.56 m per px). */
export const ZOOM = {
  stadtplan: { min: 0, max: 3, start: 2 },
  kacheln: { min: 12, max: 19, start: 17 },
} as const;

export const zoomStufen = (q: KartenQuelle) => (q.art === 'stadtplan' ? ZOOM.stadtplan : ZOOM.kacheln);

const KM_PER_DEG_LAT = 111.32;
const kmPerDegLon = (lat: number) => KM_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180);
const TILE = 256;

/** A point in the world pixels of a zoom level (the canvas scaled, or Web Mercator). */
export function zuWelt(q: KartenQuelle, p: Punkt, zoom: number): { x: number; y: number } {
  if (q.art === 'stadtplan') {
    const g = STADTPLAN_GEO;
    const s = 2 ** (zoom - 2);
    const x = g.x + (p.lon - g.lon) * kmPerDegLon(g.lat) * g.pxPerKm;
    const y = g.y - (p.lat - g.lat) * KM_PER_DEG_LAT * g.pxPerKm;
    return { x: x * s, y: y * s };
  }
  const size = TILE * 2 ** zoom;
  const r = (p.lat * Math.PI) / 180;
  return { x: ((p.lon + 180) / 360) * size, y: ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * size };
}

/** The point of world pixels of a zoom level. */
export function ausWelt(q: KartenQuelle, x: number, y: number, zoom: number): Punkt {
  if (q.art === 'stadtplan') {
    const g = STADTPLAN_GEO;
    const s = 2 ** (zoom - 2);
    return { lat: g.lat - (y / s - g.y) / g.pxPerKm / KM_PER_DEG_LAT, lon: g.lon + (x / s - g.x) / g.pxPerKm / kmPerDegLon(g.lat) };
  }
  const size = TILE * 2 ** zoom;
  return { lat: (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI, lon: (x / size) * 360 - 180 };
}

/** The canvas pixel of a point (the drawn map's own coordinates). */
export const zuLeinwand = (p: Punkt) => zuWelt({ art: 'stadtplan' }, p, 2);
/** The point of a canvas pixel. */
export const ausLeinwand = (x: number, y: number) => ausWelt({ art: 'stadtplan' }, x, y, 2);

/** The pixel of a point in a view (0,0 is the view's top left corner). */
export function latLonToPixel(q: KartenQuelle, v: Ansicht, p: Punkt): { x: number; y: number } {
  const c = zuWelt(q, v, v.zoom);
  const w = zuWelt(q, p, v.zoom);
  return { x: w.x - c.x + v.breite / 2, y: w.y - c.y + v.hoehe / 2 };
}

/** The point at a pixel of a view. */
export function pixelToLatLon(q: KartenQuelle, v: Ansicht, x: number, y: number): Punkt {
  const c = zuWelt(q, v, v.zoom);
  return ausWelt(q, c.x + x - v.breite / 2, c.y + y - v.hoehe / 2, v.zoom);
}

/** Metres between two points (short distances: a town). */
export function abstandM(a: Punkt, b: Punkt): number {
  const dy = (a.lat - b.lat) * KM_PER_DEG_LAT * 1000;
  const dx = (a.lon - b.lon) * kmPerDegLon((a.lat + b.lat) / 2) * 1000;
  return Math.hypot(dx, dy);
}

/**
 * The view kept inside the map: the drawn map's centre stays within its area (nobody pans into the
 * legend or the void), the zoom within its levels, the size within sensible bounds.
 */
export function begrenzt(q: KartenQuelle, v: Ansicht): Ansicht {
  const z = zoomStufen(q);
  const zoom = Math.min(z.max, Math.max(z.min, Math.round(v.zoom)));
  const breite = Math.min(1200, Math.max(200, Math.round(v.breite)));
  const hoehe = Math.min(900, Math.max(150, Math.round(v.hoehe)));
  let { lat, lon } = v;
  if (q.art === 'stadtplan') {
    const b = STADTPLAN_GEO.bereich;
    const nw = ausLeinwand(b.x0, b.y0);
    const se = ausLeinwand(b.x1, b.y1);
    lat = Math.min(nw.lat, Math.max(se.lat, lat));
    lon = Math.min(se.lon, Math.max(nw.lon, lon));
  } else {
    lat = Math.min(85, Math.max(-85, lat));
    lon = Math.min(180, Math.max(-180, lon));
  }
  return { lat, lon, zoom, breite, hoehe };
}

/** Whether a point lies on the drawn map (a point outside is no place in the town). */
export function aufDerKarte(q: KartenQuelle, p: Punkt): boolean {
  if (q.art !== 'stadtplan') return Math.abs(p.lat) <= 85 && Math.abs(p.lon) <= 180;
  const c = zuLeinwand(p);
  const b = STADTPLAN_GEO.bereich;
  return c.x >= b.x0 && c.x <= b.x1 && c.y >= b.y0 && c.y <= b.y1;
}

/** Six decimals: about ten centimetres, finer than a pixel of the closest zoom. */
const r6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** The query of a drawn map's address (/karte/karte.svg?…): the view and the pins. */
export function kartenQuery(v: Ansicht, pins: readonly (Punkt & { status?: string })[] = []): string {
  const q = new URLSearchParams({ lat: String(r6(v.lat)), lon: String(r6(v.lon)), z: String(v.zoom), b: String(v.breite), h: String(v.hoehe) });
  for (const p of pins) q.append('pin', `${r6(p.lat)},${r6(p.lon)}${p.status ? `,${p.status}` : ''}`);
  return q.toString();
}

/** Where the server draws the map. */
export const KARTE_PFAD = '/karte';
