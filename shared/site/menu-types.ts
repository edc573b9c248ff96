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
