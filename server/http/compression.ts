import zlib from 'node:zlib';
import compression from 'compression';

/**
 * Brotli for what is compressed per response (streamed HTML, JSON): quality 4 as before, but a 64 KiB
 * window instead of the library's 4 MiB. With the large window each encoder that gets a second write
 * (every streamed page) sets up a ring buffer of twice the window: about 14.7 MB of address space
 * per response in flight against 6.7 MB now. Under sustained brotli load the process's memory kept
 * growing with the large window (docs/performance.md, soak) and stays flat with the small one.
 * Pages are 50–70 KB of HTML, so the small window costs no ratio (same size within a few bytes).
 * Files that do not change are precompressed instead (server/static/precompressed.ts).
 */
export const STREAM_BROTLI_PARAMS = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 16,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
} as const;

/** gzip per response: level 6 (zlib's default), 32 KiB window, memLevel 8, about 256 KB per stream. */
export const STREAM_GZIP_OPTIONS = { level: 6, windowBits: 15, memLevel: 8 } as const;

/** On-the-fly compression of responses that are not precompressed. */
export function compress() {
  return compression({ ...STREAM_GZIP_OPTIONS, brotli: { params: STREAM_BROTLI_PARAMS } });
}
