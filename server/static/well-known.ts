import fs from 'node:fs';
import type { RequestHandler } from 'express';
import sharp from 'sharp';
import type { Logger } from 'pino';
import { TOWN } from '../../shared/site/town';
import type { OriginOf } from '../http/public-origin';
import { DATA_ENDPOINT } from '../../shared/app/state';

/**
 * The files every site is expected to have at fixed addresses: /robots.txt, /.well-known/security.txt,
 * /favicon.ico, and the crest as a picture for sharing. Absolute addresses in them use the site's
 * public origin (server/http/public-origin.ts); town facts come from shared/site/town.ts, read here
 * only.
 */

/**
 * What crawlers leave alone: the signed-in areas (their login pages say noindex too), the CMS contract
 * and the pages' navigation data (JSON, not pages), the open-data API, the site search's result pages
 * (endless combinations of other pages) and the browser's error reports.
 */
export const ROBOTS_DISALLOW = ['/intranet', '/ratsinfo', '/api/', `${DATA_ENDPOINT}/`, '/oparl/', '/rathaus/suche', '/_client-error'];

export function robotsTxt(origin: OriginOf): RequestHandler {
  return (req, res) => {
    if (origin.byHost) res.vary('Host');
    const body = ['User-agent: *', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin(req)}/sitemap.xml`, ''].join('\n');
    res.set('content-type', 'text/plain; charset=utf-8').set('cache-control', 'public, max-age=3600').send(body);
  };
}

/** The town's security.txt facts (RFC 9116), checked once: an expiry that passes soon is logged. */
export function securityTxtFacts(logger?: Logger, now: Date = new Date()) {
  const facts = TOWN.securityTxt;
  const expires = new Date(facts.expires);
  if (Number.isNaN(expires.getTime())) throw new Error(`security.txt: „expires“ ist kein Zeitpunkt (${facts.expires}).`);
  const days = Math.floor((expires.getTime() - now.getTime()) / 86_400_000);
  if (days < 30) {
    logger?.warn(
      { expires: facts.expires },
      days < 0
        ? 'security.txt ist abgelaufen: „securityTxt.expires“ in den Stadt-Einstellungen erneuern'
        : `security.txt läuft in ${days} Tagen ab: „securityTxt.expires“ erneuern`,
    );
  }
  return { contact: [...facts.contact], expires: expires.toISOString().replace(/\.\d{3}Z$/, 'Z'), preferredLanguages: [...facts.preferredLanguages] };
}

/** /.well-known/security.txt: whom to tell about a vulnerability of the site, in RFC 9116's fields. */
export function securityTxt(origin: OriginOf, logger?: Logger): RequestHandler {
  const facts = securityTxtFacts(logger);
  return (req, res) => {
    if (origin.byHost) res.vary('Host');
    const body = [
      ...facts.contact.map((c) => `Contact: ${c}`),
      `Expires: ${facts.expires}`,
      `Preferred-Languages: ${facts.preferredLanguages.join(', ')}`,
      `Canonical: ${origin(req)}/.well-known/security.txt`,
      '',
    ].join('\n');
    res.set('content-type', 'text/plain; charset=utf-8').set('cache-control', 'public, max-age=3600').send(body);
  };
}

/** Size of the picture shared for pages without an image of their own (Open Graph's 1.91 : 1). */
export const SHARE_IMAGE = { path: '/images/wappen-teilen.png', width: 1200, height: 630 } as const;

const FAVICON_SIZES = [16, 32, 48];

/** An ICO file holding PNG images (every browser since 2010 reads them): 6-byte header, 16 bytes per image, then the images. */
export function icoOf(pngs: Array<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach((png, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(png.size >= 256 ? 0 : png.size, at);
    header.writeUInt8(png.size >= 256 ? 0 : png.size, at + 1);
    header.writeUInt8(0, at + 2);
    header.writeUInt8(0, at + 3);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(png.data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.data.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.data)]);
}

/**
 * /favicon.ico and the share picture, rendered from the town's crest on first request and kept in
 * memory: a town that changes its crest gets both at the next start without a build step.
 */
export function crestImages(crestFile: string): { favicon: RequestHandler; shareImage: RequestHandler } {
  const rendered = new Map<string, Promise<Buffer>>();
  const once = (key: string, make: (svg: Buffer) => Promise<Buffer>) => {
    let p = rendered.get(key);
    if (!p) {
      p = fs.promises.readFile(crestFile).then(make);
      // A failure (the file missing) is tried again at the next request.
      p.catch(() => rendered.delete(key));
      rendered.set(key, p);
    }
    return p;
  };
  const crestPng = (svg: Buffer, box: number) =>
    sharp(svg, { density: 600 })
      .resize({ width: box, height: box, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  const send =
    (type: string, make: () => Promise<Buffer>): RequestHandler =>
    async (_req, res, next) => {
      try {
        const data = await make();
        res.set('content-type', type).set('cache-control', 'public, max-age=86400').send(data);
      } catch (error) {
        next(error);
      }
    };
  return {
    favicon: send('image/x-icon', () =>
      once('ico', async (svg) => icoOf(await Promise.all(FAVICON_SIZES.map(async (size) => ({ size, data: await crestPng(svg, size) }))))),
    ),
    shareImage: send('image/png', () =>
      once('share', async (svg) => {
        const crest = await crestPng(svg, Math.round(SHARE_IMAGE.height * 0.8));
        return sharp({ create: { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } } })
          .composite([{ input: crest, gravity: 'center' }])
          .png({ compressionLevel: 9 })
          .toBuffer();
      }),
    ),
  };
}
