import type { SitePart } from '../part';
import { baustellenArt, flaechenArt } from './desk';
import { baustellenRoutes } from './routes';
import { store } from './store.server';
import { menu } from './menu';

/** Construction sites (Baustellen) with their phases, and the town's plots (Flächen). */
export const baustellen = {
  name: 'baustellen',
  routes: baustellenRoutes,
  menu,
  tags: {
    Baustellen: "Construction sites (Baustellen) with phases, detours and parking notes; the town's commercial and building plots (Flächen).",
  },
  store,
  desk: [baustellenArt, flaechenArt],
} satisfies SitePart;
