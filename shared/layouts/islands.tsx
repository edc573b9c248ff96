import { island } from '../app/island';

/**
 * The layouts' islands (shared/app/island.tsx): the header loads its script at once, but after the
 * page's; the footer, the access-key help, the read-aloud button and the install offer when the page
 * has loaded and the browser is idle. Their markup is the server's until then.
 */
export const Header = island(() => import('../components/header/SiteHeader').then((m) => m.SiteHeader));
export const MainFooter = island(() => import('./MainFooter').then((m) => m.MainFooter), 'idle');
export const MiniSiteFooter = island(() => import('./MiniSiteFooter').then((m) => m.MiniSiteFooter), 'idle');
export const AccessKeys = island(() => import('../components/a11y/AccessKeys').then((m) => m.AccessKeys), 'idle');
export const ReadAloud = island(() => import('../components/a11y/ReadAloud').then((m) => m.ReadAloud), 'idle');
export const InstallBanner = island(() => import('../components/a11y/InstallBanner').then((m) => m.InstallBanner), 'idle');
export const ConnectionStatus = island(() => import('../components/a11y/ConnectionStatus').then((m) => m.ConnectionStatus), 'idle');
export const SkipLinks = island(() => import('../components/skip-links/SkipLinks').then((m) => m.SkipLinks), 'idle');
