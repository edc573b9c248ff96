import fs from 'node:fs';
import express, { type Request, type Response } from 'express';
import sharp from 'sharp';
import type { LoadedTown } from './file';
import { themeStylesheetHref, themeTokens } from '../../shared/site/theme';

/**
 * What the site derives from the town file and serves itself (ADR 30): its images below /stadt/, the
 * web-app manifest with the town's name and colours, the web-app icons rendered from its crest, and,
 * when its colours are not the stylesheet's own, a small stylesheet that sets them.
 */

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

interface IconSpec {
  name: string;
  size: number;
  /** Height of the crest relative to the icon. */
  scale: number;
  background: typeof WHITE;
  purpose?: 'any' | 'maskable';
}

/*
 * Icons on a transparent background (purpose "any"); inside the safe zone (a circle of 80 % of the
 * size) on white for launchers that cut icons into circles ("maskable": for a crest of 5:6 the
 * diagonal of its box is 1.30 × its height, so its height stays below 0.61 × size); the touch icon on
 * white, because iOS fills transparency with black.
 */
export const APP_ICONS: IconSpec[] = [
  { name: 'app-icon-192.png', size: 192, scale: 0.92, background: TRANSPARENT, purpose: 'any' },
  { name: 'app-icon-512.png', size: 512, scale: 0.92, background: TRANSPARENT, purpose: 'any' },
  { name: 'app-icon-maskable-192.png', size: 192, scale: 0.6, background: WHITE, purpose: 'maskable' },
  { name: 'app-icon-maskable-512.png', size: 512, scale: 0.6, background: WHITE, purpose: 'maskable' },
  { name: 'apple-touch-icon.png', size: 180, scale: 0.8, background: WHITE },
];

/** Renders one web-app icon from the crest (an SVG at a high density, so its curves stay sharp). */
export async function renderAppIcon(crest: Buffer, icon: IconSpec): Promise<Buffer> {
  const height = Math.round(icon.size * icon.scale);
  const image = await sharp(crest, { density: 600 }).resize({ width: icon.size, height, fit: 'inside' }).png().toBuffer();
  return sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: icon.background } })
    .composite([{ input: image, gravity: 'center' }])
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

/** The address of a web-app icon: versioned with the crest it is rendered from. */
export function appIconHref(crestSrc: string, name: string): string {
  return `/stadt/${name}?v=${new URL(crestSrc, 'http://x').searchParams.get('v') ?? ''}`;
}

/** The router of the town's files: /stadt/… and /manifest.webmanifest. */
export function townFiles(town: LoadedTown): express.Router {
  const { facts } = town;
  const crestBytes = fs.readFileSync(town.crest.file);
  const iconUrl = (name: string) => appIconHref(facts.crest.src, name);
  const manifest = JSON.stringify(
    {
      name: facts.officialName,
      short_name: facts.name,
      description: `Rathaus, Bürgerservice, Nachrichten und Veranstaltungen der ${facts.officialName}`,
      lang: 'de',
      dir: 'ltr',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: facts.theme.primary,
      background_color: '#ffffff',
      icons: APP_ICONS.filter((i) => i.purpose).map((i) => ({ src: iconUrl(i.name), sizes: `${i.size}x${i.size}`, type: 'image/png', purpose: i.purpose })),
    },
    null,
    2,
  );
  const css = themeStylesheetHref(facts.theme) ? `/* ${facts.officialName}: Farben der Stadtdatei */\n${themeTokens(facts.theme)}\n` : null;

  const icons = new Map<string, Promise<Buffer>>();
  const router = express.Router({ caseSensitive: true, strict: true });
  const immutable = (res: Response) => res.set('cache-control', 'public, max-age=31536000, immutable');
  for (const asset of town.assets.values()) {
    router.get(asset.urlPath, (_req, res) => {
      immutable(res).type(asset.type).sendFile(asset.file);
    });
  }
  for (const icon of APP_ICONS) {
    router.get(`/stadt/${icon.name}`, async (_req: Request, res: Response, next) => {
      try {
        let png = icons.get(icon.name);
        if (!png) {
          png = renderAppIcon(crestBytes, icon);
          icons.set(icon.name, png);
          png.catch(() => icons.delete(icon.name));
        }
        immutable(res)
          .type('image/png')
          .send(await png);
      } catch (error) {
        next(error);
      }
    });
  }
  if (css) {
    router.get('/stadt/farben.css', (_req, res) => {
      immutable(res).type('text/css; charset=utf-8').send(css);
    });
  }
  router.get('/manifest.webmanifest', (_req, res) => {
    res.set('cache-control', 'public, max-age=86400').type('application/manifest+json; charset=utf-8').send(manifest);
  });
  return router;
}
