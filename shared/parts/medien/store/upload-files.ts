import fs from 'node:fs';
import path from 'node:path';

/** A temporary upload of the request below DATA_DIR/tmp (the only files the desk takes over). */
export function isUpload(dataDir: string, file: string): boolean {
  const resolved = path.resolve(file);
  return path.dirname(resolved) === path.join(path.resolve(dataDir), 'tmp') && /^upload-[0-9a-f]{32}$/.test(path.basename(resolved));
}

/** The type of a file by its first bytes. */
export async function sniff(file: string): Promise<'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf' | null> {
  const handle = await fs.promises.open(file, 'r');
  const head = Buffer.alloc(16);
  try {
    await handle.read(head, 0, 16, 0);
  } finally {
    await handle.close();
  }
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  if (head.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

/** Flushes a stored file to the disk before its row is committed. */
export async function syncUpload(file: string): Promise<void> {
  const handle = await fs.promises.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
