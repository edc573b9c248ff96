import sharp, { type OverlayOptions } from 'sharp';
import { pinSvg, type Pin } from './draw';
import { begrenzt, latLonToPixel, zuWelt, type Ansicht, type KartenQuelle } from './projection';

/**
 * The map of a town with its own tile server, composed by this server (ADR 59): the tiles of a view
 * fetched from the town's tile server (never from OpenStreetMap's public servers: the town file's
 * `kacheln` refuses them), put together and cut to the view, the pins drawn on it, as one PNG. The
 * visitor's browser talks to our origin only; the no-JavaScript map (`<input type="image">`) and the
 * public reports' map use it.
 *
 * Bounded: tiles are kept in memory (at most `KACHEL_CACHE_BYTES`, a day each), composed views too
 * (the last 64); a tile request gives up after `timeoutMs`; after a failure the tile server is not
 * asked again for `PAUSE_MS`, so a server that is down costs one wait, not one per page.
 */

export type Kachelserver = Extract<KartenQuelle, { art: 'kacheln' }>;

const TILE = 256;
/** Tile bytes kept in memory. */
export const KACHEL_CACHE_BYTES = 32 * 1024 * 1024;
const KACHEL_TTL_MS = 24 * 3600_000;
/** Composed views kept (a form's page asks for its image again when it comes back). */
const BILD_CACHE = 64;
/** A tile larger than this is no tile. */
const MAX_KACHEL_BYTES = 1024 * 1024;
/** After a failure the tile server rests this long before it is asked again. */
export const PAUSE_MS = 30_000;
const TIMEOUT_MS = 3000;

export class KachelFehler extends Error {
  override readonly name = 'KachelFehler';
}

interface Eintrag {
  png: Buffer;
  bis: number;
}

const kacheln = new Map<string, Eintrag>();
let kachelBytes = 0;
const unterwegs = new Map<string, Promise<Buffer>>();
const bilder = new Map<string, Buffer>();
const bilderUnterwegs = new Map<string, Promise<Buffer>>();
/** Per tile server: not asked again before this time (ms). */
const pause = new Map<string, number>();

