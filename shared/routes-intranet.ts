import { page } from './routing/page';
import { route } from './routing/route';
import type { PageEntry, RouteDef } from './routing/types';
import {
  intranetAbmeldenLoader,
  intranetArchivLoader,
  intranetHomeLoader,
  intranetLoginAction,
  intranetLogoutAction,
  intranetPasswortAction,
  intranetPasswortLoader,
  intranetTextLoader,
  intranetTexteLoader,
} from './pages/intranet/intranet.server';
import { benutzerAendernAction, benutzerAnlegenAction, benutzerDetailLoader, benutzerListeLoader } from './pages/intranet/benutzer/benutzer.server';

/**
 * The staff intranet (spec §1, §4): login and home at /intranet, archive topics, text categories and
 * texts, change password, and for admins the accounts. Every page but the login needs a session (the loaders redirect to it).
 * Login, logout and password change are the actions of their addresses; the document download is a
 * server route (server/session).
 */
const pages = {
  home: page('pages/intranet/IntranetHomePage', () => import('./pages/intranet/IntranetHomePage')),
  archiv: page('pages/intranet/IntranetArchivPage', () => import('./pages/intranet/IntranetArchivPage')),
  texte: page('pages/intranet/IntranetTextePage', () => import('./pages/intranet/IntranetTextePage')),
  text: page('pages/intranet/IntranetTextPage', () => import('./pages/intranet/IntranetTextPage')),
  passwort: page('pages/intranet/IntranetPasswortPage', () => import('./pages/intranet/IntranetPasswortPage')),
  benutzer: page('pages/intranet/benutzer/BenutzerPage', () => import('./pages/intranet/benutzer/BenutzerPage')),
  benutzerDetail: page('pages/intranet/benutzer/BenutzerDetailPage', () => import('./pages/intranet/benutzer/BenutzerDetailPage')),
} satisfies Record<string, PageEntry>;


export const intranetRoutes: RouteDef[] = [
  route('intranet', '/intranet', pages.home, intranetHomeLoader, { action: intranetLoginAction }),
  route('intranet-abmelden', '/intranet/abmelden', pages.home, intranetAbmeldenLoader, { action: intranetLogoutAction }),
  route('intranet-archiv', '/intranet/archiv/:themenId', pages.archiv, intranetArchivLoader),
  route('intranet-texte', '/intranet/texte/:rubrik', pages.texte, intranetTexteLoader),
  route('intranet-text', '/intranet/texte/:rubrik/:url', pages.text, intranetTextLoader),
  route('intranet-passwort', '/intranet/passwort', pages.passwort, intranetPasswortLoader, { action: intranetPasswortAction }),
  // Accounts (role admin): list and add; one account's roles, state and password.
  route('intranet-benutzer', '/intranet/benutzer', pages.benutzer, benutzerListeLoader, { action: benutzerAnlegenAction }),
  route('intranet-benutzer-detail', '/intranet/benutzer/:uuid', pages.benutzerDetail, benutzerDetailLoader, { action: benutzerAendernAction }),
];
