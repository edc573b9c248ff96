import type { PageProps } from '../../../routing/types';
import { PageFrame } from '../../../components/PageFrame';
import { Link } from '../../../components/Link';
import { GEMEINDERAT_PATH, gremiumPath, personPath } from './paths';
import type { PersonenListData } from './gemeinderat.server';

/** /musterstadt/personen/: every member of the Gemeinderat and the Ortschaftsräte A–Z with their seats. */
export default function PersonenListPage({ data }: PageProps<PersonenListData>) {
  return (
    <PageFrame
      title="Mitglieder A–Z"
      lead={<p>Die Bürgermeisterin und alle Mitglieder des Gemeinderats und der Ortschaftsräte, alphabetisch nach Nachnamen.</p>}
    >
      <ul className="st-personenliste">
        {data.personen.map(({ person, gremien }) => (
          <li key={person.id} className="st-personenliste__item">
            <Link to={personPath(person.slug)} className="st-personenliste__name">
              {`${person.nachname}, ${[person.titel, person.vorname].filter(Boolean).join(' ')}`}
            </Link>
            {person.fraktion ? <span className="st-personenliste__fraktion"> ({person.fraktion.kurzname ?? person.fraktion.name})</span> : null}
            <span className="st-personenliste__gremien">
              {gremien.map((g, i) => (
                <span key={g.gremium.id}>
                  {i > 0 ? ' · ' : null}
                  <Link to={gremiumPath(g.gremium)}>{g.gremium.name}</Link>
                  {g.rolle ? ` (${g.rolle})` : null}
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
      <p>
        <Link className="st-back" to={GEMEINDERAT_PATH}>
          Zum Gemeinderat
        </Link>
      </p>
    </PageFrame>
  );
}
