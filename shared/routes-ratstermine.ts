import type { RouteDef } from './routing/types';

export const ratstermineRoutes: RouteDef[] = [];
