import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the build's `.br`/`.gz` siblings of hashed assets when the browser accepts them (written by
 * scripts/build.ts at maximum compression). Everything else falls through to express.static.
 */
export function precompressed(dir: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const ext = path.extname(req.path);
    const type = TYPES[ext];
    if (!type || (req.method !== 'GET' && req.method !== 'HEAD') || req.path.includes('..')) return next();
    const accepts = req.get('accept-encoding') ?? '';
    const file = path.join(dir, req.path);
    const variants: Array<[string, string]> = [];
    if (/\bbr\b/.test(accepts)) variants.push(['br', `${file}.br`]);
    if (/\bgzip\b/.test(accepts)) variants.push(['gzip', `${file}.gz`]);
    const hit = variants.find(([, f]) => fs.existsSync(f));
    if (!hit) return next();
    res.set({
      'content-type': type,
      'content-encoding': hit[0],
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    });
    res.sendFile(hit[1], { dotfiles: 'deny' }, (error) => {
      if (error && !res.headersSent) next();
    });
  };
}

interface Compressed {
  mtimeMs: number;
  size: number;
  br: Buffer;
  gzip: Buffer;
}

/** Files of the public folder larger than this are left to express.static (and compressed per response). */
const MAX_PRECOMPRESS_BYTES = 1024 * 1024;
/** Below this, compression does not pay (the same threshold as the compression middleware's). */
const MIN_PRECOMPRESS_BYTES = 1024;

/**
 * The compressible files of a folder that is not built (public/: icon sprite, logos), compressed
 * once at the highest levels on first request and kept in memory, as long as the file is unchanged.
 * Saves a brotli encoder per request for the most requested files. Misses and everything else fall
 * through to express.static; `maxAgeS` should match its maxAge.
 */
export function precompressedFiles(dir: string, maxAgeS: number) {
  const root = path.resolve(dir);
  const cache = new Map<string, Promise<Compressed | null>>();

  async function compressed(file: string): Promise<Compressed | null> {
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile() || stat.size < MIN_PRECOMPRESS_BYTES || stat.size > MAX_PRECOMPRESS_BYTES) return null;
    const known = await cache.get(file);
    if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known;
    const job = (async () => {
      const body = await fs.promises.readFile(file);
      const [br, gzip] = await Promise.all([
        promisify(zlib.brotliCompress)(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        promisify(zlib.gzip)(body, { level: 9 }),
      ]);
      return { mtimeMs: stat.mtimeMs, size: stat.size, br, gzip };
    })().catch(() => null);
    cache.set(file, job);
    const done = await job;
    if (!done) cache.delete(file);
    return done;
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    const type = TYPES[path.extname(req.path)];
    if (!type || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const accepts = req.get('accept-encoding') ?? '';
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    if (!encoding) return next();
    let rel: string;
    try {
      rel = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(root, rel);
    if (rel.includes('\0') || !file.startsWith(root + path.sep)) return next();
    const hit = await compressed(file);
    if (!hit) return next();
    res.set({
      'content-type': type,
      'content-encoding': encoding,
      'cache-control': `public, max-age=${maxAgeS}`,
      'last-modified': new Date(hit.mtimeMs).toUTCString(),
      etag: `W/"${hit.size.toString(16)}-${Math.floor(hit.mtimeMs).toString(16)}-${encoding}"`,
      vary: 'Accept-Encoding',
    });
    // res.send answers 304 when the request's validators match.
    res.send(encoding === 'br' ? hit.br : hit.gzip);
  };
}

/**
 * The handlers of a folder served at the site's root, for the addresses below its top-level entries
 * only (public/: `images`, `dokumente`, the manifest), read once at start: every other address (the
 * pages) goes on without a file lookup. A new top-level entry takes a restart, like any deployment.
 */
export function publicFolderOnly(dir: string, handlers: RequestHandler[]): RequestHandler {
  const entries = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  const router = Router();
  router.use(handlers);
  return (req, res, next) => {
    const first = req.path.slice(1).split('/', 1)[0] ?? '';
    let name: string;
    try {
      name = decodeURIComponent(first);
    } catch {
      return next();
    }
    if (entries.has(name)) router(req, res, next);
    else next();
  };
}
