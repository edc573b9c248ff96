import type { SitePart } from '../part';
import { nachrichtenRoutes } from './routes';
import { nachrichtenArt } from './desk';
import { store } from './store.server';
import { menu } from './menu';

/** News (Aktuelles) and their categories: lists, the year list, details, and their search entries. */
export const nachrichten = {
  name: 'nachrichten',
  routes: nachrichtenRoutes,
  menu,
  tags: {
    Aktuelles: 'News (Bürgernachrichten, Rathausnachrichten, …) and the year list.',
  },
  desk: [nachrichtenArt],
  store,
} satisfies SitePart;
