import { useContext, useMemo, type ReactNode } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';
import { pageEntryOf } from './page-entry';
import type { PageEntry } from '../routing/types';
import { layoutNamed } from '../site/sections';
import { MainLayout } from '../layouts/MainLayout';
import { MiniSiteLayout } from '../layouts/MiniSiteLayout';
import { ConnectionStatus } from '../layouts/islands';
import { SiteContext } from './site-context';
import type { InitialData } from './state';

/**
 * The whole page for one PageState: the same tree on the server and at hydration. The page is looked
 * up by the state's route id in the site's route table, as the browser does. `entry` is given only
 * for a page the site's table does not contain (routes added at start-up, as the tests do): such a
 * page exists on the server alone.
 */
export function App({ initial, entry, pageKey }: { initial: InitialData; entry?: PageEntry; pageKey?: number }) {
  const { page } = initial;
  const layout = layoutNamed(page.layout);
  const Page = (entry ?? pageEntryOf(page)).Component;
  // A new key (a form's answer shown in place) starts the page afresh, as a page load would.
  const content = <Page key={pageKey} data={page.data} />;
  const framed = layout.kind === 'main' ? <MainLayout>{content}</MainLayout> : <MiniSiteLayout layout={layout}>{content}</MiniSiteLayout>;
  return (
    <SiteContext.Provider value={initial}>
      {page.shownAs ? <ShownAs pathname={page.shownAs}>{framed}</ShownAs> : framed}
      <ConnectionStatus />
    </SiteContext.Provider>
  );
}

/**
 * The desk's preview: everything inside reads the public address as the current location (menus,
 * breadcrumb, sidebar), so the page looks exactly as it will under that address.
 */
function ShownAs({ pathname, children }: { pathname: string; children: ReactNode }) {
  const outer = useContext(UNSAFE_LocationContext);
  const value = useMemo(() => ({ ...outer, location: { ...outer.location, pathname, search: '', hash: '' } }), [outer, pathname]);
  return <UNSAFE_LocationContext.Provider value={value}>{children}</UNSAFE_LocationContext.Provider>;
}
