import { CHUNK_RELOAD_INTERVAL_MS } from '../shared/site/constants';

const KEY = 'st-chunk-reload-at';

/** A failed dynamic import (network error, or a chunk that a new deployment removed). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/**
 * Spec §4, §8: after a failed chunk load the page is loaded again from the server, at most once per
 * 60 seconds (recorded in sessionStorage), so a chunk that stays missing cannot cause a reload loop.
 * Returns false when the limit forbids another reload.
 */
export function reloadForChunkError(
  target: string,
  now: number = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSession(),
  assign: (url: string) => void = (url) => window.location.assign(url),
): boolean {
  const last = Number(storage?.getItem(KEY) ?? '0');
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage?.setItem(KEY, String(now));
  assign(target);
  return true;
}

function safeSession(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
