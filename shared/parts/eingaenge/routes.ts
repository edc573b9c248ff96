import { page } from '../../routing/page';
import { route } from '../../routing/route';
import type { PageEntry, RouteDef } from '../../routing/types';
import { FOTO_MAX_BYTES } from './values';
import { FORM_ADDRESSES } from './formulare/addresses';
import {
  dankeLoader,
  fehlerMeldenAction,
  fehlerMeldenLoader,
  kontaktAction,
  kontaktLoader,
  schadensmeldungAction,
  schadensmeldungLoader,
} from './formulare/formulare.server';
import { open311Action, open311Loader } from './intranet/open311.server';
import { eingaengeLoader, eingangAction, eingangBearbeitenAction, eingangBearbeitenLoader, eingangLoader } from './intranet/eingaenge.server';

const SCHADENSMELDUNG = FORM_ADDRESSES.schadensmeldung;
const FEHLERMELDUNG = FORM_ADDRESSES.fehlermeldung;
const KONTAKT = FORM_ADDRESSES.kontakt;

/**
 * Citizens write to the town (spec §2.3, ADR 13): the damage report, the error and barrier report and
 * the contact form, each with its thank-you page, and the staff inbox in the intranet. The inbox's
 * photos and CSV export are server routes (server/eingaenge).
 */
export const pages = {
  formular: page('parts/eingaenge/formulare/FormularPage', () => import('./formulare/FormularPage')),
  kontakt: page('parts/eingaenge/formulare/KontaktPage', () => import('./formulare/KontaktPage')),
  danke: page('parts/eingaenge/formulare/DankePage', () => import('./formulare/DankePage')),
  eingaenge: page('parts/eingaenge/intranet/EingaengePage', () => import('./intranet/EingaengePage')),
  eingang: page('parts/eingaenge/intranet/EingangPage', () => import('./intranet/EingangPage')),
  open311: page('parts/eingaenge/intranet/Open311Page', () => import('./intranet/Open311Page')),
  eingangBearbeiten: page('parts/eingaenge/intranet/EingangBearbeitenPage', () => import('./intranet/EingangBearbeitenPage')),
} satisfies Record<string, PageEntry>;

export const eingaengeRoutes: RouteDef[] = [
  route('schadensmeldung', SCHADENSMELDUNG.pfad, pages.formular, schadensmeldungLoader, {
    action: schadensmeldungAction,
    upload: { files: SCHADENSMELDUNG.fotos, fileSize: FOTO_MAX_BYTES },
  }),
  route('schadensmeldung-danke', `${SCHADENSMELDUNG.pfad}danke/:ref?`, pages.danke, dankeLoader('schadensmeldung'), { noindex: true }),
  route('fehler-melden', FEHLERMELDUNG.pfad, pages.formular, fehlerMeldenLoader, { action: fehlerMeldenAction }),
  route('fehler-melden-danke', `${FEHLERMELDUNG.pfad}danke/:ref?`, pages.danke, dankeLoader('fehlermeldung'), { noindex: true }),
  route('kontakt', KONTAKT.pfad, pages.kontakt, kontaktLoader, { action: kontaktAction }),
  route('kontakt-danke', `${KONTAKT.pfad}danke/:ref?`, pages.danke, dankeLoader('kontakt'), { noindex: true }),
  route('intranet-eingaenge', '/intranet/eingaenge', pages.eingaenge, eingaengeLoader),
  // The keys of the Open311 API (ADR 54), for administrators.
  route('intranet-open311', '/intranet/open311', pages.open311, open311Loader, { action: open311Action }),
  route('intranet-eingang', '/intranet/eingaenge/:referenz', pages.eingang, eingangLoader, { action: eingangAction }),
  // A version of an entry with approval, edited by staff before they approve it (ADR 15).
  route('intranet-eingang-bearbeiten', '/intranet/eingaenge/:referenz/bearbeiten', pages.eingangBearbeiten, eingangBearbeitenLoader, {
    action: eingangBearbeitenAction,
  }),
];
