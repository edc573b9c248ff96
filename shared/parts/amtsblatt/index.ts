import type { SitePart } from '../part';
import { amtsblattRoutes } from './routes';
import { amtsblattArt } from './desk';
import { store } from './store.server';
import { menu } from './menu';

/** The weekly official gazette (Amtsblatt): its issues with their PDFs. */
export const amtsblatt = {
  name: 'amtsblatt',
  routes: amtsblattRoutes,
  menu,
  tags: {
    Amtsblatt: 'The weekly official gazette.',
  },
  desk: [amtsblattArt],
  store,
} satisfies SitePart;
