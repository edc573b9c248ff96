import type { ReactNode } from 'react';
import { Link } from '../../components/Link';
import { LoadFailed, SignedInFrame } from '../../components/SignedInFrame';
import type { IntranetNav } from './types';

export { LoadFailed };

/** The intranet's links: the roles decide which of the desk, the inbox and the accounts a user sees. */
function IntranetLinks({ nav }: { nav: IntranetNav }) {
  const rollen = nav.user.rollen ?? [];
  const may = (rolle: string) => rollen.includes(rolle) || rollen.includes('admin');
  return (
    <>
      <li>
        <Link to="/intranet">Startseite des Intranets</Link>
      </li>
      <li>
        <Link to="/intranet/passwort">Passwort ändern</Link>
      </li>
      {may('redaktion') ? (
        <li>
          <Link to="/intranet/redaktion">Redaktion (Inhalte der Website)</Link>
        </li>
      ) : null}
      {may('eingaenge') ? (
        <li>
          <Link to="/intranet/eingaenge">Eingänge (Meldungen und Anfragen)</Link>
        </li>
      ) : null}
      {may('eingaenge') ? (
        <li>
          <Link to="/intranet/meldungen">Öffentliche Meldungen</Link>
        </li>
      ) : null}
      {may('redaktion') ? (
        <li>
          <Link to="/intranet/benachrichtigungen">E-Mail-Benachrichtigungen</Link>
        </li>
      ) : null}
      {may('buergerbuero') ? (
        <li>
          <Link to="/intranet/termine">Termine im Bürgerbüro</Link>
        </li>
      ) : null}
      {may('admin') ? (
        <li>
          <Link to="/intranet/benutzer">Zugänge verwalten</Link>
        </li>
      ) : null}
    </>
  );
}

/** The archive topics and the notices' sections below the intranet's links. */
function IntranetMore({ nav }: { nav: IntranetNav }) {
  return (
    <>
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
    </>
  );
}

/** The frame of the intranet's pages (shared/components/SignedInFrame.tsx). */
export function IntranetFrame({ nav, title, children }: { nav: IntranetNav; title: string; children: ReactNode }) {
  return (
    <SignedInFrame
      area="Intranet"
      headingId="intranet-nav-titel"
      user={nav.user}
      links={<IntranetLinks nav={nav} />}
      more={<IntranetMore nav={nav} />}
      logout={{ action: '/intranet/abmelden', csrf: nav.csrf }}
      title={title}
    >
      {children}
    </SignedInFrame>
  );
}
