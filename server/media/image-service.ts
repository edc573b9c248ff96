import crypto from 'node:crypto';
import os from 'node:os';
import type { Request, Response, NextFunction } from 'express';
import sharp from 'sharp';
import { nearestImageSize, PLACEHOLDER_WIDTH, type ImageSize } from '../../shared/site/image-sizes';
import { DiskCache } from './disk-cache';
import { BusyError, boundedQueue } from '../util/concurrency';

/** Largest width the service produces (the hero's 2000 px, spec §9). */
const MAX_WIDTH = 2000;
const SOURCE = /^\/api\/cms\/medien\/[a-z0-9-]{1,60}\.jpg$/;
/** Image work running at once: half the cores (one on two), so pages keep the other half. */
export const IMAGE_CONCURRENCY = Math.max(1, Math.floor(os.availableParallelism() / 2));
/** Image work waiting beyond this is refused at once with 503 and Retry-After. */
export const IMAGE_QUEUE = 16;
/** Seconds a browser or proxy should wait after a 503 of the image service. */
export const IMAGE_RETRY_AFTER_S = 5;
/** Largest original taken from an upstream CMS. */
const MAX_ORIGINAL_BYTES = 25 * 2 ** 20;

sharp.concurrency(1);

export interface ImageServiceOptions {
  cacheDir: string;
  /** Bound of the variant cache in bytes; the least recently used variants go first. */
  maxCacheBytes: number;
  /**
   * Bytes of the original image for a site-relative source URL, or null if there is none (404).
   * Throws when the original cannot be had now (upstream down or slow): the service answers 502.
   */
  readOriginal: (src: string) => Promise<Buffer | null>;
  concurrency?: number;
  queue?: number;
}

/** readOriginal for an upstream CMS: 404 and 410 mean no such image, other failures throw. */
export function upstreamOriginal(cmsUrl: string, timeoutMs: number) {
  return async (src: string): Promise<Buffer | null> => {
    const res = await fetch(`${cmsUrl}${src}`, { signal: AbortSignal.timeout(timeoutMs) });
    if (res.status === 404 || res.status === 410) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok || Number(res.headers.get('content-length') ?? 0) > MAX_ORIGINAL_BYTES) {
      await res.body?.cancel();
      throw new Error(`Upstream-CMS: ${res.status} für ${src}`);
    }
    const body = Buffer.from(await res.arrayBuffer());
    if (body.length > MAX_ORIGINAL_BYTES) throw new Error(`Upstream-CMS: Original zu groß (${src})`);
    return body;
  };
}

/**
 * Where a cover crop keeps the picture (spec §7 `crop`): the middle by default, an edge, or the part
 * sharp finds most interesting ('attention': faces, colour, contrast; 'entropy': detail). A closed
 * list, so crops cannot multiply the cache either.
 */
export const CROPS = {
  center: 'centre',
  top: 'top',
  bottom: 'bottom',
  left: 'left',
  right: 'right',
  attention: sharp.strategy.attention,
  entropy: sharp.strategy.entropy,
} as const satisfies Record<string, string | number>;
export type Crop = keyof typeof CROPS;
const FITS = ['cover', 'inside'] as const;

function plain(res: Response, status: number, message: string, cacheControl: string) {
  res.status(status).set('cache-control', cacheControl).type('text/plain; charset=utf-8').send(message);
}

/**
 * Image service (spec §7): `/bild?src=…&w=…&h=…&fit=cover|inside&crop=…` plus `blur=1` for the blurred
 * 16 px placeholder. `fit=cover` (the default) fills the size and crops what sticks out, where `crop`
 * says (CROPS); `fit=inside` keeps the whole picture within the size. Only the declared sizes of
 * shared/site/image-sizes.ts are rendered; another size gets the nearest declared one. Variants are rendered once with sharp (a few at a time, the rest queued,
 * beyond the queue 503) and kept in a cache bounded in bytes; WebP where the browser takes it.
 */
