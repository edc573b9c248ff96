import type { ReactNode } from 'react';
import { AccessKeys, Header, MiniSiteFooter, ReadAloud, SkipLinks } from './islands';
import type { MiniSiteLayoutDef } from '../site/sections';
import { useSite } from '../app/site-context';
import { LayoutContext } from './layout-context';
import { TOWN } from '../site/town';

export type { MiniSite } from '../site/minisites';

/**
 * Shared frame of the fire-brigade and school mini-sites: own header, navigation and footer (spec
 * §2.2), all of it from the mini-site's entry in the registry (shared/site/sections.ts).
 */
export function MiniSiteLayout({ layout, children }: { layout: MiniSiteLayoutDef; children: ReactNode }) {
  const { site } = useSite();
  const { site: mini, logo, menuLabel, quickLinks = [], extraLink } = layout;
  return (
    <LayoutContext.Provider value={layout}>
      <div className={`st-page st-page--${layout.name}`} data-theme={layout.theme}>
        <SkipLinks />
        <AccessKeys />
        <Header
          homeHref={layout.home.href}
          logo={logo}
          logoAlt={`${mini.name} – zur Startseite`}
          menu={layout.name}
          menuLabel={menuLabel}
          // Spec §7: non-main layouts show the first element of the weather list.
          weather={site.weather?.[0]}
          quickLinks={[{ label: `Zur ${TOWN.officialName}`, href: '/', kind: 'internal' }, ...quickLinks]}
          extraLink={extraLink}
        />
        <main className="st-main" id="inhalt" tabIndex={-1}>
          <ReadAloud />
          {children}
        </main>
        <MiniSiteFooter layout={layout.name} />
      </div>
    </LayoutContext.Provider>
  );
}
