import type { Loader, SitemapAddresses } from '../../routing/types';
import { everyItem } from '../../pages/every-item.server';
import { seiteDetail, type Seite } from '../seiten/contract';
import { flaecheDetail, flaechenList, type FlaecheDetail, type FlaecheItem, type FlaechenArt, type FlaechenStatus } from './contract';
import { found, notFound, redirect } from '../../routing/errors';
import { slugId } from '../../format/slug-id';
import { LIST_PAGE_SIZE } from '../../site/constants';
import { pageParam } from '../../contract/paging';
import { FLAECHEN_PATHS, FLAECHEN_STATUS, FLAECHEN_TITEL, flaechePath } from './paths';
import { TOWN } from '../../site/town';

export interface FlaechenListData {
  art: FlaechenArt;
  /** The editorial intro of the page (CMS page at the same path), null when there is none. */
  seite: Seite | null;
  items: FlaecheItem[];
  status: FlaechenStatus | null;
  seiteNr: number;
  seiten: number;
  gesamt: number;
}

/** /wirtschaft/gewerbeflaechen/ and /wirtschaft/wohnflaechen/: intro text and the plots of that kind. */
export function flaechenListLoader(art: FlaechenArt): Loader<FlaechenListData> {
  return async ({ cms, query }) => {
    const seiteNr = pageParam(query);
    const s = query.get('status');
    const status = (FLAECHEN_STATUS as readonly string[]).includes(s ?? '') ? (s as FlaechenStatus) : null;
    const [intro, res] = await Promise.all([
      cms.get(seiteDetail, { query: { pfad: FLAECHEN_PATHS[art] } }),
      cms.load(flaechenList, { query: { art, status: status ? [status] : undefined, seite: seiteNr, pro_seite: LIST_PAGE_SIZE } }),
    ]);
    const list = found(res);
    const seiten = list.meta?.seiten ?? 1;
    if (seiteNr > seiten && seiteNr > 1) notFound('Diese Seite der Liste gibt es nicht.');
    return {
      title: intro?.data.titel ?? FLAECHEN_TITEL[art],
      description: intro?.data.beschreibung || `${FLAECHEN_TITEL[art]} der ${TOWN.officialName}`,
      data: { art, seite: intro?.data ?? null, items: list.data, status, seiteNr, seiten, gesamt: list.meta?.gesamt ?? list.data.length },
    };
  };
}

export interface FlaecheData {
  item: FlaecheDetail;
}

/** One plot; a plot of the other kind is not found here (404), an outdated slug redirects. */
export function flaecheLoader(art: FlaechenArt): Loader<FlaecheData> {
  return async ({ cms, params }) => {
    const id = slugId(params.slug);
    if (id === 0) notFound();
    const item = found(await cms.load(flaecheDetail, { params: { id } })).data;
    if (item.art !== art) notFound();
    if (params.slug !== item.slug) redirect(flaechePath(art, item.slug), 301);
    return { title: item.titel, description: `${FLAECHEN_TITEL[art]}: ${item.titel}, ${item.lage}`, data: { item } };
  };
}

/** Every plot of one kind, sold ones included (the site search leaves those out): the sitemap's addresses. */
export function flaechenAddresses(art: FlaechenArt): SitemapAddresses {
  return async (cms) => (await everyItem((seite) => cms.get(flaechenList, { query: { art, seite, pro_seite: 100 } }))).map((f) => flaechePath(art, f.slug));
}
