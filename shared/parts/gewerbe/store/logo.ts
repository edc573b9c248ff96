import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { MEDIA_DIR } from '../../../../server/cms/seed/dirs';
import { makeDir, remove, syncDir, syncFile } from '../../eingaenge/store/files';

/**
 * Logos of the business directory (ADR 15): below DATA_DIR/medien/gewerbe/, named by a hash of the
 * entry's key and the picture, so a changed logo has a new address and may be cached long. Whatever
 * arrives is checked by its bytes and re-encoded by sharp (no metadata, upright, at most 600 pixels),
 * and synced to the disk before the row that names it is committed.
 */
export const LOGO_KANTE = 600;
const MAX_PIXELS = 50_000_000;
const ENDUNG = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
type LogoTyp = keyof typeof ENDUNG;

export const logoDir = (filesDir: string) => path.join(filesDir, MEDIA_DIR, 'gewerbe');
export const logoUrl = (id: number, datei: string) => `/api/cms/gewerbe/${id}/logo/${datei}`;

export interface StoredLogo {
  datei: string;
  breite: number;
  hoehe: number;
}

/** The picture's type by its first bytes, or null. */
function typeOf(bytes: Buffer): LogoTyp | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export async function storeLogo(dataDir: string, logo: { typ: string; daten: string }, key: string): Promise<StoredLogo | { fehler: string }> {
  const bytes = Buffer.from(logo.daten, 'base64');
  const type = typeOf(bytes);
  if (!type) return { fehler: 'Das Logo ist kein Bild im Format JPEG, PNG oder WebP.' };
  let out: { data: Buffer; info: { width: number; height: number } };
  try {
    let img = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: LOGO_KANTE, height: LOGO_KANTE, fit: 'inside', withoutEnlargement: true });
    img = type === 'image/png' ? img.png({ compressionLevel: 9 }) : type === 'image/webp' ? img.webp({ quality: 90 }) : img.jpeg({ quality: 90 });
    out = await img.toBuffer({ resolveWithObject: true });
  } catch {
    return { fehler: 'Das Logo ließ sich nicht als Bild lesen.' };
  }
  const hash = crypto.createHash('sha256').update(key).update(out.data).digest('hex').slice(0, 16);
  const datei = `${hash}.${ENDUNG[type]}`;
  const dir = logoDir(dataDir);
  await makeDir(dir);
  const target = path.join(dir, datei);
  const tmp = `${target}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  await fs.promises.writeFile(tmp, out.data, { mode: 0o644 });
  await syncFile(tmp);
  await fs.promises.rename(tmp, target);
  await syncDir(dir);
  return { datei, breite: out.info.width, hoehe: out.info.height };
}

export async function logoFile(dataDir: string, datei: string): Promise<{ path: string; mime: string; name: string; size: number }> {
  const file = path.join(logoDir(dataDir), path.basename(datei));
  const size = (await fs.promises.stat(file).catch(() => null))?.size ?? 0;
  const mime = datei.endsWith('.png') ? 'image/png' : datei.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
  return { path: file, mime, name: datei, size };
}

export async function removeLogo(dataDir: string, datei: string): Promise<void> {
  await remove(path.join(logoDir(dataDir), path.basename(datei)));
}
