import type { PageProps } from '../../routing/types';
import { island } from '../../app/island';
import { PageFrame } from '../../components/PageFrame';
import type { GewerbeIndexData } from './gewerbe.server';

/**
 * Below the title: the categories, the search form, the A–Z bar and the list. All of it links and a
 * GET form, so it is the server's HTML until a person's first interaction with the page or the first
 * navigation, then hydrated (shared/app/island.tsx, ADR 70): its code (the business parts, the A–Z
 * bar, the pagination, the text helpers) is not in the directory's first load (ADR 75).
 */
const GewerbeverzeichnisContent = island(() => import('./GewerbeverzeichnisContent').then((m) => m.GewerbeverzeichnisContent), { touched: () => '' });

/** /wirtschaft/gewerbeverzeichnis/ (GewerbeverzeichnisContent). */
export default function GewerbeverzeichnisPage({ data }: PageProps<GewerbeIndexData>) {
  return (
    <PageFrame title="Gewerbeverzeichnis">
      <GewerbeverzeichnisContent data={data} />
    </PageFrame>
  );
}
