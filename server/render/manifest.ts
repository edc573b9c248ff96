import fs from 'node:fs';
import path from 'node:path';

/** Asset manifest written by scripts/build.ts from esbuild's metafile. */
export interface AssetManifest {
  /** Client entry module, e.g. '/assets/entry-ABC123.js'. */
  entry: string;
  /** Static imports of the entry (modulepreload). */
  entryImports: string[];
  css: string;
  /** The body text's fonts (Latin subset, regular and semibold), preloaded so the first paint has them. */
  fonts?: string[];
  /** Page id (module path below shared/) → its chunk and the chunks it imports statically. */
  pages: Record<string, string[]>;
}

export const EMPTY_MANIFEST: AssetManifest = { entry: '', entryImports: [], css: '', pages: {} };

export function readManifest(distDir: string): AssetManifest | null {
  const file = path.join(distDir, 'client', 'manifest.json');
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as AssetManifest;
  } catch {
    return null;
  }
}
