import fs from 'node:fs';
import path from 'node:path';

/**
 * Files the site keeps (uploads, submissions' photos, documents) by their bytes and durably: the type of
 * a file is read from its first bytes, never from its name or the browser's word, and nothing is
 * acknowledged before its bytes and its name are on the disk ("Never lose what a person typed").
 */

/** The types the site recognizes by their first bytes; 'heic' is recognized only to be refused with a helpful message. */
export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf' | 'heic';

/** The type of a file by its first bytes, or null. */
export async function sniff(file: string): Promise<SniffedType | null> {
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
  if (head.toString('latin1', 4, 8) === 'ftyp' && /^(hei[cxms]|hev[cx]|mif1|msf1|avif)$/.test(head.toString('latin1', 8, 12))) return 'heic';
  return null;
}

/** Flushes a file's data to the disk (before the row that names it is committed). */
export async function syncFile(file: string): Promise<void> {
  const handle = await fs.promises.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes the bytes and forces them to the disk before the row that names them is committed. */
export async function writeDurably(file: string, bytes: Uint8Array, mode = 0o640): Promise<void> {
  const handle = await fs.promises.open(file, 'w', mode);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Flushes a directory's entries to the disk: after a file was created or renamed in it, the new name
 * survives a power loss only once its directory is synced.
 */
export async function syncDir(dir: string): Promise<void> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(dir, 'r');
  } catch (error) {
    // Platforms without directory handles (Windows) cannot sync a directory; their file system journals it.
    if ((error as NodeJS.ErrnoException).code === 'EISDIR' || (error as NodeJS.ErrnoException).code === 'EPERM') return;
    throw error;
  }
  try {
    await handle.sync();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EINVAL' && (error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  } finally {
    await handle.close();
  }
}

/** Creates a directory and the missing ones above it, each synced into its parent, so they survive a power loss. */
export async function makeDir(dir: string): Promise<void> {
  if (fs.existsSync(dir)) return;
  const parent = path.dirname(dir);
  if (parent !== dir) await makeDir(parent);
  try {
    await fs.promises.mkdir(dir, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return;
  }
  await syncDir(parent);
}
