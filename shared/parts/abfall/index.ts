import type { SitePart } from '../part';
import { abfallRoutes } from './routes';
import { store } from './store.server';
import { menu } from './menu';
import { abfallartenArt, abfuhrbezirkeArt, strassenArt } from './desk';

/** Waste calendar (Abfallkalender): waste types, streets, collection dates and a calendar feed per street. */
export const abfall = {
  name: 'abfall',
  routes: abfallRoutes,
  menu,
  tags: {
    Abfall: 'Waste calendar (Abfallkalender): waste types, streets with their collection district, collection dates and a calendar feed per street.',
  },
  desk: [abfallartenArt, abfuhrbezirkeArt, strassenArt],
  store,
} satisfies SitePart;
