import type { RouteDef } from './routing/types';

export const gewerbeRoutes: RouteDef[] = [];
