import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The service worker (client/sw.ts) never answers a POST: a form sent offline must not end on its
 * offline page (the form would be gone); the browser's own error keeps the form for the back button,
 * and with JavaScript the form stays on the page (ADR 28). A GET of a page it answers, which shows the
 * test can see an answer at all.
 */
type Handler = (event: unknown) => void;
const handlers = new Map<string, Handler>();
const ORIGIN = 'https://www.musterstadt.de';

beforeAll(async () => {
  vi.stubGlobal('addEventListener', (type: string, fn: Handler) => handlers.set(type, fn));
  vi.stubGlobal('location', new URL(`${ORIGIN}/sw.js`));
  vi.stubGlobal('caches', {
    open: async () => ({ match: async () => undefined, put: async () => undefined, keys: async () => [], delete: async () => true }),
    keys: async () => [],
  });
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  await import('./sw');
});
afterAll(() => {
  vi.unstubAllGlobals();
});

function fetchEvent(method: string, mode: string, path: string) {
  const answered: Promise<Response>[] = [];
  return {
    event: {
      request: { method, mode, url: `${ORIGIN}${path}` },
      respondWith: (r: Response | Promise<Response>) => answered.push(Promise.resolve(r)),
      waitUntil: () => undefined,
    },
    answered,
  };
}

describe('the service worker and forms', () => {
  it('never answers a POST, neither a form sent by the browser nor one sent by the script', () => {
    for (const mode of ['navigate', 'cors', 'same-origin']) {
      for (const path of ['/rathaus/schadensmeldung/', '/rathaus/kontakt/', '/wirtschaft/gewerbeeintrag/']) {
        const { event, answered } = fetchEvent('POST', mode, path);
        handlers.get('fetch')!(event);
        expect(answered, `${mode} ${path}`).toHaveLength(0);
      }
    }
  });

  it('answers a page load it cannot fetch with its offline page (so the test above could see an answer)', async () => {
    const { event, answered } = fetchEvent('GET', 'navigate', '/rathaus/kontakt/');
    handlers.get('fetch')!(event);
    expect(answered).toHaveLength(1);
    const res = await answered[0]!;
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('Sie sind offline');
  });
});
