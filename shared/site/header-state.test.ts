import { describe, expect, it } from 'vitest';
import { CLOSED, headerReducer, openItemsFor } from './header-state';
import { MAIN_MENU } from './menus';

const rathaus = MAIN_MENU[0]!.link;
const stadtinfo = MAIN_MENU[1]!.link;

describe('header state (spec §4)', () => {
  it('keeps one first-level item open at a time', () => {
    const a = headerReducer(CLOSED, { type: 'toggleFirst', link: rathaus });
    expect(a.openFirst).toBe(rathaus);
    const b = headerReducer(a, { type: 'toggleFirst', link: stadtinfo });
    expect(b.openFirst).toBe(stadtinfo);
    expect(headerReducer(b, { type: 'toggleFirst', link: stadtinfo }).openFirst).toBeNull();
  });

  it('keeps one second-level item open at a time and resets it with the first level', () => {
    let s = headerReducer(CLOSED, { type: 'toggleFirst', link: rathaus });
    s = headerReducer(s, { type: 'toggleSecond', link: '/a/' });
    s = headerReducer(s, { type: 'toggleSecond', link: '/b/' });
    expect(s.openSecond).toBe('/b/');
    s = headerReducer(s, { type: 'toggleFirst', link: stadtinfo });
    expect(s.openSecond).toBeNull();
  });

  it('closes search when a menu opens, and menus when search opens', () => {
    const searching = headerReducer(CLOSED, { type: 'toggleSearch' });
    expect(searching.searchOpen).toBe(true);
    const menu = headerReducer(searching, { type: 'toggleFirst', link: rathaus });
    expect(menu.searchOpen).toBe(false);
    const mobile = headerReducer(CLOSED, { type: 'openMobile', menu: MAIN_MENU, pathname: '/' });
    const search = headerReducer(mobile, { type: 'toggleSearch' });
    expect(search).toEqual({ ...CLOSED, searchOpen: true });
  });

  it('a click outside the header closes the search panel as well as the menus', () => {
    const searching = headerReducer(CLOSED, { type: 'openSearch' });
    expect(headerReducer(searching, { type: 'closeMenus' }).searchOpen).toBe(true);
    expect(headerReducer(searching, { type: 'closeAll' })).toEqual(CLOSED);
  });

  it('opens the mobile menu at the current path', () => {
    const s = headerReducer(CLOSED, { type: 'openMobile', menu: MAIN_MENU, pathname: '/rathaus/rathausnachrichten/haushalt_12' });
    expect(s.mobileOpen).toBe(true);
    expect(s.openFirst).toBe('/rathaus/');
    expect(s.openSecond).toBe('/rathaus/buergernachrichten/');
  });

  it('opens nothing below the first level when the path is not in the menu', () => {
    expect(openItemsFor(MAIN_MENU, '/gibt-es-nicht')).toEqual({ openFirst: null, openSecond: null });
  });

  it('closes everything on any route change', () => {
    let s = headerReducer(CLOSED, { type: 'openMobile', menu: MAIN_MENU, pathname: '/rathaus/' });
    s = headerReducer(s, { type: 'toggleSecond', link: '/x/' });
    expect(headerReducer(s, { type: 'routeChange' })).toEqual(CLOSED);
  });
});
