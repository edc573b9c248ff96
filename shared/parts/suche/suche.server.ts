import type { Loader } from '../../routing/types';
import { search, type SearchResult } from './contract';
import { redirectTarget } from './redirect';
import { found, notFound, redirect } from '../../routing/errors';
import { LIST_PAGE_SIZE } from '../../site/constants';
import { pageParam } from '../../contract/paging';

export interface SucheData {
  /** The query as searched (trimmed and shortened by the CMS); '' when there is none. */
  q: string;
  /** null without a query: the page shows only the form and the most-used services. */
  result: SearchResult | null;
  seiten: number;
}

/** The search answers pages up to this one (500 hits at most, 10 per page). */
const MAX_SEITE = 50;
/** Longer queries are cut before they go to the CMS; it keeps the first 200 characters anyway. */
const MAX_QUERY_CHARS = 400;

/**
 * The query without control characters and without U+FFFD, which is what a broken percent-escape
 * (%C3%28, %FF) decodes to: such a query searches for the rest, or is empty.
 */
export function cleanQuery(raw: string): string {
  return raw
    .replace(/[\u0000-\u001f\u007f-\u009f\ufffd]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * /rathaus/suche?q=&seite= (spec §2.3, §4, §7 "Search redirect"): one hit leads straight to its
 * address, no hit shows "Meinten Sie …" words. Any q is fine: the CMS turns it into quoted terms of
 * letters and digits.
 */
export const sucheLoader: Loader<SucheData> = async ({ cms, query }) => {
  const q = Array.from(cleanQuery(query.get('q') ?? ''))
    .slice(0, MAX_QUERY_CHARS)
    .join('');
  if (q === '') return { title: 'Suche', data: { q: '', result: null, seiten: 0 } };
  const seite = pageParam(query);
  if (seite > MAX_SEITE) notFound('Diese Seite der Trefferliste gibt es nicht.');
  const res = found(await cms.load(search, { query: { q, seite, pro_seite: LIST_PAGE_SIZE } }));
  const result = res.data;
  const only = result.hits[0];
  if (result.total === 1 && only) redirect(redirectTarget(only), 302);
  const seiten = Math.ceil(result.total / (result.pro_seite || LIST_PAGE_SIZE));
  if (seite > 1 && seite > seiten) notFound('Diese Seite der Trefferliste gibt es nicht.');
  return {
    title: result.q ? `Suche nach „${result.q}“` : 'Suche',
    data: { q: result.q || q, result, seiten },
  };
};
