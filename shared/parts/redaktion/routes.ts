import { page } from '../../routing/page';
import { route } from '../../routing/route';
import type { PageEntry, RouteDef } from '../../routing/types';
import {
  redaktionDokumenteAction,
  redaktionEditorAction,
  redaktionEditorLoader,
  redaktionListeLoader,
  redaktionLoeschenAction,
  redaktionLoeschenLoader,
  redaktionProtokollLoader,
  redaktionStartLoader,
  redaktionVersionLoader,
  redaktionVersionenLoader,
  redaktionVorschauLoader,
  redaktionWiederherstellenAction,
} from './redaktion.server';

/**
 * The editorial desk in the intranet (ADR 16): the kinds of content, the list of each, the editor of
 * an item (its address is also the action that saves, publishes and takes back), its preview, its
 * versions, its downloads, deleting, and the audit log. Only for the role `redaktion` (or `admin`).
 */
const pages = {
  start: page('parts/redaktion/RedaktionStartPage', () => import('./RedaktionStartPage')),
  liste: page('parts/redaktion/RedaktionListePage', () => import('./RedaktionListePage')),
  editor: page('parts/redaktion/RedaktionEditorPage', () => import('./RedaktionEditorPage')),
  vorschau: page('parts/redaktion/RedaktionVorschauPage', () => import('./RedaktionVorschauPage')),
  versionen: page('parts/redaktion/RedaktionVersionenPage', () => import('./RedaktionVersionenPage')),
  version: page('parts/redaktion/RedaktionVersionPage', () => import('./RedaktionVersionPage')),
  loeschen: page('parts/redaktion/RedaktionLoeschenPage', () => import('./RedaktionLoeschenPage')),
  protokoll: page('parts/redaktion/RedaktionProtokollPage', () => import('./RedaktionProtokollPage')),
} satisfies Record<string, PageEntry>;

/**
 * Uploads of the desk: an image or a PDF of at most 20 MB, two with one form. (A literal here: the route
 * table is part of every page's first load, the desk's field definitions are not.)
 */
const UPLOAD_BYTES = 20_000_000;
const UPLOAD = { files: 2, fileSize: UPLOAD_BYTES };

export const redaktionRoutes: RouteDef[] = [
  route('redaktion', '/intranet/redaktion', pages.start, redaktionStartLoader),
  route('redaktion-protokoll', '/intranet/redaktion/protokoll', pages.protokoll, redaktionProtokollLoader),
  route('redaktion-liste', '/intranet/redaktion/:art', pages.liste, redaktionListeLoader),
  route('redaktion-neu', '/intranet/redaktion/:art/neu', pages.editor, redaktionEditorLoader, { action: redaktionEditorAction, upload: UPLOAD }),
  route('redaktion-eintrag', '/intranet/redaktion/:art/:ref', pages.editor, redaktionEditorLoader, { action: redaktionEditorAction, upload: UPLOAD }),
  route('redaktion-dokumente', '/intranet/redaktion/:art/:ref/dokumente', pages.editor, redaktionEditorLoader, {
    action: redaktionDokumenteAction,
    upload: { files: 1, fileSize: UPLOAD_BYTES },
  }),
  route('redaktion-vorschau', '/intranet/redaktion/:art/:ref/vorschau', pages.vorschau, redaktionVorschauLoader),
  route('redaktion-versionen', '/intranet/redaktion/:art/:ref/versionen', pages.versionen, redaktionVersionenLoader),
  route('redaktion-version', '/intranet/redaktion/:art/:ref/versionen/:nr', pages.version, redaktionVersionLoader, { action: redaktionWiederherstellenAction }),
  route('redaktion-loeschen', '/intranet/redaktion/:art/:ref/loeschen', pages.loeschen, redaktionLoeschenLoader, { action: redaktionLoeschenAction }),
];
