import type { SitePart } from '../part';
import { benachrichtigungenRoutes } from './routes';
import { store } from './store.server';
import { menu } from './menu';

/**
 * E-mail alerts without an account (ADR 50): waste reminders the evening before, news, a body's agendas
 * and minutes, construction sites of a district, events of a category and the gazette's new issue;
 * double opt-in, digests, one-click unsubscribe, and the intranet's counts and "send now". Local: the
 * subscribers are the site's own records.
 */
export const benachrichtigungen = {
  name: 'benachrichtigungen',
  routes: benachrichtigungenRoutes,
  menu,
  tags: {
    Benachrichtigungen: "E-mail alerts without an account (the site's own records, in-process only).",
  },
  store,
} satisfies SitePart;
