import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { island } from '../../app/island';
import type { NewsDetailData } from './news.server';

/** The article is static text and links: its script follows once the page has loaded (shared/app/island.tsx). */
const NewsDetailBody = island(() => import('./NewsDetailBody').then((m) => m.NewsDetailBody), 'idle');

export default function NewsDetailPage({ data }: PageProps<NewsDetailData>) {
  return (
    <PageFrame title={data.item.titel}>
      <NewsDetailBody item={data.item} />
    </PageFrame>
  );
}
