/**
 * Addresses the specification names for editorial pages that live elsewhere on the site: each moves
 * (301, query kept) to where the page is. Only while no editorial page of its own exists at the
 * address: a page an editor puts there wins (shared/parts/seitencontent/content.server.ts).
 */
export const MOVED_PAGES: Readonly<Record<string, string>> = {
  // Spec §2.3 names them below /grundschule/; the school keeps them below "Unsere Schule".
  '/grundschule/gesundheit/': '/grundschule/unsere-schule/gesundheit/',
  '/grundschule/soziales/': '/grundschule/unsere-schule/soziales/',
};
