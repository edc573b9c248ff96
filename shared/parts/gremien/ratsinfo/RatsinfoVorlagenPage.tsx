import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../../routing/types';
import { Pagination } from '../../../components/Pagination';
import { RatsinfoFrame } from './RatsinfoFrame';
import { VorlagenListe } from './VorlagenListe';
import type { RatsinfoVorlagenData } from './ratsinfo.server';

/** /ratsinfo/vorlagen: the papers the member may read, newest first. */
export default function RatsinfoVorlagenPage({ data }: PageProps<RatsinfoVorlagenData>) {
  const { pathname, search } = useLocation();
  return (
    <RatsinfoFrame nav={data.nav} title="Vorlagen">
      <p className="st-list__count" role="status">
        {data.gesamt} {data.gesamt === 1 ? 'Vorlage' : 'Vorlagen'}
        {data.seiten > 1 ? `, Seite ${data.seite} von ${data.seiten}` : ''}
      </p>
      <VorlagenListe items={data.items} />
      <Pagination current={data.seite} total={data.seiten} pathname={pathname} search={search} />
    </RatsinfoFrame>
  );
}
