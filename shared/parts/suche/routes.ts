import { page } from '../../routing/page';
import { route } from '../../routing/route';
import type { RouteDef } from '../../routing/types';
import { sucheLoader } from './suche.server';

/** The site search (spec §2.3). Results are a view of other pages: followed, never listed. */
const suche = page('parts/suche/SuchePage', () => import('./SuchePage'));

export const sucheRoutes: RouteDef[] = [route('rathaus-suche', '/rathaus/suche', suche, sucheLoader, { noindex: true })];
