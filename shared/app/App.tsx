import { pageEntryFor } from '../routes';
import { layoutFor } from '../site/sections';
import { MainLayout } from '../layouts/MainLayout';
import { MiniSiteLayout } from '../layouts/MiniSiteLayout';
import { SiteContext } from './site-context';
import type { InitialData } from './state';

/** The whole page for one PageState: the same tree on the server and at hydration. */
export function App({ initial }: { initial: InitialData }) {
  const { page } = initial;
  const layout = layoutFor(page.pathname);
  const Page = pageEntryFor(page).Component;
  const content = <Page data={page.data} />;
  return (
    <SiteContext.Provider value={initial}>
      {layout.kind === 'main' ? <MainLayout>{content}</MainLayout> : <MiniSiteLayout layout={layout}>{content}</MiniSiteLayout>}
    </SiteContext.Provider>
  );
}
