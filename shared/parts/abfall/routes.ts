import { page } from '../../routing/page';
import { route } from '../../routing/route';
import type { PageEntry, RouteDef } from '../../routing/types';
import { chooserLoader, exportLoader, jahresuebersichtLoader, termineLoader } from './abfall.server';

/**
 * Waste calendar (spec §2.3: /wirtschaft/abfallkalender and /wirtschaft/abfallkalender/{action}/{uuid?}).
 * Each action is a route of its own, so each page is its own chunk; any other action is no route
 * of ours and answers 404 (the section's editorial-page fallback finds no page there either).
 */
export const pages = {
  chooser: page('parts/abfall/AbfallkalenderPage', () => import('./AbfallkalenderPage')),
  termine: page('parts/abfall/AbfallTerminePage', () => import('./AbfallTerminePage')),
  jahr: page('parts/abfall/AbfallJahresuebersichtPage', () => import('./AbfallJahresuebersichtPage')),
  export: page('parts/abfall/AbfallExportPage', () => import('./AbfallExportPage')),
} satisfies Record<string, PageEntry>;

export const abfallRoutes: RouteDef[] = [
  route('abfallkalender', '/wirtschaft/abfallkalender/', pages.chooser, chooserLoader),
  route('abfallkalender-termine', '/wirtschaft/abfallkalender/termine/:uuid?', pages.termine, termineLoader),
  route('abfallkalender-jahresuebersicht', '/wirtschaft/abfallkalender/jahresuebersicht/:uuid?', pages.jahr, jahresuebersichtLoader),
  route('abfallkalender-export', '/wirtschaft/abfallkalender/export/:uuid?', pages.export, exportLoader),
];
