import type { ReactNode } from 'react';
import { GRUNDSCHULE } from '../site/minisites';
import { GRUNDSCHULE_MENU } from '../site/menus';
import { MiniSiteLayout } from './MiniSiteLayout';

const LAYOUT = { menu: GRUNDSCHULE_MENU, home: { label: 'Grundschule', href: '/grundschule/' } };

export function GrundschuleLayout({ children }: { children: ReactNode }) {
  return (
    <MiniSiteLayout
      variant="grundschule"
      site={GRUNDSCHULE}
      layout={LAYOUT}
      logoSrc="/images/logo-grundschule.svg"
      menuLabel="Navigation der Grundschule"
      hoursTitle="Unterrichtszeiten"
      quickLinks={[{ label: 'Aktuelles', href: GRUNDSCHULE.aktuelles, kind: 'internal' }]}
    >
      {children}
    </MiniSiteLayout>
  );
}
