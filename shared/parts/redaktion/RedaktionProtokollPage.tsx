import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import { Link } from '../../components/Link';
import { Pagination } from '../../components/Pagination';
import { AKTION_TITEL, deskPath } from './values';
import { LoadFailed } from '../intranet/IntranetFrame';
import { zeitpunkt } from '../../format/zeitpunkt';
import { RedaktionFrame } from './RedaktionFrame';
import type { RedaktionProtokollData } from './types';

/** The audit log: who published, planned, took back, changed or deleted what, and when. */
export default function RedaktionProtokollPage({ data }: PageProps<RedaktionProtokollData>) {
  const { pathname, search } = useLocation();
  return (
    <RedaktionFrame nav={data.nav} arten={data.arten} title="Protokoll der Redaktion" art="protokoll">
      <form method="get" action="/intranet/redaktion/protokoll" className="st-intranet__filter" aria-label="Protokoll filtern">
        <div className="st-intranet__field">
          <label htmlFor="protokoll-art">Art</label>
          <select id="protokoll-art" name="art" defaultValue={data.art}>
            <option value="">Alle</option>
            {data.arten.map((a) => (
              <option key={a.name} value={a.name}>
                {a.titel}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="st-button st-button--secondary">
          Anzeigen
        </button>
      </form>
      {data.liste === null ? (
        <LoadFailed what="Das Protokoll" />
      ) : data.liste.data.length === 0 ? (
        <p role="status">Noch keine Einträge.</p>
      ) : (
        <>
          <table className="st-desk__table">
            <caption className="st-visually-hidden">Protokoll, das Neueste zuerst</caption>
            <thead>
              <tr>
                <th scope="col">Wann</th>
                <th scope="col">Wer</th>
                <th scope="col">Was</th>
              </tr>
            </thead>
            <tbody>
              {data.liste.data.map((p, i) => (
                <tr key={`${p.zeit}-${i}`}>
                  <td>{zeitpunkt(p.zeit)}</td>
                  <td>{p.name}</td>
                  <td>
                    {p.art === 'einlesen' ? (
                      <>
                        Import <Link to={`/intranet/redaktion/einlesen/${p.ref}`}>„{p.titel}“</Link>
                      </>
                    ) : (
                      <>
                        {data.arten.find((a) => a.name === p.art)?.wort ?? p.art}{' '}
                        {p.aktion === 'geloescht' ? `„${p.titel}“` : <Link to={deskPath(p.art, p.ref)}>„{p.titel}“</Link>}
                      </>
                    )}{' '}
                    {AKTION_TITEL[p.aktion]}
                    {p.hinweis ? <span className="st-desk__zusatz">{p.hinweis}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination current={data.liste.meta.seite} total={data.liste.meta.seiten} pathname={pathname} search={search} />
        </>
      )}
    </RedaktionFrame>
  );
}
