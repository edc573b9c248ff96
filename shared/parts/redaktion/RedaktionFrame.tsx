import type { ReactNode } from 'react';
import { Link } from '../../components/Link';
import { STATUS_TITEL, deskPath, type Status } from './values';
import type { ArtKurz } from '../../desk/kind';
import { IntranetFrame } from '../intranet/IntranetFrame';
import type { IntranetNav } from '../intranet/types';

/** The desk's pages in the intranet's frame, with the desk's own navigation above the content. */
export function RedaktionFrame({
  nav,
  arten,
  title,
  art,
  children,
}: {
  nav: IntranetNav;
  /** The registered kinds (the page's data brings them). */
  arten: readonly ArtKurz[];
  title: string;
  art?: string;
  children: ReactNode;
}) {
  return (
    <IntranetFrame nav={nav} title={title}>
      <nav className="st-desk__nav" aria-label="Redaktion">
        <ul>
          <li>
            <Link to="/intranet/redaktion" aria-current={art === undefined ? 'page' : undefined}>
              Übersicht
            </Link>
          </li>
          {arten.map((a) => (
            <li key={a.name}>
              <Link to={deskPath(a.name)} aria-current={art === a.name ? 'true' : undefined}>
                {a.titel}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/intranet/redaktion/protokoll" aria-current={art === 'protokoll' ? 'page' : undefined}>
              Protokoll
            </Link>
          </li>
        </ul>
      </nav>
      {children}
    </IntranetFrame>
  );
}

/** The status of an item as a label (colour is never its only sign: the word is always there). */
export function StatusLabel({ status }: { status: Status }) {
  return <span className={`st-desk__status st-desk__status--${status}`}>{STATUS_TITEL[status]}</span>;
}

/** With CMS_URL: the desk says where content is edited and offers nothing to write. */
export function UpstreamNotice() {
  return (
    <div className="st-intranet__notice" role="status">
      <p>
        Die Inhalte dieser Website kommen aus dem angebundenen Redaktionssystem der Stadt und werden dort bearbeitet und veröffentlicht. Hier in der Redaktion
        kann deshalb nichts angelegt oder geändert werden.
      </p>
    </div>
  );
}

/** 'TT.MM.JJJJ' or 'TT.MM.JJJJ, HH:mm Uhr' of a Berlin wall-clock value ('2026-12-01', '2026-12-01T08:00'). */
export function wallClock(v: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}))?/.exec(v ?? '');
  if (!m) return '';
  return `${m[3]}.${m[2]}.${m[1]}${m[4] ? `, ${m[4]} Uhr` : ''}`;
}
