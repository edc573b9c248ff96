import { useLocation } from 'react-router-dom';
import { Link } from '../../components/Link';
import { Breadcrumb } from '../../components/breadcrumb/Breadcrumb';
import { Sidebar } from '../../components/sidebar/Sidebar';
import { SearchForm } from '../../components/header/SearchForm';
import { useLayout } from '../../layouts/layout-context';

export const NOT_FOUND_TITLE = 'Seite nicht gefunden';
export const ERROR_TITLE = 'Es ist ein Fehler aufgetreten';
export const BAD_REQUEST_TITLE = 'Ungültige Adresse';

export function errorTitle(status: number): string {
  if (status === 404) return NOT_FOUND_TITLE;
  if (status === 400) return BAD_REQUEST_TITLE;
  return ERROR_TITLE;
}

/**
 * Error page (spec §2.9, §8) inside the layout with its sidebar. Not code-split: it must render even
 * when a chunk could not be loaded.
 */
export function ErrorPage({ status }: { status: number }) {
  const { pathname } = useLocation();
  const { menu, home } = useLayout();
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
                Die aufgerufene Adresse gibt es nicht mehr oder nicht unter diesem Namen. Vielleicht sind Sie einem
                veralteten Link oder Lesezeichen gefolgt.
              </p>
              <p>Nutzen Sie die Suche oder die Navigation, um die gewünschte Information zu finden.</p>
              <SearchForm id="fehler-suche" />
            </>
          ) : status === 400 ? (
            <p>Die Adresse oder die Angaben in der Anfrage sind fehlerhaft. Bitte prüfen Sie die Adresse in der Adresszeile.</p>
          ) : (
            <p>
              Die Seite konnte gerade nicht angezeigt werden. Bitte versuchen Sie es in einigen Minuten noch einmal. Wenn der
              Fehler bleibt, schreiben Sie uns über <Link to="/rathaus/kontakt/">das Kontaktformular</Link>.
            </p>
          )}
          <p>
            <Link className="st-button" to="/">
              Zurück zur Startseite
            </Link>
          </p>
        </div>
        <Sidebar pathname={pathname} menu={menu} />
      </div>
    </div>
  );
}
