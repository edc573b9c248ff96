import fs from 'node:fs';
import path from 'node:path';

/** Where the submissions' photos live: FILES_DIR/eingaenge/<uuid>/<n>.<ext>. */
export const eingaengeDir = (filesDir: string) => path.join(filesDir, 'eingaenge');
/** Photos of forms not yet sent: FILES_DIR/eingaenge/entwurf/<token>/<id>.<ext>. */
export const entwurfDir = (filesDir: string) => path.join(eingaengeDir(filesDir), 'entwurf');

export const ENDUNG: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** Flushes a file's data to the disk. */
export async function syncFile(file: string): Promise<void> {
  const handle = await fs.promises.open(file, 'r');
  try {
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

/** Removes a file or directory tree; a missing one is no error. */
export async function remove(target: string): Promise<void> {
  await fs.promises.rm(target, { recursive: true, force: true });
}
