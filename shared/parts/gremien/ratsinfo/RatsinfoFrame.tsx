import type { ReactNode } from 'react';
import { SectionPage } from '../../../components/SectionPage';
import { Link } from '../../../components/Link';
import { ActionForm } from '../../../components/forms/ActionForm';
import { personPath } from '../gemeinderat/paths';
import { RATSINFO_PASSWORT_PATH, RATSINFO_PATH, RATSINFO_SITZUNGEN_PATH, RATSINFO_VORLAGEN_PATH } from './paths';
import type { RatsinfoNav } from './ratsinfo.server';

/** A failed list (spec §8): emptied, and the page says so. */
export function LoadFailed({ what }: { what: string }) {
  return (
    <p className="st-intranet__failed" role="status">
      {what} konnte nicht geladen werden. Bitte laden Sie die Seite später erneut.
    </p>
  );
}

/** Who is logged in, the area's navigation and the logout (the action of /ratsinfo/abmelden, without JavaScript too). */
function RatsinfoNavBox({ nav }: { nav: RatsinfoNav }) {
  return (
    <nav className="st-infobox st-intranet__nav" aria-labelledby="ratsinfo-nav-titel">
      <h2 className="st-infobox__title" id="ratsinfo-nav-titel">
        Ratsinformationssystem
      </h2>
      <p className="st-intranet__user">
        Angemeldet als <strong>{`${nav.user.vorname} ${nav.user.nachname}`}</strong>
        <br />
        <span className="st-intranet__email">{nav.user.email}</span>
      </p>
      <ul className="st-infobox__list">
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
      </ul>
      <ActionForm action={`${RATSINFO_PATH}/abmelden`} csrf={nav.csrf} className="st-intranet__logout">
        <button type="submit" className="st-button st-button--secondary">
          Abmelden
        </button>
      </ActionForm>
    </nav>
  );
}

/** The frame of the council information system's pages: the page with the area's own sidebar. */
export function RatsinfoFrame({ nav, title, children }: { nav: RatsinfoNav; title: string; children: ReactNode }) {
  return (
    <SectionPage title={title} sidebar={<RatsinfoNavBox nav={nav} />}>
      <div className="st-intranet st-ratsinfo">
        <p className="st-ratsinfo__vertraulich">
          Nichtöffentliche Unterlagen sind vertraulich: Für sie gilt die Pflicht zur Verschwiegenheit. Bitte geben Sie sie nicht weiter.
        </p>
        {children}
      </div>
    </SectionPage>
  );
}
