import { page } from '../../routing/page';
import { route } from '../../routing/route';
import type { RouteDef } from '../../routing/types';
import { amtsblattLoader } from './amtsblatt.server';

/** The weekly gazette (spec §2.3). */
export const amtsblatt = page('parts/amtsblatt/AmtsblattPage', () => import('./AmtsblattPage'));

export const amtsblattRoutes: RouteDef[] = [route('rathaus-amtsblatt', '/rathaus/amtsblatt/', amtsblatt, amtsblattLoader)];
