import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { island } from '../../app/island';
import type { NewsDetailData } from './news.server';

/**
 * The article is static text and links: its script (with the date formatting and dayjs) follows at a
 * person's first interaction with the page or the first navigation (shared/app/island.tsx, ADR 70).
 */
const NewsDetailBody = island(() => import('./NewsDetailBody').then((m) => m.NewsDetailBody), { touched: () => '' });

export default function NewsDetailPage({ data }: PageProps<NewsDetailData>) {
  return (
    <PageFrame title={data.item.titel}>
      <NewsDetailBody item={data.item} />
    </PageFrame>
  );
}
