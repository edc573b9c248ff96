import type { ReactNode } from 'react';
import { FEUERWEHR } from '../site/minisites';
import { FEUERWEHR_MENU } from '../site/menus';
import { MiniSiteLayout } from './MiniSiteLayout';

const LAYOUT = { menu: FEUERWEHR_MENU, home: { label: 'Feuerwehr', href: '/feuerwehr/' } };

export function FeuerwehrLayout({ children }: { children: ReactNode }) {
  return (
    <MiniSiteLayout
      variant="feuerwehr"
      site={FEUERWEHR}
      layout={LAYOUT}
      logoSrc="/images/logo-feuerwehr.svg"
      menuLabel="Navigation der Feuerwehr"
      hoursTitle="Übungszeiten der Jugendfeuerwehr"
      extraLink={{ ...FEUERWEHR.membersLink, kind: 'internal' }}
    >
      {children}
    </MiniSiteLayout>
  );
}
