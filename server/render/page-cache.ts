import crypto from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { ContentChanges, ContentStamp } from '../cms/changes';
import type { VersionState } from '../cms/store/changes';
import { isStoreUnavailable } from '../cms/store/errors';
import { beforeDeadline, withDeadline } from '../cms/store/deadline';
import type { AssetManifest } from './manifest';
import type { SiteDataState } from './site-data';
import { sectionOf } from '../../shared/site/sections';
import { DATA_ENDPOINT, PREFETCH_HEADER } from '../../shared/app/state';

/**
 * The page cache (ADR 19): rendered HTML of public pages for visitors without a session, in memory per
 * process and bounded in bytes, answered precompressed (brotli, gzip) with an ETag and 304.
 *
 * - A page is kept exactly as long as what it read is unchanged: the content versions of the tables
 *   its loaders read (raised by the store's triggers on every committed write, from any process), the
 *   upstream answers in CMS_URL mode, the site data of the layout, and its time (a part's next
 *   scheduled change, the next Berlin midnight). Writers never call the cache.
 * - Kept are only answers that are public by their own headers: status 200 or 404, `Cache-Control:
 *   public`, no Set-Cookie, no form on the page (its CSRF token belongs to one visitor), no render
 *   error, no failed optional read. Requests with a session cookie or any cookie the site does not know
 *   are answered by a render and never stored; /intranet and /ratsinfo never.
 * - The strict CSP stays strict: a per-request nonce cannot be kept, so a kept page carries no nonce
 *   and its CSP names the SHA-256 hashes of exactly the inline scripts the renderer emitted with the
 *   nonce instead; a script that came with the content stays blocked.
 */

/**
 * How long the check of a kept page may wait for the database (the content versions, the site data):
 * within it the page is answered as current or rendered anew; past it, as it was (`x-st-cache: stale`),
 * as it is while the database cannot be reached (ADR 29). The check is one small query that takes
 * milliseconds; a database that needs a second for it is not one to wait for, with the page at hand.
 */
export const KEPT_CHECK_MS = 1_000;

/** Address prefixes never kept, whatever their headers say: personal areas and the site's machinery. */
export const NEVER_CACHED_PREFIXES = ['/intranet', '/ratsinfo', '/api/', `${DATA_ENDPOINT}/`, '/assets/', '/bild', '/_client-error', '/__dev/'];

/**
 * Cookies that change the HTML of a public page for a visitor without a session (a consent or a
 * dismissed banner kept in a cookie): their values become part of the key. The site sets none today
 * (consent and the install banner live in localStorage). A cookie neither listed here nor set by the
 * sessions makes the request bypass the cache: an unknown cookie might change the page.
 */
export const OUTPUT_COOKIES: readonly string[] = [];

export interface PageCacheEntry {
  key: string;
  status: number;
  etag: string;
  headers: Record<string, string>;
  identity: Buffer;
  /**
   * The compressed bodies, made at the first request that is answered from the cache: a page asked
   * for once (a crawler, an odd query) costs no compression, a page in demand is compressed once.
   */
  encoded: { gzip: Buffer; br: Buffer } | null;
  encoding: Promise<void> | null;
  bytes: number;
  stamp: ContentStamp;
  siteGeneration: number;
  manifest: AssetManifest;
}

