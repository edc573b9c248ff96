import type { SitePart } from '../part';
import { gemeinderatRoutes } from './routes';
import { ratsinfoRoutes } from './routes-ratsinfo';
import { store } from './store.server';
import { menu } from './menu';
import { gremienArt, mitgliedschaftenArt, personenArt } from './desk';

/**
 * The council (Gemeinderat): its bodies (committees, party groups, Ortschaftsräte), the persons who sit
 * in them with their functions, and the accounts of the council information system, whose tokens it
 * checks for every operation declared with auth 'ratsinfo' (X-Ratsinfo-Token).
 */
export const gremien = {
  name: 'gremien',
  routes: [...gemeinderatRoutes, ...ratsinfoRoutes],
  menu,
  tags: {
    Gemeinderat: 'The council: the Gemeinderat and its chair, committees, party groups (Fraktionen), Ortschaftsräte, their members and memberships.',
    Ratsinfo:
      'Council information system (Ratsinformationssystem) for council members: login, non-public agendas, Beschlussvorlagen and their documents. Token in `X-Ratsinfo-Token`.',
  },
  desk: [gremienArt, personenArt, mitgliedschaftenArt],
  store,
} satisfies SitePart;
