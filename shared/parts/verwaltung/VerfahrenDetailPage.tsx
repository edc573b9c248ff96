import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Prose } from '../../components/Prose';
import { DownloadList } from '../../components/DownloadList';
import { Link } from '../../components/Link';
import { Icon } from '../../components/icons/Icon';
import { ProcedureContact } from '../../components/sidebar/ProcedureContact';
import { removeintprefix, telformat } from '../../format/text';
import type { VerfahrenDetailData } from './wegweiser.server';
import { letterLabel, linksFor } from './links';
import { ServicebwNav } from './components/ServicebwNav';
import { formAsDownload } from './components/forms';

/**
 * A procedure of the service guide (/rathaus/wegweiser/verfahren/{buchstabe}/{slug_id}, in the
 * service area /servicebw/{anfangsbuchstabe}/{slug_id}): the facts at a glance, the online service,
 * the text, forms and life situations; the sidebar names the contact (spec §2.4).
 */
export default function VerfahrenDetailPage({ data }: PageProps<VerfahrenDetailData>) {
  const { pathname } = useLocation();
  const { verfahren: v, sidebar, bereich } = data;
  const links = linksFor(bereich);
  // The sidebar sits below the text on phones: the first contact is named here as well.
  const person = sidebar.mitarbeiter[0];
  const phone = person?.aemter.find((a) => a.kontakt.telefon)?.kontakt.telefon;
  return (
    <PageFrame
      title={v.titel}
      sidebar={
        <>
          <ProcedureContact contact={sidebar} />
          {bereich === 'servicebw' ? <ServicebwNav pathname={pathname} /> : null}
        </>
      }
    >
      <p className="st-pagelead">{v.kurztext}</p>

      <section className="st-facts" aria-labelledby="verfahren-ueberblick">
        <h2 className="st-facts__title" id="verfahren-ueberblick">
          Auf einen Blick
        </h2>
        <dl className="st-facts__list">
          <div className="st-facts__row">
            <dt>Zuständig</dt>
            <dd>
              <Link to={sidebar.amt.detailURL}>{sidebar.amt.titel}</Link>
            </dd>
          </div>
          {person ? (
            <div className="st-facts__row">
              <dt>Ansprechperson</dt>
              <dd>
                <Link to={person.detailURL}>
                  {person.vorname} {person.nachname}
                </Link>
                {phone ? (
                  <>
                    , Telefon <a href={`tel:${telformat(phone)}`}>{removeintprefix(phone)}</a>
                  </>
                ) : null}
              </dd>
            </div>
          ) : null}
          <div className="st-facts__row">
            <dt>Gebühren</dt>
            <dd>{v.gebuehren || 'Auskunft bei der zuständigen Stelle'}</dd>
          </div>
          <div className="st-facts__row">
            <dt>Online</dt>
            <dd>{v.online ? 'Sie können diese Leistung online erledigen.' : 'Diese Leistung erledigen Sie persönlich oder schriftlich.'}</dd>
          </div>
        </dl>
        {data.termin ? (
          <p className="st-facts__action">
            <Link className="st-button" to={data.termin}>
              Termin vereinbaren
              <span className="st-visually-hidden"> im Bürgerbüro</span>
            </Link>
          </p>
        ) : null}
        {v.online ? (
          <p className="st-facts__action">
            <a className="st-button st-button--online" href={v.online} target="_blank" rel="noopener noreferrer">
              <Icon name="external-link" size={18} />
              Online beantragen
              <span className="st-visually-hidden"> bei service-bw (öffnet in einem neuen Fenster)</span>
            </a>
          </p>
        ) : null}
      </section>

      <Prose className="st-procedure__text" html={v.text} />

      {v.formulare.length ? <DownloadList title="Formulare" items={v.formulare.map((f) => formAsDownload(f))} /> : null}

      {v.lebenslagen.length ? (
        <section className="st-block" aria-labelledby="verfahren-lebenslagen">
          <h2 id="verfahren-lebenslagen">Passende Lebenslagen</h2>
          <ul className="st-chips">
            {v.lebenslagen.map((l) => (
              <li key={l.url}>
                <Link className="st-chip" to={l.url}>
                  {l.titel}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {v.stichworte.length ? (
        <p className="st-keywords">
          <span className="st-keywords__label">Auch gesucht als:</span> {v.stichworte.join(', ')}
        </p>
      ) : null}

      <p>
        <Link className="st-back" to={links.buchstabe(v.buchstabe)}>
          Alle Leistungen mit {letterLabel(v.buchstabe)}
        </Link>
      </p>
    </PageFrame>
  );
}
