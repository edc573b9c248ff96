import { page } from '../../routing/page';
import { route } from '../../routing/route';
import type { PageEntry, RouteDef } from '../../routing/types';
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
} from './intranet.server';
import { benutzerAendernAction, benutzerAnlegenAction, benutzerDetailLoader, benutzerListeLoader } from './benutzer/benutzer.server';

/**
 * The staff intranet (spec §1, §4): login and home at /intranet, archive topics, text categories and
 * texts, change password, and for admins the accounts. Every page but the login needs a session (the loaders redirect to it).
 * Login, logout and password change are the actions of their addresses; the document download is a
 * server route (server/session).
 */
export const pages = {
  home: page('parts/intranet/IntranetHomePage', () => import('./IntranetHomePage')),
  archiv: page('parts/intranet/IntranetArchivPage', () => import('./IntranetArchivPage')),
  texte: page('parts/intranet/IntranetTextePage', () => import('./IntranetTextePage')),
  text: page('parts/intranet/IntranetTextPage', () => import('./IntranetTextPage')),
  passwort: page('parts/intranet/IntranetPasswortPage', () => import('./IntranetPasswortPage')),
  benutzer: page('parts/intranet/benutzer/BenutzerPage', () => import('./benutzer/BenutzerPage')),
  benutzerDetail: page('parts/intranet/benutzer/BenutzerDetailPage', () => import('./benutzer/BenutzerDetailPage')),
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
