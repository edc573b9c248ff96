import type { VorlageInfo } from '../../ratstermine/contract';
import { Link } from '../../../components/Link';
import { formatDate, isoDate } from '../../../format/date';
import { ratsinfoVorlagePath } from './paths';

/** The "nichtöffentlich" mark: a word, not only a colour. */
export function NichtoeffentlichBadge() {
  return <span className="st-ratstermin__badge st-ratstermin__badge--inline">nichtöffentlich</span>;
}

/** Papers as a list: number, title (to the paper's page), kind, date, office, the public flag in words. */
export function VorlagenListe({ items }: { items: VorlageInfo[] }) {
  if (items.length === 0) return <p>Zurzeit gibt es keine Vorlagen.</p>;
  return (
    <ul className="st-sitzungen">
      {items.map((v) => (
        <li key={v.id} className="st-sitzungen__item">
          <Link to={ratsinfoVorlagePath(v.slug)}>
            {v.nummer}: {v.titel}
          </Link>
          {v.oeffentlich ? null : <NichtoeffentlichBadge />}
          <span className="st-sitzungen__meta">
            {v.art} vom <time dateTime={isoDate(v.datum)}>{formatDate(v.datum)}</time>
            {v.federfuehrend ? ` · ${v.federfuehrend}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
