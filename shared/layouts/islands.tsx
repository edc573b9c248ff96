import { island } from '../app/island';

/**
 * The layouts' islands (shared/app/island.tsx): the header loads its script at once, but after the
 * page's; the access-key help, the read-aloud button and the install offer when the page has loaded
 * and the browser is idle; the footer when it comes near the screen or is touched (ADR 61: below the
 * fold on every page, and its links work as they are). Their markup is the server's until then.
 */
const FOOTER = { visible: () => 'footer.st-footer' };
export const Header = island(() => import('../components/header/SiteHeader').then((m) => m.SiteHeader));
export const MainFooter = island(() => import('./MainFooter').then((m) => m.MainFooter), FOOTER);
export const MiniSiteFooter = island(() => import('./MiniSiteFooter').then((m) => m.MiniSiteFooter), FOOTER);
export const AccessKeys = island(() => import('../components/a11y/AccessKeys').then((m) => m.AccessKeys), 'idle');
export const ReadAloud = island(() => import('../components/a11y/ReadAloud').then((m) => m.ReadAloud), 'idle');
export const InstallBanner = island(() => import('../components/a11y/InstallBanner').then((m) => m.InstallBanner), 'idle');
export const ConnectionStatus = island(() => import('../components/a11y/ConnectionStatus').then((m) => m.ConnectionStatus), 'idle');
export const SkipLinks = island(() => import('../components/skip-links/SkipLinks').then((m) => m.SkipLinks), 'idle');
