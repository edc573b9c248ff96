import { createContext, useContext } from 'react';
import type { SessionUser } from '../routing/types';
import type { PageState, SiteData } from './state';

export interface SiteContextValue {
  site: SiteData;
  user: SessionUser | null;
  page: PageState;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite außerhalb von <App> verwendet');
  return value;
}
