/** Spec §3: a menu item. */
export interface MenuItem {
  name: string;
  link: string;
  /** Used for a parent whose own link has no content (spec §4). */
  linkAlternative?: string;
  /** Hover text. */
  title?: string;
  /** Starts true; the content check sets it false for empty categories (spec §4). */
  hasContent?: boolean;
  extern?: boolean;
  sub?: MenuItem[];
  /** Key of the news category or archive topic whose emptiness hides this entry. */
  contentKey?: string;
  /** Show the 'Ihre 1. Anlaufstelle' card with the Bürgerbüro button in this entry's dropdown (spec §2.6). */
  promo?: boolean;
}

/** A link of a footer's navigation or legal links. */
export interface FooterLink {
  label: string;
  href: string;
  /** The link carries the address of the page it is on as `?seite=` (the error report). */
  withPage?: boolean;
}

/**
 * The groups of the menus (the second level of spec §2.6), as `<menu>/<group name>`: the places a
 * part's menu entries go into. The frame of the menus (shared/site/menus.ts) has each of them once.
 */
export type MenuGroup =
  | 'main/Aktuelles'
  | 'main/Verwaltung'
  | 'main/Bürgerservice'
  | 'main/Barrierefreiheit'
  | 'main/Stadtportrait'
  | 'main/Bürgermeisterin'
  | 'main/Politik'
  | 'main/Bildung'
  | 'main/Soziales'
  | 'main/Veranstaltungen'
  | 'main/Wirtschaft'
  | 'main/Bauen'
  | 'main/Umwelt'
  | 'main/Erleben'
  | 'main/Aufenthalt'
  | 'feuerwehr/Gesamtwehr'
  | 'feuerwehr/Informatives'
  | 'grundschule/Unsere Schule'
  | 'grundschule/Angebote'
  | 'drei-linden/Unsere Schule';

/**
 * Where a part's link stands among those of all parts: `at` orders the links of one group (or one
 * footer list) across the parts, lowest first; links with the same `at` keep the registry's order
 * and their order in the part's list.
 */
export interface Placed {
  at: number;
}

/**
 * A part's own links of the site's navigation, from its `menu.ts` (ADR 45): its entries of the menus,
 * its links in the main footer's navigation and legal links, and the pages of it that components link
 * to outside the menus (CONTENT_LINKS). The browser's build collects these files from the registry
 * without the parts' route tables (scripts/build.ts), so they import nothing but the site's settings.
 */
export interface PartMenu {
  entries?: readonly (MenuItem & Placed & { group: MenuGroup })[];
  footer?: readonly (FooterLink & Placed)[];
  legal?: readonly (FooterLink & Placed)[];
  contentLinks?: readonly (Placed & { href: string })[];
}
