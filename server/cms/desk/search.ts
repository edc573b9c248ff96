/**
 * A LIKE pattern for the desk's search in titles and texts: the words as typed, anywhere. The
 * wildcards % and _ typed by someone are dropped, so they match only themselves (never everything).
 */
export function likePattern(suche: string): string {
  return `%${suche
    .replace(/[%_\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200)}%`;
}
