import type { SitePart } from '../part';
import { verwaltungRoutes } from './routes';
import { store } from './store.server';
import { menu } from './menu';
import { verwaltungArten } from './desk';

/** Town hall and Wegweiser: offices, staff, procedures A–Z, life situations and forms. */
export const verwaltung = {
  name: 'verwaltung',
  routes: verwaltungRoutes,
  menu,
  tags: {
    Verwaltung: 'Town hall: offices (Fachämter), staff, the service guide (Wegweiser: procedures A–Z, life situations) and forms.',
  },
  desk: verwaltungArten,
  store,
} satisfies SitePart;
