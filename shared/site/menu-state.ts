import type { MenuItem } from './menu-types';
import { keptPerString } from '../util/kept';

/** Prefix of the content key of an internal link without a key of its own: the address check. */
export const ADDRESS_KEY = 'adresse:';

/**
 * The key of the address check of an internal link ('adresse:/rathaus/impressum/'), or null for a link
 * to another site. The server answers it (server/render/site-data.ts): whether a page with content is
 * at that address or below it, so an empty site links nowhere empty.
 */
export function addressKey(link: string): string | null {
  return link.startsWith('/') && !link.startsWith('//') ? `${ADDRESS_KEY}${normalizePath(link)}` : null;
}

/** Whether a link leads to content: `content` holds only the addresses found empty (to keep every page's data small). */
export function hasAddressContent(content: Readonly<Record<string, boolean>>, link: string): boolean {
  const key = addressKey(link);
  return key === null || content[key] !== false;
}

/**
 * Spec §4 content check: `hasContent` starts true and becomes false for entries whose category is
 * empty (`content[key] === false`); an entry without a category is checked by its address (an empty
 * site, ADR 31). Entries show only while hasContent is true. A parent with a linkAlternative whose own
 * link has no content switches to the alternative; one without (or with an empty alternative) to its
 * first entry that has content, and without such an entry it is hidden too.
 */
export function applyContentCheck(items: MenuItem[], content: Readonly<Record<string, boolean>>): MenuItem[] {
  const byLink = new Map<string, boolean>();
  const own = (item: MenuItem) => (item.contentKey === undefined ? hasAddressContent(content, item.link) : content[item.contentKey] !== false);
  const walk = (list: MenuItem[]): MenuItem[] =>
    list.map((item) => {
      const hasContent = own(item);
      byLink.set(item.link, hasContent && (byLink.get(item.link) ?? true));
      return { ...item, hasContent, sub: item.sub ? walk(item.sub) : undefined };
    });
  const settle = (list: MenuItem[]): MenuItem[] =>
    list.map((item) => {
      const sub = item.sub ? settle(item.sub) : undefined;
      if (byLink.get(item.link) !== false) return { ...item, sub };
      const alternative =
        item.linkAlternative && byLink.get(item.linkAlternative) !== false ? item.linkAlternative : sub?.find((s) => s.hasContent !== false)?.link;
      return alternative ? { ...item, link: alternative, hasContent: true, sub } : { ...item, hasContent: false, sub };
    });
  return settle(walk(items));
}

/**
 * The visible items per content check and menu. The server keeps one content check for every visitor
 * while nothing it read has changed (server/render/site-data.ts), and the browser has one per page:
 * the same two objects come back on every render, and each render asked for the same menus several
 * times (the header's kept key, the header, the sidebar). Keyed by identity, so a new content check
 * (a write) is a new entry and the old one goes with its object. The result is shared: read it only.
 */
const visibleByContent = new WeakMap<object, WeakMap<MenuItem[], readonly MenuItem[]>>();

/** The items a visitor sees: content-checked, without entries that have no content. */
export function visibleItems(items: MenuItem[], content: Readonly<Record<string, boolean>>): MenuItem[] {
  let byMenu = visibleByContent.get(content);
  if (!byMenu) visibleByContent.set(content, (byMenu = new WeakMap()));
  let visible = byMenu.get(items);
  if (!visible) {
    const prune = (list: MenuItem[]): MenuItem[] => list.filter((i) => i.hasContent !== false).map((i) => ({ ...i, sub: i.sub ? prune(i.sub) : undefined }));
    visible = prune(applyContentCheck(items, content));
    byMenu.set(items, visible);
  }
  return visible as MenuItem[];
}

/** All content keys the menus refer to (what the server must check). */
export function contentKeys(menus: MenuItem[][]): string[] {
  const keys = new Set<string>();
  const walk = (list: MenuItem[]) => {
    for (const i of list) {
      if (i.contentKey) keys.add(i.contentKey);
      if (i.sub) walk(i.sub);
    }
  };
  menus.forEach(walk);
  return [...keys];
}

/** Every address key the menus' entries without a category and the given links need (what the server must check). */
export function addressKeys(menus: MenuItem[][], links: readonly string[] = []): string[] {
  const keys = new Set<string>();
  const walk = (list: MenuItem[]) => {
    for (const i of list) {
      const key = i.contentKey === undefined ? addressKey(i.link) : null;
      if (key) keys.add(key);
      if (i.linkAlternative) {
        const alt = addressKey(i.linkAlternative);
        if (alt) keys.add(alt);
      }
      if (i.sub) walk(i.sub);
    }
  };
  menus.forEach(walk);
  for (const l of links) {
    const key = addressKey(l);
    if (key) keys.add(key);
  }
  return [...keys];
}

/** Strips query and hash and ensures a trailing slash, for comparing menu links with paths. */
export function normalizePath(link: string): string {
  const path = link.split(/[?#]/)[0] ?? '';
  return path.endsWith('/') ? path : `${path}/`;
}

/** Top-level entry whose section contains the path (spec §4 'set' state). */
export function isInSection(item: MenuItem, pathname: string): boolean {
  const p = normalizePath(pathname);
  const contains = (i: MenuItem): boolean => p.startsWith(normalizePath(i.link)) || (i.sub ?? []).some(contains);
  return normalizePath(item.link) === '/' ? p === '/' : contains(item);
}

/**
 * What of a path a menu shows (MainNav): which top-level entries contain it ('set', isInSection) and
 * the path itself when an entry links to it (aria-current="page"). Two paths with the same position
 * give the same menu markup, which is how the server keeps the header's HTML (shared/app/fragments.ts).
 */
export function menuPosition(items: MenuItem[], pathname: string): string {
  // Asked on every render of a page with a kept header (its key), for the same few paths: kept per
  // menu (the shared visible items, see visibleItems) and path.
  let positionIn = positionsByMenu.get(items);
  if (!positionIn) positionsByMenu.set(items, (positionIn = keptPerString((path) => positionOf(items, path), 2_000)));
  return positionIn(pathname);
}

const positionsByMenu = new WeakMap<MenuItem[], (pathname: string) => string>();

function positionOf(items: MenuItem[], pathname: string): string {
  const p = normalizePath(pathname);
  let linked = false;
  const walk = (list: MenuItem[]) => {
    for (const i of list) {
      if (normalizePath(i.link) === p) linked = true;
      if (i.sub) walk(i.sub);
    }
  };
  walk(items);
  return `${items.map((i) => (isInSection(i, pathname) ? '1' : '0')).join('')}:${linked ? p : ''}`;
}
