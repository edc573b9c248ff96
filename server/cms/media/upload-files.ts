import path from 'node:path';
import { sniff as sniffBytes } from '../../util/files';

/** A temporary upload of the request below DATA_DIR/tmp (the only files the desk takes over). */
export function isUpload(dataDir: string, file: string): boolean {
  const resolved = path.resolve(file);
  return path.dirname(resolved) === path.join(path.resolve(dataDir), 'tmp') && /^upload-[0-9a-f]{32}$/.test(path.basename(resolved));
}

/** The type of a file by its first bytes (server/util/files.ts): an image or a PDF the desk takes, or null. */
export async function sniff(file: string): Promise<'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf' | null> {
  const type = await sniffBytes(file);
  return type === 'heic' ? null : type;
}
