import { page } from './routing/page';
import { route } from './routing/route';
import type { PageEntry, RouteDef } from './routing/types';
import { gemeinderatLoader, gremienListLoader, gremiumLoader, personLoader, personenListLoader } from './pages/gemeinderat/gemeinderat.server';
import { GEMEINDERAT_PATH, GREMIEN_PATHS, PERSONEN_PATH } from './pages/gemeinderat/paths';

/**
 * The council (spec §1, §3 "council groups"): the Gemeinderat by party group, the lists of committees,
 * party groups and Ortschaftsräte with a page per body, and the members A–Z with a page per member.
 */
const pages = {
  gemeinderat: page('pages/gemeinderat/GemeinderatPage', () => import('./pages/gemeinderat/GemeinderatPage')),
  gremien: page('pages/gemeinderat/GremienListPage', () => import('./pages/gemeinderat/GremienListPage')),
  gremium: page('pages/gemeinderat/GremiumPage', () => import('./pages/gemeinderat/GremiumPage')),
  personen: page('pages/gemeinderat/PersonenListPage', () => import('./pages/gemeinderat/PersonenListPage')),
  person: page('pages/gemeinderat/PersonPage', () => import('./pages/gemeinderat/PersonPage')),
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
