import type { ReactNode } from 'react';
import { DREI_LINDEN } from '../site/minisites';
import { DREI_LINDEN_MENU } from '../site/menus';
import { MiniSiteLayout } from './MiniSiteLayout';

const LAYOUT = { menu: DREI_LINDEN_MENU, home: { label: 'Drei-Linden-Grundschule', href: '/drei-linden-gs/' } };

/** Second primary school: green theme instead of the main red and blue (spec §2.2). */
export function DreiLindenLayout({ children }: { children: ReactNode }) {
  return (
    <MiniSiteLayout
      variant="drei-linden"
      site={DREI_LINDEN}
      layout={LAYOUT}
      logoSrc="/images/logo-drei-linden.svg"
      menuLabel="Navigation der Drei-Linden-Grundschule"
      hoursTitle="Unterrichtszeiten"
    >
      {children}
    </MiniSiteLayout>
  );
}
