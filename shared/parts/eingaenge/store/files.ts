import fs from 'node:fs';
import path from 'node:path';

/** Where the submissions' photos live: FILES_DIR/eingaenge/<uuid>/<n>.<ext>. */
export const eingaengeDir = (filesDir: string) => path.join(filesDir, 'eingaenge');
/** Photos of forms not yet sent: FILES_DIR/eingaenge/entwurf/<token>/<id>.<ext>. */
export const entwurfDir = (filesDir: string) => path.join(eingaengeDir(filesDir), 'entwurf');

export const ENDUNG: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The durable file helpers of the site (server/util/files.ts), for the submissions' code. */
export { makeDir, syncDir, syncFile } from '../../../../server/util/files';

/** Removes a file or directory tree; a missing one is no error. */
export async function remove(target: string): Promise<void> {
  await fs.promises.rm(target, { recursive: true, force: true });
}
