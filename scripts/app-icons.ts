import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from './build';

/**
 * `npx tsx scripts/app-icons.ts`: renders the web-app icons of public/manifest.webmanifest from the
 * town crest (public/images/wappen.svg) into public/images/app-icons/. The PNGs are committed; run
 * this again after changing the crest.
 *
 * - icon-192.png, icon-512.png: the crest on a transparent background (purpose "any").
 * - icon-maskable-192.png, icon-maskable-512.png: the crest inside the safe zone (a circle of 80 %
 *   of the size) on white, for launchers that cut icons into circles or rounded squares.
 * - apple-touch-icon.png (180 px): on white, because iOS fills transparency with black.
 */
const CREST = path.join(ROOT, 'public', 'images', 'wappen.svg');
export const APP_ICON_DIR = path.join(ROOT, 'public', 'images', 'app-icons');

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

interface IconSpec {
  file: string;
  size: number;
  /** Height of the crest relative to the icon. */
  scale: number;
  background: { r: number; g: number; b: number; alpha: number };
}

/*
 * The crest is 200 × 240. In a maskable icon its bounding box must fit the safe-zone circle of
 * diameter 0.8 × size: the diagonal of a box of height h is h × √(1 + (200/240)²) ≈ 1.30 h, so
 * h ≤ 0.61 × size.
 */
export const APP_ICONS: IconSpec[] = [
  { file: 'icon-192.png', size: 192, scale: 0.92, background: TRANSPARENT },
  { file: 'icon-512.png', size: 512, scale: 0.92, background: TRANSPARENT },
  { file: 'icon-maskable-192.png', size: 192, scale: 0.6, background: WHITE },
  { file: 'icon-maskable-512.png', size: 512, scale: 0.6, background: WHITE },
  { file: 'apple-touch-icon.png', size: 180, scale: 0.8, background: WHITE },
];

export async function renderAppIcons(outDir: string = APP_ICON_DIR): Promise<string[]> {
  await fs.promises.mkdir(outDir, { recursive: true });
  const svg = await fs.promises.readFile(CREST);
  const written: string[] = [];
  for (const icon of APP_ICONS) {
    const height = Math.round(icon.size * icon.scale);
    // Rendered at a high density first so the crest's curves stay sharp at every size.
    const crest = await sharp(svg, { density: 600 }).resize({ height, fit: 'inside' }).png().toBuffer();
    const file = path.join(outDir, icon.file);
    await sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: icon.background } })
      .composite([{ input: crest, gravity: 'center' }])
      .png({ compressionLevel: 9, palette: false })
      .toFile(file);
    written.push(file);
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('scripts', 'app-icons.ts'))) {
  const files = await renderAppIcons();
  console.log(`App-Icons geschrieben: ${files.map((f) => path.relative(ROOT, f)).join(', ')}`);
}
