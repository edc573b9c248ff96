import { layoutFor } from '../site/sections';
import type { Action, Loader, PageEntry, RouteDef, UploadLimits } from './types';

/**
 * One entry of the route table: its layout follows from the first path segment. An action (and the
 * uploads its form may send) is declared with the route, from the same `*.server.ts` file as the loader.
 */
export function route(
  id: string,
  path: string,
  pageEntry: PageEntry,
  loader?: Loader<any>,
  options: { action?: Action; upload?: UploadLimits } = {},
): RouteDef {
  return { id, path, layout: layoutFor(path).name, page: pageEntry, loader, ...(options.action ? { action: options.action } : {}), ...(options.upload ? { upload: options.upload } : {}) };
}
