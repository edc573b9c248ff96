import { page } from '../../routing/page';
import { route } from '../../routing/route';
import type { PageEntry, RouteDef } from '../../routing/types';
import { gewerbeDetailLoader, gewerbeIndexLoader, gewerbeRubrikLoader } from './gewerbe.server';
import {
  gewerbeeintragAction,
  gewerbeeintragDankeLoader,
  gewerbeeintragLinkAction,
  gewerbeeintragLinkLoader,
  gewerbeeintragLoader,
} from './gewerbeeintrag.server';
import { dankeLoader } from '../eingaenge/formulare/formulare.server';
import { GEWERBEEINTRAG } from '../eingaenge/formulare/definitions';
import { FOTO_MAX_BYTES } from '../eingaenge/values';

/**
 * Business directory (spec §2.3): the start page with categories, search and A–Z list, one category
 * and one entry; the self-entry /wirtschaft/gewerbeeintrag/ and its private link
 * /wirtschaft/gewerbeeintrag/{encryptedID} (ADR 15), with their thank-you pages.
 */
export const pages = {
  index: page('parts/gewerbe/GewerbeverzeichnisPage', () => import('./GewerbeverzeichnisPage')),
  rubrik: page('parts/gewerbe/GewerbeRubrikPage', () => import('./GewerbeRubrikPage')),
  detail: page('parts/gewerbe/GewerbeDetailPage', () => import('./GewerbeDetailPage')),
  eintrag: page('parts/gewerbe/GewerbeeintragPage', () => import('./GewerbeeintragPage')),
  eintragDanke: page('parts/gewerbe/GewerbeeintragDankePage', () => import('./GewerbeeintragDankePage')),
  danke: page('parts/eingaenge/formulare/DankePage', () => import('../eingaenge/formulare/DankePage')),
} satisfies Record<string, PageEntry>;

/** The logo is the one file of the self-entry. */
const upload = { files: GEWERBEEINTRAG.fotos, fileSize: FOTO_MAX_BYTES };

export const gewerbeRoutes: RouteDef[] = [
  route('gewerbeverzeichnis', '/wirtschaft/gewerbeverzeichnis/', pages.index, gewerbeIndexLoader),
  route('gewerbeverzeichnis-rubrik', '/wirtschaft/gewerbeverzeichnis/:rubrik', pages.rubrik, gewerbeRubrikLoader),
  route('gewerbeverzeichnis-eintrag', '/wirtschaft/gewerbeverzeichnis/:rubrik/:slug', pages.detail, gewerbeDetailLoader),
  route('gewerbeeintrag', GEWERBEEINTRAG.pfad, pages.eintrag, gewerbeeintragLoader, { action: gewerbeeintragAction, upload }),
  // A post dropped as spam ends here, without a number (as on the citizen forms).
  route('gewerbeeintrag-danke', `${GEWERBEEINTRAG.pfad}danke/:ref?`, pages.danke, dankeLoader('gewerbeeintrag'), { noindex: true }),
  route('gewerbeeintrag-link', `${GEWERBEEINTRAG.pfad}:link`, pages.eintrag, gewerbeeintragLinkLoader, {
    action: gewerbeeintragLinkAction,
    upload,
    noindex: true,
  }),
  route('gewerbeeintrag-link-danke', `${GEWERBEEINTRAG.pfad}:link/danke`, pages.eintragDanke, gewerbeeintragDankeLoader, { noindex: true }),
];
