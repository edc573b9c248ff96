import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Pagination } from '../../components/Pagination';
import { Prose } from '../../components/Prose';
import { Link } from '../../components/Link';
import type { MitarbeiterListData } from './mitarbeiter.server';
import { letterLabel, linksFor, personName } from './links';
import { LetterBar } from './components/LetterBar';
import { ContactList } from './components/ContactList';
import { ServicebwNav } from './components/ServicebwNav';

/** /rathaus/mitarbeiter/ and /servicebw/mitarbeiter: staff A–Z by surname, paged on the server. */
export default function MitarbeiterListPage({ data }: PageProps<MitarbeiterListData>) {
  const { pathname, search } = useLocation();
  const links = linksFor(data.bereich);
  const base = links.mitarbeiterListe;
  const count = `${data.gesamt} ${data.gesamt === 1 ? 'Person' : 'Personen'}`;
  return (
    <PageFrame title={data.titel} sidebar={data.bereich === 'servicebw' ? <ServicebwNav pathname={pathname} /> : undefined}>
      <LetterBar
        label="Mitarbeitende nach Anfangsbuchstaben des Nachnamens"
        href={(b) => `${base}?buchstabe=${b}`}
        available={data.buchstaben}
        current={data.buchstabe}
        all={{ href: base, label: 'Alle' }}
        emptyText="keine Einträge"
      />
      {data.buchstabe === null && data.seite === 1 ? (
        data.intro ? (
          <Prose className="st-people__intro" html={data.intro} />
        ) : (
          <p className="st-pagelead">Ansprechpersonen der Stadtverwaltung mit Funktion, Durchwahl und E-Mail-Adresse.</p>
        )
      ) : null}
      <p className="st-list__count" role="status">
        {data.buchstabe ? `${count} mit dem Anfangsbuchstaben ${letterLabel(data.buchstabe)}` : count}
        {data.seiten > 1 ? `, Seite ${data.seite} von ${data.seiten}` : ''}
      </p>
      {data.items.length === 0 ? (
        <p className="st-empty">
          Zu diesem Buchstaben gibt es keine Nachnamen. <Link to={base}>Alle Mitarbeitenden anzeigen</Link>
        </p>
      ) : (
        <ul className="st-people">
          {data.items.map((m) => (
            <li className="st-people__item" key={m.id}>
              <h2 className="st-people__name">
                <Link to={links.mitarbeiter(m)}>{personName(m)}</Link>
              </h2>
              {m.aemter.map((a, i) => (
                <div className="st-people__role" key={`${a.amt.id}-${i}`}>
                  <p className="st-people__function">
                    {a.funktion}
                    {a.funktion ? ', ' : ''}
                    <Link to={links.amt(a.amt)}>{a.amt.titel}</Link>
                  </p>
                  <ContactList className="st-contactlist--inline" telefon={a.telefon} email={a.email} />
                </div>
              ))}
            </li>
          ))}
        </ul>
      )}
      <Pagination current={data.seite} total={data.seiten} pathname={pathname} search={search} />
    </PageFrame>
  );
}
