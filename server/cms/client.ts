import fetch from 'node-fetch';
import type { Logger } from 'pino';
import type { CallResult, CmsClient } from '../../shared/routing/types';
import { SESSION_HEADERS, queryString, tokenKindOf, type AnyOperation, type SessionTokens } from '../../shared/contract/operation';
import type { Cms } from './';
import type { UpstreamFreshness } from './changes';
import { recordFailedRead, recordUpstreamRead } from './reads';
import { filterHtmlWith } from '../../shared/contract/common';
import { sanitizeHtml } from './sanitize';

export class CmsUnavailableError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
    /** The CMS's status when it answered (503: it said it is unavailable for now). */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CmsUnavailableError';
  }
}

type Result = { status: number; body: unknown };
type Input = { params?: unknown; query?: unknown; body?: unknown } | undefined;

/**
 * How a client reaches the CMS: the answer of a declared operation, whose body on 200 has the
 * operation's answer type (in-process by construction, from an upstream checked where it arrives).
 * `token` is the token of the operation's own area, if the request has one. Throws when the CMS
 * cannot be reached.
 */
type Transport = (op: AnyOperation, input: Input, token?: string) => Promise<Result>;

/**
 * The spec's helpers on one transport: `get` swallows failures (spec §8), `load` separates 404 from an
 * outage, `call` answers everything (writes included) with its status.
 */
