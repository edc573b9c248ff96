import type { ReactNode } from 'react';
import { Link } from '../../components/Link';
import { IntranetFrame } from '../intranet/IntranetFrame';
import type { IntranetNav } from '../intranet/types';

export const EINLESEN_PATH = '/intranet/redaktion/einlesen';

/** The import pages in the intranet's frame, with the way back to the desk above the content. */
export function EinlesenFrame({ nav, title, children, current }: { nav: IntranetNav; title: string; children: ReactNode; current?: boolean }) {
  return (
    <IntranetFrame nav={nav} title={title}>
      <nav className="st-desk__nav" aria-label="Redaktion">
        <ul>
          <li>
            <Link to="/intranet/redaktion">Übersicht der Redaktion</Link>
          </li>
          <li>
            <Link to={EINLESEN_PATH} aria-current={current ? 'page' : undefined}>
              Daten einlesen
            </Link>
          </li>
          <li>
            <Link to="/intranet/redaktion/protokoll">Protokoll</Link>
          </li>
        </ul>
      </nav>
      {children}
    </IntranetFrame>
  );
}

/** 'TT.MM.JJJJ, HH:mm Uhr' of an instant, in Berlin time. */
export function instant(iso: string | null): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export const STATUS_TEXT = { vorschau: 'Vorschau, noch nicht übernommen', angewendet: 'übernommen', rueckgaengig: 'rückgängig gemacht' } as const;
