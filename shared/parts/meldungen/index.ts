import type { SitePart } from '../part';
import { meldungenRoutes } from './routes';
import { store } from './store.server';
import { menu } from './menu';

/**
 * Public reports (ADR 53): the damage reports with their public status, the town's answer, history,
 * approved text and photos, list and map, feeds per district; the reporter and neighbours hear back;
 * staff decide what is public and work the reports in the intranet. Local like the submissions.
 */
export const meldungen = {
  name: 'meldungen',
  routes: meldungenRoutes,
  menu,
  tags: {
    Meldungen: "Public reports of the damage form and staff work on them (the site's own records, in-process only).",
  },
  store,
} satisfies SitePart;
