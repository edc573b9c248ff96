import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../Link';
import { MAIN_FOOTER_LEGAL, footerHref } from '../../site/menus';
import { useSite } from '../../app/site-context';
import { hasAddressContent } from '../../site/menu-state';

/** Default sidebar (spec §2.4), first half: the legal and accessibility links. */
export function LegalLinksBox() {
  const id = useId();
  const { pathname } = useLocation();
  const { site } = useSite();
  const links = MAIN_FOOTER_LEGAL.filter((l) => hasAddressContent(site.content, l.href));
  if (links.length === 0) return null;
  return (
    <nav className="st-infobox" aria-labelledby={id}>
      <h2 className="st-infobox__title" id={id}>
        Service
      </h2>
      <ul className="st-infobox__list">
        {links.map((l) => (
          <li key={l.href}>
            <Link to={footerHref(l, pathname)}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
