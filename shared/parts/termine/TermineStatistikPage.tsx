import type { PageProps } from '../../routing/types';
import { Link } from '../../components/Link';
import { IntranetFrame, LoadFailed } from '../intranet/IntranetFrame';
import { INTRANET_PFAD } from './values';
import type { TermineStatistikData } from './types';

/** /intranet/termine/statistik: per service and week (ADR 55); counts only, also after the personal data is deleted. */
export default function TermineStatistikPage({ data }: PageProps<TermineStatistikData>) {
  return (
    <IntranetFrame nav={data.nav} title="Termine: Statistik">
      <p>
        <Link to={INTRANET_PFAD}>Zurück zum Tag</Link>
      </p>
      <form method="get" action={`${INTRANET_PFAD}/statistik`} className="st-intranet__filter">
        <div className="st-intranet__field">
          <label htmlFor="statistik-von">Von</label>
          <input id="statistik-von" type="date" name="von" defaultValue={data.von} />
        </div>
        <div className="st-intranet__field">
          <label htmlFor="statistik-bis">Bis</label>
          <input id="statistik-bis" type="date" name="bis" defaultValue={data.bis} />
        </div>
        <button type="submit" className="st-button st-button--secondary">
          Anzeigen
        </button>
      </form>
      {!data.zeilen ? (
        <LoadFailed what="Die Statistik" />
      ) : data.zeilen.length ? (
        <table className="st-termine__tabelle">
          <caption>Termine je Woche und Anliegen</caption>
          <thead>
            <tr>
              <th scope="col">Woche</th>
              <th scope="col">Anliegen</th>
              <th scope="col">Gebucht</th>
              <th scope="col">Abgesagt</th>
              <th scope="col">Nicht erschienen</th>
              <th scope="col">Vorlauf (Tage, Mittel)</th>
            </tr>
          </thead>
          <tbody>
            {data.zeilen.map((z) => (
              <tr key={`${z.woche}-${z.dienst}`}>
                <td>{z.woche}</td>
                <th scope="row">{z.dienst}</th>
                <td>{z.gebucht}</td>
                <td>{z.abgesagt}</td>
                <td>{z.nicht_erschienen}</td>
                <td>{z.vorlauf_tage.toLocaleString('de-DE')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>In diesem Zeitraum gibt es keine Termine.</p>
      )}
    </IntranetFrame>
  );
}
