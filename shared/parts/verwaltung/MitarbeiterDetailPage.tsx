import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Link } from '../../components/Link';
import type { MitarbeiterDetailData } from './mitarbeiter.server';
import { linksFor, personName } from './links';
import { ContactList } from './components/ContactList';
import { PostalAddress, fromAdresse } from '../../components/PostalAddress';
import { ProcedureList } from './components/ProcedureList';
import { ServicebwNav } from './components/ServicebwNav';

/** One person (/rathaus/mitarbeiter/{slug_id}, /servicebw/mitarbeiter/{id}): offices, contact, procedures. */
export default function MitarbeiterDetailPage({ data }: PageProps<MitarbeiterDetailData>) {
  const { pathname } = useLocation();
  const { person, bereich } = data;
  const links = linksFor(bereich);
  return (
    <PageFrame title={personName(person)} sidebar={bereich === 'servicebw' ? <ServicebwNav pathname={pathname} /> : undefined}>
      {person.aemter.length === 0 ? <p>Zu dieser Person sind keine Kontaktdaten hinterlegt.</p> : null}
      <div className="st-roles">
        {person.aemter.map((a, i) => (
          <section className="st-role" aria-labelledby={`rolle-${i}`} key={`${a.amt.id}-${i}`}>
            <h2 className="st-role__title" id={`rolle-${i}`}>
              <Link to={links.amt(a.amt)}>{a.amt.titel}</Link>
            </h2>
            <dl className="st-orgfacts">
              {a.funktion ? (
                <div className="st-orgfacts__row">
                  <dt>Funktion</dt>
                  <dd>{a.funktion}</dd>
                </div>
              ) : null}
              {a.zimmer ? (
                <div className="st-orgfacts__row">
                  <dt>Zimmer</dt>
                  <dd>{a.zimmer}</dd>
                </div>
              ) : null}
              <div className="st-orgfacts__row">
                <dt>Anschrift</dt>
                <dd>
                  <PostalAddress address={fromAdresse(a.adresse)} />
                </dd>
              </div>
            </dl>
            <ContactList telefon={a.kontakt.telefon} telefax={a.kontakt.telefax} email={a.kontakt.email} />
          </section>
        ))}
      </div>
      {person.verfahren.length ? (
        <section className="st-block" aria-labelledby="person-verfahren">
          <h2 id="person-verfahren">Zuständig für diese Leistungen</h2>
          <ProcedureList items={person.verfahren} href={links.verfahren} compact />
        </section>
      ) : null}
      <p>
        <Link className="st-back" to={links.mitarbeiterListe}>
          Alle Mitarbeiterinnen und Mitarbeiter
        </Link>
      </p>
    </PageFrame>
  );
}
