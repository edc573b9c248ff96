import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { MenuItem } from '../../site/menu-types';
import type { SidebarFlags } from '../../site/sidebar';
import { navigationFor, sectionMenu, SIDEBAR_FLAGS } from './navigation';
import { useSite } from '../../app/site-context';
import { SubMenu } from './SubMenu';
import { ContactInfoBox } from './ContactInfoBox';
import { LegalLinksBox } from './LegalLinksBox';

export interface SidebarProps {
  pathname: string;
  /** Site configuration; SIDEBAR_NAVIGATION unless given (tests). */
  flags?: SidebarFlags;
  /**
   * The layout's menu. Not needed any more: the menu follows from the path (sidebarFor); kept so
   * callers such as the error page need no change.
   */
  menu?: MenuItem[];
  /** The page-specific box (year filter, procedure contact, district box, …), shown first. */
  children?: ReactNode;
}

/**
 * The sidebar (spec §2.4): the page-specific box, then the section navigation: the accordion
 * sub-menu with the navigation flag, the contextual info box without it; outside the sections,
 * the default of legal links and the town-hall address (navigationFor, the part of sidebarFor that
 * does not depend on the page).
 *
 * This is part of the first-load JavaScript (the error page needs it), so it holds only what every
 * section shares; the page-specific boxes come with the pages' chunks.
 */
export function Sidebar({ pathname, flags = SIDEBAR_FLAGS, children }: SidebarProps) {
  const { site } = useSite();
  const { search } = useLocation();
  const nav = navigationFor(pathname, flags);
  const section = nav && sectionMenu(nav, site.content);
  return (
    <aside className="st-sidebar" aria-label="Seitenleiste">
      {children}
      {!nav || !section ? (
        <>
          <LegalLinksBox />
          <ContactInfoBox />
        </>
      ) : nav.display === 'accordion' ? (
        <SubMenu section={section} pathname={pathname} search={search} />
      ) : (
        <ContactInfoBox section={section} pathname={pathname} search={search} />
      )}
    </aside>
  );
}

// The boxes used to live in this file; other modules may still import them from here.
export { SubMenu, ContactInfoBox, LegalLinksBox };
