import { page } from '../../routing/page';
import { route } from '../../routing/route';
import type { PageEntry, RouteDef } from '../../routing/types';
import {
  ratsinfoAbmeldenLoader,
  ratsinfoHomeLoader,
  ratsinfoLoginAction,
  ratsinfoLogoutAction,
  ratsinfoPasswortAction,
  ratsinfoPasswortLoader,
  ratsinfoSitzungLoader,
  ratsinfoSitzungenLoader,
  ratsinfoVorlageLoader,
  ratsinfoVorlagenLoader,
} from './ratsinfo/ratsinfo.server';
import { RATSINFO_PASSWORT_PATH, RATSINFO_PATH, RATSINFO_SITZUNGEN_PATH, RATSINFO_VORLAGEN_PATH } from './ratsinfo/paths';

/**
 * The council information system (spec §1, §6, §9): a signed-in area of its own for council members at
 * /ratsinfo with login, logout and password change, the meetings of their bodies with the non-public agendas, the papers
 * and their documents. The document download is a server route (server/session).
 */
export const pages = {
  home: page('parts/gremien/ratsinfo/RatsinfoHomePage', () => import('./ratsinfo/RatsinfoHomePage')),
  sitzungen: page('parts/gremien/ratsinfo/RatsinfoSitzungenPage', () => import('./ratsinfo/RatsinfoSitzungenPage')),
  sitzung: page('parts/gremien/ratsinfo/RatsinfoSitzungPage', () => import('./ratsinfo/RatsinfoSitzungPage')),
  vorlagen: page('parts/gremien/ratsinfo/RatsinfoVorlagenPage', () => import('./ratsinfo/RatsinfoVorlagenPage')),
  vorlage: page('parts/gremien/ratsinfo/RatsinfoVorlagePage', () => import('./ratsinfo/RatsinfoVorlagePage')),
  passwort: page('parts/gremien/ratsinfo/RatsinfoPasswortPage', () => import('./ratsinfo/RatsinfoPasswortPage')),
} satisfies Record<string, PageEntry>;

export const ratsinfoRoutes: RouteDef[] = [
  route('ratsinfo', RATSINFO_PATH, pages.home, ratsinfoHomeLoader, { action: ratsinfoLoginAction }),
  route('ratsinfo-abmelden', `${RATSINFO_PATH}/abmelden`, pages.home, ratsinfoAbmeldenLoader, { action: ratsinfoLogoutAction }),
  route('ratsinfo-sitzungen', RATSINFO_SITZUNGEN_PATH, pages.sitzungen, ratsinfoSitzungenLoader),
  route('ratsinfo-sitzung', `${RATSINFO_SITZUNGEN_PATH}/:slug`, pages.sitzung, ratsinfoSitzungLoader),
  route('ratsinfo-vorlagen', RATSINFO_VORLAGEN_PATH, pages.vorlagen, ratsinfoVorlagenLoader),
  route('ratsinfo-vorlage', `${RATSINFO_VORLAGEN_PATH}/:slug`, pages.vorlage, ratsinfoVorlageLoader),
  route('ratsinfo-passwort', RATSINFO_PASSWORT_PATH, pages.passwort, ratsinfoPasswortLoader, { action: ratsinfoPasswortAction }),
];
