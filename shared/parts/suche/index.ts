import type { SitePart } from '../part';
import { sucheRoutes } from './routes';
import { store } from './store.server';

/** The site search over every part's search sources (server/cms/search/engine.ts), as the contract offers it. */
export const suche = {
  name: 'suche',
  routes: sucheRoutes,
  tags: {
    Suche: 'Site search and as-you-type suggestions.',
  },
  store,
} satisfies SitePart;
