import { island } from '../app/island';

/**
 * The layouts' islands (shared/app/island.tsx). Their markup is the server's until their script has
 * arrived, and works as without JavaScript until then (links, the menu and the search as in-page
 * targets, access keys as the browser's own).
 * - At a person's first interaction with the page (ADR 70: they only react to a person): the header
 *   with its menus and search, the access keys, the skip links, the read-aloud button. A click on one
 *   of their buttons before that is repeated once they have hydrated.
 * - When the footer comes near the screen or is touched (ADR 61: below the fold on every page).
 * - When the browser is idle after the load: the install offer (the browser's install prompt may come
 *   at any time) and the connection's status (online and offline from the start); both are small and
 *   part of the site chunk.
 */
const FOOTER = { visible: () => 'footer.st-footer' };
export const Header = island(() => import('../components/header/SiteHeader').then((m) => m.SiteHeader), { touched: () => 'header.st-header' });
export const MainFooter = island(() => import('./MainFooter').then((m) => m.MainFooter), FOOTER);
export const MiniSiteFooter = island(() => import('./MiniSiteFooter').then((m) => m.MiniSiteFooter), FOOTER);
export const AccessKeys = island(() => import('../components/a11y/AccessKeys').then((m) => m.AccessKeys), { touched: () => '.st-a11y' });
export const ReadAloud = island(() => import('../components/a11y/ReadAloud').then((m) => m.ReadAloud), { touched: () => '.st-readaloud' });
export const InstallBanner = island(() => import('../components/a11y/InstallBanner').then((m) => m.InstallBanner), 'idle');
export const ConnectionStatus = island(() => import('../components/a11y/ConnectionStatus').then((m) => m.ConnectionStatus), 'idle');
export const SkipLinks = island(() => import('../components/skip-links/SkipLinks').then((m) => m.SkipLinks), { touched: () => '.st-skip' });
