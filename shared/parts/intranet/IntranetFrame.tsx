import type { ReactNode } from 'react';
import { SectionPage } from '../../components/SectionPage';
import { Link } from '../../components/Link';
import { ActionForm } from '../../components/forms/ActionForm';
import type { IntranetNav } from './types';

/** A failed intranet list (spec §8): emptied, and the page says so. */
export function LoadFailed({ what }: { what: string }) {
  return (
    <p className="st-intranet__failed" role="status">
      {what} konnte nicht geladen werden. Bitte laden Sie die Seite später erneut.
    </p>
  );
}

/** The logout button: the action of /intranet/abmelden, so it works without JavaScript too. */
export function LogoutForm({ csrf }: { csrf: string }) {
  return (
    <ActionForm action="/intranet/abmelden" csrf={csrf} className="st-intranet__logout">
      <button type="submit" className="st-button st-button--secondary">
        Abmelden
      </button>
    </ActionForm>
  );
}

/** Who is logged in, the intranet's own navigation and the logout. */
function IntranetNavBox({ nav }: { nav: IntranetNav }) {
  return (
    <nav className="st-infobox st-intranet__nav" aria-labelledby="intranet-nav-titel">
      <h2 className="st-infobox__title" id="intranet-nav-titel">
        Intranet
      </h2>
      <p className="st-intranet__user">
        Angemeldet als <strong>{`${nav.user.vorname} ${nav.user.nachname}`}</strong>
        <br />
        <span className="st-intranet__email">{nav.user.email}</span>
      </p>
      <ul className="st-infobox__list">
        <li>
          <Link to="/intranet">Startseite des Intranets</Link>
        </li>
        <li>
          <Link to="/intranet/passwort">Passwort ändern</Link>
        </li>
        {nav.user.rollen?.includes('redaktion') || nav.user.rollen?.includes('admin') ? (
          <li>
            <Link to="/intranet/redaktion">Redaktion (Inhalte der Website)</Link>
          </li>
        ) : null}
        {nav.user.rollen?.includes('eingaenge') || nav.user.rollen?.includes('admin') ? (
          <li>
            <Link to="/intranet/eingaenge">Eingänge (Meldungen und Anfragen)</Link>
          </li>
        ) : null}
        {nav.user.rollen?.includes('admin') ? (
          <li>
            <Link to="/intranet/benutzer">Zugänge verwalten</Link>
          </li>
        ) : null}
      </ul>
      <h3 className="st-intranet__navtitle">Archiv</h3>
      {nav.themen ? (
        <ul className="st-infobox__list">
          {nav.themen.map((t) => (
            <li key={t.id}>
              <Link to={`/intranet/archiv/${t.id}`}>{t.thema}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <LoadFailed what="Die Liste der Archivthemen" />
      )}
      <h3 className="st-intranet__navtitle">Mitteilungen</h3>
      {nav.rubriken ? (
        <ul className="st-infobox__list">
          {nav.rubriken.map((r) => (
            <li key={r.id}>
              <Link to={`/intranet/texte/${r.url}`}>{r.titel}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <LoadFailed what="Die Liste der Rubriken" />
      )}
      <LogoutForm csrf={nav.csrf} />
    </nav>
  );
}

export function IntranetFrame({ nav, title, children }: { nav: IntranetNav; title: string; children: ReactNode }) {
  return (
    <SectionPage title={title} sidebar={<IntranetNavBox nav={nav} />}>
      <div className="st-intranet">{children}</div>
    </SectionPage>
  );
}
