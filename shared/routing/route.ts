import { layoutForPath } from './layout-for-path';
import type { Loader, PageEntry, RouteDef } from './types';

/** One entry of the route table: its layout follows from the first path segment. */
export function route(id: string, path: string, pageEntry: PageEntry, loader?: Loader<any>): RouteDef {
  return { id, path, layout: layoutForPath(path), page: pageEntry, loader };
}
