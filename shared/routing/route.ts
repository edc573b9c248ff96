import { layoutFor } from '../site/sections';
import type { Loader, PageEntry, RouteDef } from './types';

/** One entry of the route table: its layout follows from the first path segment. */
export function route(id: string, path: string, pageEntry: PageEntry, loader?: Loader<any>): RouteDef {
  return { id, path, layout: layoutFor(path).name, page: pageEntry, loader };
}
