import type { PageProps } from '../../../routing/types';
import type { GremiumInfo } from '../contract';
import { PageFrame } from '../../../components/PageFrame';
import { Prose } from '../../../components/Prose';
import { Link } from '../../../components/Link';
import { GREMIEN_PATHS, PERSONEN_PATH, gremiumPath } from './paths';
import { MemberCards } from './MemberCards';
import { SitzungenBlock } from './SitzungenBlock';
import type { GemeinderatData } from './gemeinderat.server';
import { TOWN } from '../../../site/town';
import { districtNames } from '../../../site/districts';

const sitze = (n: number) => `${n} ${n === 1 ? 'Sitz' : 'Sitze'}`;
const mitglieder = (n: number) => `${n} ${n === 1 ? 'Mitglied' : 'Mitglieder'}`;

function GremienListe({ gremien }: { gremien: GremiumInfo[] }) {
  return (
    <ul className="st-gremien">
      {gremien.map((g) => (
        <li key={g.id}>
          <Link to={gremiumPath(g)}>{g.name}</Link> <span className="st-gremien__count">({mitglieder(g.mitglieder)})</span>
        </li>
      ))}
    </ul>
  );
}

/** /musterstadt/gemeinderat/: the chair and deputies, the members by party group, committees, Ortschaftsräte and meetings. */
export default function GemeinderatPage({ data }: PageProps<GemeinderatData>) {
  const { gremium, vorsitz, stellvertretung, fraktionen, fraktionslos, ausschuesse, ortschaftsraete, sitzungen } = data;
  const leitung = [...(vorsitz ? [vorsitz] : []), ...stellvertretung];
  const anzahl = fraktionen.reduce((n, f) => n + f.mitglieder.length, 0) + fraktionslos.length;
  return (
    <PageFrame title="Gemeinderat" lead={gremium ? <Prose html={gremium.beschreibung} /> : undefined}>
      {gremium ? (
        <p className="st-gremium__summary">
          {anzahl} Mitglieder in {fraktionen.length} Fraktionen{vorsitz ? `, Vorsitz: ${vorsitz.person.name}` : ''}.{' '}
          <Link to={PERSONEN_PATH}>Alle Mitglieder von A bis Z</Link>
        </p>
      ) : (
        <p className="st-empty">Zurzeit sind keine Mitglieder des Gemeinderats eingetragen.</p>
      )}

      {leitung.length ? (
        <section className="st-block" aria-labelledby="gr-vorsitz">
          <h2 id="gr-vorsitz">Vorsitz und Stellvertretung</h2>
          <MemberCards cards={leitung} showFraktion />
        </section>
      ) : null}

      {fraktionen.map(({ fraktion, mitglieder: cards }) => (
        <section className="st-block" aria-labelledby={`fraktion-${fraktion.id}`} key={fraktion.id}>
          <h2 id={`fraktion-${fraktion.id}`}>
            <Link to={gremiumPath(fraktion)}>{fraktion.name}</Link> <span className="st-gremium__count">({sitze(cards.length)})</span>
          </h2>
          <MemberCards cards={cards} />
        </section>
      ))}

      {fraktionslos.length ? (
        <section className="st-block" aria-labelledby="fraktionslos">
          <h2 id="fraktionslos">Fraktionslose Mitglieder</h2>
          <MemberCards cards={fraktionslos} />
        </section>
      ) : null}

      <section className="st-block" aria-labelledby="gr-ausschuesse">
        <h2 id="gr-ausschuesse">
          <Link to={GREMIEN_PATHS.ausschuss}>Ausschüsse</Link>
        </h2>
        <GremienListe gremien={ausschuesse} />
      </section>

      <section className="st-block" aria-labelledby="gr-ortschaftsraete">
        <h2 id="gr-ortschaftsraete">
          <Link to={GREMIEN_PATHS.ortschaftsrat}>Ortschaftsräte</Link>
        </h2>
        {districtNames() ? <p>In den Ortsteilen {districtNames()} gibt es eigene Ortschaftsräte mit einer Ortsvorsteherin oder einem Ortsvorsteher.</p> : null}
        <GremienListe gremien={ortschaftsraete} />
      </section>

      <SitzungenBlock sitzungen={sitzungen} name="Gemeinderat" />

      <section className="st-block" aria-labelledby="gr-daten">
        <h2 id="gr-daten">Ratsinformation und offene Daten</h2>
        <p>
          Die Mitglieder des Gemeinderats und der Ortschaftsräte finden die nichtöffentlichen Sitzungsunterlagen im{' '}
          <Link to="/ratsinfo">Ratsinformationssystem</Link> (Anmeldung erforderlich).
        </p>
        <p>
          Gremien, Mitglieder, Sitzungen, Tagesordnungen und öffentliche Unterlagen stehen als offene Daten nach dem Standard OParl 1.1 zur Verfügung:{' '}
          <a href="/oparl/v1/">OParl-Schnittstelle der {TOWN.officialName}</a> (JSON, ohne Anmeldung).
        </p>
      </section>
    </PageFrame>
  );
}
