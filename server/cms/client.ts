import fetch from 'node-fetch';
import type { Logger } from 'pino';
import type { CmsClient, QueryParams } from '../../shared/routing/types';
import { queryString, type AnyOperation } from '../../shared/contract/operation';
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
type Input = { params?: unknown; query?: unknown; body?: unknown } | undefined;

/** How a client reaches the CMS: by contract path (old style) or by declared operation. */
interface Transport {
  path(path: string, params: QueryParams | undefined, authorization?: string): Promise<Result>;
  /** The answer of an operation; its body already has the operation's answer type (checked where it arrives). */
  operation(op: AnyOperation, input: Input, authorization?: string): Promise<Result>;
}

/** Both spec helpers on top of one transport: `get` swallows failures (spec §8), `load` separates 404 from outage. */
function clientFrom(transport: Transport, authorization?: string): CmsClient {
  const send = (target: AnyOperation | string, input: unknown) =>
    typeof target === 'string' ? transport.path(target, input as QueryParams | undefined, authorization) : transport.operation(target, input as Input, authorization);
  const name = (target: AnyOperation | string) => (typeof target === 'string' ? target : target.id);
  return {
    async get(target: AnyOperation | string, input?: unknown) {
      try {
        const r = await send(target, input);
        return r.status === 200 ? r.body : null;
      } catch {
        return null;
      }
    },
    async load(target: AnyOperation | string, input?: unknown) {
      const r = await send(target, input);
      if (r.status === 200) return r.body;
      if (r.status === 404 || r.status === 400) return null;
      throw new CmsUnavailableError(`CMS antwortete ${r.status} für ${name(target)}`);
    },
  } as CmsClient;
}

/** The address of an operation call below /api: path parameters filled in, the query in the contract's list form. */
export function operationUrl(op: AnyOperation, input: Input): string {
  const params = (input?.params ?? {}) as Record<string, unknown>;
  const path = op.path.replace(/\{([a-zA-Z_]+)\}/g, (_m, key: string) => encodeURIComponent(String(params[key] ?? '')));
  const qs = queryString(input?.query as Record<string, unknown> | undefined).toString();
  return `${path}${qs ? `?${qs}` : ''}`;
}

export interface CmsClientFactory {
  /** A client for one request, carrying the intranet authorization when there is a session. */
  forRequest(authorization?: string): CmsClient;
}

/** Paths are relative to /api: '/wetter', '/cms/aktuelles/12'. */
export function embeddedClientFactory(cms: Cms): CmsClientFactory {
  const transport: Transport = {
    async path(path, params, authorization) {
      const res = await cms.handle({ method: 'GET', path, query: toSearchParams(params), authorization });
      return 'body' in res ? res : { status: 500, body: null };
    },
    async operation(op, input, authorization) {
      // In-process the handler's answer is typed by the operation's schema already.
      const res = await cms.call(op, input, authorization);
      return 'body' in res ? res : { status: 500, body: null };
    },
  };
  return { forRequest: (authorization) => clientFrom(transport, authorization) };
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

  const fetchUrl = async (url: string, authorization?: string): Promise<Result> => {
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
      throw new CmsUnavailableError(`CMS nicht erreichbar: ${url}`, error);
    }
  };
  const transport: Transport = {
    path(path, params, authorization) {
      const qs = toSearchParams(params).toString();
      return fetchUrl(`${baseUrl}/api${path}${qs ? `?${qs}` : ''}`, authorization);
    },
    async operation(op, input, authorization) {
      const r = await fetchUrl(`${baseUrl}/api${operationUrl(op, input)}`, authorization);
      if (r.status !== 200 || op.answer.kind !== 'json') return r;
      // An upstream CMS is checked where its answer arrives: a body off the contract is an outage, not data.
      const parsed = op.answer.schema.safeParse(r.body);
      if (parsed.success) return { status: 200, body: parsed.data };
      logger.warn({ operation: op.id, issues: parsed.error.issues.slice(0, 3) }, 'Antwort des CMS entspricht nicht dem Vertrag');
      throw new CmsUnavailableError(`Antwort des CMS für ${op.id} entspricht nicht dem Vertrag`);
    },
  };
  return { forRequest: (authorization) => clientFrom(transport, authorization) };
}
