import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app';
import { loginAs } from '../helpers/formulare';
import { ERIKA } from '../helpers/redaktion';

/**
 * The kept header HTML (ADR 27): a page rendered with the header written in from the store is, byte
 * for byte, the page rendered in full, across every layout and menu position; no marker reaches a
 * visitor; and a render under a session neither uses nor fills the store.
 */
type Site = Awaited<ReturnType<typeof testApp>>;
let kept: Site;
let plain: Site;

beforeAll(async () => {
  // No page cache: every request renders.
  [kept, plain] = await Promise.all([testApp({ env: { PAGE_CACHE_MB: '0' } }), testApp({ env: { PAGE_CACHE_MB: '0', FRAGMENT_CACHE_MB: '0' } })]);
});
afterAll(async () => {
  await Promise.all([kept.cleanup(), plain.cleanup()]);
});

/**
 * The per-response parts: the script nonce, the test server's port, and a form's own values (its
 * CSRF token, its submission key and the time it was shown, in the fields and in the page state).
 */
const stable = (html: string) =>
  html
    .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1')
    .replace(/nonce="[^"]+"/g, 'nonce=""')
    .replace(/'nonce-[^']+'/g, "'nonce-'")
    .replace(/name="(_csrf|_schluessel|_zeit)" value="[^"]*"/g, 'name="$1" value=""')
    .replace(/"(csrf|schluessel|zeit)":"[^"]*"/g, '"$1":""');

/** Every layout and a spread of pages of each: menu entries at three levels, pages outside the menu. */
async function addresses(): Promise<string[]> {
  const sitemap = await request(kept.app).get('/sitemap.xml');
  const all = [...sitemap.text.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  const sample = all.filter((_, i) => i % 10 === 0);
  return [...new Set(['/', '/rathaus/', '/feuerwehr/', '/grundschule/', '/drei-linden-gs/', '/gibt-es-nicht', '/rathaus/suche?q=M%C3%BCll', ...sample])];
}

describe('kept header HTML', () => {
  it('is neither used nor filled under a session', async () => {
    // The login page itself is a page without a session.
    const cookie = await loginAs(kept.app, ERIKA.email, ERIKA.passwort);
    const before = kept.fragments.stats();
    for (const url of ['/', '/rathaus/', '/feuerwehr/']) {
      const page = await request(kept.app).get(url).set('cookie', cookie);
      expect(page.status, url).toBe(200);
      expect(page.text, url).not.toContain('st-fragment');
    }
    expect(kept.fragments.stats()).toEqual(before);
  });

  it('gives every page exactly the HTML of a full render, and is shared between pages', async () => {
    const urls = await addresses();
    expect(urls.length).toBeGreaterThan(60);
    // Twice: the first pass fills the store (and already uses what an earlier page kept), the
    // second uses it for every page.
    for (const pass of [1, 2]) {
      for (const url of urls) {
        const [a, b] = await Promise.all([request(kept.app).get(url), request(plain.app).get(url)]);
        expect(a.status, url).toBe(b.status);
        if (!(a.headers['content-type'] ?? '').startsWith('text/html')) continue;
        expect(a.text, `${url} (Durchgang ${pass})`).not.toContain('st-fragment');
        expect(stable(a.text), `${url} (Durchgang ${pass})`).toBe(stable(b.text));
      }
    }
    const { entries, bytes } = kept.fragments.stats();
    // One header per layout and menu position, far fewer than pages.
    expect(entries).toBeGreaterThan(4);
    expect(entries).toBeLessThan(urls.length / 2);
    expect(bytes).toBeGreaterThan(entries * 10_000);
    expect(plain.fragments.stats()).toEqual({ entries: 0, bytes: 0 });
  });
});
