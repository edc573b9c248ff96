import type { ReactNode } from 'react';
import { SkipLinks } from '../components/skip-links/SkipLinks';
import { AccessKeys } from '../components/a11y/AccessKeys';
import { ReadAloud } from '../components/a11y/ReadAloud';
import { SiteHeader, type HeaderLink } from '../components/header/SiteHeader';
import { SiteFooter } from '../components/footer/SiteFooter';
import type { FooterLink } from '../site/menus';
import type { MenuItem } from '../site/menu-types';
import type { OpeningDay } from '../site/town';
import { useSite } from '../app/site-context';
import { LayoutContext, type LayoutInfo } from './layout-context';

export interface MiniSite {
  name: string;
  address: { location: string; street: string; zip: string; city: string };
  phone: string;
  email: string;
  hours: OpeningDay[];
  footer: FooterLink[];
}

export interface MiniSiteLayoutProps {
  /** CSS modifier and theme: 'feuerwehr', 'grundschule', 'drei-linden'. */
  variant: string;
  site: MiniSite;
  layout: LayoutInfo;
  logoSrc: string;
  menuLabel: string;
  hoursTitle: string;
  quickLinks?: HeaderLink[];
  extraLink?: HeaderLink;
  children: ReactNode;
}

/** Shared frame of the fire-brigade and school mini-sites: own header, navigation and footer (spec §2.2). */
export function MiniSiteLayout({ variant, site: mini, layout, logoSrc, menuLabel, hoursTitle, quickLinks = [], extraLink, children }: MiniSiteLayoutProps) {
  const { site } = useSite();
  return (
    <LayoutContext.Provider value={layout}>
      <div className={`st-page st-page--${variant}`} data-theme={variant === 'drei-linden' ? 'gruen' : undefined}>
        <SkipLinks />
        <AccessKeys />
        <SiteHeader
          homeHref={layout.home.href}
          logoSrc={logoSrc}
          logoAlt={`${mini.name} – zur Startseite`}
          menu={layout.menu}
          menuLabel={menuLabel}
          // Spec §7: non-main layouts show the first element of the weather list.
          weather={site.weather?.[0]}
          quickLinks={[{ label: 'Zur Stadt Musterstadt', href: '/', kind: 'internal' }, ...quickLinks]}
          extraLink={extraLink}
        />
        <main className="st-main" id="inhalt" tabIndex={-1}>
          <ReadAloud />
          {children}
        </main>
        <SiteFooter
          title={mini.name}
          address={mini.address}
          phone={mini.phone}
          email={mini.email}
          hoursTitle={hoursTitle}
          hours={mini.hours}
          nav={layout.menu.map((m) => ({ label: m.name, href: m.link }))}
          legal={mini.footer}
        />
      </div>
    </LayoutContext.Provider>
  );
}
