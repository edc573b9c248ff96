import express, { type NextFunction, type Request, type Response } from 'express';
import sharp from 'sharp';
import { drawMap, type Pin, type PinStatus } from '../../shared/map/draw';
import { ZOOM, type Ansicht, type KartenQuelle } from '../../shared/map/projection';
import { nearestStreet } from '../../shared/map/streets';
import { KachelFehler, kachelBild } from '../../shared/map/kacheln.server';
import { BusyError, boundedQueue } from '../util/concurrency';

/**
 * The town map drawn by this server (ADR 52), below /karte/:
 *
 * - `karte.svg?lat=&lon=&z=&b=&h=&pin=lat,lon[,status]`: the view as SVG (what the forms show, in an
 *   `<input type="image">` without JavaScript and as the panned image with it);
 * - `karte.png?…`: the same rasterised (for mails and clients without SVG);
 * - `strasse.json?lat=&lon=`: the nearest street and house number of a point (the map's live region).
 *
 * Only for a town whose map is drawn here (`karte.art` "stadtplan"); otherwise 404. Nothing here
 * leaves the server: the images are made from the geometry it carries.
 *
 * A town with its own tile server (`karte.art` "kacheln", ADR 59) gets instead
 * `kacheln.png?lat=&lon=&z=&b=&h=&pin=…`: the view composed here from the town's tiles, with the pins
 * (the no-JavaScript map and the public reports' map); 503 with a German text while the tile server
 * does not answer.
 */

const STATUS = new Set<PinStatus>(['eingegangen', 'in_bearbeitung', 'erledigt', 'nicht_zustaendig']);
const NUMBER = /^-?\d{1,3}(?:\.\d{1,8})?$/;
const MAX_PINS = 200;
/** PNG work at once and waiting: the rasteriser takes a core for tens of milliseconds. */
const rasters = boundedQueue(1, 8);
/** The last rasterised views (a form's image is asked for again when the page comes back). */
const PNG_CACHE = 64;

class QueryError extends Error {}

function num(q: Request['query'], name: string, fallback?: number): number {
  const v = q[name];
  if (v === undefined && fallback !== undefined) return fallback;
  if (typeof v !== 'string' || !NUMBER.test(v)) throw new QueryError(`Der Parameter ${name} fehlt oder ist keine Zahl.`);
  return Number(v);
}

function viewOf(q: Request['query'], start: number = ZOOM.stadtplan.start): Ansicht {
  const lat = num(q, 'lat');
  const lon = num(q, 'lon');
  if (Math.abs(lat) > 85 || Math.abs(lon) > 180) throw new QueryError('Breite oder Länge liegt außerhalb der Karte.');
  return { lat, lon, zoom: num(q, 'z', start), breite: num(q, 'b', 640), hoehe: num(q, 'h', 400) };
}

function pinsOf(q: Request['query']): Pin[] {
  const raw = ([] as unknown[]).concat(q.pin ?? []);
  if (raw.length > MAX_PINS) throw new QueryError(`Höchstens ${MAX_PINS} Markierungen.`);
  return raw.map((v) => {
    const parts = typeof v === 'string' ? v.split(',') : [];
    const [lat, lon, status] = parts;
    if (parts.length > 3 || !lat || !lon || !NUMBER.test(lat) || !NUMBER.test(lon) || (status !== undefined && !STATUS.has(status as PinStatus)))
      throw new QueryError('Eine Markierung ist ungültig (erwartet: Breite,Länge oder Breite,Länge,Status).');
    return { lat: Number(lat), lon: Number(lon), ...(status ? { status: status as PinStatus } : {}) };
  });
}

/**
 * Every failure of a map route answered in one place: a bad query 400, a tile server that does not
 * answer or a full raster queue 503 with the time to wait, anything else to Express's error page.
 */
function answerError(res: Response, next: NextFunction, error: unknown): void {
  if (error instanceof QueryError) {
    res.status(400).type('text/plain; charset=utf-8').send(error.message);
    return;
  }
  const unavailable =
    error instanceof KachelFehler
      ? { wait: '30', text: 'Die Karte ist gerade nicht erreichbar. Bitte geben Sie die Adresse ein, oder versuchen Sie es später noch einmal.' }
      : error instanceof BusyError
        ? { wait: '5', text: 'Gerade werden viele Karten gezeichnet. Bitte versuchen Sie es gleich noch einmal.' }
        : undefined;
  if (!unavailable) {
    next(error);
    return;
  }
  res.status(503).set('retry-after', unavailable.wait).type('text/plain; charset=utf-8').send(unavailable.text);
}

export function mapRoutes(karte: KartenQuelle | undefined): express.Router {
  const router = express.Router();
  if (karte?.art === 'kacheln') {
    router.get('/karte/kacheln.png', async (req, res, next) => {
      try {
        const png = await kachelBild(karte, viewOf(req.query, ZOOM.kacheln.start), pinsOf(req.query));
        res.set('cache-control', 'public, max-age=3600').type('image/png').send(png);
      } catch (error) {
        answerError(res, next, error);
      }
    });
    return router;
  }
  if (karte?.art !== 'stadtplan') return router;
  const cache = new Map<string, Buffer>();

  const svgOf = (req: Request) => drawMap(viewOf(req.query), pinsOf(req.query), 'Karte der Stadt').svg;

  router.get('/karte/karte.svg', (req, res, next) => {
    try {
      const svg = svgOf(req);
      res.set('cache-control', 'public, max-age=86400').type('image/svg+xml').send(svg);
    } catch (error) {
      answerError(res, next, error);
    }
  });

  router.get('/karte/karte.png', async (req, res, next) => {
    try {
      const svg = svgOf(req);
      const key = req.originalUrl;
      let png = cache.get(key);
      if (!png) {
        png = await rasters.run(() => sharp(Buffer.from(svg), { density: 72 }).png({ palette: true, compressionLevel: 9 }).toBuffer());
        cache.set(key, png);
        if (cache.size > PNG_CACHE) cache.delete(cache.keys().next().value!);
      }
      res.set('cache-control', 'public, max-age=86400').type('image/png').send(png);
    } catch (error) {
      answerError(res, next, error);
    }
  });

  router.get('/karte/strasse.json', (req, res, next) => {
    try {
      const p = { lat: num(req.query, 'lat'), lon: num(req.query, 'lon') };
      res.set('cache-control', 'public, max-age=86400').json({ strasse: nearestStreet(p) });
    } catch (error) {
      answerError(res, next, error);
    }
  });

  return router;
}
