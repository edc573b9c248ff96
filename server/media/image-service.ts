import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response, NextFunction } from 'express';
import sharp from 'sharp';

/** Largest width the service produces (the hero's 2000 px, spec §9). */
const MAX_WIDTH = 2000;
const SOURCE = /^\/api\/cms\/medien\/[a-z0-9-]{1,60}\.jpg$/;

sharp.concurrency(1);

export interface ImageServiceOptions {
  cacheDir: string;
  /** Bytes of the original image for a site-relative source URL, or null if there is none. */
  readOriginal: (src: string) => Promise<Buffer | null>;
}

/**
 * Image service (spec §7): `/bild?src=…&w=…&h=…&fit=cover|inside` plus `blur=1` for the blurred 16 px
 * placeholder. Variants are rendered once with sharp and cached on disk; WebP where the browser takes it.
 */
export function imageService({ cacheDir, readOriginal }: ImageServiceOptions) {
  fs.mkdirSync(cacheDir, { recursive: true });
  const inflight = new Map<string, Promise<Buffer | null>>();

  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const q = new URL(req.originalUrl, 'http://localhost').searchParams;
      const src = q.get('src') ?? '';
      const w = Number(q.get('w') ?? '0');
      const h = q.has('h') ? Number(q.get('h')) : undefined;
      const fit = q.get('fit') === 'inside' ? 'inside' : 'cover';
      const blur = q.get('blur') === '1';
      const valid =
        SOURCE.test(src) &&
        Number.isInteger(w) && w >= 16 && w <= MAX_WIDTH &&
        (h === undefined || (Number.isInteger(h) && h >= 9 && h <= MAX_WIDTH));
      if (!valid) {
        res.status(400).type('text/plain; charset=utf-8').send('Ungültige Bildparameter.');
        return;
      }
      const webp = /image\/webp/.test(req.get('accept') ?? '');
      const format = webp ? 'webp' : 'jpeg';
      const key = crypto.createHash('sha1').update(`${src}|${w}|${h ?? ''}|${fit}|${blur}|${format}`).digest('hex');
      const file = path.join(cacheDir, `${key}.${format}`);
      let body: Buffer | null = null;
      try {
        body = await fs.promises.readFile(file);
      } catch {
        let p = inflight.get(key);
        if (!p) {
          p = (async () => {
            const original = await readOriginal(src);
            if (!original) return null;
            let img = sharp(original).resize({ width: w, height: h, fit, withoutEnlargement: true });
            if (blur) img = img.blur(2);
            const out = await (format === 'webp' ? img.webp({ quality: 75 }) : img.jpeg({ quality: 78, progressive: true, mozjpeg: true })).toBuffer();
            // The cache may have been cleared while running: recreate the folder.
            await fs.promises.mkdir(cacheDir, { recursive: true });
            await fs.promises.writeFile(`${file}.tmp`, out);
            await fs.promises.rename(`${file}.tmp`, file);
            return out;
          })().finally(() => inflight.delete(key));
          inflight.set(key, p);
        }
        body = await p;
      }
      if (!body) {
        res.status(404).type('text/plain; charset=utf-8').send('Bild nicht gefunden.');
        return;
      }
      res.set({
        'content-type': `image/${format}`,
        'cache-control': 'public, max-age=604800, stale-while-revalidate=86400',
        vary: 'Accept',
      });
      res.send(body);
    } catch (error) {
      next(error);
    }
  };
}
