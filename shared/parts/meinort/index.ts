import type { SitePart } from '../part';
import { meinOrtRoutes } from './routes';
import { feeds, store } from './store.server';
import { menu } from './menu';

/** "Mein Ort": the next collections, construction sites, events and meetings for one street (ADR 51). */
export const meinort = {
  name: 'meinort',
  routes: meinOrtRoutes,
  menu,
  store,
  feeds,
} satisfies SitePart;
