import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { boundedQueue } from '../../../../server/util/concurrency';
import { FOTO_ANZAHL_MESSAGE, FOTO_TYP_MESSAGE } from '../formulare/definitions';
import { FOTO_MAX_BYTES } from '../values';
import { ENDUNG, syncFile } from './files';
import { sniff as sniffBytes } from '../../../../server/util/files';

/**
 * Photos of the damage report: the type is read from the bytes (never from the name or the browser's
 * word), then sharp decodes and re-encodes the picture, which drops EXIF, GPS position and every
 * other metadata and turns it upright. Decoding is the expensive part, so it runs through a bounded
 * queue: one photo at a time, a few waiting, and beyond that the form answers 503 at once instead of
 * letting a flood of uploads take the cores the pages need.
 */
const reencoding = boundedQueue(1, 6);

/** Pictures larger than this are refused: a small file can hold a huge, memory-eating image. */
const MAX_PIXELS = 50_000_000;
/** Stored photos are at most this wide and high (phone cameras take about 4000 × 3000). */
const MAX_EDGE = 4096;

export type FotoTyp = 'image/jpeg' | 'image/png' | 'image/webp';

/** The type of a file by its first bytes (server/util/files.ts): a photo type the site takes, 'heic' (iPhone), or null. */
export async function sniff(file: string): Promise<FotoTyp | 'heic' | null> {
  const type = await sniffBytes(file);
  return type === 'application/pdf' ? null : type;
}

/** A file name as it may be shown: no folders, no control characters, not endless. */
export function displayName(name: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .trim();
  return ([...base].slice(0, 120).join('') || 'Foto').normalize('NFC');
}

export const HEIC_MESSAGE = (name: string) =>
  `Die Datei „${name}“ ist im Format HEIC, das wir nicht lesen können. Bitte stellen Sie die Kamera Ihres Telefons auf „Maximale Kompatibilität“ oder wählen Sie ein Foto im Format JPEG, PNG oder WebP.`;
export const UNREADABLE_MESSAGE = (name: string) => `Die Datei „${name}“ ließ sich nicht als Bild lesen. Bitte wählen Sie ein anderes Foto.`;
export const TOO_LARGE_MESSAGE = (name: string) =>
  `Das Foto „${name}“ ist zu groß (über 10 MB oder mehr als 50 Millionen Bildpunkte). Bitte wählen Sie ein kleineres Foto.`;

export { FOTO_ANZAHL_MESSAGE };

/**
 * Re-encodes the photo `source` as `type` into `target` (synced to the disk), at most `kante` pixels
 * wide and high (a logo is smaller than a photo). Answers the stored size,
 * or a German message when the file is no photo the site takes. Throws BusyError when too many photos
 * are waiting already.
 */
export async function reencode(source: string, name: string, target: string, kante = MAX_EDGE): Promise<{ mime: FotoTyp; size: number } | { fehler: string }> {
  const stat = await fs.promises.stat(source);
  if (stat.size > FOTO_MAX_BYTES) return { fehler: TOO_LARGE_MESSAGE(name) };
  const type = await sniff(source);
  if (type === 'heic') return { fehler: HEIC_MESSAGE(name) };
  if (!type) return { fehler: FOTO_TYP_MESSAGE(name) };
  return reencoding.run(async () => {
    try {
      let img = sharp(source, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: Math.min(kante, MAX_EDGE), height: Math.min(kante, MAX_EDGE), fit: 'inside', withoutEnlargement: true });
      img = type === 'image/png' ? img.png({ compressionLevel: 6 }) : type === 'image/webp' ? img.webp({ quality: 85 }) : img.jpeg({ quality: 85 });
      const info = await img.toFile(target);
      await syncFile(target);
      return { mime: type, size: info.size };
    } catch (error) {
      await fs.promises.rm(target, { force: true });
      if (/pixel limit/i.test((error as Error).message)) return { fehler: TOO_LARGE_MESSAGE(name) };
      return { fehler: UNREADABLE_MESSAGE(name) };
    }
  });
}

/** The file name of a stored photo. */
export const fotoDatei = (base: string, mime: string) => `${base}.${ENDUNG[mime] ?? 'bin'}`;

/** Whether a path is an upload of this request's body (DATA_DIR/tmp/upload-<hex>), not any other file. */
export function isUpload(dataDir: string, file: string): boolean {
  const resolved = path.resolve(file);
  return path.dirname(resolved) === path.join(path.resolve(dataDir), 'tmp') && /^upload-[0-9a-f]{32}$/.test(path.basename(resolved));
}
