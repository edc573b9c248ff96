import fetch from 'node-fetch';
import type { Logger } from 'pino';
import type { CmsClient, QueryParams } from '../../shared/routing/types';
import type { Cms } from '.';

export class CmsUnavailableError extends Error {
  constructor(message: string, override readonly cause?: unknown) {
    super(message);
    this.name = 'CmsUnavailableError';
  }
}

export function toSearchParams(params: QueryParams = {}): URLSearchParams {
  const sp = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) sp.append(`${key}[]`, String(v));
    else sp.append(key, String(value));
  }
  return sp;
}

type Result = { status: number; body: unknown };

/** Both spec helpers on top of one fetcher: `get` swallows failures (spec §8), `load` separates 404 from outage. */
function clientFrom(fetcher: (path: string, params: QueryParams | undefined, authorization?: string) => Promise<Result>, authorization?: string): CmsClient {
  return {
    async get<T>(path: string, params?: QueryParams): Promise<T | null> {
      try {
        const r = await fetcher(path, params, authorization);
        return r.status === 200 ? (r.body as T) : null;
      } catch {
        return null;
      }
    },
    async load<T>(path: string, params?: QueryParams): Promise<T | null> {
      const r = await fetcher(path, params, authorization);
      if (r.status === 200) return r.body as T;
      if (r.status === 404 || r.status === 400) return null;
      throw new CmsUnavailableError(`CMS antwortete ${r.status} für ${path}`);
    },
  };
}

export interface CmsClientFactory {
  /** A client for one request, carrying the intranet authorization when there is a session. */
  forRequest(authorization?: string): CmsClient;
}

/** Paths are relative to /api: '/wetter', '/cms/aktuelles/12'. */
export function embeddedClientFactory(cms: Cms): CmsClientFactory {
  const fetcher = async (path: string, params: QueryParams | undefined, authorization?: string): Promise<Result> => {
    if (path === '/wetter') return { status: 200, body: await cms.weather() };
    if (!path.startsWith('/cms/')) return { status: 404, body: null };
    const res = await cms.handle({ method: 'GET', path, query: toSearchParams(params), authorization });
    return 'body' in res ? res : { status: 500, body: null };
  };
  return { forRequest: (authorization) => clientFrom(fetcher, authorization) };
}

interface CacheEntry {
  at: number;
  value: Result;
}

/**
 * Upstream CMS over HTTP with a stale-while-revalidate cache for anonymous GETs: a fresh answer is
 * reused for `freshMs`, an older one is served at once while a refresh runs, and when the CMS is
 * slow or down a stale answer (up to `staleMs`) beats an error page.
 */
export function upstreamClientFactory(options: {
  baseUrl: string;
  timeoutMs: number;
  logger: Logger;
  freshMs?: number;
  staleMs?: number;
  maxEntries?: number;
}): CmsClientFactory {
  const { baseUrl, timeoutMs, logger } = options;
  const freshMs = options.freshMs ?? 30_000;
  const staleMs = options.staleMs ?? 10 * 60_000;
  const maxEntries = options.maxEntries ?? 2_000;
  const cache = new Map<string, CacheEntry>();
  const inflight = new Map<string, Promise<Result>>();

  async function request(url: string, authorization?: string): Promise<Result> {
    const res = await fetch(url, {
      headers: { accept: 'application/json', ...(authorization ? { authorization } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      throw new CmsUnavailableError(`Ungültiges JSON von ${url}`);
    }
    return { status: res.status, body };
  }

  function refresh(key: string, url: string): Promise<Result> {
    let p = inflight.get(key);
    if (!p) {
      p = request(url)
        .then((value) => {
          if (value.status < 500) {
            cache.delete(key);
            cache.set(key, { at: Date.now(), value });
            if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
          }
          return value;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, p);
    }
    return p;
  }

  const fetcher = async (path: string, params: QueryParams | undefined, authorization?: string): Promise<Result> => {
    const qs = toSearchParams(params).toString();
    const url = `${baseUrl}/api${path}${qs ? `?${qs}` : ''}`;
    // Personal data is never cached.
    if (authorization) return request(url, authorization);
    const hit = cache.get(url);
    const age = hit ? Date.now() - hit.at : Infinity;
    if (hit && age < freshMs) return hit.value;
    if (hit && age < staleMs) {
      refresh(url, url).catch((error: unknown) => logger.warn({ err: error, url }, 'CMS-Aktualisierung fehlgeschlagen'));
      return hit.value;
    }
    try {
      return await refresh(url, url);
    } catch (error) {
      logger.warn({ err: error, url }, 'CMS nicht erreichbar');
      throw new CmsUnavailableError(`CMS nicht erreichbar: ${path}`, error);
    }
  };
  return { forRequest: (authorization) => clientFrom(fetcher, authorization) };
}
