import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Link } from '../../components/Link';
import { GEWERBEEINTRAG } from '../eingaenge/formulare/definitions';
import { GEWERBE_PATH } from './paths';
import type { GewerbeeintragDankeData } from './gewerbeeintrag.server';

const def = GEWERBEEINTRAG;

/**
 * After a new entry, a change or a removal request: the reference number, what happens next, and the
 * private link to keep (also sent by e-mail). Nothing of the entry's values.
 */
export default function GewerbeeintragDankePage({ data }: PageProps<GewerbeeintragDankeData>) {
  const entfernen = data.vorgang === 'entfernen';
  const aenderung = data.vorgang === 'aenderung';
  return (
    <PageFrame title={entfernen ? 'Ihr Antrag auf Löschung ist eingegangen' : aenderung ? 'Vielen Dank für Ihre Änderung' : def.dank.titel}>
      <div className="st-danke" role="status">
        <p>
          {entfernen
            ? 'Ihr Antrag ist bei uns eingegangen und gespeichert.'
            : aenderung
              ? 'Ihre Änderung ist bei uns eingegangen und gespeichert.'
              : def.dank.text}
        </p>
        {data.referenz ? (
          <p className="st-danke__referenz">
            Ihre Vorgangsnummer: <strong>{data.referenz}</strong>
          </p>
        ) : null}
      </div>
      <h2>So geht es weiter</h2>
      <ul>
        {entfernen ? (
          <li>
            Die Wirtschaftsförderung löscht den Eintrag in der Regel innerhalb einer Woche und bestätigt es Ihnen per E-Mail. Danach gilt Ihr Link nicht mehr.
          </li>
        ) : aenderung ? (
          <>
            <li>
              Die Wirtschaftsförderung prüft Ihre Änderung, in der Regel innerhalb einer Woche. Bis dahin bleibt die bisherige Fassung im Verzeichnis sichtbar.
            </li>
            <li>Über die Entscheidung informieren wir Sie per E-Mail an die Adresse der Ansprechperson.</li>
          </>
        ) : (
          def.dank.danach.map((t) => <li key={t}>{t}</li>)
        )}
      </ul>
      {entfernen ? null : (
        <>
          <h2>Ihr persönlicher Link</h2>
          <p>Mit diesem Link können Sie Ihren Eintrag ansehen, ändern oder löschen lassen. Bitte bewahren Sie ihn gut auf und geben Sie ihn nicht weiter:</p>
          <p className="st-danke__link">
            <Link to={`${def.pfad}${data.link}`}>{data.adresse}</Link>
          </p>
        </>
      )}
      <p>
        <Link to={GEWERBE_PATH}>Zum Gewerbeverzeichnis</Link>
      </p>
    </PageFrame>
  );
}
