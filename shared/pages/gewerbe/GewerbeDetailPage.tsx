import type { PageProps } from '../../routing/types';
import { SectionPage } from '../../components/SectionPage';
import { PostalAddress } from '../../components/PostalAddress';
import { Link } from '../../components/Link';
import { RubrikenBox, TelLink } from './GewerbeParts';
import { gewerbeRubrikPath, routeHref, webLabel } from './paths';
import type { GewerbeDetailData } from './gewerbe.server';

/** /wirtschaft/gewerbeverzeichnis/{rubrik}/{slug}: one business with contact, opening hours and route link. */
export default function GewerbeDetailPage({ data }: PageProps<GewerbeDetailData>) {
  const { item } = data;
  return (
    <SectionPage
      title={item.name}
      parents={[{ label: item.rubrik.titel, href: gewerbeRubrikPath(item.rubrik.url) }]}
      lead={<p className="st-gewerbe-detail__spez">{item.spezialisierung}</p>}
      sidebar={<RubrikenBox rubriken={data.rubriken} current={item.rubrik.url} isPage={false} />}
    >
      {item.text ? <p className="st-gewerbe-detail__text">{item.text}</p> : null}
      <dl className="st-event__facts st-gewerbe-detail__facts">
        <dt>Branche</dt>
        <dd>
          <Link to={gewerbeRubrikPath(item.rubrik.url)}>{item.rubrik.titel}</Link>
        </dd>
        <dt>Anschrift</dt>
        <dd>
          <PostalAddress address={item.adresse} />
          <a href={routeHref(item.adresse)} target="_blank" rel="noopener noreferrer">
            Route planen<span className="st-visually-hidden"> zu {item.name} (OpenStreetMap, öffnet in einem neuen Fenster)</span>
          </a>
        </dd>
        {item.telefon ? (
          <>
            <dt>Telefon</dt>
            <dd>
              <TelLink telefon={item.telefon} />
            </dd>
          </>
        ) : null}
        {item.email ? (
          <>
            <dt>E-Mail</dt>
            <dd>
              <a href={`mailto:${item.email}`}>{item.email}</a>
            </dd>
          </>
        ) : null}
        {item.web ? (
          <>
            <dt>Internet</dt>
            <dd>
              <a href={item.web} target="_blank" rel="noopener noreferrer">
                {webLabel(item.web)}
                <span className="st-visually-hidden"> (externe Seite, öffnet in einem neuen Fenster)</span>
              </a>
            </dd>
          </>
        ) : null}
        {item.oeffnungszeiten.length ? (
          <>
            <dt>Öffnungszeiten</dt>
            <dd>
              <ul className="st-gewerbe-detail__zeiten">
                {item.oeffnungszeiten.map((z) => (
                  <li key={z}>{z}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
      <p className="st-gewerbe-detail__hinweis">
        Die Angaben stammen vom Betrieb selbst. Fehler oder Änderungen melden Sie bitte über das <Link to="/rathaus/kontakt/">Kontaktformular</Link>.
      </p>
      <p>
        <Link className="st-back" to={gewerbeRubrikPath(item.rubrik.url)}>
          Alle Betriebe der Branche „{item.rubrik.titel}“
        </Link>
      </p>
    </SectionPage>
  );
}
