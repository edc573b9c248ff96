import type { MenuItem } from '../../site/menu-types';
import { layoutNamed, sectionOf, type LayoutName } from '../../site/sections';
import { MENUS } from '../../site/menus';
import { normalizePath, visibleItems } from '../../site/menu-state';

/**
 * The section navigation of the sidebar (spec §2.4, §4), pure functions. Kept apart from
 * shared/site/sidebar.ts (which re-exports all of it) so that the first-load JavaScript carries only
 * this part; see there.
 */

export interface SidebarFlags {
  /** Site configuration SIDEBAR_NAVIGATION: accordion sub-menu (true) or contextual info (false). */
  navigation: boolean;
}

/** The layout whose menu the navigation shows. */
export type SidebarMenuKey = LayoutName;

/** The section navigation under the page-specific box. */
export interface SidebarNavigation {
  /** 'accordion' with the navigation flag, 'contact' (contextual info with menu links) without it. */
  display: 'accordion' | 'contact';
  menu: SidebarMenuKey;
  /**
   * The menu entry the sidebar is built from: the first path segment ('/rathaus/') on the main site,
   * the first two segments ('/feuerwehr/gesamtwehr/') on the mini-sites.
   */
  section: string;
}

/**
 * Site configuration (spec §2.4): with the navigation flag, section pages show the accordion
 * sub-menu; without it, the contextual info box (address, phone, fax, emergency numbers, menu links).
 */
export const SIDEBAR_NAVIGATION = true;

export const SIDEBAR_FLAGS: SidebarFlags = { navigation: SIDEBAR_NAVIGATION };

/**
 * The section navigation of a path, or null outside the sections (home, service area, intranet,
 * unknown): the main menu's entry for the first path segment, or a mini-site's menu keyed by the
 * first two segments. Separate from sidebarFor because the error page needs only this part.
 */
export function navigationFor(pathname: string, flags: SidebarFlags = SIDEBAR_FLAGS): SidebarNavigation | null {
  const segs = (pathname.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  const display = flags.navigation ? 'accordion' : 'contact';
  const section = sectionOf(`/${segs[0] ?? ''}`);
  if (section?.navigation === 'mini-site') return { display, menu: section.layout, section: `/${segs.slice(0, 2).join('/')}/` };
  return section?.navigation === 'main' ? { display, menu: 'main', section: `/${segs[0]}/` } : null;
}

/**
 * The menu entry the section navigation shows, content-checked (spec §4): the main menu's entry for
 * the section, or a mini-site's whole menu under the mini-site's name (its top-level entries are the
 * accordion groups). Null when the menu has no entry for the section.
 */
export function sectionMenu(nav: SidebarNavigation, content: Readonly<Record<string, boolean>>): MenuItem | null {
  const layout = layoutNamed(nav.menu);
  const menu = MENUS[layout.name];
  if (layout.kind === 'main') return visibleItems(menu, content).find((m) => normalizePath(m.link) === nav.section) ?? null;
  return { name: layout.site.name, link: layout.home.href, sub: visibleItems(menu, content) };
}

/** Length of the longest link of the item or below it that contains the path; -1 if none does. */
function matchLength(item: MenuItem, path: string): number {
  const own = normalizePath(item.link);
  return Math.max(path.startsWith(own) ? own.length : -1, ...(item.sub ?? []).map((i) => matchLength(i, path)));
}

/**
 * The accordion group that contains the current page (spec §4), or -1: the group with the most
 * specific matching link wins, so only one group is ever open, also where a group's link is a prefix
 * of another group's pages (Gesamtwehr ⊃ Informatives on the fire-brigade site).
 */
export function openGroupIndex(groups: MenuItem[], pathname: string): number {
  const path = normalizePath(pathname);
  let best = -1;
  let bestLength = 0;
  groups.forEach((g, i) => {
    const n = matchLength(g, path);
    if (n > bestLength) [best, bestLength] = [i, n];
  });
  return best;
}

/**
 * Which of the links is the current page (for aria-current): same path, every query parameter the
 * link names has the same value, and the link naming the most of them wins (on
 * /gaeste/veranstaltungen/?rubrik_id=7 'Märkte', not 'Veranstaltungen'). Null if none matches.
 */
export function currentLink(links: string[], pathname: string, search = ''): string | null {
  const path = normalizePath(pathname);
  const query = new URLSearchParams(search);
  let best: string | null = null;
  let bestParams = -1;
  for (const link of links) {
    const [p = '', q = ''] = (link.split('#')[0] ?? '').split('?');
    if (normalizePath(p) !== path) continue;
    const params = [...new URLSearchParams(q)];
    if (params.length > bestParams && params.every(([k, v]) => query.get(k) === v)) [best, bestParams] = [link, params.length];
  }
  return best;
}
