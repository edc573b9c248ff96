import type { ReactNode } from 'react';
import { LAYOUTS } from '../site/sections';
import { TOWN } from '../site/town';
import { useSite } from '../app/site-context';
import { LayoutContext } from './layout-context';
import { AccessKeys, Header, InstallBanner, MainFooter, ReadAloud, SkipLinks } from './islands';

const LAYOUT = LAYOUTS.main;

export function MainLayout({ children }: { children: ReactNode }) {
  const { site } = useSite();
  const weather = site.weather?.find((w) => w.station === TOWN.name) ?? site.weather?.[0];
  return (
    <LayoutContext.Provider value={LAYOUT}>
      <div className="st-page st-page--main">
        <SkipLinks />
        <AccessKeys />
        <InstallBanner />
        <Header
          homeHref={LAYOUT.home.href}
          logo={TOWN.logo}
          logoAlt={`${TOWN.logo.alt} – zur Startseite`}
          menu="main"
          menuLabel="Hauptnavigation"
          weather={weather}
          quickLinks={TOWN.quickLinks}
        />
        <main className="st-main" id="inhalt" tabIndex={-1}>
          <ReadAloud />
          {children}
        </main>
        <MainFooter />
      </div>
    </LayoutContext.Provider>
  );
}
