import type { Action, Loader, PageEntry, RouteDef, UploadLimits } from './types';

/**
 * One entry of the route table (its page's layout is decided per request, server/render/resolve.ts). An action (and the
 * uploads its form may send) is declared with the route, from the same `*.server.ts` file as the loader;
 * so is whether search engines may list it (`noindex`, `sitemap`, `addresses`).
 */
export function route(
  id: string,
  path: string,
  pageEntry: PageEntry,
  loader?: Loader<any>,
  options: { action?: Action; upload?: UploadLimits } & Pick<RouteDef, 'noindex' | 'sitemap' | 'addresses' | 'oneClick'> = {},
): RouteDef {
  return {
    id,
    path,
    page: pageEntry,
    loader,
    ...(options.action ? { action: options.action } : {}),
    ...(options.upload ? { upload: options.upload } : {}),
    ...(options.noindex ? { noindex: true as const } : {}),
    ...(options.sitemap === false ? { sitemap: false as const } : {}),
    ...(options.addresses ? { addresses: options.addresses } : {}),
    ...(options.oneClick ? { oneClick: true as const } : {}),
  };
}
