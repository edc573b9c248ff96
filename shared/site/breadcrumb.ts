import type { Crumb } from '../components/breadcrumb/Breadcrumb';
import type { MenuItem } from './menu-types';
import { normalizePath } from './menu-state';

/**
 * The trail for a path: home, then every ancestor path that a menu names, then the page itself.
 * Ancestors that no menu names are left out rather than shown with a made-up label, unless the page
 * names them itself (`parents`: a business's category, a sub-page's topic page).
 */
export function breadcrumbTrail(
  pathname: string,
  title: string,
  menus: MenuItem[],
  home: Crumb = { label: 'Startseite', href: '/' },
  parents: Crumb[] = [],
): Crumb[] {
  const names = new Map<string, { name: string; depth: number; link: string }>();
  const walk = (list: MenuItem[], depth: number) => {
    for (const i of list) {
      const p = normalizePath(i.link);
      const known = names.get(p);
      // A section keeps its top-level name ('Rathaus & Service' for /rathaus/). Below that, the
      // deepest entry names a path: a group that links to its first page ('Wirtschaft' →
      // /wirtschaft/gewerbeverzeichnis/) yields to that page's own entry ('Gewerbeverzeichnis').
      if (!known || (known.depth !== 0 && depth >= known.depth)) names.set(p, { name: i.name, depth, link: i.link });
      if (i.sub) walk(i.sub, depth + 1);
    }
  };
  walk(menus, 0);
  const own = new Map(parents.map((c) => [normalizePath(c.href), c]));
  const trail: Crumb[] = [home];
  const segments = normalizePath(pathname).split('/').filter(Boolean);
  for (let n = 1; n < segments.length; n++) {
    const p = `/${segments.slice(0, n).join('/')}/`;
    const named = names.get(p);
    // Linked as the menu writes it: the address's one form (ADR 32), with or without the slash.
    if (named) trail.push({ label: named.name, href: named.link });
    else if (own.has(p)) trail.push(own.get(p)!);
    own.delete(p);
  }
  // Parents outside the path's own folders (rare) go right before the page.
  for (const c of own.values()) if (normalizePath(c.href) !== normalizePath(pathname)) trail.push(c);
  if (segments.length > 0) trail.push({ label: title, href: pathname });
  return trail;
}
