import type { SitePart } from '../part';
import { einlesenRoutes } from './routes';
import { store } from './store.server';

/**
 * Imports on the editorial desk (ADR 42): waste dates, the council's data (OParl), service descriptions
 * (XZuFi) and events read from where the town gets them, previewed, applied in one transaction, logged
 * and undone. The kinds are the parts' own; this part keeps the runs and the pages.
 */
export const einlesen = {
  name: 'einlesen',
  routes: einlesenRoutes,
  tags: {
    Einlesen:
      'Imports on the editorial desk (intranet, role redaktion): preview, apply and undo a run of waste dates, council data, service descriptions or events.',
  },
  store,
} satisfies SitePart;
