import { page } from '../../routing/page';
import { route } from '../../routing/route';
import type { PageEntry, RouteDef } from '../../routing/types';
import { einlesenFormAction, einlesenFormLoader, einlesenLaufAction, einlesenLaufLoader, einlesenStartLoader } from './einlesen.server';

/**
 * Imports on the editorial desk (ADR 42): the kinds, the form of one (a file or an address), and a
 * run (its preview, applying it, undoing it). Only for the role `redaktion` (or `admin`).
 */
const pages = {
  start: page('parts/einlesen/EinlesenStartPage', () => import('./EinlesenStartPage')),
  form: page('parts/einlesen/EinlesenFormPage', () => import('./EinlesenFormPage')),
  lauf: page('parts/einlesen/EinlesenLaufPage', () => import('./EinlesenLaufPage')),
} satisfies Record<string, PageEntry>;

export const einlesenRoutes: RouteDef[] = [
  route('einlesen', '/intranet/redaktion/einlesen', pages.start, einlesenStartLoader),
  route('einlesen-art', '/intranet/redaktion/einlesen/:art', pages.form, einlesenFormLoader, {
    action: einlesenFormAction,
    upload: { files: 1, fileSize: 20_000_000 },
  }),
  route('einlesen-lauf', '/intranet/redaktion/einlesen/:art/:lauf', pages.lauf, einlesenLaufLoader, { action: einlesenLaufAction }),
];
