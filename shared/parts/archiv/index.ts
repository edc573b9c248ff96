import type { SitePart } from '../part';
import { archivRoutes } from './routes';
import { store } from './store.server';

/** Archive topics (notices, statutes, tenders) and the intranet archive, with their entries and documents. */
export const archiv = {
  name: 'archiv',
  routes: archivRoutes,
  tags: {
    Archiv: 'Archive topics: notices, statutes, tenders.',
  },
  store,
} satisfies SitePart;
