import type { ReactNode } from 'react';
import { SkipLinks } from '../components/skip-links/SkipLinks';
import { AccessKeys } from '../components/a11y/AccessKeys';
import { ReadAloud } from '../components/a11y/ReadAloud';
import { InstallBanner } from '../components/a11y/InstallBanner';
import { SiteHeader } from '../components/header/SiteHeader';
import { SiteFooter } from '../components/footer/SiteFooter';
import { MAIN_FOOTER_LEGAL, MAIN_FOOTER_NAV } from '../site/menus';
import { LAYOUTS } from '../site/sections';
import { BUERGERBUERO_HOURS, TOWN } from '../site/town';
import { useSite } from '../app/site-context';
import { LayoutContext } from './layout-context';

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
        <SiteHeader
          homeHref={LAYOUT.home.href}
          logoSrc="/images/logo.svg"
          logoAlt="Stadt Musterstadt – zur Startseite"
          menu={LAYOUT.menu}
          menuLabel="Hauptnavigation"
          weather={weather}
          quickLinks={TOWN.quickLinks}
        />
        <main className="st-main" id="inhalt" tabIndex={-1}>
          <ReadAloud />
          {children}
        </main>
        <SiteFooter
          title={TOWN.administration}
          address={TOWN.address}
          phone={TOWN.phone}
          email={TOWN.email}
          hoursTitle="Öffnungszeiten Bürgerbüro"
          hours={BUERGERBUERO_HOURS}
          nav={MAIN_FOOTER_NAV}
          legal={MAIN_FOOTER_LEGAL}
          logos={
            <>
              <img src="/images/wappen.svg" alt="Wappen der Stadt Musterstadt" width={26} height={30} className="st-footer__logo" />
              <img src="/images/qualitaetssiegel.svg" alt="Siegel: Familienfreundliche Kommune" width={33} height={33} className="st-footer__logo" />
            </>
          }
        />
      </div>
    </LayoutContext.Provider>
  );
}
