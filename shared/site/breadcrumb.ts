import type { Crumb } from '../components/breadcrumb/Breadcrumb';
import type { MenuItem } from './menu-types';
import { normalizePath } from './menu-state';

/**
 * The trail for a path: home, then every ancestor path that a menu names, then the page itself.
 * Ancestors that no menu names are left out rather than shown with a made-up label.
 */
export function breadcrumbTrail(pathname: string, title: string, menus: MenuItem[], home: Crumb = { label: 'Startseite', href: '/' }): Crumb[] {
  const names = new Map<string, string>();
  const walk = (list: MenuItem[], depth: number) => {
    for (const i of list) {
      const p = normalizePath(i.link);
      // The shallowest name wins: 'Rathaus & Service' for /rathaus/, not a sub-item pointing there.
      if (!names.has(p) || depth === 0) names.set(p, i.name);
      if (i.sub) walk(i.sub, depth + 1);
    }
  };
  walk(menus, 0);
  const trail: Crumb[] = [home];
  const segments = normalizePath(pathname).split('/').filter(Boolean);
  for (let n = 1; n < segments.length; n++) {
    const p = `/${segments.slice(0, n).join('/')}/`;
    const label = names.get(p);
    if (label) trail.push({ label, href: p });
  }
  if (segments.length > 0) trail.push({ label: title, href: pathname });
  return trail;
}
