import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Pagination } from '../../components/Pagination';
import { Prose } from '../../components/Prose';
import { Link } from '../../components/Link';
import { useSite } from '../../app/site-context';
import { SiteStatusText, ortText } from './BaustellenParts';
import { BAUSTELLEN_PATH, baustellePath, parkenPath } from './paths';
import type { ParkenListData } from './baustellen.server';

export default function ParkenListPage({ data }: PageProps<ParkenListData>) {
  const { pathname, search } = useLocation();
  const { title } = useSite().page;
  return (
    <PageFrame title={title}>
      <p>
        Während der Bauarbeiten fallen an einigen Stellen Parkplätze weg oder es gelten Halteverbote. Hier finden Sie für jede aktuelle und geplante Baustelle,
        wo Sie stattdessen parken können. Alle Baustellen im Überblick finden Sie unter <Link to={BAUSTELLEN_PATH}>Baustellen</Link>.
      </p>
      {data.items.length === 0 ? (
        <p>Zurzeit gibt es keine Baustellen mit Einschränkungen beim Parken.</p>
      ) : (
        <ul className="st-baustellen">
          {data.items.map((b) => (
            <li key={b.id} className="st-baustelle">
              <h2 className="st-baustelle__title">
                <Link to={parkenPath(b.slug)}>{b.titel}</Link>
              </h2>
              <p className="st-baustelle__ort">{ortText(b)}</p>
              <p className="st-baustelle__status">
                <SiteStatusText status={b.status} />
              </p>
              <Prose html={b.parken} className="st-baustelle__parken" />
              <p>
                <Link className="st-more" to={baustellePath(b.slug)}>
                  Zur Baustelle<span className="st-visually-hidden"> {b.titel}</span>
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination current={data.seite} total={data.seiten} pathname={pathname} search={search} />
    </PageFrame>
  );
}
