import type { SitePart } from '../part';
import { abfallRoutes } from './routes';
import { store } from './store.server';
import { menu } from './menu';

/** Waste calendar (Abfallkalender): waste types, streets, collection dates and a calendar feed per street. */
export const abfall = {
  name: 'abfall',
  routes: abfallRoutes,
  menu,
  tags: {
    Abfall: 'Waste calendar (Abfallkalender): waste types, streets with their collection district, collection dates and a calendar feed per street.',
  },
  store,
} satisfies SitePart;
