import { page } from '../../routing/page';
import { route } from '../../routing/route';
import type { PageEntry, RouteDef } from '../../routing/types';
import { BENACHRICHTIGUNGEN_PFAD, INTRANET_PFAD } from './values';
import {
  BESTELLT_PFAD,
  abmeldenAction,
  abmeldenLoader,
  anmeldenAction,
  anmeldenLoader,
  bestaetigenAction,
  bestaetigenLoader,
  bestelltLoader,
  intranetAction,
  intranetLoader,
  verwaltenAction,
  verwaltenLoader,
} from './benachrichtigungen.server';

const pages = {
  anmelden: page('parts/benachrichtigungen/AnmeldenPage', () => import('./AnmeldenPage')),
  bestellt: page('parts/benachrichtigungen/BestelltPage', () => import('./BestelltPage')),
  bestaetigen: page('parts/benachrichtigungen/BestaetigenPage', () => import('./BestaetigenPage')),
  verwalten: page('parts/benachrichtigungen/VerwaltenPage', () => import('./VerwaltenPage')),
  abmelden: page('parts/benachrichtigungen/AbmeldenPage', () => import('./AbmeldenPage')),
  intranet: page('parts/benachrichtigungen/BenachrichtigungenIntranetPage', () => import('./BenachrichtigungenIntranetPage')),
} satisfies Record<string, PageEntry>;

/** E-mail alerts (ADR 50): subscribe, confirm, manage and unsubscribe without an account; the intranet's counts. */
export const benachrichtigungenRoutes: RouteDef[] = [
  route('benachrichtigungen', BENACHRICHTIGUNGEN_PFAD, pages.anmelden, anmeldenLoader, { action: anmeldenAction }),
  route('benachrichtigungen-bestellt', BESTELLT_PFAD, pages.bestellt, bestelltLoader, { noindex: true }),
  route('benachrichtigungen-bestaetigen', `${BENACHRICHTIGUNGEN_PFAD}bestaetigen/:token`, pages.bestaetigen, bestaetigenLoader, {
    action: bestaetigenAction,
    noindex: true,
  }),
  route('benachrichtigungen-verwalten', `${BENACHRICHTIGUNGEN_PFAD}verwalten/:token`, pages.verwalten, verwaltenLoader, {
    action: verwaltenAction,
    noindex: true,
  }),
  // RFC 8058: a mail program POSTs here without a form token; the sealed address names what ends.
  route('benachrichtigungen-abmelden', `${BENACHRICHTIGUNGEN_PFAD}abmelden/:token`, pages.abmelden, abmeldenLoader, {
    action: abmeldenAction,
    noindex: true,
    oneClick: true,
  }),
  route('intranet-benachrichtigungen', INTRANET_PFAD, pages.intranet, intranetLoader, { action: intranetAction }),
];
