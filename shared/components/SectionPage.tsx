import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Breadcrumb, type Crumb } from './breadcrumb/Breadcrumb';
import { Sidebar } from './sidebar/Sidebar';
import { SidebarBox } from './sidebar/SidebarBox';
import { sidebarFor } from '../site/sidebar';
import { breadcrumbTrail } from '../site/breadcrumb';
import { useLayout } from '../layouts/layout-context';

/**
 * The frame of every section page (VISUAL.md): breadcrumb, H1, content column and sidebar.
 * `sidebar` is the page's own box for variants that need its data (year filter, procedure contact,
 * event filter or details, Fasnet links); without it the box sidebarFor picks for the path shows.
 */
export function SectionPage({
  title,
  lead,
  sidebar,
  parents,
  children,
}: {
  title: string;
  lead?: ReactNode;
  sidebar?: ReactNode;
  /** Ancestors the menu does not name (a business's category, a sub-page's topic), for the breadcrumb. */
  parents?: Crumb[];
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const { menu, home } = useLayout();
  return (
    <div className="st-container st-section">
      <Breadcrumb trail={breadcrumbTrail(pathname, title, menu, home, parents)} />
      <div className="st-section__grid">
        <div className="st-section__content">
          <h1 className="st-section__title">{title}</h1>
          {lead ? <div className="st-section__lead">{lead}</div> : null}
          {children}
        </div>
        <Sidebar pathname={pathname}>
          {sidebar ?? <SidebarBox descriptor={sidebarFor(pathname)} />}
        </Sidebar>
      </div>
    </div>
  );
}
