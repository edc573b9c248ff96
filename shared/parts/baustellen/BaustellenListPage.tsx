import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Pagination } from '../../components/Pagination';
import { Link } from '../../components/Link';
import { useGetForm } from '../../components/sidebar/get-form';
import { useSite } from '../../app/site-context';
import { PhaseDates, PhaseStatus, SiteStatusText, phaseLabel } from './BaustellenParts';
import { BAUSTELLEN_FILTER, BAUSTELLEN_PATH, ORTSTEILE, PARKEN_PATH, UMBAU_PATH, baustellePath } from './paths';
import type { BaustellenListData } from './baustellen.server';

export default function BaustellenListPage({ data }: PageProps<BaustellenListData>) {
  const { pathname, search } = useLocation();
  const { title } = useSite().page;
  const { onSubmit } = useGetForm(BAUSTELLEN_PATH);
  const statusLabel = BAUSTELLEN_FILTER.find((f) => f.value === (data.status ?? ''))!.label;
  return (
    <PageFrame title={title}>
      <p>
        Hier finden Sie die Baustellen der Stadt im Stadtgebiet und in den Ortsteilen mit ihren Bauphasen. Hinweise zu wegfallenden Parkplätzen finden Sie unter{' '}
        <Link to={PARKEN_PATH}>Parken an Baustellen</Link>, alle Bauphasen nach Zeitraum unter <Link to={UMBAU_PATH}>Umbaumaßnahmen</Link>.
      </p>
      <form key={`${data.ortsteil}-${data.status}`} className="st-bfilter" method="get" action={BAUSTELLEN_PATH} onSubmit={onSubmit}>
        <div className="st-bfilter__field">
          <label htmlFor="baustellen-ortsteil">Ortsteil</label>
          <select className="st-select" id="baustellen-ortsteil" name="ortsteil" defaultValue={data.ortsteil ?? ''}>
            <option value="">Alle Ortsteile</option>
            {ORTSTEILE.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </div>
        <div className="st-bfilter__field">
          <label htmlFor="baustellen-status">Baustellen</label>
          <select className="st-select" id="baustellen-status" name="status" defaultValue={data.status ?? ''}>
            {BAUSTELLEN_FILTER.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
        <button className="st-button st-button--secondary" type="submit">
          Anzeigen
        </button>
      </form>
      <p className="st-list__count" role="status">
        {data.gesamt} {data.gesamt === 1 ? 'Baustelle' : 'Baustellen'} ({statusLabel.toLowerCase()}
        {data.ortsteil ? `, Ortsteil ${data.ortsteil}` : ''}){data.seiten > 1 ? `, Seite ${data.seite} von ${data.seiten}` : ''}
      </p>
      {data.items.length === 0 ? (
        <p>Für diese Auswahl sind keine Baustellen eingetragen.</p>
      ) : (
        <ul className="st-baustellen">
          {data.items.map((b) => (
            <li key={b.id} className="st-baustelle">
              <h2 className="st-baustelle__title">
                <Link to={baustellePath(b.slug)}>{b.titel}</Link>
              </h2>
              <p className="st-baustelle__ort">
                {b.strasse}
                <span className="st-baustelle__ortsteil"> · Ortsteil {b.ortsteil}</span>
              </p>
              <p className="st-baustelle__status">
                <SiteStatusText status={b.status} />
              </p>
              {b.aktuelle_phase ? (
                <p className="st-baustelle__phase">
                  <strong>{phaseLabel(b)}:</strong> {b.aktuelle_phase.titel}
                  <br />
                  <PhaseDates von={b.aktuelle_phase.von} bis={b.aktuelle_phase.bis} /> (<PhaseStatus status={b.aktuelle_phase.status} />)
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pagination current={data.seite} total={data.seiten} pathname={pathname} search={search} />
    </PageFrame>
  );
}
