import type { ReactNode } from 'react';
import { Link } from '../../../components/Link';
import { LoadFailed, SignedInFrame } from '../../../components/SignedInFrame';
import { personPath } from '../gemeinderat/paths';
import { RATSINFO_PASSWORT_PATH, RATSINFO_PATH, RATSINFO_SITZUNGEN_PATH, RATSINFO_VORLAGEN_PATH } from './paths';
import type { RatsinfoNav } from './ratsinfo.server';

export { LoadFailed };

/** The frame of the council information system's pages (shared/components/SignedInFrame.tsx), with its note on confidential papers. */
export function RatsinfoFrame({ nav, title, children }: { nav: RatsinfoNav; title: string; children: ReactNode }) {
  const links = (
    <>
      <li>
        <Link to={RATSINFO_PATH}>Übersicht</Link>
      </li>
      <li>
        <Link to={RATSINFO_SITZUNGEN_PATH}>Sitzungen</Link>
      </li>
      <li>
        <Link to={RATSINFO_VORLAGEN_PATH}>Vorlagen</Link>
      </li>
      {nav.user.person ? (
        <li>
          <Link to={personPath(nav.user.person.slug)}>Meine öffentliche Seite</Link>
        </li>
      ) : null}
      <li>
        <Link to={RATSINFO_PASSWORT_PATH}>Passwort ändern</Link>
      </li>
    </>
  );
  return (
    <SignedInFrame
      area="Ratsinformationssystem"
      headingId="ratsinfo-nav-titel"
      user={nav.user}
      links={links}
      logout={{ action: `${RATSINFO_PATH}/abmelden`, csrf: nav.csrf }}
      className="st-ratsinfo"
      notice={
        <p className="st-ratsinfo__vertraulich">
          Nichtöffentliche Unterlagen sind vertraulich: Für sie gilt die Pflicht zur Verschwiegenheit. Bitte geben Sie sie nicht weiter.
        </p>
      }
      title={title}
    >
      {children}
    </SignedInFrame>
  );
}
