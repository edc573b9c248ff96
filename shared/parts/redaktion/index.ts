import type { SitePart } from '../part';
import { redaktionRoutes } from './routes';
import { store } from './store.server';

/**
 * The editorial desk (ADR 16): the staff with the role `redaktion` create, edit, preview, publish,
 * plan, take back and delete the public content of the embedded store. The kinds of content are
 * adapters of the parts that hold them (`desk` of a part); this part keeps the revisions and the audit
 * log and answers the desk's operations, which exist in-process only (never under /api).
 */
export const redaktion = {
  name: 'redaktion',
  routes: redaktionRoutes,
  tags: {
    Redaktion: 'The editorial desk (intranet, role redaktion): the kinds of content, their items, versions, previews, documents and audit log.',
  },
  store,
} satisfies SitePart;
