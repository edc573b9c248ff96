import { describe, expect, it } from 'vitest';
import { currentLink, navigationFor, openGroupIndex, sidebarFor, SIDEBAR_NAVIGATION, type SidebarDescriptor } from '../../site/sidebar';
import { districtPageById, DISTRICTS } from '../../site/districts';
import { FEUERWEHR_MENU, MAIN_MENU } from '../../site/menus';

/** The descriptor without its navigation, for compact tables. */
function box(d: SidebarDescriptor): Omit<SidebarDescriptor, 'nav'> {
  if (d.kind === 'default') return d;
  const { nav: _nav, ...rest } = d;
  return rest;
}

describe('sidebarFor: the variant of spec §2.4 for a path', () => {
  it.each([
    ['/rathaus/', { kind: 'navigation' }],
    ['/rathaus/kontakt/', { kind: 'navigation' }],
    ['/rathaus/amtsblatt/', { kind: 'amtsblatt' }],
    ['/rathaus/amtsblatt/ausgabe-12-2025_77', { kind: 'amtsblatt' }],
    ['/rathaus/buergernachrichten/', { kind: 'news-years' }],
    ['/rathaus/buergernachrichten/?datum=2024', { kind: 'news-years' }],
    ['/rathaus/buergernachrichten/neues-freibad_1046', { kind: 'navigation' }],
    ['/rathaus/wegweiser/verfahren/', { kind: 'navigation' }],
    ['/rathaus/wegweiser/verfahren/a/', { kind: 'navigation' }],
    ['/rathaus/wegweiser/verfahren/a/anwohnerparkausweis_123', { kind: 'procedure' }],
    ['/rathaus/wegweiser/verfahren/a/ohne-id', { kind: 'navigation' }],
    ['/musterstadt/buergermeister/', { kind: 'mayor' }],
    ['/musterstadt/buergermeister-grusswort/', { kind: 'mayor' }],
    ['/musterstadt/buergermeister-news/sommerfest_12', { kind: 'mayor' }],
    ['/musterstadt/bombach-verwaltung_590', { kind: 'district', district: 'bombach', page: 'verwaltung' }],
    ['/musterstadt/bombach-geschichte_2580', { kind: 'district', district: 'bombach', page: 'geschichte' }],
    ['/musterstadt/hecklingen-verwaltung_591', { kind: 'district', district: 'hecklingen', page: 'verwaltung' }],
    ['/musterstadt/hecklingen-geschichte_2581/', { kind: 'district', district: 'hecklingen', page: 'geschichte' }],
    ['/musterstadt/nordweil-verwaltung_592', { kind: 'district', district: 'nordweil', page: 'verwaltung' }],
    ['/musterstadt/nordweil-geschichte_2582', { kind: 'district', district: 'nordweil', page: 'geschichte' }],
    // Only the id counts, the text part of a slug may change.
    ['/musterstadt/alter-titel_2582', { kind: 'district', district: 'nordweil', page: 'geschichte' }],
    ['/musterstadt/bombach/', { kind: 'district', district: 'bombach', page: null }],
    ['/musterstadt/bombach/bombach-geschichte_2580', { kind: 'district', district: 'bombach', page: 'geschichte' }],
    // An id of a district page below another folder is some other record.
    ['/musterstadt/ratstermine/sitzung_590', { kind: 'navigation' }],
    ['/musterstadt/stadtportrait/', { kind: 'navigation' }],
    ['/gaeste/veranstaltungen/', { kind: 'event-filter', variant: 'gaeste' }],
    ['/gaeste/veranstaltungen/?rubrik_id=7', { kind: 'event-filter', variant: 'gaeste' }],
    ['/gaeste/veranstaltungen/weinfest_88', { kind: 'event-detail' }],
    ['/gaeste/fasnet/', { kind: 'gaeste-info', topic: 'fasnet' }],
    ['/gaeste/fasnetvereine/', { kind: 'gaeste-info', topic: 'fasnetvereine' }],
    ['/gaeste/maerkte/', { kind: 'gaeste-info', topic: 'maerkte' }],
    ['/gaeste/unterkuenfte/', { kind: 'navigation' }],
    ['/stadtleben/veranstaltungen/', { kind: 'event-filter', variant: 'stadtleben' }],
    ['/stadtleben/veranstaltungen/lesung_9', { kind: 'event-detail' }],
    ['/stadtleben/jugendnachrichten/', { kind: 'navigation' }],
    ['/wirtschaft/baustellen/', { kind: 'navigation' }],
    ['/feuerwehr/gesamtwehr/bombach/', { kind: 'navigation' }],
    ['/', { kind: 'default' }],
    ['/servicebw/a', { kind: 'default' }],
    ['/intranet/', { kind: 'default' }],
    ['/gibt-es-nicht', { kind: 'default' }],
  ])('%s → %o', (path, expected) => {
    expect(box(sidebarFor(path))).toEqual(expected);
  });

  it.each([
    ['/rathaus/buergernachrichten/', 'main', '/rathaus/'],
    ['/musterstadt/bombach-verwaltung_590', 'main', '/musterstadt/'],
    ['/gaeste/fasnet/', 'main', '/gaeste/'],
    // Mini-sites: their own menu, keyed by the first two segments.
    ['/feuerwehr/', 'feuerwehr', '/feuerwehr/'],
    ['/feuerwehr/gesamtwehr/informatives/kontakt/', 'feuerwehr', '/feuerwehr/gesamtwehr/'],
    ['/grundschule/musik/', 'grundschule', '/grundschule/musik/'],
    ['/drei-linden-gs/informatives/neuigkeiten/', 'drei-linden', '/drei-linden-gs/informatives/'],
  ])('%s builds its navigation from the %s menu at %s', (path, menu, section) => {
    expect(navigationFor(path)).toEqual({ display: 'accordion', menu, section });
    const d = sidebarFor(path);
    expect(d.kind !== 'default' && d.nav).toEqual({ display: 'accordion', menu, section });
  });

  it('shows the accordion by default (site configuration SIDEBAR_NAVIGATION)', () => {
    expect(SIDEBAR_NAVIGATION).toBe(true);
  });

  it('shows the contextual info instead of the accordion without the navigation flag', () => {
    const d = sidebarFor('/rathaus/amtsblatt/', { navigation: false });
    expect(d).toEqual({ kind: 'amtsblatt', nav: { display: 'contact', menu: 'main', section: '/rathaus/' } });
    expect(sidebarFor('/feuerwehr/gesamtwehr/', { navigation: false })).toEqual({
      kind: 'navigation',
      nav: { display: 'contact', menu: 'feuerwehr', section: '/feuerwehr/gesamtwehr/' },
    });
    // The default does not depend on the flag.
    expect(sidebarFor('/', { navigation: false })).toEqual({ kind: 'default' });
  });
});

