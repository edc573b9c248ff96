import { describe, expect, it } from 'vitest';
import { LAYOUTS, SECTIONS, layoutFor, sectionOf } from './sections';
import { hasReadAloud } from './read-aloud';
import { matchRoute } from '../routes';

describe('registry of sections and layouts', () => {
  it('names each first path segment once', () => {
    expect(new Set(SECTIONS.map((s) => s.segment)).size).toBe(SECTIONS.length);
  });

  it('gives every mini-site layout exactly one section, with the mini-site navigation', () => {
    for (const layout of Object.values(LAYOUTS)) {
      if (layout.kind !== 'mini-site') continue;
      const sections = SECTIONS.filter((s) => s.layout === layout.name);
      expect(
        sections.map((s) => s.navigation),
        layout.name,
      ).toEqual(['mini-site']);
      expect(layout.home.href).toBe(`/${sections[0]!.segment}/`);
    }
  });

  it('routes the homes and editorial pages it declares', () => {
    for (const s of SECTIONS) {
      if (s.home) expect(matchRoute(`/${s.segment}/`)?.route.id, s.segment).toBe(`bereich-${s.segment}`);
      if (s.content) expect(matchRoute(`/${s.segment}/ueber/eine/seite/`)?.route.id, s.segment).toBe(`seite-${s.segment}`);
    }
  });

  it('derives layout, caching and read-aloud from the first segment only', () => {
    expect(layoutFor('/drei-linden-gs/informatives/kontakt/').name).toBe('drei-linden');
    expect(layoutFor('/feuerwehrhaus/').name).toBe('main');
    expect(sectionOf('/intranet/archiv/4')?.personal).toBe(true);
    expect(sectionOf('/rathaus/')?.personal).toBeFalsy();
    expect(hasReadAloud('/intranet/passwort')).toBe(false);
    expect(hasReadAloud('/rathaus/impressum/')).toBe(true);
    expect(hasReadAloud('/')).toBe(true);
  });
});
