import type { RouteDef } from './routing/types';

export const baustellenRoutes: RouteDef[] = [];
