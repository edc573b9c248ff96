import type { Loader } from '../../routing/types';
import { gewerbeBuchstaben, gewerbeDetail, gewerbeList, gewerbeRubriken, type GewerbeDetail, type GewerbeItem, type GewerbeRubrik } from './contract';
import type { ListMeta } from '../../contract/common';
import { found, notFound, redirect } from '../../routing/errors';
import { slugId } from '../../format/slug-id';
import { slugify } from '../../format/text';
import { pageParam } from '../../contract/paging';
import { GEWERBE_PAGE_SIZE } from './paths';
import { TOWN } from '../../site/town';

/*
 * Loaders of the business directory (spec §2.3): the start page with categories, search and the A–Z
 * list, one category, one entry. Server-only module: its exports must be functions (scripts/build.ts).
 */

export interface GewerbeListPage {
  items: GewerbeItem[];
  seite: number;
  seiten: number;
  gesamt: number;
}

export interface GewerbeIndexData extends GewerbeListPage {
  rubriken: GewerbeRubrik[];
  /** Letters that have entries, null when the CMS did not answer (every letter is a link then). */
  buchstaben: string[] | null;
  /** The search text as sent (trimmed), '' for none. */
  q: string;
  /** Selected letter 'a'…'z' or '0', null for all. */
  buchstabe: string | null;
}

export interface GewerbeRubrikData extends GewerbeListPage {
  rubrik: GewerbeRubrik;
  rubriken: GewerbeRubrik[];
}

export interface GewerbeDetailData {
  item: GewerbeDetail;
  /** For the sidebar box; empty when the CMS did not answer. */
  rubriken: GewerbeRubrik[];
}

/** The search text: trimmed, at most 100 characters (the CMS refuses longer ones). */
function qParam(query: URLSearchParams): string {
  return (query.get('q') ?? '').trim().slice(0, 100);
}

/** The `buchstabe` query: null when absent or empty, a base letter (Ä → a), or 404 for anything else. */
function letterParam(query: URLSearchParams): string | null {
  const v = (query.get('buchstabe') ?? '').trim();
  if (v === '') return null;
  if (v === '0') return '0';
  const first = [...v].length === 1 ? slugify(v).slice(0, 1) : '';
  return /^[a-z]$/.test(first) ? first : notFound('Diesen Anfangsbuchstaben gibt es nicht.');
}

function toPage(list: { data: GewerbeItem[]; meta?: ListMeta }, seite: number): GewerbeListPage {
  const seiten = list.meta?.seiten ?? 1;
  if (seite > seiten && seite > 1) notFound('Diese Seite der Liste gibt es nicht.');
  return { items: list.data, seite, seiten, gesamt: list.meta?.gesamt ?? list.data.length };
}

export const gewerbeIndexLoader: Loader<GewerbeIndexData> = async ({ cms, query }) => {
  const seite = pageParam(query);
  const q = qParam(query);
  const buchstabe = letterParam(query);
  const [rubriken, buchstaben, list] = await Promise.all([
    cms.load(gewerbeRubriken),
    cms.get(gewerbeBuchstaben),
    cms.load(gewerbeList, { query: { q: q || undefined, buchstabe: buchstabe ?? undefined, seite, pro_seite: GEWERBE_PAGE_SIZE } }),
  ]);
  return {
    title: 'Gewerbeverzeichnis',
    description: `Betriebe, Geschäfte und Dienstleister in ${TOWN.name} und den Ortsteilen, nach Branchen und von A bis Z.`,
    data: {
      ...toPage(found(list), seite),
      rubriken: found(rubriken).data,
      buchstaben: buchstaben ? buchstaben.data.map((b) => b.buchstabe) : null,
      q,
      buchstabe,
    },
  };
};

export const gewerbeRubrikLoader: Loader<GewerbeRubrikData> = async ({ cms, params, query }) => {
  const seite = pageParam(query);
  const rubriken = found(await cms.load(gewerbeRubriken)).data;
  const rubrik = found(
    rubriken.find((r) => r.url === params.rubrik),
    'Diese Branche gibt es nicht.',
  );
  const list = found(await cms.load(gewerbeList, { query: { rubrik: rubrik.url, seite, pro_seite: GEWERBE_PAGE_SIZE } }));
  return {
    title: rubrik.titel,
    description: `Gewerbeverzeichnis ${TOWN.name}: ${rubrik.titel} (${rubrik.anzahl} ${rubrik.anzahl === 1 ? 'Betrieb' : 'Betriebe'})`,
    data: { ...toPage(list, seite), rubrik, rubriken },
  };
};

export const gewerbeDetailLoader: Loader<GewerbeDetailData> = async ({ cms, params, pathname }) => {
  const id = slugId(params.slug);
  if (id === 0) notFound();
  const [detail, rubriken] = await Promise.all([cms.load(gewerbeDetail, { params: { id } }), cms.get(gewerbeRubriken)]);
  const item = found(detail).data;
  // Under another category, with an outdated name part or a trailing slash: the one address of the entry.
  if (pathname !== item.url) redirect(item.url, 301);
  return {
    title: item.name,
    description: `${item.name} – ${item.spezialisierung}`,
    data: { item, rubriken: rubriken?.data ?? [] },
  };
};
