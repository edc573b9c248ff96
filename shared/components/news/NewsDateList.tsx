import { Link } from '../Link';
import type { NewsItem } from '../../parts/nachrichten/contract';
import { formatDate, isoDate } from '../../format/date';
import { newsDetailPath } from '../../site/news-paths';

/** News as a compact list of date and title (home and section pages). */
export function NewsDateList({ items }: { items: NewsItem[] }) {
  return (
    <ul className="st-datelist">
      {items.map((n) => (
        <li className="st-datelist__item" key={n.id}>
          <time className="st-datelist__date" dateTime={isoDate(n.datum_von)}>
            {formatDate(n.datum_von)}
          </time>
          <Link className="st-datelist__title" to={newsDetailPath(n.rubrik, n.slug)}>
            {n.titel}
          </Link>
        </li>
      ))}
    </ul>
  );
}
