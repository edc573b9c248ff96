import { describe, expect, it } from 'vitest';
import { parseHours } from './components/OpeningHoursList';
import { amtTree } from './aemter.server';
import { letterQuery, letterSegment, paginate } from './params.server';
import { pageParam } from '../../contract/paging';
import { linksFor, servicebwUrl } from './links';
import { NotFoundError, RedirectResponse } from '../../routing/errors';
import type { AmtListItem } from './contract';

describe('parseHours: opening-hour lines of the CMS', () => {
  it.each([
    ['Mo 9–12 und 14–16 Uhr', { tage: 'Montag', zeit: '9–12 und 14–16 Uhr' }],
    ['Di 7:30–12 und 14–16 Uhr', { tage: 'Dienstag', zeit: '7:30–12 und 14–16 Uhr' }],
    ['Mo–Fr 8–12 Uhr', { tage: 'Montag bis Freitag', zeit: '8–12 Uhr' }],
    ['1. und 3. Samstag im Monat 9–12 Uhr', { tage: '1. und 3. Samstag im Monat', zeit: '9–12 Uhr' }],
    ['Termine außerhalb der Öffnungszeiten nach Vereinbarung', { tage: null, zeit: 'Termine außerhalb der Öffnungszeiten nach Vereinbarung' }],
  ])('%s', (line, expected) => {
    expect(parseHours(line)).toEqual(expected);
  });
});

describe('amtTree: offices with their Sachgebiete', () => {
  const amt = (id: number, titel: string, uebergeordnet: number | null): AmtListItem => ({
    id,
    titel,
    uebergeordnet,
    url: `/a_${id}`,
    beschreibung: '',
    telefon: '',
    email: '',
  });
  it('puts offices under their parent, sorted the German way, deeper levels nested', () => {
    const tree = amtTree([
      amt(1, 'Ordnungsamt', null),
      amt(2, 'Bürgerbüro', 1),
      amt(3, 'Bauamt', null),
      amt(4, 'Tiefbau', 3),
      amt(5, 'Bauhof', 4),
      amt(6, 'Äußeres', null),
    ]);
    expect(tree.map((n) => n.amt.titel)).toEqual(['Äußeres', 'Bauamt', 'Ordnungsamt']);
    expect(tree[1]!.unter[0]!.amt.titel).toBe('Tiefbau');
    expect(tree[1]!.unter[0]!.unter[0]!.amt.titel).toBe('Bauhof');
  });
  it('shows an office whose parent is missing at the top, and survives a cycle', () => {
    expect(amtTree([amt(1, 'Waise', 99)]).map((n) => n.amt.titel)).toEqual(['Waise']);
    expect(amtTree([amt(1, 'A', 2), amt(2, 'B', 1)])).toEqual([]);
  });
});

describe('parameters', () => {
  const q = (s: string) => new URLSearchParams(s);
  it('reads the page number, anything odd is page 1', () => {
    expect(pageParam(q('seite=3'))).toBe(3);
    for (const s of ['', 'seite=0', 'seite=-1', 'seite=abc', 'seite=1e3', 'seite=9999999']) expect(pageParam(q(s))).toBe(1);
  });
  it('answers 404 for a page past the end', () => {
    expect(paginate([1, 2, 3], 2, 2).items).toEqual([3]);
    expect(paginate([], 1, 2)).toEqual({ items: [], seite: 1, seiten: 1, gesamt: 0 });
    expect(() => paginate([1], 2, 2)).toThrow(NotFoundError);
  });
  it('reads the letter query, umlauts under their base letter', () => {
    expect(letterQuery(q(''))).toBeNull();
    expect(letterQuery(q('buchstabe=B'))).toBe('b');
    expect(letterQuery(q('buchstabe=%C3%96'))).toBe('o');
    expect(() => letterQuery(q('buchstabe=ab'))).toThrow(NotFoundError);
    expect(() => letterQuery(q('buchstabe=1'))).toThrow(NotFoundError);
  });
  it('redirects a letter segment in capitals and answers 404 for what is no letter', () => {
    const href = (b: string) => `/x/${b}`;
    expect(letterSegment('k', href)).toBe('k');
    expect(() => letterSegment('K', href)).toThrow(RedirectResponse);
    const thrown = (() => {
      try {
        return letterSegment('Ä', href);
      } catch (e) {
        return e;
      }
    })();
    expect(thrown).toMatchObject({ location: '/x/a', status: 301 });
    expect(() => letterSegment('kk', href)).toThrow(NotFoundError);
    expect(() => letterSegment(undefined, href)).toThrow(NotFoundError);
  });
});

describe('links of the two areas', () => {
  it('keeps visitors of the service area inside it', () => {
    const ref = { id: 1002, titel: 'Anmeldung des Wohnsitzes', url: '/rathaus/wegweiser/verfahren/a/anmeldung-des-wohnsitzes_1002' };
    expect(linksFor('rathaus').verfahren(ref)).toBe(ref.url);
    expect(linksFor('servicebw').verfahren(ref)).toBe('/servicebw/a/anmeldung-des-wohnsitzes_1002');
    expect(linksFor('servicebw').amt({ id: 49, titel: 'Bürgerbüro', url: '/rathaus/fachaemter/buergerbuero_49' })).toBe('/servicebw/fachbereiche/49');
    expect(servicebwUrl('/rathaus/mitarbeiter/luca-bianchi_113', 'mitarbeiter')).toBe('/servicebw/mitarbeiter/113');
    expect(servicebwUrl('https://example.org/kontakt', 'amt')).toBe('https://example.org/kontakt');
  });
});
