import type { SitePart } from '../part';
import { seitenRoutes } from './routes';
import { seitenArt, heroArt } from './desk';
import { store } from './store.server';
import { menu } from './menu';

/** Editorial pages by path and the hero sliders of the sections. */
export const seiten = {
  name: 'seiten',
  routes: seitenRoutes,
  menu,
  tags: {
    Seiten: 'Editorial pages and hero sliders.',
  },
  desk: [seitenArt, heroArt],
  store,
} satisfies SitePart;
