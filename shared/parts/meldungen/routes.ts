import { page } from '../../routing/page';
import { route } from '../../routing/route';
import type { PageEntry, RouteDef } from '../../routing/types';
import {
  abmeldenAction,
  abmeldenLoader,
  bestaetigenLoader,
  meldungAction,
  meldungAddresses,
  meldungenLoader,
  meldungLoader,
  umfrageAction,
  umfrageLoader,
} from './meldungen.server';
import { meldungenInternLoader, meldungInternAction, meldungInternLoader } from './intranet/intranet.server';
import { INTRANET_MELDUNGEN, MELDUNGEN_PATH } from './values';

/** The public reports (ADR 53): list and map, one page per report, the mails' link pages, and staff's pages in the intranet. */
const pages = {
  liste: page('parts/meldungen/MeldungenPage', () => import('./MeldungenPage')),
  meldung: page('parts/meldungen/MeldungPage', () => import('./MeldungPage')),
  link: page('parts/meldungen/MeldungLinkPage', () => import('./MeldungLinkPage')),
  intern: page('parts/meldungen/intranet/MeldungenInternPage', () => import('./intranet/MeldungenInternPage')),
  internMeldung: page('parts/meldungen/intranet/MeldungInternPage', () => import('./intranet/MeldungInternPage')),
} satisfies Record<string, PageEntry>;

export const meldungenRoutes: RouteDef[] = [
  route('meldungen', MELDUNGEN_PATH, pages.liste, meldungenLoader),
  route('meldung-bestaetigen', `${MELDUNGEN_PATH}bestaetigen/:siegel`, pages.link, bestaetigenLoader, { noindex: true }),
  // RFC 8058: a mail program POSTs here without a form token; the sealed address names what ends.
  route('meldung-abmelden', `${MELDUNGEN_PATH}abmelden/:siegel`, pages.link, abmeldenLoader, { noindex: true, action: abmeldenAction, oneClick: true }),
  route('meldung-behoben', `${MELDUNGEN_PATH}behoben/:siegel`, pages.link, umfrageLoader, { noindex: true, action: umfrageAction }),
  route('meldung', `${MELDUNGEN_PATH}:id`, pages.meldung, meldungLoader, { action: meldungAction, addresses: meldungAddresses }),
  route('intranet-meldungen', INTRANET_MELDUNGEN, pages.intern, meldungenInternLoader),
  route('intranet-meldung', `${INTRANET_MELDUNGEN}/:id`, pages.internMeldung, meldungInternLoader, { action: meldungInternAction }),
];
