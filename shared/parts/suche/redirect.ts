import type { SearchHit } from './contract';

/**
 * Where a single hit leads (spec §7 "Search redirect"): the url for the internal search type, the
 * guide path for wegweiser (our url is the guide path), otherwise es_pfad_ext if present, else es_pfad.
 * A module of its own without zod: the search page uses it in the browser.
 */
export function redirectTarget(hit: Pick<SearchHit, '_type' | 'url' | '_source'>): string {
  if (hit._type === 'suche_webcontact' || hit._type === 'wegweiser') return hit.url;
  return hit._source.es_pfad_ext || hit._source.es_pfad;
}
