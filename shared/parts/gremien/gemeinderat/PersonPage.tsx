import type { PageProps } from '../../../routing/types';
import type { Mitgliedschaft } from '../contract';
import { PageFrame } from '../../../components/PageFrame';
import { Link } from '../../../components/Link';
import { formatDate } from '../../../format/date';
import { ContactList } from '../../verwaltung/components/ContactList';
import { GEMEINDERAT_PATH, PERSONEN_PATH, gremiumPath } from './paths';
import { Portrait } from './MemberCards';
import type { PersonPageData } from './gemeinderat.server';

/** The Hauptamt looks after the council: messages to members whose contact details are not published go there. */
const SITZUNGSDIENST = '/rathaus/kontakt/?amt=40';

function Sitze({ items, bisher }: { items: Mitgliedschaft[]; bisher?: boolean }) {
  return (
    <ul className="st-sitze">
      {items.map((m) => (
        <li key={m.id} className="st-sitze__item">
          <Link to={gremiumPath(m.gremium)}>{m.gremium.name}</Link>
          <span className="st-sitze__rolle">{m.rolle}</span>
          <span className="st-meta">
            {m.beginn ? `${bisher ? 'von' : 'seit'} ${formatDate(m.beginn)}` : null}
            {bisher && m.ende ? ` bis ${formatDate(m.ende)}` : null}
            {m.fuer ? ` · für die ${m.fuer.name}` : null}
            {m.stimmrecht ? null : ' · beratend, ohne Stimmrecht'}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** /musterstadt/personen/{slug}: a member's functions and seats; contact details only if the member published them. */
export default function PersonPage({ data }: PageProps<PersonPageData>) {
  const { person, aktuell, frueher } = data;
  return (
    <PageFrame title={person.name} parents={[{ label: 'Mitglieder A–Z', href: PERSONEN_PATH }]}>
      <div className="st-person">
        <Portrait person={person} large />
        <div className="st-person__facts">
          {person.funktion ? <p className="st-person__funktion">{person.funktion}</p> : null}
          <dl className="st-orgfacts">
            {person.fraktion ? (
              <div className="st-orgfacts__row">
                <dt>Fraktion</dt>
                <dd>
                  <Link to={gremiumPath(person.fraktion)}>{person.fraktion.name}</Link>
                </dd>
              </div>
            ) : null}
            {person.wohnbezirk ? (
              <div className="st-orgfacts__row">
                <dt>Wohnbezirk</dt>
                <dd>{person.wohnbezirk}</dd>
              </div>
            ) : null}
            {person.beruf ? (
              <div className="st-orgfacts__row">
                <dt>Beruf</dt>
                <dd>{person.beruf}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>

      <section className="st-block" aria-labelledby="person-funktionen">
        <h2 id="person-funktionen">Funktionen und Mitgliedschaften</h2>
        {aktuell.length ? <Sitze items={aktuell} /> : <p>Zurzeit keine.</p>}
      </section>

      {frueher.length ? (
        <section className="st-block" aria-labelledby="person-frueher">
          <h2 id="person-frueher">Frühere Mitgliedschaften</h2>
          <Sitze items={frueher} bisher />
        </section>
      ) : null}

      <section className="st-block" aria-labelledby="person-kontakt">
        <h2 id="person-kontakt">Kontakt</h2>
        {person.kontakt ? (
          <ContactList telefon={person.kontakt.telefon} email={person.kontakt.email} />
        ) : (
          <p>
            {person.anrede === 'Frau' ? 'Sie hat' : person.anrede === 'Herr' ? 'Er hat' : 'Es sind'} keine Kontaktdaten zur Veröffentlichung freigegeben.
            Nachrichten leitet das Hauptamt gern weiter: <Link to={SITZUNGSDIENST}>Kontaktformular an das Hauptamt</Link>.
          </p>
        )}
      </section>

      <p>
        <Link className="st-back" to={GEMEINDERAT_PATH}>
          Zum Gemeinderat
        </Link>
      </p>
    </PageFrame>
  );
}
