import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Pagination } from '../../components/Pagination';
import { Link } from '../../components/Link';
import { useSite } from '../../app/site-context';
import { PhaseStatus, ShortDates, TableScroll } from './BaustellenParts';
import { BAUSTELLEN_PATH, umbauPath } from './paths';
import type { UmbauListData } from './baustellen.server';

export default function UmbauListPage({ data }: PageProps<UmbauListData>) {
  const { pathname, search } = useLocation();
  const { title } = useSite().page;
  const caption = `Laufende und geplante Bauphasen, nach Beginn geordnet${data.seiten > 1 ? ` (Seite ${data.seite} von ${data.seiten})` : ''}`;
  return (
    <PageFrame title={title}>
      <p>
        Die Übersicht zeigt alle laufenden und geplanten Bauphasen der städtischen Baustellen an Straßen, Leitungen und Gebäuden in zeitlicher Reihenfolge.
        Beschreibungen, Umleitungen und Ansprechpartner finden Sie bei der jeweiligen <Link to={BAUSTELLEN_PATH}>Baustelle</Link>.
      </p>
      {data.items.length === 0 ? (
        <p>Zurzeit sind keine Umbaumaßnahmen geplant.</p>
      ) : (
        <TableScroll label="Bauphasen nach Zeitraum">
          <table className="st-btable__table">
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">Zeitraum</th>
                <th scope="col">Maßnahme</th>
                <th scope="col">Baustelle</th>
                <th scope="col">Ortsteil</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((p, i) => (
                <tr key={`${p.baustelle.id}-${p.von}-${i}`}>
                  <td className="st-btable__dates">
                    <ShortDates von={p.von} bis={p.bis} />
                  </td>
                  <th scope="row">{p.titel}</th>
                  <td>
                    <Link to={umbauPath(p.baustelle.slug)}>{p.baustelle.titel}</Link>
                  </td>
                  <td>{p.baustelle.ortsteil}</td>
                  <td>
                    <PhaseStatus status={p.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pagination current={data.seite} total={data.seiten} pathname={pathname} search={search} />
    </PageFrame>
  );
}
