import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../../routing/types';
import { Link } from '../../../components/Link';
import { Pagination } from '../../../components/Pagination';
import { EINGANG_STATUS, EINGANG_STATUS_TITEL, ENTSCHEIDUNG_TITEL, VORGANG_TITEL } from '../values';
import { FORMULARE } from '../formulare/definitions';
import { IntranetFrame, LoadFailed } from '../../intranet/IntranetFrame';
import { zeitpunkt } from '../../../format/zeitpunkt';
import type { EingaengeData } from './types';

/**
 * The inbox: submissions of the citizen forms, newest first, filtered by kind and status with a GET
 * form (works without JavaScript, the address can be bookmarked), paged, and as a CSV download with
 * the same filters.
 */
export default function EingaengePage({ data }: PageProps<EingaengeData>) {
  const { pathname, search } = useLocation();
  const { filter, liste } = data;
  const query = new URLSearchParams();
  if (filter.art) query.set('art', filter.art);
  if (filter.status) query.set('status', filter.status);
  const csv = `/intranet/eingaenge/export.csv${query.size ? `?${query.toString()}` : ''}`;
  return (
    <IntranetFrame nav={data.nav} title="Eingänge">
      <p>
        Schadensmeldungen, Hinweise auf Fehler und Barrieren, Nachrichten aus dem Kontaktformular und Gewerbeeinträge der Website. Gewerbeeinträge (neue
        Einträge, Änderungen und Löschungen) werden freigegeben oder abgelehnt.
      </p>
      <form method="get" action="/intranet/eingaenge" className="st-intranet__filter st-inbox__filter" aria-label="Eingänge filtern">
        <div className="st-intranet__field">
          <label htmlFor="eingaenge-art">Art</label>
          <select id="eingaenge-art" name="art" defaultValue={filter.art}>
            <option value="">Alle Arten</option>
            {Object.values(FORMULARE).map((d) => (
              <option key={d.art} value={d.art}>
                {d.titel}
              </option>
            ))}
          </select>
        </div>
        <div className="st-intranet__field">
          <label htmlFor="eingaenge-status">Status</label>
          <select id="eingaenge-status" name="status" defaultValue={filter.status}>
            <option value="">Alle</option>
            {EINGANG_STATUS.map((s) => (
              <option key={s} value={s}>
                {EINGANG_STATUS_TITEL[s]}
                {liste ? ` (${liste.anzahl[s]})` : ''}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="st-button">
          Anzeigen
        </button>
      </form>
      <p>
        <a href={csv} download>
          Diese Auswahl als CSV-Datei herunterladen
        </a>{' '}
        (für Excel und andere Tabellenprogramme)
      </p>
      {liste === null ? (
        <LoadFailed what="Die Liste der Eingänge" />
      ) : (
        <>
          <p className="st-list__count" role="status">
            {liste.meta.gesamt} {liste.meta.gesamt === 1 ? 'Eingang' : 'Eingänge'}
          </p>
          {liste.data.length ? (
            <div className="st-inbox__scroll">
              <table className="st-inbox__table">
                <caption className="st-visually-hidden">Eingänge, die neuesten zuerst</caption>
                <thead>
                  <tr>
                    <th scope="col">Vorgangsnummer</th>
                    <th scope="col">Art</th>
                    <th scope="col">Worum es geht</th>
                    <th scope="col">Eingegangen</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {liste.data.map((e) => (
                    <tr key={e.referenz}>
                      <th scope="row">
                        <Link to={`/intranet/eingaenge/${e.referenz}`}>{e.referenz}</Link>
                      </th>
                      <td>{FORMULARE[e.art]?.titel ?? e.art}</td>
                      <td>
                        {e.vorgang ? `${VORGANG_TITEL[e.vorgang]}: ` : ''}
                        {e.kurz}
                        {e.fotos ? <span className="st-inbox__fotos"> · {e.fotos === 1 ? '1 Foto' : `${e.fotos} Fotos`}</span> : null}
                      </td>
                      <td>
                        <time dateTime={e.erstellt}>{zeitpunkt(e.erstellt)}</time>
                      </td>
                      <td>
                        <span className={`st-inbox__status st-inbox__status--${e.status}`}>{EINGANG_STATUS_TITEL[e.status]}</span>
                        {e.entscheidung ? ` (${ENTSCHEIDUNG_TITEL[e.entscheidung]})` : e.vorgang && e.status !== 'erledigt' ? ' (wartet auf Freigabe)' : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="st-empty st-empty--box">Keine Eingänge für diese Auswahl.</p>
          )}
          <Pagination current={liste.meta.seite} total={liste.meta.seiten} pathname={pathname} search={search} />
        </>
      )}
    </IntranetFrame>
  );
}
