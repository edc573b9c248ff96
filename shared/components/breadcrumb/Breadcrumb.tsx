import { Link } from '../Link';

export interface Crumb {
  label: string;
  href: string;
}

/**
 * Breadcrumb (spec §2.1): the trail's first item (the home page) is hidden; the current page is the
 * last item and not a link.
 */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const shown = trail.slice(1);
  if (shown.length === 0) return null;
  return (
    <nav className="st-breadcrumb" aria-label="Sie befinden sich hier">
      <ol className="st-breadcrumb__list">
        {shown.map((c, i) => (
          <li className="st-breadcrumb__item" key={c.href}>
            {i === shown.length - 1 ? <span aria-current="page">{c.label}</span> : <Link to={c.href}>{c.label}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
