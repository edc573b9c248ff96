import { page } from './routing/page';
import { route } from './routing/route';
import type { PageEntry, RouteDef } from './routing/types';
import { fasnetLoader, fasnetvereineLoader, unterkuenfteLoader, wanderwegeLoader, wanderwegLoader } from './pages/tourismus/tourismus.server';

/**
 * Tourism (spec §2.3, §2.4): accommodation with the booking widget, the Fasnet and its clubs, and the
 * hiking routes with the portal's tour and a map of the start. These win over the editorial page
 * route /gaeste/* and read their intro texts from the same CMS pages.
 */
const pages = {
  unterkuenfte: page('pages/tourismus/UnterkuenftePage', () => import('./pages/tourismus/UnterkuenftePage')),
  fasnet: page('pages/tourismus/FasnetPage', () => import('./pages/tourismus/FasnetPage')),
  fasnetvereine: page('pages/tourismus/FasnetvereinePage', () => import('./pages/tourismus/FasnetvereinePage')),
  wanderwege: page('pages/tourismus/WanderwegePage', () => import('./pages/tourismus/WanderwegePage')),
  wanderweg: page('pages/tourismus/WanderwegPage', () => import('./pages/tourismus/WanderwegPage')),
} satisfies Record<string, PageEntry>;


export const tourismusRoutes: RouteDef[] = [
  route('gaeste-unterkuenfte', '/gaeste/unterkuenfte/', pages.unterkuenfte, unterkuenfteLoader),
  route('gaeste-fasnet', '/gaeste/fasnet/', pages.fasnet, fasnetLoader),
  route('gaeste-fasnetvereine', '/gaeste/fasnetvereine/', pages.fasnetvereine, fasnetvereineLoader),
  route('gaeste-wandern-walken', '/gaeste/wandern-walken/', pages.wanderwege, wanderwegeLoader),
  route('gaeste-wanderweg', '/gaeste/wandern-walken/:slug', pages.wanderweg, wanderwegLoader),
];
