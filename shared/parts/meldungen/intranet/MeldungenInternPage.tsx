import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../../routing/types';
import { Link } from '../../../components/Link';
import { Pagination } from '../../../components/Pagination';
import { IntranetFrame, LoadFailed } from '../../intranet/IntranetFrame';
import { Ampel } from '../Ampel';
import { tag } from '../datum';
import { ANTWORT_ARBEITSTAGE, INTRANET_MELDUNGEN, MELDUNG_STATUS, MELDUNG_STATUS_TITEL } from '../values';
import type { MeldungenInternData } from './types';

const prozent = (teil: number, ganz: number) => (ganz ? `${Math.round((teil / ganz) * 100)} %` : '–');

/** The reports for staff: the dashboard (per category and status, answered within 3 working days) and the list with its filters. */
export default function MeldungenInternPage({ data }: PageProps<MeldungenInternData>) {
  const { pathname, search } = useLocation();
  const { liste, filter } = data;
  return (
    <IntranetFrame nav={data.nav} title="Öffentliche Meldungen">
      <p>
        Schadensmeldungen, wie sie öffentlich erscheinen: Status, Antwort der Stadt, Freigabe von Text und Fotos, Zusammenführen und Zuständigkeit. Die
        vollständige Meldung mit Kontaktdaten steht unter <Link to="/intranet/eingaenge?art=schadensmeldung">Eingänge</Link>.
      </p>
      {liste === null ? (
        <LoadFailed what="Die Liste der Meldungen" />
      ) : (
        <>
          <section aria-labelledby="meldungen-auswertung">
            <h2 id="meldungen-auswertung">Auswertung</h2>
            <p>
              Innerhalb von {ANTWORT_ARBEITSTAGE} Arbeitstagen beantwortet (Arbeitstage in Baden-Württemberg, ohne Feiertage):{' '}
              <strong>{prozent(liste.auswertung.rechtzeitig, liste.auswertung.faellig)}</strong> ({liste.auswertung.rechtzeitig} von {liste.auswertung.faellig}{' '}
              fälligen Meldungen; {liste.auswertung.offen_ueberfaellig} noch ohne Antwort und überfällig).
            </p>
            <div className="st-inbox__scroll">
              <table className="st-inbox__table">
                <caption className="st-visually-hidden">Meldungen je Kategorie und Status</caption>
                <thead>
                  <tr>
                    <th scope="col">Kategorie</th>
                    {MELDUNG_STATUS.map((s) => (
                      <th scope="col" key={s}>
                        {MELDUNG_STATUS_TITEL[s]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {liste.auswertung.kategorien.map((k) => (
                    <tr key={k.schluessel}>
                      <th scope="row">{k.name}</th>
                      {MELDUNG_STATUS.map((s) => (
                        <td key={s}>{k.anzahl[s]}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section aria-labelledby="meldungen-liste">
            <h2 id="meldungen-liste">Meldungen</h2>
            <form method="get" action={INTRANET_MELDUNGEN} className="st-intranet__filter st-inbox__filter" aria-label="Meldungen filtern">
              <div className="st-intranet__field">
                <label htmlFor="meldungen-intern-status">Status</label>
                <select id="meldungen-intern-status" name="status" defaultValue={filter.status}>
                  <option value="">Alle</option>
                  {MELDUNG_STATUS.map((s) => (
                    <option key={s} value={s}>
                      {MELDUNG_STATUS_TITEL[s]}
                    </option>
                  ))}
                </select>
              </div>
              <div className="st-meldungen__check">
                <input type="checkbox" id="meldungen-intern-offen" name="offen" value="1" defaultChecked={filter.offen} />{' '}
                <label htmlFor="meldungen-intern-offen">Nur noch nicht freigegebene</label>
              </div>
              <button type="submit" className="st-button">
                Anzeigen
              </button>
            </form>
            <p className="st-list__count" role="status">
              {liste.meta.gesamt} {liste.meta.gesamt === 1 ? 'Meldung' : 'Meldungen'}
            </p>
            {liste.data.length ? (
              <div className="st-inbox__scroll">
                <table className="st-inbox__table">
                  <caption className="st-visually-hidden">Meldungen, die neuesten zuerst</caption>
                  <thead>
                    <tr>
                      <th scope="col">Nr.</th>
                      <th scope="col">Kategorie und Ort</th>
                      <th scope="col">Eingegangen</th>
                      <th scope="col">Status</th>
                      <th scope="col">Öffentlich</th>
                    </tr>
                  </thead>
                  <tbody>
                    {liste.data.map((m) => (
                      <tr key={m.id}>
                        <td>
                          <Link to={`${INTRANET_MELDUNGEN}/${m.id}`}>Nr. {m.id}</Link>
                        </td>
                        <td>
                          {m.kategorie_name}
                          {m.adresse ? `: ${m.adresse}` : ''}
                        </td>
                        <td>{tag(m.erstellt)}</td>
                        <td>
                          <Ampel status={m.status} />
                        </td>
                        <td>
                          {m.zusammengefuehrt_in ? `zusammengeführt in Nr. ${m.zusammengefuehrt_in}` : m.freigegeben ? 'freigegeben' : 'nicht freigegeben'}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p>Keine Meldungen für diese Auswahl.</p>
            )}
            <Pagination current={liste.meta.seite} total={liste.meta.seiten} pathname={pathname} search={search} />
          </section>
        </>
      )}
    </IntranetFrame>
  );
}
