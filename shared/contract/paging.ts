import { z } from 'zod';
import { q } from './operation';

/*
 * Paging and slugs, for every part: the `seite` query of the contract's list operations, the page
 * number a loader reads from a page's address, and the `<slug>_<id>` pattern of item addresses.
 */

/** The `seite` query parameter of a list operation: page, 1-based. */
export const seiteQuery = () =>
  q.intOr('seite', 1, { min: 1, max: 100_000 }, { description: 'Page (Seite), 1-based. Not a whole number or outside 1..100000: 400.', example: 1 });

/** A positive page number from a page's `seite` query; anything else is page 1 (odd query strings never fail). */
export function pageParam(query: URLSearchParams): number {
  const v = query.get('seite');
  return v && /^\d{1,6}$/.test(v) && Number(v) >= 1 ? Number(v) : 1;
}

/** An item's address key: `<slugified titel>_<id>` (shared/format/slug-id.ts makes and reads it). */
export const SLUG_ID = /^[a-z0-9-]*_\d{1,9}$/;

/** A `<slugified titel>_<id>` field of an answer. */
export const slugIdField = () => z.string().regex(SLUG_ID).describe('`<slugified titel>_<id>`.');
