import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Pagination } from '../../components/Pagination';
import { Link } from '../../components/Link';
import type { LebenslagenData } from './wegweiser.server';
import { LebenslageCards } from './components/LebenslageCards';

/** /rathaus/wegweiser/lebenslagen/: every life situation as a card. */
export default function LebenslagenPage({ data }: PageProps<LebenslagenData>) {
  const { pathname, search } = useLocation();
  return (
    <PageFrame title="Lebenslagen">
      <p className="st-pagelead">
        Umzug, Geburt, Heirat oder Bauen: Hier finden Sie alle Leistungen, die in einer Lebenssituation typischerweise anfallen. Sie suchen eine bestimmte
        Leistung? Dann hilft Ihnen die Übersicht <Link to="/rathaus/wegweiser/verfahren">Leistungen von A bis Z</Link>.
      </p>
      {data.items.length ? <LebenslageCards items={data.items} /> : <p className="st-empty">Zurzeit sind keine Lebenslagen eingetragen.</p>}
      <Pagination current={data.seite} total={data.seiten} pathname={pathname} search={search} />
    </PageFrame>
  );
}
