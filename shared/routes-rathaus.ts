import { page } from './routing/page';
import { route } from './routing/route';
import type { PageEntry, RouteDef } from './routing/types';
import { sucheLoader } from './pages/rathaus/suche.server';
import { amtsblattLoader } from './pages/rathaus/amtsblatt.server';
import { archivLoader } from './pages/rathaus/archiv.server';

/**
 * Town-hall routes (spec §2.3): site search, the weekly gazette and the public archive topics
 * (spec §7 archiv_themen 30, 31, 32). The information pages of /rathaus/ (Impressum, Datenschutz,
 * Kontakt, Barrierefreiheit, …) come from the CMS through the catch-all content route.
 */
const pages = {
  suche: page('pages/rathaus/SuchePage', () => import('./pages/rathaus/SuchePage')),
  amtsblatt: page('pages/rathaus/AmtsblattPage', () => import('./pages/rathaus/AmtsblattPage')),
  archiv: page('pages/rathaus/ArchivPage', () => import('./pages/rathaus/ArchivPage')),
} satisfies Record<string, PageEntry>;


export const rathausRoutes: RouteDef[] = [
  // Results are a view of other pages: followed, never listed.
  route('rathaus-suche', '/rathaus/suche', pages.suche, sucheLoader, { noindex: true }),
  route('rathaus-amtsblatt', '/rathaus/amtsblatt/', pages.amtsblatt, amtsblattLoader),
  route('rathaus-bekanntmachungen', '/rathaus/bekanntmachungen/', pages.archiv, archivLoader(30)),
  route('rathaus-satzungen', '/rathaus/satzungen/', pages.archiv, archivLoader(31)),
  route('rathaus-ausschreibungen', '/rathaus/ausschreibungen/', pages.archiv, archivLoader(32)),
  // The fire brigade's forms and leaflets: an archive topic as well, in the mini-site's layout.
  route('feuerwehr-downloads', '/feuerwehr/gesamtwehr/informatives/downloads/', pages.archiv, archivLoader(33)),
];
