import { useLocation } from 'react-router-dom';
import { Link } from '../../components/Link';
import { Breadcrumb } from '../../components/breadcrumb/Breadcrumb';
import { SectionSidebar } from '../../components/section-islands';
import { SearchForm } from '../../components/header/SearchForm';
import { useLayout } from '../../layouts/layout-context';

import { errorTitle } from '../../app/error-titles';
import { useSite } from '../../app/site-context';

/**
 * Error page (spec §2.9, §8) inside the layout with its sidebar. Code-split like every page (it is
 * preloaded before an error state renders); a failed chunk load never needs it, because it loads the
 * page from the server instead.
 */
export function ErrorPage({ status }: { status: number }) {
  const { pathname } = useLocation();
  const { home } = useLayout();
  const title = errorTitle(status);
  return (
    <div className="st-container st-section">
      <Breadcrumb trail={[home, { label: title, href: pathname }]} />
      <div className="st-section__grid">
        <div className="st-section__content st-error">
          <p className="st-error__code" aria-hidden="true">
            {status}
          </p>
          <h1 className="st-section__title">{title}</h1>
          {status === 404 ? (
            <>
              <p>
                Die aufgerufene Adresse gibt es nicht mehr oder nicht unter diesem Namen. Vielleicht sind Sie einem veralteten Link oder Lesezeichen gefolgt.
              </p>
              <p>Nutzen Sie die Suche oder die Navigation, um die gewünschte Information zu finden.</p>
              <SearchForm id="fehler-suche" />
            </>
          ) : status === 400 ? (
            <p>Die Adresse oder die Angaben in der Anfrage sind fehlerhaft. Bitte prüfen Sie die Adresse in der Adresszeile.</p>
          ) : status === 403 ? (
            <>
              <p>
                Mit Ihrem Zugang dürfen Sie diese Seite nicht aufrufen oder diese Änderung nicht vornehmen. Wenn Sie die Berechtigung brauchen, wenden Sie sich
                bitte an die Verwaltung der Intranet-Zugänge.
              </p>
              <p>
                <Link to="/intranet">Zur Startseite des Intranets</Link>
              </p>
            </>
          ) : (
            <p>
              Die Seite konnte gerade nicht angezeigt werden. Bitte versuchen Sie es in einigen Minuten noch einmal. Wenn der Fehler bleibt, schreiben Sie uns
              über <Link to="/rathaus/kontakt/#kontaktformular">das Kontaktformular</Link>.
            </p>
          )}
          <p>
            <Link className="st-button" to="/">
              Zurück zur Startseite
            </Link>
          </p>
        </div>
        <SectionSidebar pathname={pathname} box={false} />
      </div>
    </div>
  );
}

/** The error page as a routed page: the status comes from the page state. */
export default function ErrorPageRoute() {
  return <ErrorPage status={useSite().page.status} />;
}
