import { Link } from '../../components/Link';
import { Prose } from '../../components/Prose';
import { LeadFigure } from '../../components/media/CmsImage';
import { DownloadList } from '../../components/DownloadList';
import { formatDateLong, isoDate } from '../../format/date';
import { newsListPath } from '../../site/news-paths';
import type { NewsDetailData } from './news.server';

/** The text of a news item: date and category, image, teaser, text, downloads (an island of NewsDetailPage). */
export function NewsDetailBody({ item }: { item: NewsDetailData['item'] }) {
  return (
    <>
      <p className="st-meta">
        <time dateTime={isoDate(item.datum_von)}>{formatDateLong(item.datum_von)}</time>
        <span aria-hidden="true"> · </span>
        <Link to={newsListPath(item.rubrik)}>{item.rubrik_titel}</Link>
      </p>
      {item.bild ? <LeadFigure bild={item.bild} /> : null}
      <p className="st-lead">{item.teaser}</p>
      <Prose html={item.text} />
      {item.downloads.length ? <DownloadList title="Downloads" items={item.downloads} /> : null}
      <p>
        <Link className="st-back" to={newsListPath(item.rubrik)}>
          Alle {item.rubrik_titel}
        </Link>
      </p>
    </>
  );
}
