import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Pagination } from '../../components/Pagination';
import { Prose } from '../../components/Prose';
import { Link } from '../../components/Link';
import { useGetForm } from '../../components/sidebar/get-form';
import { useSite } from '../../app/site-context';
import { TableScroll } from './BaustellenParts';
import { FLAECHEN_PATHS, FLAECHEN_STATUS, FLAECHEN_STATUS_TEXT, flaechePath, formatEuro, formatQm } from './paths';
import type { FlaechenListData } from './flaechen.server';

const WORDS = {
  gewerbe: { heading: 'Gewerbegrundstücke', one: 'Grundstück', many: 'Grundstücke', column: 'Grundstück' },
  wohnen: { heading: 'Bauplätze', one: 'Bauplatz', many: 'Bauplätze', column: 'Bauplatz' },
} as const;

export default function FlaechenListPage({ data }: PageProps<FlaechenListData>) {
  const { pathname, search } = useLocation();
  const { title } = useSite().page;
  const action = FLAECHEN_PATHS[data.art];
  const { onSubmit } = useGetForm(action);
  const w = WORDS[data.art];
  const filterId = `flaechen-status-${data.art}`;
  return (
    <PageFrame title={title}>
      {data.seite ? <Prose html={data.seite.inhalt} /> : null}
      <h2 id="flaechen-liste">{w.heading}</h2>
      <form key={data.status ?? ''} className="st-bfilter" method="get" action={`${action}#flaechen-liste`} onSubmit={onSubmit}>
        <div className="st-bfilter__field">
          <label htmlFor={filterId}>Status</label>
          <select className="st-select" id={filterId} name="status" defaultValue={data.status ?? ''}>
            <option value="">Alle {w.many}</option>
            {FLAECHEN_STATUS.map((s) => (
              <option key={s} value={s}>
                {`Nur ${FLAECHEN_STATUS_TEXT[s]}e`}
              </option>
            ))}
          </select>
        </div>
        <button className="st-button st-button--secondary" type="submit">
          Anzeigen
        </button>
      </form>
      <p className="st-list__count" role="status">
        {data.gesamt} {data.gesamt === 1 ? w.one : w.many}
        {data.status ? ` (${FLAECHEN_STATUS_TEXT[data.status]})` : ''}
        {data.seiten > 1 ? `, Seite ${data.seiteNr} von ${data.seiten}` : ''}
      </p>
      {data.items.length === 0 ? (
        <p>Für diese Auswahl gibt es zurzeit keine {w.many}.</p>
      ) : (
        <TableScroll label={w.heading}>
          <table className="st-btable__table st-btable__table--flaechen">
            <caption>
              {w.heading}: Lage, Größe, Preis und Status{data.seiten > 1 ? ` (Seite ${data.seiteNr} von ${data.seiten})` : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">{w.column}</th>
                <th scope="col">Lage</th>
                <th scope="col" className="st-btable__num">
                  Größe
                </th>
                <th scope="col" className="st-btable__num">
                  Preis je m²
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((f) => (
                <tr key={f.id}>
                  <th scope="row">
                    <Link to={flaechePath(f.art, f.slug)}>{f.titel}</Link>
                  </th>
                  <td>{f.lage}</td>
                  <td className="st-btable__num">{formatQm(f.groesse_qm)}</td>
                  <td className="st-btable__num">{f.preis_qm === null ? 'auf Anfrage' : formatEuro(f.preis_qm)}</td>
                  <td>
                    <span className={`st-bstatus st-bstatus--${f.status}`}>{FLAECHEN_STATUS_TEXT[f.status]}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pagination current={data.seiteNr} total={data.seiten} pathname={pathname} search={search} />
    </PageFrame>
  );
}
