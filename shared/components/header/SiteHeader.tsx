import { useEffect, useReducer, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { WarnBanner } from './WarnBanner';
import { useLocation } from 'react-router-dom';
import { Link } from '../Link';
import { Icon } from '../icons/Icon';
import { MENUS } from '../../site/menus';
import type { Wetter } from '../../parts/wetter/contract';
import { hasAddressContent, menuPosition, visibleItems } from '../../site/menu-state';
import type { KeptComponent } from '../../app/island';
import { CLOSED, headerReducer } from '../../site/header-state';
import { DESKTOP_MENU_MIN_WIDTH, FOCUS_DELAY_SEARCH_MS } from '../../site/constants';
import { SEARCH_INPUT_ID as SEARCH_FIELD_ID } from '../a11y/access-keys';
import { useSite } from '../../app/site-context';
import { Weather } from './Weather';
import { SearchForm } from './SearchForm';
import { MainNav } from './MainNav';
import type { HeaderLink, LayoutName } from '../../site/sections';

export type { HeaderLink };

function LinkLabel({ link }: { link: HeaderLink }) {
  if (!link.short) return <>{link.label}</>;
  return (
    <>
      <span className="st-topbar__long">{link.label}</span>
      <span className="st-topbar__short" aria-hidden="true">
        {link.short}
      </span>
    </>
  );
}

export interface SiteHeaderProps {
  homeHref: string;
  /** The logo of the town file (its own width and height, so the browser reserves its box before it loads). */
  logo: { src: string; width: number; height: number };
  logoAlt: string;
  /** The layout whose menu the navigation shows (MENUS in shared/site/menus.ts). */
  menu: LayoutName;
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
        <LinkLabel link={link} />
        <Icon name="external-link" size={14} />
        <span className="st-visually-hidden"> (öffnet in einem neuen Fenster)</span>
      </a>
    );
  }
  if (link.kind === 'download') {
    return (
      <a className="st-topbar__link" href={link.href} download>
        <Icon name="download" size={14} />
        <LinkLabel link={link} />
      </a>
    );
  }
  return (
    <Link className="st-topbar__link" to={link.href}>
      <LinkLabel link={link} />
    </Link>
  );
}

const isDesktop = () => window.matchMedia(`(min-width: ${DESKTOP_MENU_MIN_WIDTH}px)`).matches;

/**
 * Header of every layout (spec §2.6): top bar with weather and quick links, logo, search, main
 * navigation. The menu and search states follow spec §4 (shared/site/header-state.ts).
 */
