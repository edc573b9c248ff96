import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { MEDIA_DIR } from '../seed/dirs';
import { boundedQueue } from '../../util/concurrency';
import { isUpload, sniff } from './upload-files';
import { syncFile } from '../../util/files';

/**
 * Images uploaded on the editorial desk join the media list: the type is read from the bytes, sharp
 * decodes and re-encodes the picture as JPEG (upright, at most 2400 px, without EXIF or position), and
 * the row carries its size and alt text. Pages show it through the image service like every other.
 */
const reencoding = boundedQueue(1, 6);
const MAX_PIXELS = 60_000_000;
const MAX_EDGE = 2400;
export const BILD_MAX_BYTES = 20_000_000;

export async function storeImage(
  ctx: { db: Kysely<Database>; dataDir: string; filesDir: string },
  upload: { pfad: string; name: string },
  alt: string,
): Promise<{ key: string } | { fehler: string }> {
  const name = upload.name.split(/[\\/]/).pop() || 'Bild';
  if (!isUpload(ctx.dataDir, upload.pfad)) return { fehler: 'Die Datei wurde nicht richtig übertragen. Bitte wählen Sie sie erneut.' };
  const stat = await fs.promises.stat(upload.pfad).catch(() => null);
  if (!stat || stat.size === 0) return { fehler: `Die Datei „${name}“ ist leer.` };
  if (stat.size > BILD_MAX_BYTES) return { fehler: `Das Bild „${name}“ ist größer als 20 MB. Bitte wählen Sie ein kleineres.` };
  const type = await sniff(upload.pfad);
  if (type !== 'image/jpeg' && type !== 'image/png' && type !== 'image/webp') {
    return { fehler: `Die Datei „${name}“ ist kein Bild im Format JPEG, PNG oder WebP.` };
  }
  const key = `upload-${crypto.randomBytes(8).toString('hex')}`;
  const datei = `${key}.jpg`;
  const dir = path.join(ctx.filesDir, MEDIA_DIR);
  await fs.promises.mkdir(dir, { recursive: true });
  const target = path.join(dir, datei);
  const result = await reencoding.run(async (): Promise<{ breite: number; hoehe: number } | { fehler: string }> => {
    try {
      const info = await sharp(upload.pfad, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85, mozjpeg: true })
        .toFile(target);
      await syncFile(target);
      return { breite: info.width, hoehe: info.height };
    } catch (error) {
      await fs.promises.rm(target, { force: true });
      return /pixel limit/i.test((error as Error).message)
        ? { fehler: `Das Bild „${name}“ hat zu viele Bildpunkte. Bitte wählen Sie ein kleineres.` }
        : { fehler: `Die Datei „${name}“ ließ sich nicht als Bild lesen.` };
    }
  });
  if ('fehler' in result) return { fehler: result.fehler };
  await ctx.db.insertInto('medium').values({ key, datei, alt, breite: result.breite, hoehe: result.hoehe }).execute();
  return { key };
}
