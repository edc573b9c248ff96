import { createContext, useContext } from 'react';
import type { MenuItem } from '../site/menu-types';
import type { Crumb } from '../components/breadcrumb/Breadcrumb';

/** What a layout tells the pages inside it: its menu (for sidebar and breadcrumb) and its home. */
export interface LayoutInfo {
  menu: MenuItem[];
  home: Crumb;
}

export const LayoutContext = createContext<LayoutInfo>({ menu: [], home: { label: 'Startseite', href: '/' } });

export function useLayout(): LayoutInfo {
  return useContext(LayoutContext);
}
