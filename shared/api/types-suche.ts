/** Site search in the CMS contract (spec §3 "Search hit", §7 "Search redirect"). */

/** Spec §3 "Search hit": _type suche_webcontact, wegweiser or other ('dokument'). */
export type SearchHitType = 'suche_webcontact' | 'wegweiser' | 'dokument';

export interface SnippetPart {
  text: string;
  /** true for text that matched a search term (to be shown highlighted, e.g. in <mark>). */
  mark: boolean;
}

export interface SearchHit {
  _type: SearchHitType;
  url: string;
  titel: string;
  /** German label: 'Bürgernachrichten', 'Verfahren', 'Fachamt', 'Mitarbeiter/in', 'Formular', 'Seite', … */
  kategorie: string;
  /** 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm' for dated content (news, gazette, archive, downloads), else null. */
  datum: string | null;
  snippet: SnippetPart[];
  _source: { es_pfad: string; es_pfad_ext?: string };
}

export interface SearchResult {
  /** The query as searched: trimmed and cut to MAX_QUERY_LENGTH characters. */
  q: string;
  /** Number of hits over all pages (at most MAX_RESULTS). */
  total: number;
  seite: number;
  pro_seite: number;
  hits: SearchHit[];
  /** "Meinten Sie …" words (original spelling) when there is no hit, else []. */
  suggestions: string[];
}

export interface Suggestion {
  titel: string;
  url: string;
  kategorie: string;
}

/**
 * Where a single hit leads (spec §7 "Search redirect"): the url for the internal search type, the
 * guide path for wegweiser (our url is the guide path), otherwise es_pfad_ext if present, else es_pfad.
 */
export function redirectTarget(hit: Pick<SearchHit, '_type' | 'url' | '_source'>): string {
  if (hit._type === 'suche_webcontact' || hit._type === 'wegweiser') return hit.url;
  return hit._source.es_pfad_ext || hit._source.es_pfad;
}
