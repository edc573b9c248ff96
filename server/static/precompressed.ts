import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

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