export interface PageCacheOptions {
  maxBytes: number;
  changes: ContentChanges;
  /** The current site data as of a moment not before `since` (reloaded when it changed). */
  siteData: (since: number) => Promise<SiteDataState>;
  /** The site data when it is known current without a wait, else null (the answer in front of Express, ADR 65). */
  siteDataNow?: (versions: VersionState | null) => SiteDataState | null;
  manifest: () => AssetManifest;
  /** The origin a page names in its links (PUBLIC_URL's, else the request's scheme and host): part of the key. */
  originOf: (req: Request) => string;
  /** The session cookies of the signed-in areas (never cached) and the CSRF cookie (changes nothing on a page without a form). */
  cookieNames: { sessions: readonly string[]; csrf: string };
  logger: Logger;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The nonce a kept page must not carry; escaped as documentHead and React write it (base64 needs none). */
const nonceAttribute = (nonce: string) => ` nonce="${nonce}"`;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^\s*(?:module|text\/javascript|application\/javascript)?\s*$/i;

/**
 * SHA-256 sources ('sha256-…') of the inline scripts the renderer emitted for this response, in
 * document order, each once: only scripts whose start tag carries the response's nonce. A script that
 * came with stored content (HTML written past the desk's sanitizer: SQL, an import, a copy, an upstream
 * CMS) has no nonce, so the kept page's CSP blocks it on every visit, as the first visit's nonce did.
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>();
  const own = nonceAttribute(nonce);
  for (const m of html.matchAll(SCRIPT)) {
    const attributes = m[1] ?? '';
    if (!attributes.includes(own)) continue;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (type && !EXECUTABLE_TYPE.test(type[1] ?? type[2] ?? type[3] ?? '')) continue;
    hashes.add(
      `'sha256-${crypto
        .createHash('sha256')
        .update(m[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

/** The CSP of a kept page: the request's nonce source replaced by the hashes of the page's inline scripts. */
export function cspWithHashes(policy: string, nonce: string, hashes: readonly string[]): string | null {
  const source = `'nonce-${nonce}'`;
  if (!policy.includes(source)) return null;
  return policy.replace(source, hashes.join(' ')).replace(/ {2,}/g, ' ').replace(/ ;/g, ';');
}

/** 'br', 'gzip' or 'identity' by the request's Accept-Encoding (q=0 refuses). */
export function chooseEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!header) return 'identity';
  let br = 0;
  let gz = 0;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (name === 'br') br = weight;
    else if (name === 'gzip' || name === 'x-gzip') gz = Math.max(gz, weight);
    else if (name === '*') {
      br ||= weight;
      gz ||= weight;
    }
  }
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

function cookieNames(header: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (name) out.push([name, eq < 0 ? '' : part.slice(eq + 1).trim()]);
  }
  return out;
}

export interface PageCache {
  /** Answers a kept, current page (GET/HEAD); otherwise the request goes on. */
  lookup: RequestHandler;
  /** The key of a request whose page may be kept, or null (a session, an unknown cookie, a personal area, …). */
  keyFor(req: Request): string | null;
  /**
   * The kept page for a request before Express has seen it (ADR 65), when it can be answered at once:
   * kept, compressed as the request accepts, and known current without a
   * wait (`ContentChanges.isCurrentNow`, the site data's `peek`). Null otherwise: Express takes the
   * request, and `lookup` decides as before. `origin` is the request's public origin, asked only when
   * the request may have a kept page.
   */
  keptNow(req: IncomingMessage, origin: () => string): PageCacheEntry | null;
  /** Answers a request with a kept page (what `lookup` sends for it): headers, ETag and 304, the body as the request accepts it. */
  send(req: IncomingMessage, res: ServerResponse, entry: PageCacheEntry): void;
  /** Marks a render of `key` under way, so requests for it wait instead of rendering too; call the result when it ends. */
  begin(key: string): () => void;
  /** Keeps the rendered document of a request when its response is public by its headers; true when kept. */
  store(o: {
    key: string;
    res: Response;
    document: Buffer;
    nonce: string;
    stamp: ContentStamp | null;
    site: SiteDataState;
    manifest: AssetManifest;
  }): Promise<boolean>;
  /** Number of pages and bytes kept (benchmarks, tests). */
  size(): { entries: number; bytes: number };
  clear(): void;
}

/** A page cache that keeps nothing (PAGE_CACHE_MB=0). */
export const NO_PAGE_CACHE: PageCache = {
  lookup: (_req, _res, next) => next(),
  keyFor: () => null,
  keptNow: () => null,
  send: () => {},
  begin: () => () => {},
  store: async () => false,
  size: () => ({ entries: 0, bytes: 0 }),
  clear: () => {},
};

/** Overhead of an entry beyond its bodies (key, headers, stamp), roughly. */
const ENTRY_OVERHEAD = 2_048;

