import type { SyntheticEvent } from 'react';
import type { MenuItem } from '../../site/menu-types';
import { currentLink, openGroupIndex } from './navigation';
import { SidebarLink } from './SidebarLink';

/** Every link of the groups and their items, to find the one that is the current page. */
export function menuLinks(items: MenuItem[]): string[] {
  return items.flatMap((i) => [i.link, ...menuLinks(i.sub ?? [])]);
}

/**
 * <details name> keeps one group open in current browsers; older ones (Safari < 17.2, Firefox < 130)
 * ignore the name and would keep several open, so opening a group closes the others here too.
 * https://developer.mozilla.org/docs/Web/HTML/Element/details#name
 */
function closeOthers(e: SyntheticEvent<HTMLDetailsElement>) {
  const opened = e.currentTarget;
  if (!opened.open) return;
  opened
    .closest('nav')
    ?.querySelectorAll<HTMLDetailsElement>('details[open]')
    .forEach((d) => {
      if (d !== opened) d.open = false;
    });
}

/**
 * Accordion sub-menu (spec §2.4, §4): the groups of the section; the group containing the current
 * page is open, one group at a time. Native <details>, so it works without JavaScript.
 */
export function SubMenu({ section, pathname, search = '' }: { section: MenuItem; pathname: string; search?: string }) {
  const groups = section.sub ?? [];
  const open = openGroupIndex(groups, pathname);
  const current = currentLink(menuLinks(groups), pathname, search);
  return (
    <nav className="st-submenu" aria-label={`Bereichsnavigation ${section.name}`}>
      <h2 className="st-submenu__title">{section.name}</h2>
      {/* Keyed by the path: after a client-side navigation the group of the new page opens, whatever was toggled before. */}
      <ul className="st-submenu__groups" key={pathname}>
        {groups.map((group, i) => (
          <li key={group.name}>
            {group.sub?.length ? (
              <details className="st-submenu__group" name="st-submenu" open={i === open} onToggle={closeOthers}>
                <summary className="st-submenu__summary">{group.name}</summary>
                <ul className="st-submenu__items">
                  {group.sub.map((item) => (
                    <li key={item.link}>
                      <SidebarLink className="st-submenu__link" href={item.link} extern={item.extern} current={item.link === current}>
                        {item.name}
                      </SidebarLink>
                    </li>
                  ))}
                </ul>
              </details>
            ) : (
              <SidebarLink className="st-submenu__link st-submenu__link--group" href={group.link} extern={group.extern} current={group.link === current}>
                {group.name}
              </SidebarLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