/** Options of tests: the clock, the timeout, the fetch. */
export interface KachelOptionen {
  now?: () => number;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/** Empties the caches and the pause (tests). */
export function kachelnVergessen(): void {
  kacheln.clear();
  kachelBytes = 0;
  bilder.clear();
  pause.clear();
}

function merken(url: string, png: Buffer, now: number) {
  const alt = kacheln.get(url);
  if (alt) kachelBytes -= alt.png.length;
  kacheln.delete(url);
  kacheln.set(url, { png, bis: now + KACHEL_TTL_MS });
  kachelBytes += png.length;
  for (const [k, e] of kacheln) {
    if (kachelBytes <= KACHEL_CACHE_BYTES) break;
    kacheln.delete(k);
    kachelBytes -= e.png.length;
  }
}

async function holen(q: Kachelserver, z: number, x: number, y: number, o: Required<KachelOptionen>): Promise<Buffer> {
  const url = q.kacheln.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
  const now = o.now();
  const hit = kacheln.get(url);
  if (hit && hit.bis > now) {
    // Most recently used last: the first entries are the ones to drop.
    kacheln.delete(url);
    kacheln.set(url, hit);
    return hit.png;
  }
  if ((pause.get(q.kacheln) ?? 0) > now) throw new KachelFehler('Der Kachelserver antwortete eben nicht; er wird gleich wieder gefragt.');
  const running = unterwegs.get(url);
  if (running) return running;
  const job = (async () => {
    try {
      const res = await o.fetch(url, { signal: AbortSignal.timeout(o.timeoutMs), headers: { accept: 'image/png,image/jpeg,image/webp' } });
      if (!res.ok) throw new KachelFehler(`Der Kachelserver antwortete ${res.status}.`);
      const bytes = Buffer.from(await res.arrayBuffer());
      if (bytes.length > MAX_KACHEL_BYTES) throw new KachelFehler('Der Kachelserver schickte eine zu große Kachel.');
      // Any image format the server sends, and 512 px tiles too, as one 256 px PNG.
      const png = await sharp(bytes, { limitInputPixels: 2048 * 2048 })
        .resize(TILE, TILE, { fit: 'fill' })
        .png()
        .toBuffer();
      merken(url, png, o.now());
      return png;
    } catch (error) {
      pause.set(q.kacheln, o.now() + PAUSE_MS);
      throw error instanceof KachelFehler ? error : new KachelFehler('Der Kachelserver ist nicht erreichbar.', { cause: error });
    } finally {
      unterwegs.delete(url);
    }
  })();
  unterwegs.set(url, job);
  return job;
}

/** The tiles of a view placed on their mosaic, and where the view lies on it. */
async function kachelnDerAnsicht(q: Kachelserver, v: Ansicht, o: Required<KachelOptionen>) {
  const c = zuWelt(q, v, v.zoom);
  const wx = c.x - v.breite / 2;
  const wy = c.y - v.hoehe / 2;
  const tx0 = Math.floor(wx / TILE);
  const ty0 = Math.floor(wy / TILE);
  const tx1 = Math.floor((wx + v.breite - 1) / TILE);
  const ty1 = Math.floor((wy + v.hoehe - 1) / TILE);
  const n = 2 ** v.zoom;
  const auftraege: Promise<OverlayOptions | null>[] = [];
  for (let ty = ty0; ty <= ty1; ty++) {
    for (let tx = tx0; tx <= tx1; tx++) {
      if (ty < 0 || ty >= n) {
        auftraege.push(Promise.resolve(null));
        continue;
      }
      const x = ((tx % n) + n) % n;
      auftraege.push(holen(q, v.zoom, x, ty, o).then((input) => ({ input, left: (tx - tx0) * TILE, top: (ty - ty0) * TILE })));
    }
  }
  const teile = (await Promise.all(auftraege)).filter((t): t is OverlayOptions => t !== null);
  return { teile, x0: wx - tx0 * TILE, y0: wy - ty0 * TILE, breite: (tx1 - tx0 + 1) * TILE, hoehe: (ty1 - ty0 + 1) * TILE };
}

const optionenMit = (optionen: KachelOptionen): Required<KachelOptionen> => ({ now: Date.now, timeoutMs: TIMEOUT_MS, fetch: globalThis.fetch, ...optionen });

/** The key of a view with its pins (the composed image's cache). */
const schluessel = (q: Kachelserver, v: Ansicht, pins: readonly Pin[]) =>
  `${q.kacheln}|${v.lat}|${v.lon}|${v.zoom}|${v.breite}|${v.hoehe}|${pins.map((p) => `${p.lat},${p.lon},${p.status ?? ''}`).join(';')}`;

/**
 * The view of the town's tile map with its pins as a PNG of the view's size. Its pixel (x, y) is
 * `pixelToLatLon(q, view, x, y)` within half a pixel (the tiles are placed on whole pixels). Throws
 * `KachelFehler` when a tile cannot be had.
 */
export async function kachelBild(q: Kachelserver, view: Ansicht, pins: readonly Pin[] = [], optionen: KachelOptionen = {}): Promise<Buffer> {
  const o = optionenMit(optionen);
  const v = begrenzt(q, view);
  const key = schluessel(q, v, pins);
  const fertig = bilder.get(key);
  if (fertig) return fertig;
  const running = bilderUnterwegs.get(key);
  if (running) return running;
  const job = (async () => {
    const { teile, x0, y0, breite, hoehe } = await kachelnDerAnsicht(q, v, o);
    const mosaik = await sharp({ create: { width: breite, height: hoehe, channels: 3, background: '#e8eedd' } })
      .composite(teile)
      .png({ compressionLevel: 1 })
      .toBuffer();
    // On whole pixels: at most half a pixel off the projection (kept inside the mosaic).
    const left = Math.min(Math.round(x0), breite - v.breite);
    const top = Math.min(Math.round(y0), hoehe - v.hoehe);
    const pinLagen = pins.map((p) => pinSvg(latLonToPixel(q, v, p), 1, p)).join('');
    const overlay = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${v.breite}" height="${v.hoehe}">${pinLagen}</svg>`);
    const png = await sharp(mosaik)
      .extract({ left, top, width: v.breite, height: v.hoehe })
      .composite([{ input: overlay, left: 0, top: 0 }])
      .png({ compressionLevel: 6 })
      .toBuffer();
    bilder.set(key, png);
    if (bilder.size > BILD_CACHE) bilder.delete(bilder.keys().next().value!);
    return png;
  })();
  bilderUnterwegs.set(key, job);
  try {
    return await job;
  } finally {
    bilderUnterwegs.delete(key);
  }
}

/**
 * Whether the tiles of a view can be had now (fetched into the cache, so that its image is composed
 * at once); false when the tile server fails. The form asks before it offers the map image.
 */
export async function kachelnBereit(q: Kachelserver, view: Ansicht, optionen: KachelOptionen = {}): Promise<boolean> {
  try {
    await kachelnDerAnsicht(q, begrenzt(q, view), optionenMit(optionen));
    return true;
  } catch (error) {
    if (error instanceof KachelFehler) return false;
    throw error;
  }
}
