import { useEffect, useRef, type Dispatch } from 'react';
import { Link } from '../Link';
import { Icon } from '../icons/Icon';
import type { MenuItem } from '../../site/menu-types';
import type { HeaderAction, HeaderState } from '../../site/header-state';
import { hasAddressContent, isInSection, normalizePath } from '../../site/menu-state';
import { TOWN } from '../../site/town';
import { useSite } from '../../app/site-context';
import { FOCUS_DELAY_MOBILE_MENU_MS } from '../../site/constants';
import { useHydrated } from '../../app/hydrated';

const idFor = (prefix: string, link: string) => `${prefix}-${link.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'start'}`;

function NavLeaf({ item, pathname, className }: { item: MenuItem; pathname: string; className: string }) {
  if (item.extern) {
    return (
      <a className={className} href={item.link} target="_blank" rel="noopener noreferrer">
        {item.name}
        <Icon name="external-link" size={14} />
        <span className="st-visually-hidden"> (öffnet in einem neuen Fenster)</span>
      </a>
    );
  }
  const current = normalizePath(item.link) === normalizePath(pathname);
  return (
    <Link className={className} to={item.link} aria-current={current ? 'page' : undefined} title={item.title}>
      {item.name}
    </Link>
  );
}

/** 'Ihre 1. Anlaufstelle' (spec §2.6) in the dropdowns of the rathaus and stadtleben entries, while the Bürgerbüro's page has content. */
function PromoCard() {
  const { site } = useSite();
  if (!hasAddressContent(site.content, TOWN.buergerbueroPage)) return null;
  return (
    <div className="st-nav__promo">
      <p className="st-nav__promo-title">Ihre 1. Anlaufstelle</p>
      <p>Ausweise, Meldewesen, Fundsachen und vieles mehr: Das Bürgerbüro hilft Ihnen weiter.</p>
      <Link className="st-button" to={TOWN.buergerbueroPage}>
        Zum Bürgerbüro
      </Link>
    </div>
  );
}

export interface MainNavProps {
  items: MenuItem[];
  label: string;
  pathname: string;
  state: HeaderState;
  dispatch: Dispatch<HeaderAction>;
  /** Returns focus to the menu button after the mobile menu closes. */
  onMobileClose: () => void;
}

/**
 * Main navigation (spec §2.6, §4). From 1200 px a bar with one dropdown per top-level entry (second
 * level as columns, third level as lists); below, a side panel with accordions. Without JavaScript the
 * dropdowns open on hover and keyboard focus, and the mobile panel opens as an in-page target.
 */
export function MainNav({ items, label, pathname, state, dispatch, onMobileClose }: MainNavProps) {
  // The panel's close button and the second level's toggles work only with JavaScript and are hidden
  // without it (nav.css), inside panels and dropdowns that are closed at first: the server leaves them
  // out (about 6 KB and 70 elements of every page). The first level's toggles stay, because the menu
  // bar keeps their room until they work (no shift).
  const scripted = useHydrated();
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!state.mobileOpen) return;
    const t = setTimeout(() => closeButton.current?.focus(), FOCUS_DELAY_MOBILE_MENU_MS);
    return () => clearTimeout(t);
  }, [state.mobileOpen]);

  const closeMobile = () => {
    dispatch({ type: 'closeMobile' });
    onMobileClose();
  };

  return (
    <nav className={`st-nav${state.mobileOpen ? ' st-nav--open' : ''}`} id="hauptnavigation" aria-label={label}>
      <div
        className="st-nav__panel"
        id="hauptnavigation-panel"
        ref={panel}
        onBlur={(e) => {
          // No focus trap: tabbing out of the open side panel closes it.
          const next = e.relatedTarget as Node | null;
          if (state.mobileOpen && next && !panel.current?.contains(next) && !(next as Element).matches?.('.st-header__menu-button')) {
            dispatch({ type: 'closeMobile' });
          }
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          if (state.mobileOpen) closeMobile();
          else if (state.openFirst) {
            const link = state.openFirst;
            dispatch({ type: 'closeMenus' });
            document.getElementById(idFor('nav-toggle', link))?.focus();
          }
        }}
      >
        <div className="st-nav__panel-head">
          <p className="st-nav__panel-title">Menü</p>
          {scripted ? (
            <button ref={closeButton} type="button" className="st-nav__close" onClick={closeMobile}>
              <Icon name="x" />
              <span>Menü schließen</span>
            </button>
          ) : null}
        </div>
        <ul className="st-container st-nav__list">
          {items.map((item) => {
            const open = state.openFirst === item.link;
            const set = isInSection(item, pathname);
            const dropdownId = idFor('nav-dropdown', item.link);
            return (
              <li key={item.link} className={`st-nav__item${open ? ' is-open' : ''}${set ? ' is-set' : ''}`}>
                <div className="st-nav__row">
                  <Link className="st-nav__link" to={item.link} title={item.title} aria-current={set ? 'true' : undefined}>
                    {item.name}
                  </Link>
                  {item.sub?.length ? (
                    <button
                      type="button"
                      id={idFor('nav-toggle', item.link)}
                      className="st-nav__toggle"
                      aria-expanded={open}
                      aria-controls={dropdownId}
                      onClick={() => dispatch({ type: 'toggleFirst', link: item.link })}
                    >
                      <Icon name="chevron-down" size={18} />
                      <span className="st-visually-hidden">Untermenü {item.name}</span>
                    </button>
                  ) : null}
                </div>
                {item.sub?.length ? (
                  <div className="st-nav__dropdown" id={dropdownId}>
                    <div className="st-nav__dropdown-inner">
                      <ul className="st-nav__columns">
                        {item.sub.map((group) => {
                          const groupOpen = state.openSecond === group.link;
                          const thirdId = idFor('nav-third', `${item.link}-${group.link}-${group.name}`);
                          return (
                            <li key={group.name} className={`st-nav__group${groupOpen ? ' is-open' : ''}`}>
                              <div className="st-nav__row">
                                <NavLeaf item={group} pathname={pathname} className="st-nav__group-link" />
                                {scripted && group.sub?.length ? (
                                  <button
                                    type="button"
                                    className="st-nav__toggle st-nav__toggle--second"
                                    aria-expanded={groupOpen}
                                    aria-controls={thirdId}
                                    onClick={() => dispatch({ type: 'toggleSecond', link: group.link })}
                                  >
                                    <Icon name="chevron-down" size={18} />
                                    <span className="st-visually-hidden">Untermenü {group.name}</span>
                                  </button>
                                ) : null}
                              </div>
                              {group.sub?.length ? (
                                <ul className="st-nav__third" id={thirdId}>
                                  {group.sub.map((leaf) => (
                                    <li key={leaf.link + leaf.name}>
                                      <NavLeaf item={leaf} pathname={pathname} className="st-nav__third-link" />
                                    </li>
                                  ))}
                                </ul>
                              ) : null}
                            </li>
                          );
                        })}
                      </ul>
                      {item.promo ? <PromoCard /> : null}
                    </div>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
