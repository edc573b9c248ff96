import { page } from '../../routing/page';
import { route } from '../../routing/route';
import type { PageEntry, RouteDef } from '../../routing/types';
import { fasnetLoader, fasnetvereineLoader, unterkuenfteLoader, wanderwegeLoader, wanderwegLoader } from './tourismus.server';

/**
 * Tourism (spec §2.3, §2.4): accommodation with the booking widget, the Fasnet and its clubs, and the
 * hiking routes with the portal's tour and a map of the start. These win over the editorial page
 * route /gaeste/* and read their intro texts from the same CMS pages.
 */
export const pages = {
  unterkuenfte: page('parts/tourismus/UnterkuenftePage', () => import('./UnterkuenftePage')),
  fasnet: page('parts/tourismus/FasnetPage', () => import('./FasnetPage')),
  fasnetvereine: page('parts/tourismus/FasnetvereinePage', () => import('./FasnetvereinePage')),
  wanderwege: page('parts/tourismus/WanderwegePage', () => import('./WanderwegePage')),
  wanderweg: page('parts/tourismus/WanderwegPage', () => import('./WanderwegPage')),
} satisfies Record<string, PageEntry>;

export const tourismusRoutes: RouteDef[] = [
  route('gaeste-unterkuenfte', '/gaeste/unterkuenfte/', pages.unterkuenfte, unterkuenfteLoader),
  route('gaeste-fasnet', '/gaeste/fasnet/', pages.fasnet, fasnetLoader),
  route('gaeste-fasnetvereine', '/gaeste/fasnetvereine/', pages.fasnetvereine, fasnetvereineLoader),
  route('gaeste-wandern-walken', '/gaeste/wandern-walken/', pages.wanderwege, wanderwegeLoader),
  route('gaeste-wanderweg', '/gaeste/wandern-walken/:slug', pages.wanderweg, wanderwegLoader),
];
