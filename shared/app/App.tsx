import type { ReactNode } from 'react';
import { findRoute, pageEntryFor } from '../routes';
import { layoutForPath } from '../routing/layout-for-path';
import type { LayoutName } from '../routing/types';
import { MainLayout } from '../layouts/MainLayout';
import { FeuerwehrLayout } from '../layouts/FeuerwehrLayout';
import { GrundschuleLayout } from '../layouts/GrundschuleLayout';
import { DreiLindenLayout } from '../layouts/DreiLindenLayout';
import { ConnectionStatus } from '../components/a11y/ConnectionStatus';
import { SiteContext } from './site-context';
import type { InitialData } from './state';

function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  switch (name) {
    case 'main':
      return <MainLayout>{children}</MainLayout>;
    case 'feuerwehr':
      return <FeuerwehrLayout>{children}</FeuerwehrLayout>;
    case 'grundschule':
      return <GrundschuleLayout>{children}</GrundschuleLayout>;
    case 'drei-linden':
      return <DreiLindenLayout>{children}</DreiLindenLayout>;
  }
}

/** The whole page for one PageState: the same tree on the server and at hydration. */
export function App({ initial }: { initial: InitialData }) {
  const { page } = initial;
  const route = page.routeId ? findRoute(page.routeId) : undefined;
  const Page = pageEntryFor(page).Component;
  return (
    <SiteContext.Provider value={initial}>
      <Layout name={route?.layout ?? layoutForPath(page.pathname)}>
        <Page data={page.data} />
      </Layout>
      <ConnectionStatus />
    </SiteContext.Provider>
  );
}
