import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Prose } from '../../components/Prose';
import { Link } from '../../components/Link';
import { useSite } from '../../app/site-context';
import { KontaktBox, PhaseDates, PhaseStatus, SiteLinks, SiteStatusText, ortText, phaseLabel } from './BaustellenParts';
import { PARKEN_PATH } from './paths';
import type { BaustelleData } from './baustellen.server';

export default function ParkenDetailPage({ data }: PageProps<BaustelleData>) {
  const { item } = data;
  const { title } = useSite().page;
  const p = item.aktuelle_phase;
  return (
    <PageFrame title={title} sidebar={<KontaktBox kontakt={item.kontakt} />}>
      <dl className="st-bfacts">
        <div className="st-bfacts__row">
          <dt>Baustelle</dt>
          <dd>{item.titel}</dd>
        </div>
        <div className="st-bfacts__row">
          <dt>Ort</dt>
          <dd>{ortText(item)}</dd>
        </div>
        <div className="st-bfacts__row">
          <dt>Stand</dt>
          <dd>
            <SiteStatusText status={item.status} />
          </dd>
        </div>
        {p ? (
          <div className="st-bfacts__row">
            <dt>{phaseLabel(item)}</dt>
            <dd>
              {p.titel}, <PhaseDates von={p.von} bis={p.bis} /> (<PhaseStatus status={p.status} />)
            </dd>
          </div>
        ) : null}
      </dl>
      <h2>Hinweise zum Parken</h2>
      <Prose html={item.parken || '<p>Für diese Baustelle gibt es keine Einschränkungen beim Parken.</p>'} />
      <SiteLinks item={item} current="parken" />
      <p>
        <Link className="st-back" to={PARKEN_PATH}>
          Parken an allen Baustellen
        </Link>
      </p>
    </PageFrame>
  );
}
