import type { PageProps } from '../../routing/types';
import { Link } from '../../components/Link';
import { AKTION_TITEL, deskPath } from './values';
import { zeitpunkt } from '../../format/zeitpunkt';
import { RedaktionFrame } from './RedaktionFrame';
import type { RedaktionVersionenData } from './types';

/** Every saved version of an item with who and when; each can be compared with the current one and restored. */
export default function RedaktionVersionenPage({ data }: PageProps<RedaktionVersionenData>) {
  const { def } = data;
  return (
    <RedaktionFrame nav={data.nav} arten={data.arten} title={`Versionen: ${data.titel}`} art={data.art}>
      <p>
        <Link to={deskPath(data.art, data.ref)}>Zurück zum Bearbeiten</Link>
      </p>
      {data.versionen.length === 0 ? (
        <p>{def.einzahl.replace(/^./, (c) => c.toUpperCase())} wurde in der Redaktion noch nicht bearbeitet; es gibt nur die aktuelle Fassung.</p>
      ) : (
        <table className="st-desk__table">
          <caption className="st-visually-hidden">Gespeicherte Fassungen, die neueste zuerst</caption>
          <thead>
            <tr>
              <th scope="col">Fassung</th>
              <th scope="col">Was</th>
              <th scope="col">Wer und wann</th>
            </tr>
          </thead>
          <tbody>
            {data.versionen.map((v) => (
              <tr key={v.nr}>
                <td>
                  {v.nr === data.aktuell ? (
                    <>
                      {v.nr} <span className="st-desk__zusatz">aktuell</span>
                    </>
                  ) : (
                    <Link to={deskPath(data.art, data.ref, `/versionen/${v.nr}`)}>
                      Fassung {v.nr} vergleichen<span className="st-visually-hidden"> und wiederherstellen</span>
                    </Link>
                  )}
                </td>
                <td>{AKTION_TITEL[v.aktion]}</td>
                <td>{v.aktion === 'ausgangsstand' ? '–' : `${v.name}, ${zeitpunkt(v.zeit)}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </RedaktionFrame>
  );
}
