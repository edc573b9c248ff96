import { describe, expect, it } from 'vitest';
import { matchRoute, routes } from './routes';
import { layoutFor } from './site/sections';

const layoutForPath = (pathname: string) => layoutFor(pathname).name;

describe('route table', () => {
  it('has unique ids', () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
  });

  it('matches static paths before parameters', () => {
    expect(matchRoute('/rathaus/buergernachrichten/')?.route.id).toBe('buergernachrichten-liste');
    expect(matchRoute('/rathaus/buergernachrichten/neues-freibad_1234')?.route.id).toBe('buergernachrichten-detail');
    expect(matchRoute('/rathaus/buergernachrichten/neues-freibad_1234')?.params.slug).toBe('neues-freibad_1234');
  });

  it('accepts paths with and without trailing slash', () => {
    expect(matchRoute('/rathaus')?.route.id).toBe(matchRoute('/rathaus/')?.route.id);
  });

  it('answers null for unknown paths', () => {
    expect(matchRoute('/gibt-es-nicht')).toBeNull();
  });

  it('chooses the layout by the first path segment (spec §2.1)', () => {
    expect(layoutForPath('/feuerwehr/gesamtwehr/')).toBe('feuerwehr');
    expect(layoutForPath('/grundschule/')).toBe('grundschule');
    expect(layoutForPath('/drei-linden-gs/informatives/kontakt/')).toBe('drei-linden');
    expect(layoutForPath('/rathaus/')).toBe('main');
    expect(layoutForPath('/')).toBe('main');
  });
});