export function SiteHeader({ homeHref, logo, logoAlt, menu, menuLabel, weather, quickLinks, extraLink }: SiteHeaderProps) {
  const { site } = useSite();
  const { pathname } = useLocation();
  const items = visibleItems(MENUS[menu], site.content);
  const [state, dispatch] = useReducer(headerReducer, CLOSED);
  const [compact, setCompact] = useState(false);
  const header = useRef<HTMLElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);

  // Any route change closes everything.
  useEffect(() => dispatch({ type: 'routeChange' }), [pathname]);

  // A search or a menu opened before the script ran (the 'Suche' and 'Menü' links, a skip link or an
  // access key target them) stays open once the script has taken over. The header's script comes at
  // a person's first interaction (ADR 70): until then the stylesheet opens them as in-page targets,
  // also on a hydrated page; html[data-menus] ends that (nav.css, header.css).
  useEffect(() => {
    if (location.hash === '#suche' || location.hash === `#${SEARCH_FIELD_ID}`) dispatch({ type: 'openSearch' });
    else if (location.hash === '#hauptnavigation' && !isDesktop()) dispatch({ type: 'openMobile', menu: items, pathname });
    document.documentElement.dataset.menus = '';
  }, []);

  // Sticky header: the logo shrinks once the top bar has scrolled away.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([entry]) => setCompact(!(entry?.isIntersecting ?? true)));
    io.observe(el);
    return () => io.disconnect();
  }, []);

  // Clicks outside the header close open dropdowns and the search panel; in-page links to the search
  // or the menu (skip links, access keys) open them first, so their targets can take focus.
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const target = e.target as Element | null;
      const anchor = target?.closest?.('a[href="#suche"], a[href="#hauptnavigation"]');
      if (anchor) {
        if (anchor.getAttribute('href') === '#suche') dispatch({ type: 'openSearch' });
        else if (!isDesktop()) dispatch({ type: 'openMobile', menu: items, pathname });
        return;
      }
      // Other in-page links (access keys, skip links) may be opening a panel themselves: they close only the menus.
      if (!header.current?.contains(target)) dispatch({ type: target?.closest?.('a[href^="#"]') ? 'closeMenus' : 'closeAll' });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  });

  const focusSearch = () => setTimeout(() => document.getElementById(SEARCH_FIELD_ID)?.focus(), FOCUS_DELAY_SEARCH_MS);

  return (
    <>
      {site.warnhinweis ? <WarnBanner hinweis={site.warnhinweis} /> : null}
      <div className="st-topbar">
        <div className="st-container st-topbar__inner">
          <Weather weather={weather} />
          <ul className="st-topbar__links">
            {quickLinks
              .filter((l) => l.kind !== 'internal' || hasAddressContent(site.content, l.href))
              .map((l) => (
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
      <div className="st-header__sentinel" ref={sentinel} aria-hidden="true" />
      {/* The header is sticky; the top bar above it scrolls away. */}
      <header className={`st-header${compact ? ' is-compact' : ''}${state.mobileOpen ? ' st-header--menu-open' : ''}`} ref={header}>
        <div className="st-container st-header__main">
          <Link className="st-header__logo" to={homeHref}>
            <img src={logo.src} alt={logoAlt} width={logo.width} height={logo.height} />
          </Link>
          {/*
            Spec §2.6: at every width the search opens as a panel below the header, over the page (so
            opening it moves nothing). Without JavaScript the 'Suche' link, the skip link and access
            key 2 open it as their target (nav.css).
          */}
          <div
            className={`st-header__search${state.searchOpen ? ' is-open' : ''}`}
            id="suche"
            onKeyDown={(e) => {
              if (e.key === 'Escape' && state.searchOpen) {
                dispatch({ type: 'toggleSearch' });
                searchButton.current?.focus();
              }
            }}
          >
            <div className="st-container st-header__search-inner">
              <SearchForm id="kopf-suche" />
            </div>
          </div>
          <div className="st-header__actions">
            <button
              ref={searchButton}
              type="button"
              className="st-header__action st-header__search-toggle"
              aria-expanded={state.searchOpen}
              aria-controls="suche"
              onClick={() => {
                if (!state.searchOpen) focusSearch();
                dispatch({ type: 'toggleSearch' });
              }}
            >
              <Icon name={state.searchOpen ? 'x' : 'search'} />
              <span>Suche</span>
            </button>
            <a className="st-header__action st-header__search-link" href="#suche">
              <Icon name="search" />
              <span>Suche</span>
            </a>
            <button
              ref={menuButton}
              type="button"
              className="st-header__action st-header__menu-button"
              aria-expanded={state.mobileOpen}
              aria-controls="hauptnavigation-panel"
              onClick={() => dispatch(state.mobileOpen ? { type: 'closeMobile' } : { type: 'openMobile', menu: items, pathname })}
            >
              <Icon name="menu" />
              <span>Menü</span>
            </button>
            {/* Without JavaScript the menu opens as an in-page target (see nav.css). */}
            <a className="st-header__action st-header__menu-link" href="#hauptnavigation">
              <Icon name="menu" />
              <span>Menü</span>
            </a>
          </div>
        </div>
        <MainNav items={items} label={menuLabel} pathname={pathname} state={state} dispatch={dispatch} onMobileClose={() => menuButton.current?.focus()} />
        {state.mobileOpen ? (
          <div
            className="st-overlay"
            aria-hidden="true"
            onClick={() => {
              dispatch({ type: 'closeMobile' });
              menuButton.current?.focus();
            }}
          />
        ) : null}
      </header>
    </>
  );
}

/**
 * The server keeps the header's HTML per menu position (shared/app/fragments.ts): besides the site
 * data it shows only its props and the menu's view of the path. The markup of what needs the script
 * (useHydrated) and every state are the closed ones on the server.
 */
(SiteHeader as KeptComponent<SiteHeaderProps>).fragment = {
  name: 'header',
  useKey(props) {
    // React hints the preload of an <img> it renders, but a kept header is not rendered: the logo's
    // hint is given here, before the <img>, so both renders send the same <link> at the same place
    // (with high priority, which React's own hint of the <img> has too, ahead of the page's images).
    preload(props.logo.src, { as: 'image', fetchPriority: 'high' });
    const { site } = useSite();
    const { pathname } = useLocation();
    return `${JSON.stringify(props)}\u0000${menuPosition(visibleItems(MENUS[props.menu], site.content), pathname)}`;
  },
};
