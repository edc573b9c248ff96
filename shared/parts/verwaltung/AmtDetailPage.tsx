import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import { longGermanDate } from '../../components/date-picker/calendar-math';
import { PageFrame } from '../../components/PageFrame';
import { DownloadList } from '../../components/DownloadList';
import { Link } from '../../components/Link';
import { Icon } from '../../components/icons/Icon';
import type { AmtDetailData } from './aemter.server';
import { linksFor } from './links';
import { ContactList } from './components/ContactList';
import { PostalAddress, fromAdresse } from '../../components/PostalAddress';
import { OpeningHoursList } from './components/OpeningHoursList';
import { ProcedureList } from './components/ProcedureList';
import { StaffTable } from './components/StaffTable';
import { ServicebwNav } from './components/ServicebwNav';
import { formAsDownload } from './components/forms';

/**
 * An office (/rathaus/fachaemter/{slug_id}, in the service area /servicebw/fachbereiche/{id}):
 * description, contact and opening hours at a glance, tasks, staff, procedures and forms.
 */
export default function AmtDetailPage({ data }: PageProps<AmtDetailData>) {
  const { pathname } = useLocation();
  const { amt, bereich } = data;
  const links = linksFor(bereich);
  const hasOrg = amt.uebergeordnet !== null || amt.unteraemter.length > 0;
  return (
    <PageFrame title={amt.titel} sidebar={bereich === 'servicebw' ? <ServicebwNav pathname={pathname} /> : undefined}>
      {bereich === 'servicebw' ? (
        <p className="st-notice">
          <Icon className="st-notice__icon" name="building-2" />
          <span>
            Diese Seite gehört zum Bereich Service-BW. Die Hauptseite des Amts finden Sie unter{' '}
            <Link to={amt.url}>{amt.titel} im Bereich Rathaus &amp; Service</Link>.
          </span>
        </p>
      ) : null}
      <p className="st-pagelead">{amt.beschreibung}</p>

      <section className="st-glance" aria-labelledby="amt-kontakt">
        <h2 className="st-visually-hidden" id="amt-kontakt">
          Kontakt und Öffnungszeiten
        </h2>
        <div className="st-glance__col">
          <h3 className="st-glance__title">
            <Icon name="map-pin" />
            Anschrift
          </h3>
          <PostalAddress address={fromAdresse(amt.adresse)} />
          <h3 className="st-glance__title">
            <Icon name="phone" />
            Kontakt
          </h3>
          <ContactList telefon={amt.kontakt.telefon} telefax={amt.kontakt.telefax} email={amt.kontakt.email} />
          <p className="st-glance__form">
            <Link to={`/rathaus/kontakt/?amt=${amt.id}#kontaktformular`}>
              Kontaktformular<span className="st-visually-hidden">: Nachricht an {amt.titel}</span>
            </Link>
          </p>
        </div>
        {amt.oeffnungszeiten.length ? (
          <div className="st-glance__col">
            <h3 className="st-glance__title">
              <Icon name="clock" />
              Öffnungszeiten
            </h3>
            <OpeningHoursList lines={amt.oeffnungszeiten} />
          </div>
        ) : null}
        {data.naechsterTermin !== undefined ? (
          <div className="st-glance__col">
            <h3 className="st-glance__title">
              <Icon name="clock" />
              Termin online
            </h3>
            {data.naechsterTermin ? (
              <p>
                Nächster freier Termin: {longGermanDate(data.naechsterTermin.tag)}, {Number(data.naechsterTermin.zeit.slice(0, 2))}:
                {data.naechsterTermin.zeit.slice(3)} Uhr
              </p>
            ) : null}
            <p>
              <Link className="st-button" to="/rathaus/termine/">
                Termin vereinbaren
              </Link>
            </p>
          </div>
        ) : null}
      </section>

      {amt.aufgaben.length ? (
        <section className="st-block" aria-labelledby="amt-aufgaben">
          <h2 id="amt-aufgaben">Aufgaben</h2>
          <ul className="st-tasklist">
            {amt.aufgaben.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {amt.mitarbeiter.length ? (
        <section className="st-block" aria-labelledby="amt-mitarbeiter">
          <h2 id="amt-mitarbeiter">Ansprechpersonen</h2>
          <StaffTable staff={amt.mitarbeiter} href={links.mitarbeiter} labelledBy="amt-mitarbeiter" />
        </section>
      ) : null}

      {amt.verfahren.length ? (
        <section className="st-block" aria-labelledby="amt-verfahren">
          <h2 id="amt-verfahren">Leistungen</h2>
          <ProcedureList items={amt.verfahren} href={links.verfahren} compact />
        </section>
      ) : null}

      {amt.formulare.length ? <DownloadList title="Formulare" items={amt.formulare.map((f) => formAsDownload(f))} /> : null}

      {hasOrg ? (
        <section className="st-block" aria-labelledby="amt-organisation">
          <h2 id="amt-organisation">Organisation</h2>
          <dl className="st-orgfacts">
            {amt.uebergeordnet ? (
              <div className="st-orgfacts__row">
                <dt>Gehört zu</dt>
                <dd>
                  <Link to={links.amt(amt.uebergeordnet)}>{amt.uebergeordnet.titel}</Link>
                </dd>
              </div>
            ) : null}
            {amt.unteraemter.length ? (
              <div className="st-orgfacts__row">
                <dt>Sachgebiete</dt>
                <dd>
                  <ul className="st-orgfacts__list">
                    {amt.unteraemter.map((u) => (
                      <li key={u.id}>
                        <Link to={links.amt(u)}>{u.titel}</Link>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}

      <p>
        <Link className="st-back" to={links.aemter}>
          {bereich === 'servicebw' ? 'Alle Fachbereiche' : 'Alle Ämter und Einrichtungen'}
        </Link>
      </p>
    </PageFrame>
  );
}
