import { useContext } from 'react';
import { Link } from '../Link';
import { HeadFactsContext } from '../../app/head-facts';
import { useSite } from '../../app/site-context';
import { hasAddressContent } from '../../site/menu-state';

export interface Crumb {
  label: string;
  href: string;
}

/**
 * Breadcrumb (spec §2.1): the trail's first item (the home page) is hidden; the current page is the
 * last item and not a link. An ancestor whose page has no content (an empty site, ADR 31) is left
 * out, so the trail never links to a missing page.
 */
export function Breadcrumb({ trail: given }: { trail: Crumb[] }) {
  const { site } = useSite();
  const trail = given.filter((c, i) => i === 0 || i === given.length - 1 || hasAddressContent(site.content, c.href));
  const shown = trail.slice(1);
  const head = useContext(HeadFactsContext);
  if (shown.length === 0) return null;
  // On the server: the head describes the trail shown here as structured data (BreadcrumbList).
  if (head) head.breadcrumb = trail;
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
