import type { PageProps } from '../../routing/types';
import { Link } from '../../components/Link';
import { LoadFailed } from '../intranet/IntranetFrame';
import { EINLESEN_PATH, EinlesenFrame, STATUS_TEXT, instant } from './EinlesenFrame';
import type { EinlesenStartData } from './types';

/** /intranet/redaktion/einlesen: the kinds of data the town reads from elsewhere, and the latest runs. */
export default function EinlesenStartPage({ data }: PageProps<EinlesenStartData>) {
  return (
    <EinlesenFrame nav={data.nav} title="Daten einlesen" current>
      {data.upstream ? (
        <p>Die Inhalte dieser Website kommen aus dem angebundenen Redaktionssystem; dort werden auch Daten eingelesen.</p>
      ) : data.arten === null ? (
        <LoadFailed what="Die Übersicht des Einlesens" />
      ) : (
        <>
          <p>
            Hier übernehmen Sie Daten, die die Stadt von anderen bekommt. Sie sehen vorher, was sich ändert, und können jeden Lauf wieder rückgängig machen.
          </p>
          <ul className="st-desk__kinds">
            {data.arten.map((a) => (
              <li key={a.art} className="st-desk__kind">
                <h2 className="st-desk__kindtitle">
                  <Link to={`${EINLESEN_PATH}/${a.art}`}>{a.titel} einlesen</Link>
                </h2>
                <p>{a.beschreibung}</p>
              </li>
            ))}
          </ul>
          <h2>Letzte Läufe</h2>
          {data.laeufe.length === 0 ? (
            <p>Es wurde noch nichts eingelesen.</p>
          ) : (
            <table className="st-desk__table">
              <thead>
                <tr>
                  <th scope="col">Wann</th>
                  <th scope="col">Was</th>
                  <th scope="col">Stand</th>
                </tr>
              </thead>
              <tbody>
                {data.laeufe.map((l) => (
                  <tr key={l.id}>
                    <td>{instant(l.angewendet ?? l.erstellt)}</td>
                    <td>
                      <Link to={`${EINLESEN_PATH}/${l.art}/${l.id}`}>
                        {l.titel}: {l.quelle}
                      </Link>
                    </td>
                    <td>
                      {STATUS_TEXT[l.status]} ({l.plan.neu} neu, {l.plan.geaendert} geändert, {l.plan.entfernt} entfernt)
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </EinlesenFrame>
  );
}
