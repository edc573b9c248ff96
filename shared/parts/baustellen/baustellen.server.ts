import type { Loader, SitemapAddresses } from '../../routing/types';
import { everyItem } from '../../pages/every-item.server';
import {
  bauphasenList,
  baustelleDetail,
  baustellenList,
  type BauphaseListItem,
  type BaustelleDetail,
  type BaustelleItem,
  type BaustellenStatus,
  type Ortsteil,
} from './contract';
import type { ListMeta } from '../../contract/common';
import { found, notFound, redirect } from '../../routing/errors';
import { slugId } from '../../format/slug-id';
import { LIST_PAGE_SIZE } from '../../site/constants';
import { pageParam } from '../../contract/paging';
import { ORTSTEILE, baustellePath, parkenPath, umbauPath } from './paths';
import { TOWN } from '../../site/town';

/** Rows of the road-works table per page. */
export const PHASEN_PAGE_SIZE = 20;

const CURRENT: BaustellenStatus[] = ['aktuell', 'geplant'];

function ortsteilParam(query: URLSearchParams): Ortsteil | null {
  const v = query.get('ortsteil');
  return (ORTSTEILE as readonly string[]).includes(v ?? '') ? (v as Ortsteil) : null;
}

function statusParam(query: URLSearchParams): BaustellenStatus | null {
  const v = query.get('status');
  return v === 'aktuell' || v === 'geplant' || v === 'abgeschlossen' ? v : null;
}

interface Paged {
  seite: number;
  seiten: number;
  gesamt: number;
}

function paged<T>(res: { data: T[]; meta?: ListMeta } | null, seite: number): Paged & { items: T[] } {
  const data = found(res);
  const seiten = data.meta?.seiten ?? 1;
  if (seite > seiten && seite > 1) notFound('Diese Seite der Liste gibt es nicht.');
  return { items: data.data, seite, seiten, gesamt: data.meta?.gesamt ?? data.data.length };
}

export interface BaustellenListData extends Paged {
  items: BaustelleItem[];
  /** Selected district, null for all. */
  ortsteil: Ortsteil | null;
  /** Selected status, null for current and planned sites. */
  status: BaustellenStatus | null;
}

/** /wirtschaft/baustellen/: current and planned sites (or one status), optionally of one district. */
export const baustellenListLoader: Loader<BaustellenListData> = async ({ cms, query }) => {
  const seite = pageParam(query);
  const ortsteil = ortsteilParam(query);
  const status = statusParam(query);
  const res = await cms.load(baustellenList, {
    query: { seite, pro_seite: LIST_PAGE_SIZE, ortsteil: ortsteil ?? undefined, status: status ? [status] : CURRENT },
  });
  const list = paged(res, seite);
  const title = status === 'abgeschlossen' ? 'Abgeschlossene Baustellen' : 'Baustellen';
  return {
    title: ortsteil ? `${title} in ${ortsteil}` : title,
    description: `Aktuelle und geplante Baustellen in ${TOWN.name} und den Ortsteilen: Bauphasen, Umleitungen und Hinweise zum Parken.`,
    data: { ...list, ortsteil, status },
  };
};

export interface BaustelleData {
  item: BaustelleDetail;
}

/**
 * One site under one of its three addresses (details, parking notes, road works). An outdated
 * slug with the right id leads to the current address.
 */
function siteLoader(
  pathOf: (slug: string) => string,
  titleOf: (item: BaustelleDetail) => string,
  description: (item: BaustelleDetail) => string,
): Loader<BaustelleData> {
  return async ({ cms, params }) => {
    const id = slugId(params.slug);
    if (id === 0) notFound();
    const item = found(await cms.load(baustelleDetail, { params: { id } })).data;
    if (params.slug !== item.slug) redirect(pathOf(item.slug), 301);
    return { title: titleOf(item), description: description(item), data: { item } };
  };
}

export const baustelleLoader = siteLoader(
  baustellePath,
  (b) => b.titel,
  (b) => `${b.titel} – ${b.strasse} (${b.ortsteil})`,
);
export const parkenDetailLoader = siteLoader(
  parkenPath,
  (b) => `Parken: ${b.titel}`,
  (b) => `Hinweise zum Parken während der Baustelle ${b.titel}`,
);
export const umbauDetailLoader = siteLoader(
  umbauPath,
  (b) => `Umbaumaßnahmen: ${b.titel}`,
  (b) => `Bauphasen und Verkehrsführung der Baustelle ${b.titel}`,
);

/**
 * The pages of every construction site below one of its addresses (the site, its parking notes, its
 * road works), finished ones included: the sitemap's addresses of the detail routes.
 */
export function baustellenAddresses(pathOf: (slug: string) => string): SitemapAddresses {
  return async (cms) => (await everyItem((seite) => cms.get(baustellenList, { query: { seite, pro_seite: 100 } }))).map((b) => pathOf(b.slug));
}

export const baustelleAddresses = baustellenAddresses(baustellePath);
export const parkenAddresses = baustellenAddresses(parkenPath);
export const umbauAddresses = baustellenAddresses(umbauPath);

export interface ParkenListData extends Paged {
  items: BaustelleDetail[];
}

/** /wirtschaft/baustelle-parken/: the parking notes of every current and planned site. */
export const parkenListLoader: Loader<ParkenListData> = async ({ cms, query }) => {
  const seite = pageParam(query);
  const list = paged(await cms.load(baustellenList, { query: { seite, pro_seite: LIST_PAGE_SIZE, status: CURRENT } }), seite);
  // The list has no parking notes; a page holds at most LIST_PAGE_SIZE sites.
  const details = await Promise.all(list.items.map((b) => cms.load(baustelleDetail, { params: { id: b.id } })));
  return {
    title: 'Parken an Baustellen',
    description: 'Wo Parkplätze wegen Bauarbeiten wegfallen und wo Sie stattdessen parken können.',
    data: { ...list, items: details.flatMap((d) => (d ? [d.data] : [])) },
  };
};

export interface UmbauListData extends Paged {
  items: BauphaseListItem[];
}

/** /wirtschaft/baustelle-umbaumassnahmen/: running and planned phases of all sites, by period. */
export const umbauListLoader: Loader<UmbauListData> = async ({ cms, query }) => {
  const seite = pageParam(query);
  const list = paged(await cms.load(bauphasenList, { query: { seite, pro_seite: PHASEN_PAGE_SIZE, status: ['laufend', 'geplant'] } }), seite);
  return {
    title: 'Umbaumaßnahmen',
    description: `Laufende und geplante Straßen- und Bauarbeiten in ${TOWN.name}, nach Zeitraum geordnet.`,
    data: list,
  };
};
