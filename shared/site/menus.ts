import { type FrameGroup, MENU_FRAME as FRAME } from './menu-frame';
import type { FooterLink, MenuGroup, MenuItem, Placed } from './menu-types';
import { partMenus } from './part-menus';
import type { LayoutName } from './sections';

export type { FooterLink };

/** A footer link's address on the page `pathname`. */
export function footerHref(link: FooterLink, pathname: string): string {
  return link.withPage ? `${link.href}?seite=${encodeURIComponent(pathname)}` : link.href;
}

/** The parts' own links (their `menu.ts`), in the registry's order (shared/site/part-menus.ts). */
const own = partMenus();

/** The placed links of all parts, ordered by `at` (ties keep the registry's and the part's order), without `at`. */
function inOrder<T extends Placed>(links: readonly T[]): Omit<T, 'at'>[] {
  return links
    .map((link, i) => ({ link, i }))
    .sort((a, b) => a.link.at - b.link.at || a.i - b.i)
    .map(({ link: { at: _at, ...rest } }) => rest);
}

/** The groups' entries, each group's in order. */
const placed = new Map<MenuGroup, Array<MenuItem & Placed>>();
for (const { group, ...entry } of own.flatMap((m) => m.entries ?? [])) placed.set(group, [...(placed.get(group) ?? []), entry]);
const entriesOf = new Map<MenuGroup, MenuItem[]>([...placed].map(([group, entries]) => [group, inOrder(entries)]));

/** A group of the frame with its parts' entries (key by key as the menus always were: name, link, alternative, entries). */
function filled(menu: LayoutName, group: FrameGroup): MenuItem {
  const key = `${menu}/${group.name}` as MenuGroup;
  const sub = entriesOf.get(key) ?? [];
  entriesOf.delete(key);
  const link = group.link ?? sub[0]?.link;
  if (link === undefined) throw new Error(`Menü: die Gruppe „${key}“ hat weder eine Adresse noch Einträge.`);
  const alternative = group.linkAlternative ? sub[1]?.link : undefined;
  return { name: group.name, link, ...(alternative ? { linkAlternative: alternative } : {}), sub };
}

/** The five main menus (spec §2.6): the frame's sections, their groups, the parts' entries. */
export const MAIN_MENU: MenuItem[] = FRAME.main.map(({ groups, ...item }) => ({ ...item, sub: groups.map((g) => filled('main', g)) }));
export const FEUERWEHR_MENU: MenuItem[] = FRAME.feuerwehr.map((g) => filled('feuerwehr', g));
export const GRUNDSCHULE_MENU: MenuItem[] = FRAME.grundschule.map((g) => filled('grundschule', g));
export const DREI_LINDEN_MENU: MenuItem[] = FRAME['drei-linden'].map((g) => filled('drei-linden', g));

// An entry for a group the frame does not have would be shown nowhere: stop at the start instead.
for (const group of entriesOf.keys()) throw new Error(`Menü: Einträge für die Gruppe „${group}“, die es im Menü nicht gibt.`);

/** Spec §2.7 footer navigation of the main site. */
export const MAIN_FOOTER_NAV: FooterLink[] = inOrder(own.flatMap((m) => m.footer ?? []));

export const MAIN_FOOTER_LEGAL: FooterLink[] = inOrder(own.flatMap((m) => m.legal ?? []));

/** The menu of each layout (header, sidebar, mini-site footer), by the layout's name in shared/site/sections.ts. */
export const MENUS = {
  main: MAIN_MENU,
  feuerwehr: FEUERWEHR_MENU,
  grundschule: GRUNDSCHULE_MENU,
  'drei-linden': DREI_LINDEN_MENU,
} as const satisfies Record<string, MenuItem[]>;

/**
 * Pages of this site that components link to outside the menus and footers (boxes, help texts, the
 * promo card): the server checks them like the menus' entries, and a component shows such a link only
 * while its page has content (hasAddressContent), so an empty site links nowhere empty.
 */
export const CONTENT_LINKS: readonly string[] = inOrder(own.flatMap((m) => m.contentLinks ?? [])).map((l) => l.href);
