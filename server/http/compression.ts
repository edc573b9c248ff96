import zlib from 'node:zlib';
import compression from 'compression';

/**
 * Brotli for what is compressed per response (streamed HTML, JSON): quality 2 (ADR 64) and a 64 KiB
 * window instead of the library's 4 MiB. With the large window each encoder that gets a second write
 * (every streamed page) sets up a ring buffer of twice the window: about 14.7 MB of address space
 * per response in flight against 6.7 MB now. Under sustained brotli load the process's memory kept
 * growing with the large window (docs/performance.md, soak) and stays flat with the small one.
 * Pages are 50–70 KB of HTML, so the small window costs no ratio (same size within a few bytes).
 * Files that do not change are precompressed instead (server/static/precompressed.ts).
 */
export const STREAM_BROTLI_PARAMS = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 2,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 16,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
} as const;

/**
 * gzip per response: level 2, 32 KiB window, memLevel 8, about 256 KB per stream.
 *
 * What is compressed per response is a page's first render (the page cache keeps its copy compressed
 * at gzip 9 and brotli 9, server/render/page-cache.ts) or a page that is never kept (a form, a
 * session). Compression was a fifth of a rendered page's CPU at zlib's default level 6; level 2 costs
 * about half of that and sends about a tenth more (home page: 16.0 against 14.5 KB), brotli 2 against
 * 4 half the CPU for 6 % more (14.0 against 13.2 KB). ADR 64 has the figures.
 */
export const STREAM_GZIP_OPTIONS = { level: 2, windowBits: 15, memLevel: 8 } as const;

/** On-the-fly compression of responses that are not precompressed. */
export function compress() {
  return compression({ ...STREAM_GZIP_OPTIONS, brotli: { params: STREAM_BROTLI_PARAMS } });
}
