import { page } from '../../routing/page';
import { route } from '../../routing/route';
import type { PageEntry, RouteDef } from '../../routing/types';
import { meinOrtAction, meinOrtLoader } from './meinort.server';

export const pages = {
  meinOrt: page('parts/meinort/MeinOrtPage', () => import('./MeinOrtPage')),
} satisfies Record<string, PageEntry>;

/**
 * "Mein Ort" (ADR 51): one page; the place is its query (`?strasse=`), so the sitemap lists only the
 * chooser. Its calendar file and feed are the part's feeds (index.ts), not pages.
 */
export const meinOrtRoutes: RouteDef[] = [route('mein-ort', '/rathaus/mein-ort/', pages.meinOrt, meinOrtLoader, { action: meinOrtAction })];
