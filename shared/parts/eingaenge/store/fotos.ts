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

export const POLYGLOT_MESSAGE = (name: string) =>
  `Die Datei „${name}“ enthält außer dem Foto noch andere Daten (zum Beispiel ein Programm oder ein Dokument) und wird deshalb nicht angenommen. Bitte wählen Sie das Foto direkt aus der Kamera-App oder speichern Sie es dort neu.`;

export { FOTO_ANZAHL_MESSAGE };

/**
 * Markup, script, a document or an archive that have no business in a photo. Long enough signatures
 * that a photo's compressed bytes do not contain them by chance.
 */
const FREMD = /<script[\s>]|<\?php|<html[\s>]|<svg[\s>]|<iframe[\s>]|%PDF-\d\.\d/i;

/**
 * Whether a photo is a polyglot: a file that is also a web page, a script, an SVG, a PDF or a ZIP
 * archive (a second file hidden in a comment, a metadata field or after the image). The re-encoding
 * would drop such parts, but a file built to be two things is refused, not cleaned (ADR 52). Other
 * data after the image (a phone's motion-photo video) is no polyglot: the re-encoding drops it.
 */
export function polyglot(bytes: Buffer): boolean {
  if (FREMD.test(bytes.toString('latin1'))) return true;
  // A ZIP (JAR, DOCX) is read from its end: its end record in the last 64 KiB, its first entry anywhere.
  const tail = bytes.subarray(Math.max(0, bytes.length - 65_557));
  return tail.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06])) && bytes.includes(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
}

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
  if (polyglot(await fs.promises.readFile(source))) return { fehler: POLYGLOT_MESSAGE(name) };
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