describe('district data', () => {
  it('finds district and page by page id', () => {
    expect(districtPageById(590)).toEqual({ district: 'bombach', page: 'verwaltung' });
    expect(districtPageById(2581)).toEqual({ district: 'hecklingen', page: 'geschichte' });
    expect(districtPageById(593)).toBeNull();
    expect(districtPageById(0)).toBeNull();
  });

  it('addresses the pages by slug and id', () => {
    expect(DISTRICTS.bombach!.paths).toEqual({ verwaltung: '/musterstadt/bombach-verwaltung_590', geschichte: '/musterstadt/bombach-geschichte_2580' });
    expect(DISTRICTS.nordweil!.ortsverwaltung).toEqual({
      name: 'Ortsverwaltung Nordweil',
      street: 'Hochfirststraße 5',
      zip: '79999',
      city: 'Musterstadt-Nordweil',
    });
  });
});

describe('openGroupIndex: the accordion group that opens (spec §4)', () => {
  const rathaus = MAIN_MENU[0]!.sub!;
  it.each([
    ['/rathaus/buergernachrichten/', 'Aktuelles'],
    ['/rathaus/buergernachrichten/neues-freibad_1046', 'Aktuelles'],
    ['/rathaus/kontakt/', 'Verwaltung'],
    ['/rathaus/wegweiser/verfahren/a/anwohnerparkausweis_123', 'Bürgerservice'],
    ['/rathaus/leichte-sprache/', 'Barrierefreiheit'],
  ])('%s opens %s', (path, group) => {
    expect(rathaus[openGroupIndex(rathaus, path)]?.name).toBe(group);
  });

  it('opens no group on the section page itself', () => {
    expect(openGroupIndex(rathaus, '/rathaus/')).toBe(-1);
  });

  it('opens only the most specific group where one group contains the other', () => {
    // Gesamtwehr (/feuerwehr/gesamtwehr/) is a prefix of every Informatives page.
    expect(FEUERWEHR_MENU[openGroupIndex(FEUERWEHR_MENU, '/feuerwehr/gesamtwehr/informatives/kontakt/')]?.name).toBe('Informatives');
    expect(FEUERWEHR_MENU[openGroupIndex(FEUERWEHR_MENU, '/feuerwehr/gesamtwehr/informatives/fwimpressum/')]?.name).toBe('Informatives');
    expect(FEUERWEHR_MENU[openGroupIndex(FEUERWEHR_MENU, '/feuerwehr/gesamtwehr/bombach/')]?.name).toBe('Gesamtwehr');
  });
});

describe('currentLink: the link that is the current page', () => {
  const links = ['/gaeste/veranstaltungen/', '/gaeste/veranstaltungen/?rubrik_id=7', '/gaeste/fasnet/', 'https://www.example.org/gaeste/fasnet/'];
  it('matches by path, with or without the trailing slash', () => {
    expect(currentLink(links, '/gaeste/fasnet')).toBe('/gaeste/fasnet/');
  });
  it('prefers the link whose query matches, and ignores other query parameters', () => {
    expect(currentLink(links, '/gaeste/veranstaltungen/', '?rubrik_id=7&seite=2')).toBe('/gaeste/veranstaltungen/?rubrik_id=7');
    expect(currentLink(links, '/gaeste/veranstaltungen/', '?rubrik_id=6')).toBe('/gaeste/veranstaltungen/');
    expect(currentLink(links, '/gaeste/veranstaltungen/', '?seite=2')).toBe('/gaeste/veranstaltungen/');
  });
  it('finds nothing for pages outside the links', () => {
    expect(currentLink(links, '/gaeste/unterkuenfte/')).toBeNull();
  });
});
