import type { SitePart } from '../part';
import { intranetRoutes } from './routes';
import { store } from './store.server';
import { intranetArchivArt, intranetArchivthemenArt, intranetRubrikenArt, intranetTexteArt } from './desk';

export const intranet = {
  name: 'intranet',
  routes: intranetRoutes,
  tags: {
    Intranet: 'Staff area: login, archive, texts, authenticated downloads.',
  },
  store,
  desk: [intranetRubrikenArt, intranetTexteArt, intranetArchivthemenArt, intranetArchivArt],
} satisfies SitePart;
