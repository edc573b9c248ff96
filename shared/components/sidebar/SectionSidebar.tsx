import type { ReactNode } from 'react';
import { Sidebar } from './Sidebar';
import { SidebarBox } from './SidebarBox';
import { sidebarFor } from '../../site/sidebar';

/**
 * The sidebar of a section page: the page's own box, or the one sidebarFor picks for the path
 * (`box` false: none, as on the error page).
 */
export function SectionSidebar({ pathname, children, box = true }: { pathname: string; children?: ReactNode; box?: boolean }) {
  return <Sidebar pathname={pathname}>{children ?? (box ? <SidebarBox descriptor={sidebarFor(pathname)} /> : null)}</Sidebar>;
}
