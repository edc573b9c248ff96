import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Prose } from '../../components/Prose';
import { Link } from '../../components/Link';
import { Icon } from '../../components/icons/Icon';
import { paths } from '../../site/paths';
import type { WegweiserData } from './wegweiser.server';
import { LetterBar } from './components/LetterBar';
import { LebenslageCards } from './components/LebenslageCards';

/** /rathaus/wegweiser/: the service guide's start (introduction, A–Z, life situations, forms). */
export default function WegweiserPage({ data }: PageProps<WegweiserData>) {
  return (
    <PageFrame title={data.intro?.titel ?? 'Wegweiser: Was erledige ich wo?'}>
      {data.intro ? <Prose html={data.intro.inhalt} /> : null}

      <section className="st-panel" aria-labelledby="wegweiser-az">
        <h2 className="st-panel__title" id="wegweiser-az">
          Leistungen von A bis Z
        </h2>
        <p>Wählen Sie den Anfangsbuchstaben der Leistung, die Sie suchen.</p>
        <LetterBar label="Leistungen nach Anfangsbuchstaben" href={paths.verfahrenBuchstabe} available={data.buchstaben} emptyText="keine Leistungen" />
        <p className="st-panel__more">
          <Link className="st-more" to="/rathaus/wegweiser/verfahren">
            Alle Leistungen auf einen Blick
          </Link>
        </p>
      </section>

      {data.lebenslagen.length ? (
        <section className="st-block" aria-labelledby="wegweiser-lebenslagen">
          <div className="st-block__head">
            <h2 id="wegweiser-lebenslagen">Lebenslagen</h2>
            {data.weitereLebenslagen ? (
              <Link className="st-more" to="/rathaus/wegweiser/lebenslagen/">
                Alle Lebenslagen
              </Link>
            ) : null}
          </div>
          <LebenslageCards items={data.lebenslagen} headingLevel={3} />
        </section>
      ) : null}

      <section className="st-block" aria-labelledby="wegweiser-mehr">
        <h2 id="wegweiser-mehr">Formulare und Online-Dienste</h2>
        <ul className="st-teasers">
          <li className="st-teaser">
            <Icon className="st-teaser__icon" name="file-text" size={28} />
            <div>
              <h3 className="st-teaser__title">
                <Link to={paths.formulare()}>Formulare</Link>
              </h3>
              <p>Anträge und Vordrucke der Stadtverwaltung zum Herunterladen, nach Ämtern geordnet.</p>
            </div>
          </li>
          <li className="st-teaser">
            <Icon className="st-teaser__icon" name="compass" size={28} />
            <div>
              <h3 className="st-teaser__title">
                <Link to="/servicebw/">Service-BW</Link>
              </h3>
              <p>Leistungen, Fachbereiche und Online-Anträge im Verbund mit dem Landesportal service-bw.</p>
            </div>
          </li>
        </ul>
      </section>
    </PageFrame>
  );
}