export function createPageCache(o: PageCacheOptions): PageCache {
  if (o.maxBytes <= 0) return NO_PAGE_CACHE;
  const entries = new Map<string, PageCacheEntry>();
  const pending = new Map<string, Promise<void>>();
  /** Keys whose last render was not kept (a form page, a 500): their requests do not wait for each other. */
  const refused = new Set<string>();
  let bytes = 0;
  const sessionCookies = new Set(o.cookieNames.sessions.flatMap((name) => [name, `__Host-${name}`]));
  const neutralCookies = new Set([o.cookieNames.csrf, `__Host-${o.cookieNames.csrf}`]);
  const outputCookies = new Set(OUTPUT_COOKIES);

  function remove(entry: PageCacheEntry): void {
    if (entries.get(entry.key) !== entry) return;
    entries.delete(entry.key);
    bytes -= entry.bytes;
  }

  /** The key of a request by its method, target (the address as sent), headers and origin (asked last). */
  function keyOf(method: string | undefined, target: string, headers: IncomingHttpHeaders, originOf: () => string): string | null {
    if (method !== 'GET' && method !== 'HEAD') return null;
    if (!target.startsWith('/') || target.startsWith('//')) return null;
    for (const prefix of NEVER_CACHED_PREFIXES) if (target.startsWith(prefix)) return null;
    const q = target.indexOf('?');
    if (sectionOf(q < 0 ? target : target.slice(0, q))?.personal) return null;
    let cookiePart = '';
    const header = headers.cookie;
    if (header) {
      for (const [name, value] of cookieNames(header)) {
        if (sessionCookies.has(name)) return null;
        if (neutralCookies.has(name)) continue;
        if (!outputCookies.has(name)) return null;
        cookiePart += `;${name}=${value}`;
      }
    }
    const origin = originOf();
    const prefetch = headers[PREFETCH_HEADER] === undefined ? '' : `|p=${String(headers[PREFETCH_HEADER])}`;
    return `${origin}${target}${prefetch}${cookiePart}`;
  }

  const keyFor = (req: Request): string | null => keyOf(req.method, req.originalUrl || '/', req.headers, () => o.originOf(req));

  /**
   * Whether a kept page is current for a request that arrived at `since`: what it read is judged by
   * versions read after that (on PostgreSQL a write another instance acknowledged before is seen).
   */
  async function isValid(entry: PageCacheEntry, since: number): Promise<boolean> {
    if (entry.manifest !== o.manifest()) return false;
    if ((await o.siteData(since)).generation !== entry.siteGeneration) return false;
    return o.changes.isCurrent(entry.stamp, since);
  }

  /** `isValid` when it needs no wait: the same checks on what is known now; null when it cannot say. */
  function isValidNow(entry: PageCacheEntry): boolean | null {
    if (entry.manifest !== o.manifest()) return false;
    // The store's versions asked once (on SQLite one tiny statement) for both checks.
    const versions = o.changes.versionsNow();
    if (!versions) return null;
    const site = o.siteDataNow?.(versions) ?? null;
    if (!site) return null;
    if (site.generation !== entry.siteGeneration) return false;
    return o.changes.isCurrentNow(entry.stamp, versions);
  }

  function keptNow(req: IncomingMessage, origin: () => string): PageCacheEntry | null {
    const key = keyOf(req.method, req.url || '/', req.headers, origin);
    if (!key) return null;
    const entry = entries.get(key);
    if (!entry) return null;
    if (!entry.encoded && chooseEncoding(req.headers['accept-encoding']) !== 'identity') return null;
    return isValidNow(entry) === true ? entry : null;
  }

  /** Compresses an entry's body once (brotli and gzip at high levels, in the thread pool). */
  function encode(entry: PageCacheEntry): Promise<void> {
    entry.encoding ??= Promise.all([
      brotli(entry.identity, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.identity.length,
        },
      }),
      gzip(entry.identity, { level: 9 }),
    ]).then(([br, gz]) => {
      entry.encoded = { br, gzip: gz };
      if (entries.get(entry.key) === entry) {
        const grown = br.length + gz.length;
        entry.bytes += grown;
        bytes += grown;
        evict();
      }
    });
    return entry.encoding;
  }

  function evict(): void {
    while (bytes > o.maxBytes && entries.size > 0) remove(entries.values().next().value as PageCacheEntry);
  }

  function serve(req: IncomingMessage, res: ServerResponse, entry: PageCacheEntry, state: 'hit' | 'stale' = 'hit'): void {
    // Least recently used last.
    entries.delete(entry.key);
    entries.set(entry.key, entry);
    for (const name in entry.headers) res.setHeader(name, entry.headers[name]!);
    res.setHeader('etag', entry.etag);
    res.setHeader('x-st-cache', state);
    const match = req.headers['if-none-match'];
    if (match && entry.status === 200 && match.split(',').some((t) => t.trim() === entry.etag || t.trim() === '*')) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const encoding = entry.encoded ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
    const body = encoding === 'br' ? entry.encoded!.br : encoding === 'gzip' ? entry.encoded!.gzip : entry.identity;
    res.statusCode = entry.status;
    if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const lookup: RequestHandler = (req, res, next) => {
    const key = keyFor(req);
    if (!key) {
      next();
      return;
    }
    let entry = entries.get(key);
    const waiting = entry ? undefined : pending.get(key);
    if (!entry && !waiting) {
      next();
      return;
    }
    const since = performance.now();
    void (async () => {
      try {
        // Many requests for a page that is being rendered (a rush right after a change): one render,
        // waited for within this request's deadline; past it the request renders on its own.
        if (waiting) {
          await beforeDeadline(waiting).catch(() => undefined);
          entry = entries.get(key);
        }
        let valid = false;
        try {
          valid = !!entry && (await withDeadline(KEPT_CHECK_MS, () => isValid(entry!, since)));
        } catch (error) {
          // The store cannot be reached, so nobody can say whether the page changed: it is shown as it
          // was, as a render would show the last good answers (ADR 20), and kept for later.
          if (!entry || !isStoreUnavailable(error)) throw error;
          serve(req, res, entry, 'stale');
          return;
        }
        if (entry && valid) {
          if (!entry.encoded && chooseEncoding(req.headers['accept-encoding']) !== 'identity') await encode(entry);
          serve(req, res, entry);
          return;
        }
        if (entry) remove(entry);
        next();
      } catch (error) {
        next(error);
      }
    })();
  };

  function begin(key: string): () => void {
    if (refused.has(key) || pending.has(key)) return () => {};
    let done!: () => void;
    const p = new Promise<void>((resolve) => (done = resolve));
    pending.set(key, p);
    return () => {
      if (pending.get(key) === p) pending.delete(key);
      done();
    };
  }

  async function store(s: Parameters<PageCache['store']>[0]): Promise<boolean> {
    const { res } = s;
    const status = res.statusCode;
    const cacheControl = String(res.getHeader('cache-control') ?? '');
    if (!s.stamp || !s.site.complete || (status !== 200 && status !== 404)) return false;
    if (!/^public\b/.test(cacheControl) || res.getHeader('set-cookie') !== undefined || res.locals.withForm === true) return false;
    const policy = res.getHeader('content-security-policy');
    if (typeof policy !== 'string' || !s.nonce) return false;
    const rendered = s.document.toString('utf8');
    // Hashes of the scripts the renderer emitted, known by their nonce before it is taken out.
    const hashes = inlineScriptHashes(rendered, s.nonce);
    const html = rendered.replaceAll(nonceAttribute(s.nonce), '');
    // The nonce must be gone entirely; if it appears anywhere else the page is not kept.
    if (html.includes(s.nonce)) return false;
    const csp = cspWithHashes(policy, s.nonce, hashes);
    if (!csp) return false;
    const identity = Buffer.from(html, 'utf8');
    if (identity.length * 2 > o.maxBytes / 4) return false;
    const headers: Record<string, string> = {
      'content-type': String(res.getHeader('content-type') ?? 'text/html; charset=utf-8'),
      'cache-control': cacheControl,
      vary: String(res.getHeader('vary') ?? 'Accept-Encoding, Cookie'),
      'content-security-policy': csp,
    };
    const etag = `W/"${crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
    const entry: PageCacheEntry = {
      key: s.key,
      status,
      etag,
      headers,
      identity,
      encoded: null,
      encoding: null,
      bytes: identity.length + s.key.length + ENTRY_OVERHEAD,
      stamp: s.stamp,
      siteGeneration: s.site.generation,
      manifest: s.manifest,
    };
    const old = entries.get(s.key);
    if (old) remove(old);
    entries.set(s.key, entry);
    bytes += entry.bytes;
    evict();
    return true;
  }

  return {
    lookup,
    keyFor,
    keptNow,
    send: (req, res, entry) => serve(req, res, entry),
    begin,
    store: async (s) => {
      let kept = false;
      try {
        kept = await store(s);
      } catch (error) {
        o.logger.warn({ err: error }, 'Seite konnte nicht zwischengespeichert werden');
      }
      if (kept) refused.delete(s.key);
      else {
        refused.add(s.key);
        if (refused.size > 10_000) refused.delete(refused.values().next().value as string);
      }
      return kept;
    },
    size: () => ({ entries: entries.size, bytes }),
    clear: () => {
      entries.clear();
      bytes = 0;
    },
  };
}
