import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { routes } from '../routes';
import { canonicalPathname, createRouteTable } from './match';
import type { RouteDef } from './types';
import { seededRandom } from '../util/random';

/** react-router's own answer for the table, the reference the compiled matcher must agree with. */
function reference(table: readonly RouteDef[], pathname: string) {
  const matches = matchRoutes(
    table.map((r) => ({ path: r.path, id: r.id, caseSensitive: true })),
    pathname,
  );
  const last = matches?.[matches.length - 1];
  return last ? { id: last.route.id, params: { ...last.params } } : null;
}

function ours(table: ReturnType<typeof createRouteTable>, pathname: string) {
  const m = table.match(pathname);
  return m ? { id: m.route.id, params: { ...m.params } } : null;
}

/** Deterministic, so a failure can be reproduced. */
const random = seededRandom;

describe('compiled route matcher', () => {
  const table = createRouteTable(routes);
  // react-router warns on the console about every path it cannot decode; the generated ones include many.
  beforeAll(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it('agrees with react-router on every route with sample parameters', () => {
    const values = ['x', 'neues-freibad_1234', 'a%20b', 'a%2Fb', '%C3%A4rger', 'Gross', '1', '%zz', '..'];
    const paths = new Set<string>();
    for (const r of routes) {
      for (const v of values) {
        const filled = r.path.replace(/:[\w-]+\??/g, v).replace(/\*$/, `${v}/${v}`);
        paths.add(filled);
        paths.add(filled.endsWith('/') ? filled.slice(0, -1) || '/' : `${filled}/`);
        paths.add(r.path.replace(/\/:[\w-]+\?/g, ''));
      }
    }
    expect(paths.size).toBeGreaterThan(routes.length * 5);
    for (const p of paths) expect(ours(table, p), p).toEqual(reference(routes, p));
    // The reference ranks the whole table on every call: its time grows with the square of the routes.
  }, 30_000);

  it('agrees with react-router on 1500 generated paths', () => {
    const next = random(20261125);
    const pool = [...new Set(routes.flatMap((r) => r.path.split('/')))].filter((s) => !s.startsWith(':') && s !== '*');
    pool.push('', '', 'x', 'A', '%', '%zz', '%2F', '%C3%A4', '..', '.', '*', ':id', 'ä', '?q=1', '#anker', 'titel_12');
    for (let i = 0; i < 1_500; i++) {
      const n = Math.floor(next() * 6);
      const segs = Array.from({ length: n }, () => pool[Math.floor(next() * pool.length)]);
      const p = `/${segs.join('/')}${next() < 0.5 ? '/' : ''}`;
      expect(ours(table, p), p).toEqual(reference(routes, p));
    }
    // react-router ranks the whole table again on every call: the reference is slow.
  }, 30_000);

  it('keeps the order of the table for equal scores and finds routes by id', () => {
    const first: RouteDef = { ...routes[0]!, id: 'erste', path: '/gleich/:a' };
    const second: RouteDef = { ...routes[0]!, id: 'zweite', path: '/gleich/:b' };
    const t = createRouteTable([first, second]);
    expect(t.match('/gleich/1')).toEqual({ route: first, params: { a: '1' } });
    expect(createRouteTable([second, first]).match('/gleich/1')?.route.id).toBe('zweite');
    expect(t.find('zweite')).toBe(second);
    expect(t.find('dritte')).toBeUndefined();
  });
});

describe('one form of every address (ADR 32)', () => {
  const table = createRouteTable(routes);
  const form = (p: string) => canonicalPathname(table.match(p)!.route, p);

  it('keeps the trailing slash of section homes, lists, hubs and editorial folders', () => {
    for (const p of ['/rathaus/', '/rathaus', '/rathaus/buergernachrichten', '/musterstadt/fraktionen', '/rathaus/impressum', '/wirtschaft/windenergie/']) {
      expect(form(p), p).toBe(p.endsWith('/') ? p : `${p}/`);
    }
    expect(form('/')).toBe('/');
  });

  it('drops it for items, letters, forms lists and thank-you pages', () => {
    for (const p of [
      '/rathaus/buergernachrichten/neu_12/',
      '/rathaus/wegweiser/verfahren/',
      '/rathaus/wegweiser/verfahren/a/',
      '/servicebw/a/',
      '/rathaus/wegweiser/formulare/',
      '/rathaus/kontakt/danke/KF-2026-000001/',
      '/intranet/',
    ]) {
      expect(form(p), p).toBe(p.slice(0, -1));
    }
  });

  it('treats an editorial page addressed by slug and id as an item', () => {
    expect(form('/wirtschaft/windenergie/faq_2613/')).toBe('/wirtschaft/windenergie/faq_2613');
    expect(form('/musterstadt/bombach-verwaltung_590')).toBe('/musterstadt/bombach-verwaltung_590');
    expect(form('/wirtschaft/windenergie/fragen')).toBe('/wirtschaft/windenergie/fragen/');
  });
});
