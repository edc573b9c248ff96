/**
 * Slug ids (spec §9): pages and news are addressed as '<slugified-title>_<id>';
 * only the trailing number identifies the record, the text part may change.
 */
import { slugify } from './text';

/**
 * The trailing digits of a slug, 0 if there are none:
 *   'buergerbuero_49' → 49, 'neues-freibad-1234' → 1234, 'impressum' → 0.
 * Surrounding whitespace and trailing slashes are ignored ('buergerbuero_49/' → 49).
 * Numbers beyond Number.MAX_SAFE_INTEGER cannot identify a record reliably and give 0.
 */
export function slugId(slug: string | undefined): number {
  if (typeof slug !== 'string') return 0;
  const match = /(\d+)$/.exec(slug.trim().replace(/\/+$/, ''));
  if (!match || match[1] === undefined) return 0;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : 0;
}

/** '<slugify(title)>_<id>', e.g. ('Bürgerbüro', 49) → 'buergerbuero_49'. */
export function makeSlug(title: string, id: number): string {
  return `${slugify(title)}_${id}`;
}
