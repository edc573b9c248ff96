import { Link } from '../../../components/Link';
import type { LebenslageListItem } from '../contract';

/** Life situations as cards: the title is the link and its area covers the whole card. */
export function LebenslageCards({ items, headingLevel = 2 }: { items: LebenslageListItem[]; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="st-lagecards">
      {items.map((l) => (
        <li className="st-lagecard" key={l.id}>
          <H className="st-lagecard__title">
            <Link className="st-lagecard__link" to={l.link}>
              {l.titel}
            </Link>
          </H>
          <p className="st-lagecard__text">{l.beschreibung}</p>
        </li>
      ))}
    </ul>
  );
}
