import type { MenuItem } from './menu-types';

/**
 * Spec §4 content check: `hasContent` starts true and becomes false for entries whose category is
 * empty (`content[key] === false`). Entries show only while hasContent is true. A parent with a
 * linkAlternative whose own link has no content switches to the alternative.
 */
export function applyContentCheck(items: MenuItem[], content: Readonly<Record<string, boolean>>): MenuItem[] {
  const byLink = new Map<string, boolean>();
  const walk = (list: MenuItem[]): MenuItem[] =>
    list.map((item) => {
      const hasContent = item.contentKey === undefined ? true : content[item.contentKey] !== false;
      byLink.set(item.link, hasContent && (byLink.get(item.link) ?? true));
      return { ...item, hasContent, sub: item.sub ? walk(item.sub) : undefined };
    });
  const checked = walk(items);
  const switchLinks = (list: MenuItem[]): MenuItem[] =>
    list.map((item) => {
      const ownLinkEmpty = byLink.get(item.link) === false;
      const link = item.linkAlternative && ownLinkEmpty ? item.linkAlternative : item.link;
      return { ...item, link, sub: item.sub ? switchLinks(item.sub) : undefined };
    });
  return switchLinks(checked);
}

/** The items a visitor sees: content-checked, without entries that have no content. */
export function visibleItems(items: MenuItem[], content: Readonly<Record<string, boolean>>): MenuItem[] {
  const prune = (list: MenuItem[]): MenuItem[] =>
    list.filter((i) => i.hasContent !== false).map((i) => ({ ...i, sub: i.sub ? prune(i.sub) : undefined }));
  return prune(applyContentCheck(items, content));
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
