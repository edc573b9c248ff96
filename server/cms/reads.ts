import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What content one piece of work (a page's loaders, the site data) read, collected while it runs: the
 * tables of the embedded store (through the store's Kysely plugin, server/cms/store/changes.ts), the
 * upstream answers in CMS_URL mode (server/cms/client.ts), and whether an optional read failed. The
 * page cache keeps a rendered page exactly as long as none of these has changed (ADR 19).
 */
export interface ContentReads {
  tables: Set<string>;
  /** A read that cannot be pinned to tables (the search index, raw SQL of unknown tables): every write counts. */
  allTables: boolean;
  /** Upstream answer (URL) → version of the answer that was read. */
  upstream: Map<string, number>;
  /** An optional read failed (an outage shown as missing content): such a result is not kept. */
  failed: boolean;
}

const storage = new AsyncLocalStorage<ContentReads>();

export function newContentReads(): ContentReads {
  return { tables: new Set(), allTables: false, upstream: new Map(), failed: false };
}

/** Runs `work`, recording its reads into `reads` (also across awaits and in the work it starts). */
export function collectReads<T>(reads: ContentReads, work: () => Promise<T>): Promise<T> {
  return storage.run(reads, work);
}

/** Runs `work` outside of any collection (bookkeeping queries of the tracker itself). */
export function withoutCollecting<T>(work: () => T): T {
  return storage.exit(work);
}

/** The reads being collected for the work that runs now, if any. */
export function currentReads(): ContentReads | undefined {
  return storage.getStore();
}

/** The search index or another read of unknown tables: any write makes the result stale. */
export function recordAllTablesRead(): void {
  const r = storage.getStore();
  if (r) r.allTables = true;
}

export function recordUpstreamRead(url: string, version: number): void {
  storage.getStore()?.upstream.set(url, version);
}

export function recordFailedRead(): void {
  const r = storage.getStore();
  if (r) r.failed = true;
}
