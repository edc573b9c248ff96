import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { PostalAddress } from '../../components/PostalAddress';
import { Link } from '../../components/Link';
import { RubrikenBox, TelLink } from './GewerbeParts';
import { GEWERBEEINTRAG_PATH, gewerbeRubrikPath, routeHref, webLabel } from './paths';
import { removeintprefix } from '../../format/text';
import type { GewerbeDetailData } from './gewerbe.server';

/** /wirtschaft/gewerbeverzeichnis/{rubrik}/{slug}: one business with contact, opening hours and route link. */
export default function GewerbeDetailPage({ data }: PageProps<GewerbeDetailData>) {
  const { item } = data;
  const rubriken = item.rubriken?.length ? item.rubriken : [item.rubrik];
  return (
    <PageFrame
      title={item.name}
      parents={[{ label: item.rubrik.titel, href: gewerbeRubrikPath(item.rubrik.url) }]}
      lead={<p className="st-gewerbe-detail__spez">{item.spezialisierung}</p>}
      sidebar={<RubrikenBox rubriken={data.rubriken} current={item.rubrik.url} isPage={false} />}
    >
      {item.logo ? (
        <img className="st-gewerbe-detail__logo" src={item.logo.url} width={item.logo.breite} height={item.logo.hoehe} alt={`Logo: ${item.name}`} />
      ) : null}
      {item.text ? <p className="st-gewerbe-detail__text">{item.text}</p> : null}
      <dl className="st-event__facts st-gewerbe-detail__facts">
        <dt>{rubriken.length > 1 ? 'Branchen' : 'Branche'}</dt>
        <dd>
          {rubriken.map((r, i) => (
            <span key={r.url}>
              {i > 0 ? ', ' : null}
              <Link to={gewerbeRubrikPath(r.url)}>{r.titel}</Link>
            </span>
          ))}
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
        {item.fax ? (
          <>
            <dt>Fax</dt>
            <dd>{removeintprefix(item.fax)}</dd>
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
        Die Angaben stammen vom Betrieb selbst. Betriebe ändern ihren Eintrag über den persönlichen Link aus ihrer Bestätigungs-E-Mail; Fehler melden Sie bitte
        über das <Link to="/rathaus/kontakt/">Kontaktformular</Link>. Ihr Betrieb fehlt? <Link to={GEWERBEEINTRAG_PATH}>Jetzt eintragen</Link>.
      </p>
      <p>
        <Link className="st-back" to={gewerbeRubrikPath(item.rubrik.url)}>
          Alle Betriebe der Branche „{item.rubrik.titel}“
        </Link>
      </p>
    </PageFrame>
  );
}
