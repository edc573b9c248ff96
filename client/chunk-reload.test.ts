import { describe, expect, it } from 'vitest';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe('reload after a failed chunk load', () => {
  it('reloads the target page the first time', () => {
    const loaded: string[] = [];
    expect(reloadForChunkError('/rathaus/', 1_000_000, memoryStorage(), (u) => loaded.push(u))).toBe(true);
    expect(loaded).toEqual(['/rathaus/']);
  });

  it('does not reload again within 60 seconds', () => {
    const storage = memoryStorage();
    const loaded: string[] = [];
    reloadForChunkError('/a', 1_000_000, storage, (u) => loaded.push(u));
    expect(reloadForChunkError('/b', 1_000_000 + 59_999, storage, (u) => loaded.push(u))).toBe(false);
    expect(loaded).toEqual(['/a']);
  });

  it('reloads again once 60 seconds have passed', () => {
    const storage = memoryStorage();
    const loaded: string[] = [];
    reloadForChunkError('/a', 1_000_000, storage, (u) => loaded.push(u));
    expect(reloadForChunkError('/b', 1_060_000, storage, (u) => loaded.push(u))).toBe(true);
    expect(loaded).toEqual(['/a', '/b']);
  });

  it('recognises the chunk errors browsers raise', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
