import type { PageProps } from '../../../routing/types';
import { PageFrame } from '../../../components/PageFrame';
import { Link } from '../../../components/Link';
import { GEMEINDERAT_PATH, gremiumPath } from './paths';
import type { GremienListData } from './gemeinderat.server';

const INTRO: Record<GremienListData['art'], string> = {
  gemeinderat: '',
  ausschuss:
    'Der Gemeinderat hat Ausschüsse gebildet, die Entscheidungen vorbereiten und in bestimmten Angelegenheiten selbst beschließen. Vorsitzende ist die Bürgermeisterin.',
  fraktion:
    'Mitglieder des Gemeinderats, die derselben Partei oder Wählervereinigung angehören, bilden eine Fraktion. Die Fraktionen beraten die Themen des Gemeinderats vor und entsenden Mitglieder in die Ausschüsse.',
  ortschaftsrat:
    'Die Stadtteile Bombach, Hecklingen und Nordweil haben eigene Ortschaftsräte. Sie werden zu allen wichtigen Angelegenheiten des Stadtteils gehört und entscheiden über ihr Ortsteilbudget. Vorsitzende ist die Ortsvorsteherin oder der Ortsvorsteher.',
};

/** /musterstadt/ausschuesse/, /fraktionen/, /ortschaftsraete/: the bodies of one kind. */
export default function GremienListPage({ data }: PageProps<GremienListData>) {
  const title = data.art === 'ausschuss' ? 'Ausschüsse' : data.art === 'fraktion' ? 'Fraktionen' : 'Ortschaftsräte';
  return (
    <PageFrame title={title} lead={<p>{INTRO[data.art]}</p>}>
      {data.gremien.length === 0 ? <p>Zurzeit gibt es keine.</p> : null}
      <ul className="st-gremienliste">
        {data.gremien.map((g) => (
          <li key={g.id} className="st-gremienliste__item">
            <h2 className="st-gremienliste__title">
              <Link to={gremiumPath(g)}>{g.name}</Link>
            </h2>
            <p className="st-meta">
              {g.mitglieder} {g.mitglieder === 1 ? 'Mitglied' : 'Mitglieder'}
              {g.vorsitz ? ` · ${g.vorsitz}` : ''}
            </p>
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
