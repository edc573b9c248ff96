import { afterEach, describe, expect, it } from 'vitest';
import type { CmsClient } from '../../shared/routing/types';
import { warnhinweisAktuell } from '../../shared/parts/warnhinweis/contract';
import { loadSiteData } from './site-data';

/**
 * The site data starts some reads early and awaits them after others. When an awaited read fails
 * first (a request's deadline under load), the load fails with that one error; the reads still running
 * must not fail again later as unhandled rejections (which end a process that treats them as fatal).
 */
describe('loadSiteData', () => {
  const seen: unknown[] = [];
  const onUnhandled = (reason: unknown) => seen.push(reason);
  afterEach(() => {
    process.off('unhandledRejection', onUnhandled);
  });

  it('fails once when an awaited read fails, and leaves no unhandled rejection of the early reads', async () => {
    process.on('unhandledRejection', onUnhandled);
    const later = (ms: number) => new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Frist abgelaufen')), ms));
    const cms = {
      get: (operation: unknown) => (operation === warnhinweisAktuell ? Promise.reject(new Error('Frist abgelaufen')) : later(20)),
    } as unknown as CmsClient;
    await expect(loadSiteData(cms, undefined, () => later(30))).rejects.toThrow('Frist abgelaufen');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(seen).toEqual([]);
  });
});
