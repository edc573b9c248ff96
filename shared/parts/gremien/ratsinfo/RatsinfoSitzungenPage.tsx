import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../../routing/types';
import { Link } from '../../../components/Link';
import { Pagination } from '../../../components/Pagination';
import { SitzungenListe } from '../gemeinderat/SitzungenBlock';
import { ratsinfoSitzungPath, ratsinfoSitzungenPath } from './paths';
import { RatsinfoFrame } from './RatsinfoFrame';
import type { RatsinfoSitzungenData } from './ratsinfo.server';

const TABS = [
  { zeitraum: 'kommend', label: 'Kommende Sitzungen' },
  { zeitraum: 'vergangen', label: 'Vergangene Sitzungen' },
] as const;

/** /ratsinfo/sitzungen: the meetings of the member's bodies, upcoming or past. */
export default function RatsinfoSitzungenPage({ data }: PageProps<RatsinfoSitzungenData>) {
  const { pathname, search } = useLocation();
  return (
    <RatsinfoFrame nav={data.nav} title="Sitzungen Ihrer Gremien">
      <nav className="st-ratstermine__tabs" aria-label="Zeitraum">
        <ul className="st-ratstermine__tablist">
          {TABS.map((t) => (
            <li key={t.zeitraum}>
              <Link
                className={`st-ratstermine__tab${t.zeitraum === data.zeitraum ? ' st-ratstermine__tab--current' : ''}`}
                to={ratsinfoSitzungenPath({ zeitraum: t.zeitraum })}
                aria-current={t.zeitraum === data.zeitraum ? 'page' : undefined}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="st-list__count" role="status">
        {data.gesamt} {data.gesamt === 1 ? 'Sitzung' : 'Sitzungen'}
        {data.seiten > 1 ? `, Seite ${data.seite} von ${data.seiten}` : ''}
      </p>
      <SitzungenListe
        items={data.items}
        leer={data.zeitraum === 'kommend' ? 'Zurzeit sind keine Sitzungen angekündigt.' : 'Es gibt keine vergangenen Sitzungen.'}
        href={(t) => ratsinfoSitzungPath(t.slug)}
      />
      <Pagination current={data.seite} total={data.seiten} pathname={pathname} search={search} />
    </RatsinfoFrame>
  );
}
