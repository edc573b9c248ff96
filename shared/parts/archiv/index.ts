import type { SitePart } from '../part';
import { archivRoutes } from './routes';
import { bekanntmachungenArt, ausschreibungenArt, satzungenArt } from './desk';
import { store } from './store.server';
import { menu } from './menu';

/** Archive topics (notices, statutes, tenders) and the intranet archive, with their entries and documents. */
export const archiv = {
  name: 'archiv',
  routes: archivRoutes,
  menu,
  tags: {
    Archiv: 'Archive topics: notices, statutes, tenders.',
  },
  desk: [bekanntmachungenArt, ausschreibungenArt, satzungenArt],
  store,
} satisfies SitePart;
