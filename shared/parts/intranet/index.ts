import type { SitePart } from '../part';
import { intranetRoutes } from './routes';
import { store } from './store.server';

export const intranet = {
  name: 'intranet',
  routes: intranetRoutes,
  tags: {
    Intranet: 'Staff area: login, archive, texts, authenticated downloads.',
  },
  store,
} satisfies SitePart;
