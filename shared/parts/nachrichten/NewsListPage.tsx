import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { NewsRow } from '../../components/news/NewsCard';
import { Pagination } from '../../components/Pagination';
import { YearFilter } from '../../components/sidebar/YearFilter';
import { useSite } from '../../app/site-context';
import type { NewsListData } from './news.server';

export default function NewsListPage({ data }: PageProps<NewsListData>) {
  const { pathname, search } = useLocation();
  const { title } = useSite().page;
  return (
    <PageFrame title={title} sidebar={data.jahre ? <YearFilter years={data.jahre} selected={data.jahr} action={pathname} /> : null}>
      <p className="st-list__count" role="status">
        {data.gesamt} {data.gesamt === 1 ? 'Meldung' : 'Meldungen'}
        {data.jahr ? ` aus dem Jahr ${data.jahr}` : ''}
        {data.seiten > 1 ? `, Seite ${data.seite} von ${data.seiten}` : ''}
      </p>
      {data.items.length === 0 ? (
        <p>Zurzeit gibt es hier keine Meldungen.</p>
      ) : (
        <div className="st-list">
          {data.items.map((item) => (
            <NewsRow key={item.id} item={item} />
          ))}
        </div>
      )}
      <Pagination current={data.seite} total={data.seiten} pathname={pathname} search={search} />
    </PageFrame>
  );
}
