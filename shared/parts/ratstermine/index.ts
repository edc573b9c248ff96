import type { SitePart } from '../part';
import { ratstermineRoutes } from './routes';
import { store } from './store.server';
import { menu } from './menu';
import { sitzungenArt, vorlagenArt } from './desk';

/**
 * Council meetings (Ratstermine): meetings of the council's bodies with agendas, papers (Vorlagen) and
 * documents, iCalendar files; for council members the non-public agendas and papers.
 */
export const ratstermine = {
  name: 'ratstermine',
  routes: ratstermineRoutes,
  menu,
  tags: {
    Ratstermine: 'Council and committee meetings with agendas, public Beschlussvorlagen, documents and iCalendar files.',
  },
  desk: [sitzungenArt, vorlagenArt],
  store,
} satisfies SitePart;
