import type { SitePart } from '../part';
import { tourismusRoutes } from './routes';
import { store } from './store.server';
import { menu } from './menu';
import { unterkuenfteArt, wanderwegeArt } from './desk';

/** Tourism: accommodation (Unterkünfte), carnival clubs (Fasnetvereine) and hiking routes (Wanderwege). */
export const tourismus = {
  name: 'tourismus',
  routes: tourismusRoutes,
  menu,
  tags: {
    Tourismus: 'Accommodation, carnival clubs and hiking routes (spec §2.3 Tourism).',
  },
  store,
  desk: [unterkuenfteArt, wanderwegeArt],
} satisfies SitePart;
