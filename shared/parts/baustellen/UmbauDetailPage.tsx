import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Prose } from '../../components/Prose';
import { Link } from '../../components/Link';
import { useSite } from '../../app/site-context';
import { KontaktBox, PhasenTable, SiteLinks, SiteStatusText, ortText } from './BaustellenParts';
import { UMBAU_PATH } from './paths';
import type { BaustelleData } from './baustellen.server';

export default function UmbauDetailPage({ data }: PageProps<BaustelleData>) {
  const { item } = data;
  const { title } = useSite().page;
  return (
    <PageFrame title={title} sidebar={<KontaktBox kontakt={item.kontakt} />}>
      <p>
        {ortText(item)} – <SiteStatusText status={item.status} />
      </p>
      {item.phasen.length ? (
        <PhasenTable phasen={item.phasen} caption={`Bauphasen der Baustelle ${item.titel}`} />
      ) : (
        <p>Für diese Baustelle sind noch keine Bauphasen festgelegt.</p>
      )}
      {item.umleitung ? (
        <>
          <h2>Umleitung und Verkehrsführung</h2>
          <Prose html={item.umleitung} />
        </>
      ) : null}
      <SiteLinks item={item} current="umbau" />
      <p>
        <Link className="st-back" to={UMBAU_PATH}>
          Alle Umbaumaßnahmen
        </Link>
      </p>
    </PageFrame>
  );
}
