import type { RouteDef } from './routing/types';

export const tourismusRoutes: RouteDef[] = [];
