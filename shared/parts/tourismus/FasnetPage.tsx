import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Prose } from '../../components/Prose';
import { Link } from '../../components/Link';
import { useSite } from '../../app/site-context';
import { FasnetSidebar } from './FasnetSidebar';
import { FASNET_EVENTS_PATH, FASNETVEREINE_PATH } from './paths';
import type { FasnetData } from './tourismus.server';

/** /gaeste/fasnet/: the editorial text on the Fasnet with the Fasnet info box (spec §2.4). */
export default function FasnetPage({ data }: PageProps<FasnetData>) {
  const { title } = useSite().page;
  return (
    <PageFrame title={title} sidebar={<FasnetSidebar topic="fasnet" vereine={data.vereine} />}>
      {data.seiteInhalt ? <Prose html={data.seiteInhalt.inhalt} /> : null}
      <ul className="st-tourismus__links">
        <li>
          <Link to={FASNET_EVENTS_PATH}>Alle Termine der Fasnet im Veranstaltungskalender</Link>
        </li>
        <li>
          <Link to={FASNETVEREINE_PATH}>Die Fasnetvereine und ihre Figuren</Link>
        </li>
      </ul>
    </PageFrame>
  );
}
