import type { MenuItem } from './menu-types';
import { isInSection } from './menu-state';

/**
 * Header and menu state of spec §4: mobile menu open/closed (the overlay follows it), search panel
 * open/closed, one open first-level and one open second-level item.
 */
export interface HeaderState {
  mobileOpen: boolean;
  searchOpen: boolean;
  /** Link of the open first-level item (its dropdown is "active"). */
  openFirst: string | null;
  /** Link of the open second-level item (its third level shows; mobile only collapses it). */
  openSecond: string | null;
}

export type HeaderAction =
  | { type: 'toggleFirst'; link: string }
  | { type: 'toggleSecond'; link: string }
  | { type: 'openMobile'; menu: MenuItem[]; pathname: string }
  | { type: 'closeMobile' }
  | { type: 'toggleSearch' }
  | { type: 'openSearch' }
  | { type: 'closeMenus' }
  | { type: 'closeAll' }
  | { type: 'routeChange' };

export const CLOSED: HeaderState = { mobileOpen: false, searchOpen: false, openFirst: null, openSecond: null };

/** The first- and second-level items that contain the path (the mobile menu opens there). */
export function openItemsFor(menu: MenuItem[], pathname: string): Pick<HeaderState, 'openFirst' | 'openSecond'> {
  const first = menu.find((m) => isInSection(m, pathname));
  const second = first?.sub?.find((s) => (s.sub?.length ?? 0) > 0 && isInSection(s, pathname));
  return { openFirst: first?.link ?? null, openSecond: second?.link ?? null };
}

export function headerReducer(state: HeaderState, action: HeaderAction): HeaderState {
  switch (action.type) {
    case 'toggleFirst': {
      const opening = state.openFirst !== action.link;
      // Opening a menu closes search; one first-level item at a time; its second level starts closed.
      return { ...state, searchOpen: opening ? false : state.searchOpen, openFirst: opening ? action.link : null, openSecond: null };
    }
    case 'toggleSecond':
      return { ...state, searchOpen: false, openSecond: state.openSecond === action.link ? null : action.link };
    case 'openMobile':
      return { mobileOpen: true, searchOpen: false, ...openItemsFor(action.menu, action.pathname) };
    case 'closeMobile':
      return { ...state, mobileOpen: false, openFirst: null, openSecond: null };
    case 'toggleSearch':
      return state.searchOpen ? { ...state, searchOpen: false } : { ...CLOSED, searchOpen: true };
    case 'openSearch':
      // Opening search closes the menus.
      return { ...CLOSED, searchOpen: true };
    case 'closeMenus':
      return { ...state, mobileOpen: false, openFirst: null, openSecond: null };
    case 'closeAll':
    case 'routeChange':
      return CLOSED;
  }
}
