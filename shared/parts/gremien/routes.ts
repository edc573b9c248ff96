import { page } from '../../routing/page';
import { route } from '../../routing/route';
import type { PageEntry, RouteDef } from '../../routing/types';
import { gemeinderatLoader, gremienListLoader, gremiumLoader, personLoader, personenListLoader } from './gemeinderat/gemeinderat.server';
import { GEMEINDERAT_PATH, GREMIEN_PATHS, PERSONEN_PATH } from './gemeinderat/paths';

/**
 * The council (spec §1, §3 "council groups"): the Gemeinderat by party group, the lists of committees,
 * party groups and Ortschaftsräte with a page per body, and the members A–Z with a page per member.
 */
export const pages = {
  gemeinderat: page('parts/gremien/gemeinderat/GemeinderatPage', () => import('./gemeinderat/GemeinderatPage')),
  gremien: page('parts/gremien/gemeinderat/GremienListPage', () => import('./gemeinderat/GremienListPage')),
  gremium: page('parts/gremien/gemeinderat/GremiumPage', () => import('./gemeinderat/GremiumPage')),
  personen: page('parts/gremien/gemeinderat/PersonenListPage', () => import('./gemeinderat/PersonenListPage')),
  person: page('parts/gremien/gemeinderat/PersonPage', () => import('./gemeinderat/PersonPage')),
} satisfies Record<string, PageEntry>;

const ARTEN = ['ausschuss', 'fraktion', 'ortschaftsrat'] as const;

export const gemeinderatRoutes: RouteDef[] = [
  route('gemeinderat', GEMEINDERAT_PATH, pages.gemeinderat, gemeinderatLoader),
  ...ARTEN.flatMap((art) => [
    route(`gremien-${art}`, GREMIEN_PATHS[art], pages.gremien, gremienListLoader(art)),
    route(`gremium-${art}`, `${GREMIEN_PATHS[art]}:slug`, pages.gremium, gremiumLoader(art)),
  ]),
  route('personen', PERSONEN_PATH, pages.personen, personenListLoader),
  route('person', `${PERSONEN_PATH}:slug`, pages.person, personLoader),
];
