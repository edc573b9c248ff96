import { page } from '../../routing/page';
import { route } from '../../routing/route';
import type { RouteDef } from '../../routing/types';
import { archivLoader } from './archiv.server';

/** The public archive topics (spec §7 archiv_themen 30, 31, 32). */
export const archiv = page('parts/archiv/ArchivPage', () => import('./ArchivPage'));

export const archivRoutes: RouteDef[] = [
  route('rathaus-bekanntmachungen', '/rathaus/bekanntmachungen/', archiv, archivLoader(30)),
  route('rathaus-satzungen', '/rathaus/satzungen/', archiv, archivLoader(31)),
  route('rathaus-ausschreibungen', '/rathaus/ausschreibungen/', archiv, archivLoader(32)),
  // The fire brigade's forms and leaflets: an archive topic as well, in the mini-site's layout.
  route('feuerwehr-downloads', '/feuerwehr/gesamtwehr/informatives/downloads/', archiv, archivLoader(33)),
];
