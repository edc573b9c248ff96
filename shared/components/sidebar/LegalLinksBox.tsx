import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../Link';
import { MAIN_FOOTER_LEGAL, footerHref } from '../../site/menus';

/** Default sidebar (spec §2.4), first half: the legal and accessibility links. */
export function LegalLinksBox() {
  const id = useId();
  const { pathname } = useLocation();
  return (
    <nav className="st-infobox" aria-labelledby={id}>
      <h2 className="st-infobox__title" id={id}>
        Service
      </h2>
      <ul className="st-infobox__list">
        {MAIN_FOOTER_LEGAL.map((l) => (
          <li key={l.href}>
            <Link to={footerHref(l, pathname)}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
