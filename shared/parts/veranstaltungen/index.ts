import type { SitePart } from '../part';
import { veranstaltungenRoutes } from './routes';
import { veranstaltungenArt } from './desk';
import { store } from './store.server';
import { menu } from './menu';

/** Events (Veranstaltungen): categories, events, iCalendar files and feeds. */
export const veranstaltungen = {
  name: 'veranstaltungen',
  routes: veranstaltungenRoutes,
  menu,
  tags: {
    Veranstaltungen: 'Events calendar with categories, iCalendar files and subscribable feeds.',
  },
  desk: [veranstaltungenArt],
  store,
} satisfies SitePart;
