import { useId } from 'react';
import { Link } from '../../../components/Link';

const ITEMS = [
  { href: '/servicebw/', label: 'Übersicht Service-BW' },
  { href: '/servicebw/a', label: 'Leistungen A–Z', prefix: /^\/servicebw\/(?!fachbereiche|mitarbeiter|formulare)[^/]+/ },
  { href: '/servicebw/fachbereiche', label: 'Fachbereiche', prefix: /^\/servicebw\/fachbereiche/ },
  { href: '/servicebw/mitarbeiter', label: 'Ansprechpersonen', prefix: /^\/servicebw\/mitarbeiter/ },
  { href: '/servicebw/formulare', label: 'Formulare', prefix: /^\/servicebw\/formulare/ },
];

/**
 * The service area has no entry of its own in the main menu's sidebar, so its pages bring this box:
 * the area's parts, the current one marked, and the way to the state portal.
 */
export function ServicebwNav({ pathname }: { pathname: string }) {
  const id = useId();
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    <nav className="st-infobox st-areanav" aria-labelledby={id}>
      <h2 className="st-infobox__title" id={id}>
        Service-BW
      </h2>
      <ul className="st-areanav__list">
        {ITEMS.map((item) => {
          const exact = path === item.href.replace(/\/+$/, '');
          const inside = !exact && item.prefix?.test(path);
          return (
            <li key={item.href}>
              <Link className="st-areanav__link" to={item.href} aria-current={exact ? 'page' : inside ? 'true' : undefined}>
                {item.label}
              </Link>
            </li>
          );
        })}
        <li>
          <a className="st-areanav__link" href="https://www.service-bw.de/" target="_blank" rel="noopener noreferrer">
            Landesportal service-bw.de
            <span className="st-visually-hidden"> (öffnet in einem neuen Fenster)</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
