import type { SitePart } from '../part';
import { termineRoutes } from './routes';
import { termindiensteArt } from './desk';
import { store } from './store.server';
import { menu } from './menu';

/**
 * Appointments at the Bürgerbüro (ADR 55): book, change and cancel online without an account, the
 * staff's day, the bookable services on the desk. Local: the town's own records stay in the site's
 * database also when the content comes from an upstream CMS.
 */
export const termine = {
  name: 'termine',
  routes: termineRoutes,
  menu,
  desk: [termindiensteArt],
  tags: {
    Termine: 'Appointments at the Bürgerbüro (the site\u2019s own records, in-process only).',
  },
  store,
} satisfies SitePart;
