import { createContext, useContext } from 'react';
import type { Crumb } from '../components/breadcrumb/Breadcrumb';
import type { LayoutName } from '../site/sections';

/**
 * What a layout tells the pages inside it: its name (its menu is MENUS[name], shared/site/menus.ts,
 * read by the breadcrumb and the sidebar) and its home.
 */
export interface LayoutInfo {
  name: LayoutName;
  home: Crumb;
}

export const LayoutContext = createContext<LayoutInfo>({ name: 'main', home: { label: 'Startseite', href: '/' } });

export function useLayout(): LayoutInfo {
  return useContext(LayoutContext);
}
