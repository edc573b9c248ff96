import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { Pagination } from '../../components/Pagination';
import { Link } from '../../components/Link';
import { useGetForm } from '../../components/sidebar/get-form';
import { LetterBar } from '../verwaltung/components/LetterBar';
import { letterLabel } from '../verwaltung/letters';
import { EntryList, RubrikGrid, betriebe } from './GewerbeParts';
import { GEWERBE_PATH, GEWERBEEINTRAG_PATH, gewerbeLetterPath } from './paths';
import type { GewerbeIndexData } from './gewerbe.server';
import { TOWN } from '../../site/town';
import { districtNames } from '../../site/districts';

/**
 * The directory's content (an island of GewerbeverzeichnisPage): the categories as a grid, a GET
 * search form („Betrieb oder Branche“), the A–Z bar and the paginated list of all entries (or of the
 * search results). Links and a GET form: until a person turns to the page they work as the server
 * sent them, without the script.
 */
export function GewerbeverzeichnisContent({ data }: { data: GewerbeIndexData }) {
  const { pathname, search } = useLocation();
  const { onSubmit } = useGetForm(GEWERBE_PATH);
  const inputId = useId();
  const hintId = useId();
  const listTitle = data.q ? `Suchergebnisse für „${data.q}“` : data.buchstabe ? `Betriebe mit ${letterLabel(data.buchstabe)}` : 'Alle Betriebe von A bis Z';
  return (
    <>
      <p className="st-pagelead">
        Handwerk, Handel, Gastronomie und Dienstleistungen: Hier finden Sie die Betriebe in {TOWN.name}
        {districtNames() ? ` und den Ortsteilen ${districtNames()}` : ''} – nach Branchen, über die Suche oder von A bis Z.
      </p>

      <section className="st-gewerbe__section" aria-labelledby="gewerbe-branchen">
        <h2 id="gewerbe-branchen">Branchen</h2>
        <RubrikGrid rubriken={data.rubriken} />
      </section>

      <section className="st-gewerbe__section" aria-labelledby="gewerbe-suche">
        <h2 id="gewerbe-suche">Suche im Gewerbeverzeichnis</h2>
        {/* Keyed by the search: after back/forward navigation the field shows what the list shows. */}
        <form key={data.q} className="st-gewerbe-search" method="get" action={GEWERBE_PATH} role="search" aria-labelledby="gewerbe-suche" onSubmit={onSubmit}>
          <label className="st-gewerbe-search__label" htmlFor={inputId}>
            Betrieb oder Branche
          </label>
          <p className="st-gewerbe-search__hint" id={hintId}>
            Zum Beispiel „Bäckerei“, „Photovoltaik“ oder „Apotheke“.
          </p>
          <div className="st-gewerbe-search__row">
            <input
              className="st-gewerbe-search__input"
              id={inputId}
              type="search"
              name="q"
              defaultValue={data.q}
              maxLength={100}
              autoComplete="off"
              aria-describedby={hintId}
            />
            <button className="st-button" type="submit">
              Betriebe suchen
            </button>
          </div>
        </form>
      </section>

      <section className="st-gewerbe__section" aria-labelledby="gewerbe-liste">
        <h2 id="gewerbe-liste">{listTitle}</h2>
        <LetterBar
          label="Betriebe nach Anfangsbuchstaben"
          href={gewerbeLetterPath}
          available={data.buchstaben}
          current={data.q ? '' : data.buchstabe}
          all={{ href: GEWERBE_PATH, label: 'Alle' }}
          emptyText="keine Betriebe"
        />
        <p className="st-list__count" role="status">
          {betriebe(data.gesamt)}
          {data.seiten > 1 ? `, Seite ${data.seite} von ${data.seiten}` : ''}
        </p>
        {data.items.length === 0 ? (
          <p className="st-gewerbe__none">
            {data.q ? (
              <>
                Zu „{data.q}“ haben wir keinen Betrieb gefunden. Versuchen Sie einen anderen Begriff oder wählen Sie oben eine Branche.{' '}
                <Link to={GEWERBE_PATH}>Alle Betriebe anzeigen</Link>
              </>
            ) : (
              'Unter diesem Buchstaben ist kein Betrieb eingetragen.'
            )}
          </p>
        ) : (
          <EntryList items={data.items} headingLevel={3} details="rubrik" />
        )}
        <Pagination current={data.seite} total={data.seiten} pathname={pathname} search={search} />
      </section>

      <p className="st-gewerbe__eintrag">
        <strong>Ihr Betrieb fehlt?</strong> Der Eintrag ist kostenlos: Tragen Sie ihn selbst ein unter <Link to={GEWERBEEINTRAG_PATH}>Gewerbeeintrag</Link>.
      </p>
    </>
  );
}
