import type { RouteDef, SiteFeed } from '../routing/types';
import type { DeskArt } from '../desk/kind';
import type { PartMenu } from '../site/menu-types';

/**
 * A part of the site (ADR 34): one folder below shared/parts/ with everything of one feature (its
 * contract, pages, loaders, routes, styles and store), registered by one line in
 * shared/parts/registry.ts. Each member is what one central list takes from it; none of those lists
 * names a part.
 */
export interface SitePart {
  /** Its folder below shared/parts/; also its store's name (the prefix of its migrations). */
  name: string;
  /** Its routes: the route table (shared/routes.ts) is every part's, in registry order. */
  routes?: readonly RouteDef[];
  /**
   * Its links in the menus, the main footer and the content links, from its `menu.ts` (ADR 45): the
   * server assembles the navigation from these in registry order; the browser's build imports each
   * part's `menu.ts` alone (without this module's routes), so the entries must be that file's `menu`.
   */
  menu?: PartMenu;
  /**
   * The OpenAPI tags its operations use, with their descriptions (docs/openapi.json). An operation whose
   * tag no part declares stops the document (server/cms/contract/openapi.ts), so none is dropped unseen.
   */
  tags?: Readonly<Record<string, string>>;
  /**
   * Its kinds of content on the editorial desk, browser-safe (shared/desk/kind.ts): names, titles,
   * fields, scheduling and the public pages that show a preview. Each has its adapter, of the same
   * name, in `desk` of the part's store (server/cms/desk/kind.ts); a test requires both (ADR 39).
   */
  desk?: readonly DeskArt[];
  /**
   * Its server half, from its `store.server.ts`: the migrations, handlers, search sources, seed steps,
   * desk kinds and jobs of the embedded CMS (server/cms/part.ts). The browser's build replaces that
   * module, so there this is a function that returns nothing. Its `styles.css`, if it has one, the
   * build appends to the one stylesheet, in registry order after the core styles.
   */
  store: () => unknown;
  /**
   * Its feeds at its own site addresses (calendar files, RSS; ADR 51), from a `*.server.ts` module like
   * `store`: the browser's build replaces it by a function that returns nothing.
   */
  feeds?: () => readonly SiteFeed[] | undefined;
}