export function imageService({ cacheDir, maxCacheBytes, readOriginal, concurrency = IMAGE_CONCURRENCY, queue = IMAGE_QUEUE }: ImageServiceOptions) {
  const cache = new DiskCache(cacheDir, maxCacheBytes);
  const limit = boundedQueue(concurrency, queue);
  const inflight = new Map<string, Promise<Buffer | null>>();

  return async (req: Request, res: Response, _next: NextFunction) => {
    const q = new URL(req.originalUrl, 'http://localhost').searchParams;
    const src = q.get('src') ?? '';
    const w = Number(q.get('w') ?? '0');
    const h = q.has('h') ? Number(q.get('h')) : undefined;
    const fitParam = q.get('fit') ?? 'cover';
    const cropParam = q.get('crop') ?? 'center';
    const valid =
      SOURCE.test(src) &&
      Number.isInteger(w) &&
      w >= 16 &&
      w <= MAX_WIDTH &&
      (h === undefined || (Number.isInteger(h) && h >= 9 && h <= MAX_WIDTH)) &&
      (FITS as readonly string[]).includes(fitParam) &&
      Object.hasOwn(CROPS, cropParam);
    if (!valid) {
      plain(res, 400, 'Ungültige Bildparameter.', 'no-store');
      return;
    }
    const declared = nearestImageSize(w, h);
    // Without a height there is nothing to fit into or crop: one variant, whatever fit and crop say.
    const fit = declared.h !== undefined && fitParam === 'inside' ? 'inside' : 'cover';
    const crop: Crop = declared.h !== undefined && fit === 'cover' ? (cropParam as Crop) : 'center';
    const blur = q.get('blur') === '1';
    const size: ImageSize = blur
      ? { w: PLACEHOLDER_WIDTH, ...(declared.h ? { h: Math.max(1, Math.round((PLACEHOLDER_WIDTH * declared.h) / declared.w)) } : {}) }
      : declared;
    const format = /image\/webp/.test(req.get('accept') ?? '') ? 'webp' : 'jpeg';
    const key = crypto
      .createHash('sha1')
      .update(`${src}|${size.w}|${size.h ?? ''}|${fit}|${blur}|${format}${crop === 'center' ? '' : `|${crop}`}`)
      .digest('hex');
    const name = `${key}.${format}`;
    try {
      let body = await cache.get(name);
      if (!body) {
        let job = inflight.get(key);
        if (!job) {
          job = limit
            .run(
              async () => {
                const original = await readOriginal(src);
                if (!original) return null;
                let img = sharp(original).resize({ width: size.w, height: size.h, fit, position: CROPS[crop], withoutEnlargement: true });
                if (blur) img = img.blur(2);
                const out = await (format === 'webp' ? img.webp({ quality: 75 }) : img.jpeg({ quality: 78, progressive: true, mozjpeg: true })).toBuffer();
                // A full disk costs the cache, not the answer.
                await cache.put(name, out).catch((error: unknown) => req.log?.warn({ err: error }, 'Bildvariante nicht gespeichert'));
                return out;
              },
              { first: blur },
            )
            .finally(() => inflight.delete(key));
          inflight.set(key, job);
        }
        body = await job;
      }
      if (!body) {
        plain(res, 404, 'Bild nicht gefunden.', 'public, max-age=60');
        return;
      }
      res.set({
        'content-type': `image/${format}`,
        'cache-control': 'public, max-age=604800, stale-while-revalidate=86400',
        vary: 'Accept',
      });
      res.send(body);
    } catch (error) {
      if (error instanceof BusyError) {
        res.set('retry-after', String(IMAGE_RETRY_AFTER_S));
        plain(res, 503, 'Der Bilddienst ist gerade ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.', 'no-store');
        return;
      }
      // The original is unreachable or no image sharp can read: a fault upstream of this service.
      req.log?.warn({ err: error, src }, 'Bild konnte nicht erzeugt werden');
      plain(res, 502, 'Das Bild konnte nicht geladen werden.', 'no-store');
    }
  };
}
