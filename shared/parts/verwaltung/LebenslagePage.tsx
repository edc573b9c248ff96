import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Pagination } from '../../components/Pagination';
import { Link } from '../../components/Link';
import type { LebenslageData } from './wegweiser.server';
import { ProcedureList } from './components/ProcedureList';

/** /rathaus/wegweiser/{lebenslage}: one life situation and the procedures that belong to it. */
export default function LebenslagePage({ data }: PageProps<LebenslageData>) {
  const { pathname, search } = useLocation();
  return (
    <PageFrame title={data.lage.titel}>
      <p className="st-pagelead">{data.lage.beschreibung}</p>
      <section className="st-block" aria-labelledby="lage-verfahren">
        <h2 id="lage-verfahren">Das ist zu erledigen</h2>
        {data.verfahren.length ? (
          <ProcedureList items={data.verfahren} href={(v) => v.url} />
        ) : (
          <p className="st-empty">Zu dieser Lebenslage sind noch keine Leistungen eingetragen.</p>
        )}
        <Pagination current={data.seite} total={data.seiten} pathname={pathname} search={search} />
      </section>
      <p>
        <Link className="st-back" to="/rathaus/wegweiser/lebenslagen/">
          Alle Lebenslagen
        </Link>
      </p>
    </PageFrame>
  );
}
