import type { PageProps } from '../../../routing/types';
import { PageFrame } from '../../../components/PageFrame';
import { Link } from '../../../components/Link';
import { FORMULARE } from './definitions';
import type { DankeData } from './types';

/**
 * The thank-you page after a form (POST/redirect/GET): the reference number and what happens next,
 * nothing of what was sent, so a guessed number shows nobody anything.
 */
export default function DankePage({ data }: PageProps<DankeData>) {
  const def = FORMULARE[data.art]!;
  return (
    <PageFrame title={def.dank.titel}>
      <div className="st-danke" role="status">
        <p>{def.dank.text}</p>
        {data.referenz ? (
          <p className="st-danke__referenz">
            Ihre Vorgangsnummer: <strong>{data.referenz}</strong>
          </p>
        ) : null}
      </div>
      <h2>So geht es weiter</h2>
      <ul>
        {def.dank.danach.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
      {data.barriere ? (
        <>
          <h2>Ihr Hinweis auf eine Barriere</h2>
          <p>
            Wir beantworten Hinweise auf Barrieren in der Regel innerhalb von zwei Wochen, spätestens aber innerhalb eines Monats. Wenn Sie Informationen in
            einer für Sie zugänglichen Form brauchen, schicken wir sie Ihnen.
          </p>
          <p>
            Haben Sie nach einem Monat keine zufriedenstellende Antwort erhalten, können Sie das Durchsetzungsverfahren nutzen: Die Ombudsstelle für
            barrierefreie Informationstechnik bei der Beauftragten der Landesregierung für die Belange von Menschen mit Behinderungen vermittelt kostenlos
            zwischen Ihnen und der Stadt. Anschrift und Kontakt stehen in der <Link to="/rathaus/barrierefreiheit/">Erklärung zur Barrierefreiheit</Link>.
          </p>
        </>
      ) : null}
      <p className="st-back">
        <Link to={def.pfad === '/rathaus/kontakt/' ? '/rathaus/kontakt/#kontaktformular' : def.pfad}>Noch eine Meldung senden</Link>
      </p>
      <p>
        <Link to="/">Zur Startseite</Link>
      </p>
    </PageFrame>
  );
}
