import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import { Link } from '../../components/Link';
import { Pagination } from '../../components/Pagination';
import { STATUS, STATUS_TITEL, deskPath } from './values';
import { LoadFailed } from '../intranet/IntranetFrame';
import { zeitpunkt } from '../../format/zeitpunkt';
import { RedaktionFrame, StatusLabel, UpstreamNotice, wallClock } from './RedaktionFrame';
import type { RedaktionListeData } from './types';

/** /intranet/redaktion/{art}: the items of a kind with status and last editor, a search and a status filter (a GET form). */
export default function RedaktionListePage({ data }: PageProps<RedaktionListeData>) {
  const { pathname, search } = useLocation();
  const { def } = data;
  const { liste, filter } = data;
  const geloescht = new URLSearchParams(search).get('geloescht') === '1';
  return (
    <RedaktionFrame nav={data.nav} arten={data.arten} title={def.titel} art={data.art}>
      {data.upstream ? (
        <UpstreamNotice />
      ) : (
        <>
          {geloescht ? (
            <p className="st-intranet__notice" role="status">
              {def.einzahl.replace(/^./, (c) => c.toUpperCase())} wurde gelöscht.
            </p>
          ) : null}
          <p>{def.beschreibung}</p>
          <p>
            <Link to={deskPath(data.art, 'neu')} className="st-button">
              {def.wort} anlegen
            </Link>
          </p>
          <form method="get" action={deskPath(data.art)} className="st-intranet__filter" role="search" aria-label={`${def.titel} durchsuchen`}>
            <div className="st-intranet__field">
              <label htmlFor="desk-suche">Suche in Titel und Text</label>
              <input id="desk-suche" name="suche" type="search" defaultValue={filter.suche} />
            </div>
            <div className="st-intranet__field">
              <label htmlFor="desk-status">Status</label>
              <select id="desk-status" name="status" defaultValue={filter.status}>
                <option value="">Alle</option>
                {STATUS.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_TITEL[s]}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="st-button st-button--secondary">
              Anzeigen
            </button>
          </form>
          {liste === null ? (
            <LoadFailed what="Die Liste" />
          ) : liste.data.length === 0 ? (
            <p role="status">Keine Einträge gefunden.</p>
          ) : (
            <>
              <p role="status">{liste.meta.gesamt === 1 ? '1 Eintrag' : `${liste.meta.gesamt.toLocaleString('de-DE')} Einträge`}</p>
              <table className="st-desk__table">
                <caption className="st-visually-hidden">{def.titel}: Titel, Status und letzte Bearbeitung</caption>
                <thead>
                  <tr>
                    <th scope="col">Titel</th>
                    <th scope="col">Status</th>
                    <th scope="col">Zuletzt bearbeitet</th>
                  </tr>
                </thead>
                <tbody>
                  {liste.data.map((z) => (
                    <tr key={z.ref}>
                      <td>
                        <Link to={deskPath(data.art, z.ref)}>{z.titel || '(ohne Titel)'}</Link>
                        {z.zusatz ? <span className="st-desk__zusatz">{z.zusatz}</span> : null}
                      </td>
                      <td>
                        <StatusLabel status={z.status} />
                        {z.status === 'geplant' && z.von ? <span className="st-desk__zusatz">ab {wallClock(z.von)}</span> : null}
                        {z.status === 'abgelaufen' && z.bis ? <span className="st-desk__zusatz">bis {wallClock(z.bis)}</span> : null}
                      </td>
                      <td>{z.bearbeitet ? `${z.bearbeitet.name}, ${zeitpunkt(z.bearbeitet.zeit)}` : '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pagination current={liste.meta.seite} total={liste.meta.seiten} pathname={pathname} search={search} />
            </>
          )}
        </>
      )}
    </RedaktionFrame>
  );
}
