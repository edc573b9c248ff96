import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Crumb } from './breadcrumb/Breadcrumb';
import { SectionBreadcrumb, SectionSidebar } from './section-islands';
import { useLayout } from '../layouts/layout-context';

/**
 * The frame of every content page (VISUAL.md): breadcrumb, H1, content column and sidebar; in a
 * site section, a mini-site and the signed-in areas alike.
 * `sidebar` is the page's own box for variants that need its data (year filter, procedure contact,
 * event filter or details, Fasnet links); without it the box sidebarFor picks for the path shows.
 */
export function PageFrame({
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
  const { name, home } = useLayout();
  return (
    <div className="st-container st-section">
      <SectionBreadcrumb pathname={pathname} title={title} layout={name} home={home} parents={parents} />
      <div className="st-section__grid">
        <div className="st-section__content">
          <h1 className="st-section__title">{title}</h1>
          {lead ? <div className="st-section__lead">{lead}</div> : null}
          {children}
        </div>
        <SectionSidebar pathname={pathname}>{sidebar}</SectionSidebar>
      </div>
    </div>
  );
}
