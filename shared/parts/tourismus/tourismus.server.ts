import type { Loader, LoaderContext } from '../../routing/types';
import { seiteDetail, type Seite } from '../seiten/contract';
import {
  fasnetvereineList,
  unterkuenfteList,
  wanderwegDetail,
  wanderwegeList,
  type FasnetVerein,
  type Unterkunft,
  type UnterkunftArt,
  type WanderwegDetail,
  type WanderwegItem,
} from './contract';
import type { ListMeta } from '../../contract/common';
import { found, notFound, redirect } from '../../routing/errors';
import { slugId } from '../../format/slug-id';
import { LIST_PAGE_SIZE } from '../../site/constants';
import { pageParam } from '../../contract/paging';
import { osmEmbedUrl, osmPageUrl, tourPageUrl, tourScriptUrl } from '../../components/consent/providers';
import { FASNET_PATH, FASNETVEREINE_PATH, UNTERKUENFTE_PATH, WANDERN_PATH, isUnterkunftArt, wanderwegPath } from './paths';
import { TOWN } from '../../site/town';

interface Paging {
  seite: number;
  seiten: number;
  gesamt: number;
}

/** The editorial intro of a page (table seite); optional: the list shows without it. */
async function intro(cms: LoaderContext['cms'], pfad: string): Promise<Seite | null> {
  return (await cms.get(seiteDetail, { query: { pfad } }))?.data ?? null;
}

/** Paging of a list answer; a page beyond the last answers 404. */
function paging<T>(res: { data: T[]; meta?: ListMeta }, seite: number): Paging {
  const seiten = res.meta?.seiten ?? 1;
  if (seite > seiten && seite > 1) notFound('Diese Seite der Liste gibt es nicht.');
  return { seite, seiten, gesamt: res.meta?.gesamt ?? res.data.length };
}

// ---------------------------------------------------------------------------
// Unterkünfte
// ---------------------------------------------------------------------------

export interface UnterkuenfteData extends Paging {
  seiteInhalt: Seite | null;
  items: Unterkunft[];
  /** Selected kind (query art), null for all; an unknown value shows all. */
  art: UnterkunftArt | null;
  /** Address of the booking widget; null when it is not set up. */
  bookingSrc: string | null;
}

export const unterkuenfteLoader: Loader<UnterkuenfteData> = async ({ cms, query, embeds }) => {
  const seite = pageParam(query);
  const rawArt = query.get('art');
  const art = isUnterkunftArt(rawArt) ? rawArt : null;
  const [seiteInhalt, list] = await Promise.all([
    intro(cms, UNTERKUENFTE_PATH),
    cms.load(unterkuenfteList, { query: { seite, pro_seite: LIST_PAGE_SIZE, art: art ?? undefined } }),
  ]);
  const res = found(list);
  return {
    title: seiteInhalt?.titel ?? 'Unterkünfte',
    description: seiteInhalt?.beschreibung || `Hotels, Gasthöfe, Pensionen, Ferienwohnungen und Camping in ${TOWN.name}.`,
    data: { seiteInhalt, items: res.data, art, ...paging(res, seite), bookingSrc: embeds?.bookingWidgetUrl ?? null },
  };
};

// ---------------------------------------------------------------------------
// Fasnet and Fasnetvereine
// ---------------------------------------------------------------------------

export interface FasnetData {
  seiteInhalt: Seite | null;
  /** The clubs for the sidebar's link list (optional content). */
  vereine: Pick<FasnetVerein, 'id' | 'name'>[];
}

export const fasnetLoader: Loader<FasnetData> = async ({ cms }) => {
  const [seiteInhalt, vereine] = await Promise.all([intro(cms, FASNET_PATH), cms.get(fasnetvereineList, { query: { pro_seite: 100 } })]);
  return {
    title: seiteInhalt?.titel ?? 'Fasnet',
    description: seiteInhalt?.beschreibung || `Die schwäbisch-alemannische Fasnet in ${TOWN.name}.`,
    data: { seiteInhalt, vereine: (vereine?.data ?? []).map(({ id, name }) => ({ id, name })) },
  };
};

export interface FasnetvereineData extends Paging {
  seiteInhalt: Seite | null;
  items: FasnetVerein[];
}

export const fasnetvereineLoader: Loader<FasnetvereineData> = async ({ cms, query }) => {
  const seite = pageParam(query);
  const [seiteInhalt, list] = await Promise.all([intro(cms, FASNETVEREINE_PATH), cms.load(fasnetvereineList, { query: { seite, pro_seite: LIST_PAGE_SIZE } })]);
  const res = found(list);
  return {
    title: seiteInhalt?.titel ?? 'Fasnetvereine',
    description: seiteInhalt?.beschreibung || `Die Fasnetvereine in ${TOWN.name} und ihre Figuren.`,
    data: { seiteInhalt, items: res.data, ...paging(res, seite) },
  };
};

// ---------------------------------------------------------------------------
// Wandern und Walken
// ---------------------------------------------------------------------------

export interface WanderwegeData extends Paging {
  seiteInhalt: Seite | null;
  items: WanderwegItem[];
}

export const wanderwegeLoader: Loader<WanderwegeData> = async ({ cms, query }) => {
  const seite = pageParam(query);
  const [seiteInhalt, list] = await Promise.all([intro(cms, WANDERN_PATH), cms.load(wanderwegeList, { query: { seite, pro_seite: LIST_PAGE_SIZE } })]);
  const res = found(list);
  return {
    title: seiteInhalt?.titel ?? 'Wandern und Walken',
    description: seiteInhalt?.beschreibung || `Wanderwege und Walkingstrecken rund um ${TOWN.name}.`,
    data: { seiteInhalt, items: res.data, ...paging(res, seite) },
  };
};

export interface WanderwegData {
  item: WanderwegDetail;
  /** The hiking portal's tour script; null when the portal is not set up (no key) or the tour is not there. */
  tourSrc: string | null;
  /** The tour on the portal's site, null when the tour is not there. */
  tourHref: string | null;
  /** OpenStreetMap frame and page of the starting point, null without coordinates. */
  map: { src: string; href: string } | null;
}

export const wanderwegLoader: Loader<WanderwegData> = async ({ cms, params, embeds }) => {
  const slug = params.slug ?? '';
  if (!/^[a-z0-9_-]{1,80}$/.test(slug)) notFound();
  // The id is the slug's trailing number; an address from before the ids ('hochfirst-runde') is found by its text.
  const id = slugId(slug);
  const item = found(await cms.load(wanderwegDetail, { params: { ref: id > 0 ? String(id) : slug } })).data;
  if (slug !== item.slug) redirect(wanderwegPath(item.slug), 301);
  const key = embeds?.tourenportalKey ?? null;
  return {
    title: item.titel,
    description: `${item.titel}: Wanderung rund um ${TOWN.name}, Start ${item.start}.`,
    data: {
      item,
      tourSrc: key && item.tourenportal_id ? tourScriptUrl(key, item.tourenportal_id) : null,
      tourHref: item.tourenportal_id ? tourPageUrl(item.tourenportal_id) : null,
      map: item.start_geo ? { src: osmEmbedUrl(item.start_geo.lat, item.start_geo.lon), href: osmPageUrl(item.start_geo.lat, item.start_geo.lon) } : null,
    },
  };
};
