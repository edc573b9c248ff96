import type { SitePart } from '../part';
import { eingaengeRoutes } from './routes';
import { feeds, store } from './store.server';
import { menu } from './menu';
import { meldekategorienArt } from './desk';

/**
 * Citizens' submissions (damage reports, error and barrier reports, contact messages, business
 * self-entries with their approval) and the staff inbox (ADR 13, 14, 15). Local: the town's own records stay in the site's database under DATA_DIR also
 * when the content comes from an upstream CMS. Not searchable, no demo content.
 */
export const eingaenge = {
  name: 'eingaenge',
  routes: eingaengeRoutes,
  menu,
  tags: {
    Eingänge: "Citizens' submissions of the site's forms and the staff inbox (the site's own records, in-process only).",
  },
  desk: [meldekategorienArt],
  store,
  feeds,
} satisfies SitePart;
