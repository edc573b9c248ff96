import type { SitePart } from '../part';
import { veranstaltungenRoutes } from './routes';
import { veranstaltungenArt } from './desk';
import { store } from './store.server';

/** Events (Veranstaltungen): categories, events, iCalendar files and feeds. */
export const veranstaltungen = {
  name: 'veranstaltungen',
  routes: veranstaltungenRoutes,
  tags: {
    Veranstaltungen: 'Events calendar with categories, iCalendar files and subscribable feeds.',
  },
  desk: [veranstaltungenArt],
  store,
} satisfies SitePart;
