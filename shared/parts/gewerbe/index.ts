import type { SitePart } from '../part';
import { gewerbeRoutes } from './routes';
import { store } from './store.server';
import { menu } from './menu';
import { branchenArt } from './desk';

/** Business directory (Gewerbeverzeichnis): categories, entries, A–Z letters. */
export const gewerbe = {
  name: 'gewerbe',
  routes: gewerbeRoutes,
  menu,
  tags: {
    Gewerbe: 'Business directory (Gewerbeverzeichnis): categories, A–Z letters, entries.',
  },
  desk: [branchenArt],
  store,
} satisfies SitePart;
