import { Link } from '../Link';
import { Icon } from '../icons/Icon';
import type { MenuItem } from '../../site/menu-types';
import type { Wetter } from '../../api/types';
import { isInSection, visibleItems } from '../../site/menu-state';
import { useLocation } from 'react-router-dom';
import { useSite } from '../../app/site-context';
import { Weather } from './Weather';
import { SearchForm } from './SearchForm';

export interface HeaderLink {
  label: string;
  href: string;
  kind: 'download' | 'external' | 'internal';
}

export interface SiteHeaderProps {
  homeHref: string;
  logoSrc: string;
  logoAlt: string;
  menu: MenuItem[];
  menuLabel: string;
  weather: Wetter | null | undefined;
  quickLinks: readonly HeaderLink[];
  /** Extra link at the end of the top bar, e.g. the fire brigade's 'Mitgliederbereich'. */
  extraLink?: HeaderLink;
}

function QuickLink({ link }: { link: HeaderLink }) {
  if (link.kind === 'external') {
    return (
      <a className="st-topbar__link" href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
        <Icon name="external-link" size={14} />
        <span className="st-visually-hidden"> (öffnet in einem neuen Fenster)</span>
      </a>
    );
  }
  if (link.kind === 'download') {
    return (
      <a className="st-topbar__link" href={link.href} download>
        <Icon name="download" size={14} />
        {link.label}
      </a>
    );
  }
  return (
    <Link className="st-topbar__link" to={link.href}>
      {link.label}
    </Link>
  );
}

export function SiteHeader({ homeHref, logoSrc, logoAlt, menu, menuLabel, weather, quickLinks, extraLink }: SiteHeaderProps) {
  const { site } = useSite();
  const { pathname } = useLocation();
  const items = visibleItems(menu, site.content);
  return (
    <header className="st-header">
      <div className="st-topbar">
        <div className="st-container st-topbar__inner">
          <Weather weather={weather} />
          <ul className="st-topbar__links">
            {quickLinks.map((l) => (
              <li key={l.href}>
                <QuickLink link={l} />
              </li>
            ))}
            {extraLink ? (
              <li>
                <QuickLink link={extraLink} />
              </li>
            ) : null}
          </ul>
        </div>
      </div>
      <div className="st-container st-header__main">
        <Link className="st-header__logo" to={homeHref}>
          <img src={logoSrc} alt={logoAlt} width={240} height={64} />
        </Link>
        <div className="st-header__search" id="suche">
          <SearchForm id="kopf-suche" />
        </div>
      </div>
      <nav className="st-nav" id="hauptnavigation" aria-label={menuLabel}>
        <div className="st-container">
          <ul className="st-nav__list">
            {items.map((item) => (
              <li key={item.link} className="st-nav__item">
                <Link
                  className={isInSection(item, pathname) ? 'st-nav__link st-nav__link--set' : 'st-nav__link'}
                  to={item.link}
                  title={item.title}
                  aria-current={isInSection(item, pathname) ? 'true' : undefined}
                >
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}