function clientFrom(transport: Transport, tokens: SessionTokens = {}): CmsClient {
  // A session's token goes only to the operations of its own area (spec §6): the intranet token never
  // reaches a council operation, nor the other way round, and public operations get none.
  const send = (op: AnyOperation, input: unknown) => {
    const kind = tokenKindOf(op);
    return transport(op, input as Input, kind ? tokens[kind] : undefined);
  };
  return {
    async get(op: AnyOperation, input?: unknown) {
      try {
        const r = await send(op, input);
        // An outage shown as missing content: the page is fine for now, but not to be kept (ADR 19).
        if (r.status >= 500) recordFailedRead();
        return r.status === 200 ? r.body : null;
      } catch {
        recordFailedRead();
        return null;
      }
    },
    async load(op: AnyOperation, input?: unknown) {
      const r = await send(op, input);
      if (r.status === 200) return r.body;
      if (r.status === 404 || r.status === 400) return null;
      throw new CmsUnavailableError(`CMS antwortete ${r.status} für ${op.id}`, undefined, r.status);
    },
    async call(op: AnyOperation, input?: unknown): Promise<CallResult<AnyOperation>> {
      const r = await send(op, input);
      return r.status === 200 ? { ok: true, data: r.body as never } : { ok: false, status: r.status, body: r.body };
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
  /** A client for one request, carrying the tokens of the visitor's sessions (each only to its own area's operations). */
  forRequest(tokens?: SessionTokens): CmsClient;
  /** CMS_URL mode: whether an upstream answer a page read is still the current one (ADR 19). */
  freshness?: UpstreamFreshness;
  /** Resolves when no refresh of an upstream answer is running (tests). */
  settled?: () => Promise<void>;
}

/** In-process calls of a store: the handler's answer is typed by the operation's schema already. */
function inProcess(cms: Cms): Transport {
  return async (op, input, token) => {
    const res = await cms.call(op, input, token);
    return 'body' in res ? res : { status: 500, body: null };
  };
}

/**
 * The embedded CMS, in-process. Anonymous reads remember their last good answer (at most `maxEntries`,
 * the oldest go first): while the database cannot be reached (the dispatcher's 503) the page is
 * built from it instead of an error page. Writes and personal reads are never answered from memory.
 */
export function embeddedClientFactory(cms: Cms, options: { maxEntries?: number } = {}): CmsClientFactory {
  const direct = inProcess(cms);
  const maxEntries = options.maxEntries ?? 2_000;
  const lastGood = new Map<string, Result>();
  const transport: Transport = async (op, input, token) => {
    if (op.method !== 'GET' || token || op.answer.kind !== 'json') return direct(op, input, token);
    const key = operationUrl(op, input);
    const r = await direct(op, input, token);
    if (r.status === 200) {
      lastGood.delete(key);
      lastGood.set(key, r);
      if (lastGood.size > maxEntries) lastGood.delete(lastGood.keys().next().value as string);
      return r;
    }
    // 503: the store is unreachable (a fault of the code stays an error and is reported). A page built
    // from a remembered answer is shown, never kept by the page cache (ADR 19).
    if (r.status === 503) {
      recordFailedRead();
      return lastGood.get(key) ?? r;
    }
    return r;
  };
  return { forRequest: (tokens) => clientFrom(transport, tokens) };
}

interface CacheEntry {
  at: number;
  value: Result;
  /** The answer's JSON text, to see whether a refresh changed it. */
  text: string;
  /** Raised whenever a refresh brings a different answer: pages that read an older one are stale. */
  version: number;
}

/**
 * Upstream CMS over HTTP with a stale-while-revalidate cache for anonymous GETs: a fresh answer is
 * reused for `freshMs`, an older one is served at once while a refresh runs, and when the CMS is
 * slow or down a stale answer (up to `staleMs`) beats an error page. Writes and personal reads are
 * never cached.
 */
export function upstreamClientFactory(options: {
  baseUrl: string;
  timeoutMs: number;
  logger: Logger;
  freshMs?: number;
  staleMs?: number;
  maxEntries?: number;
  /** The site's own store of its local parts (ADR 13): their operations are answered there, never upstream. */
  local?: Cms;
  /** Clock in ms (tests). */
  now?: () => number;
}): CmsClientFactory {
  const { baseUrl, timeoutMs, logger } = options;
  const now = options.now ?? Date.now;
  let versions = 0;
  const freshMs = options.freshMs ?? 30_000;
  const staleMs = options.staleMs ?? 10 * 60_000;
  const maxEntries = options.maxEntries ?? 2_000;
  const cache = new Map<string, CacheEntry>();

  async function request(url: string, init: { method?: string; credential?: Record<string, string>; body?: unknown } = {}): Promise<Result> {
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...init.credential,
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
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

  function refresh(url: string): Promise<CacheEntry | Result> {
    let p = inflight.get(url);
    if (!p) {
      p = request(url)
        .then((value): CacheEntry | Result => {
          if (value.status >= 500) return value;
          const text = JSON.stringify(value);
          const old = cache.get(url);
          const entry = { at: now(), value, text, version: old && old.text === text ? old.version : ++versions };
          cache.delete(url);
          cache.set(url, entry);
          if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
          return entry;
        })
        .finally(() => inflight.delete(url));
      inflight.set(url, p);
    }
    return p;
  }
  const inflight = new Map<string, Promise<CacheEntry | Result>>();

  const refreshInBackground = (url: string) => {
    refresh(url).catch((error: unknown) => logger.warn({ err: error, url }, 'CMS-Aktualisierung fehlgeschlagen'));
  };

  /** The cached answer (refreshed in the background when older than freshMs), recorded as read by the page. */
  async function cachedGet(url: string): Promise<Result> {
    const hit = cache.get(url);
    const age = hit ? now() - hit.at : Infinity;
    let entry: CacheEntry | Result;
    if (hit && age < freshMs) entry = hit;
    else if (hit && age < staleMs) {
      refreshInBackground(url);
      entry = hit;
    } else entry = await refresh(url);
    if ('version' in entry) {
      recordUpstreamRead(url, entry.version);
      return entry.value;
    }
    return entry;
  }

  /**
   * A page that read version `version` of `url` is current while the cache holds that version and it
   * is younger than staleMs. Past freshMs the answer is refreshed in the background, as a render
   * would have done: a changed answer then raises the version, and the page is rendered anew.
   */
  const freshness: UpstreamFreshness = {
    isCurrent(url, version) {
      const hit = cache.get(url);
      if (!hit || hit.version !== version) return false;
      const age = now() - hit.at;
      if (age >= staleMs) return false;
      if (age >= freshMs) refreshInBackground(url);
      return true;
    },
  };

  // The upstream's formatted text passes the desk's allow-list where its answer is checked (ADR 29): a
  // script or an event handler from a compromised upstream never reaches a page.
  filterHtmlWith(sanitizeHtml);
  /** Checked answers of the cache's entries (by the entry's answer object): each is sanitized once, not per request. */
  const checked = new WeakMap<Result, Result>();

  const local = options.local;
  const localOperations = new Set<AnyOperation>((local?.implementations ?? []).map((i) => i.operation));
  const localTransport = local ? inProcess(local) : null;

  const transport: Transport = async (op, input, token) => {
    if (localTransport && localOperations.has(op)) return localTransport(op, input, token);
    // The embedded store's own operations (the editorial desk) exist only without CMS_URL: the content
    // is edited in the upstream CMS then, and nothing of them is ever sent there.
    if (op.inProcess) return { status: 501, body: { error: 'Inhalte werden im angebundenen CMS bearbeitet.' } };
    const url = `${baseUrl}/api${operationUrl(op, input)}`;
    // The token in its area's own header (spec §6): Authorization for the intranet, X-Ratsinfo-Token for the council.
    const kind = tokenKindOf(op);
    const credential = kind && token ? { [SESSION_HEADERS[kind].name]: SESSION_HEADERS[kind].value(token) } : undefined;
    let r: Result;
    try {
      r =
        op.method === 'GET' && !credential
          ? await cachedGet(url)
          : await request(url, { method: op.method, credential, body: op.method === 'GET' ? undefined : (input?.body ?? {}) });
    } catch (error) {
      logger.warn({ err: error, operation: op.id }, 'CMS nicht erreichbar');
      throw error instanceof CmsUnavailableError ? error : new CmsUnavailableError(`CMS nicht erreichbar: ${op.id}`, error);
    }
    if (r.status !== 200 || op.answer.kind !== 'json') return r;
    const known = checked.get(r);
    if (known) return known;
    // An upstream CMS is checked where its answer arrives: a body off the contract is an outage, not data.
    const parsed = op.answer.schema.safeParse(r.body);
    if (parsed.success) {
      const answer = { status: 200, body: parsed.data };
      checked.set(r, answer);
      return answer;
    }
    logger.warn({ operation: op.id, issues: parsed.error.issues.slice(0, 3) }, 'Antwort des CMS entspricht nicht dem Vertrag');
    throw new CmsUnavailableError(`Antwort des CMS für ${op.id} entspricht nicht dem Vertrag`);
  };
  return {
    forRequest: (tokens) => clientFrom(transport, tokens),
    freshness,
    settled: async () => {
      while (inflight.size) await Promise.allSettled([...inflight.values()]);
    },
  };
}
