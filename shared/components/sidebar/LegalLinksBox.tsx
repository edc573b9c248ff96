import { useId } from 'react';
import { Link } from '../Link';
import { MAIN_FOOTER_LEGAL } from '../../site/menus';

/** Default sidebar (spec §2.4), first half: the legal and accessibility links. */
export function LegalLinksBox() {
  const id = useId();
  return (
    <nav className="st-infobox" aria-labelledby={id}>
      <h2 className="st-infobox__title" id={id}>
        Service
      </h2>
      <ul className="st-infobox__list">
        {MAIN_FOOTER_LEGAL.map((l) => (
          <li key={l.href}>
            <Link to={l.href}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
