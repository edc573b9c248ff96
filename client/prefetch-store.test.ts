import { describe, expect, it } from 'vitest';
import { keepPrefetched, PREFETCH_MAX_AGE_MS, takePrefetched } from './prefetch-store';
import type { NavigationData } from '../shared/app/state';

const page = (pathname: string): Promise<NavigationData> =>
  Promise.resolve({ kind: 'page', page: { pathname, search: '', status: 200, routeId: 'x', title: 't', layout: 'main', data: null } });

describe('prefetched loader data', () => {
  it('is used once by the next navigation to its address', async () => {
    keepPrefetched('/rathaus/', page('/rathaus/'), 1_000);
    const data = takePrefetched('/rathaus/', 2_000);
    expect(data).not.toBeNull();
    expect((await data!).kind).toBe('page');
    expect(takePrefetched('/rathaus/', 2_000)).toBeNull();
  });

  it('is not used when it is older than the short time it may live', () => {
    keepPrefetched('/gaeste/', page('/gaeste/'), 1_000);
    expect(takePrefetched('/gaeste/', 1_000 + PREFETCH_MAX_AGE_MS + 1)).toBeNull();
    keepPrefetched('/gaeste/', page('/gaeste/'), 1_000);
    expect(takePrefetched('/gaeste/', 1_000 + PREFETCH_MAX_AGE_MS)).not.toBeNull();
    expect(PREFETCH_MAX_AGE_MS).toBeLessThanOrEqual(60_000);
  });

  it('is never kept or used for personal pages under /intranet', () => {
    keepPrefetched('/intranet/', page('/intranet/'), 1_000);
    keepPrefetched('/intranet?x=1', page('/intranet'), 1_000);
    expect(takePrefetched('/intranet/', 1_000)).toBeNull();
    expect(takePrefetched('/intranet?x=1', 1_000)).toBeNull();
    // Only that part of the site: /intranetz would be another page.
    keepPrefetched('/intranetz/', page('/intranetz/'), 1_000);
    expect(takePrefetched('/intranetz/', 1_000)).not.toBeNull();
  });

  it('drops a prefetch that failed, so the navigation fetches again', async () => {
    const failed = Promise.reject(new Error('offline'));
    keepPrefetched('/stadtleben/', failed, 1_000);
    await failed.catch(() => undefined);
    await Promise.resolve();
    expect(takePrefetched('/stadtleben/', 1_000)).toBeNull();
  });
});
