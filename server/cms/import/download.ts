/**
 * Fetching an import's input from a URL: bounded in size and time, retried on answers that say
 * "try again" (5xx, 429) and on dropped connections, with exponential back-off whose sleep is
 * injectable. Used by the OParl client and by imports given a URL instead of an upload (a waste
 * authority's calendar, a regional event feed, an XZuFi page).
 */
import { ImportError } from './errors';

export interface DownloadOptions {
  /** The fetch to use (tests, proxies); default the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** Waits between retries; injectable so tests do not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** Retries after a 5xx/429 answer or a network error; default 4. */
  retries?: number;
  /** First back-off; doubled each retry (500, 1000, 2000, 4000 ms). */
  backoffMs?: number;
  /** Per request; default 30 s. */
  timeoutMs?: number;
  /** Bound on the answer; default 20 MB. */
  maxBytes?: number;
  /** Accept header; default any. */
  accept?: string;
}

export interface Download {
  /** null when the server answered 404 or 410. */
  bytes: Uint8Array | null;
  contentType: string | null;
  /** Requests made for this download (1 + retries). */
  attempts: number;
}

/** An http(s) URL as given, else an `ImportError`. */
export function checkUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.protocol === 'http:' || u.protocol === 'https:') return u.href;
  } catch {
    // below
  }
  throw new ImportError('format', `„${url}“ ist keine http(s)-Adresse.`);
}

/** GETs `url`; 404/410 give `bytes: null`; other failures an `ImportError` of kind 'network' or 'size'. */
export async function download(url: string, options: DownloadOptions = {}): Promise<Download> {
  const target = checkUrl(url);
  const doFetch = options.fetch ?? globalThis.fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const retries = options.retries ?? 4;
  const maxBytes = options.maxBytes ?? 20 * 1024 * 1024;
  let wait = options.backoffMs ?? 500;
  for (let attempt = 1; ; attempt++) {
    let status = 0;
    let failure: string;
    let retryAfter: number | null = null;
    try {
      const res = await doFetch(target, {
        headers: { accept: options.accept ?? '*/*' },
        redirect: 'follow',
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
      status = res.status;
      if (status === 404 || status === 410) {
        await res.body?.cancel();
        return { bytes: null, contentType: null, attempts: attempt };
      }
      if (status >= 200 && status < 300) {
        return { bytes: await readLimited(res, maxBytes, target), contentType: res.headers.get('content-type'), attempts: attempt };
      }
      retryAfter = Number(res.headers.get('retry-after')) || null;
      await res.body?.cancel();
      failure = `Der Server antwortet mit ${status}.`;
    } catch (err) {
      if (err instanceof ImportError) throw err;
      const reason = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
      failure = `Der Server ist nicht erreichbar (${reason}).`;
    }
    const transient = status === 0 || status === 429 || status >= 500;
    if (!transient || attempt > retries) {
      throw new ImportError('network', attempt > 1 ? `${failure} Aufgegeben nach ${attempt} Versuchen.` : failure, { url: target });
    }
    await sleep(retryAfter !== null ? Math.min(retryAfter * 1000, 60_000) : wait);
    wait *= 2;
  }
}

async function readLimited(res: Response, maxBytes: number, url: string): Promise<Uint8Array> {
  const tooLarge = () => new ImportError('size', `Die Antwort ist größer als ${formatSize(maxBytes)}.`, { url });
  if (Number(res.headers.get('content-length')) > maxBytes) {
    await res.body?.cancel();
    throw tooLarge();
  }
  if (!res.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${Math.round(bytes / 1024 / 1024)} MB`;
}

/** The bytes at `url` for an import given a URL; a 404 or 410 is an `ImportError` too. */
export async function fetchInput(url: string, options: DownloadOptions = {}): Promise<Uint8Array> {
  const got = await download(url, options);
  if (got.bytes === null) throw new ImportError('network', 'Unter dieser Adresse liegt keine Datei (404).', { url: checkUrl(url) });
  return got.bytes;
}
