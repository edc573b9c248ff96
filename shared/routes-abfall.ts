import type { RouteDef } from './routing/types';

export const abfallRoutes: RouteDef[] = [];
