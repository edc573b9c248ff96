import { feedUrl } from '../../site/webcal';
import type { Loader } from '../../routing/types';
import { ratsterminDetail, ratstermineGremien, ratstermineList, type Gremium, type RatsterminDetail, type RatsterminItem } from './contract';
import { found, notFound, redirect } from '../../routing/errors';
import { slugId } from '../../format/slug-id';
import { ratsterminTitle } from './ratstermin-text';
import { LIST_PAGE_SIZE } from '../../site/constants';
import { pageParam } from '../../contract/paging';
import { ratstermineFeedPath, ratsterminPath, webcalUrl, type RatstermineZeitraum } from './paths';
import { gremienList } from '../gremien/contract';
import { gremiumPath } from '../gremien/gemeinderat/paths';
import { TOWN } from '../../site/town';

export interface RatstermineListData {
  items: RatsterminItem[];
  /** The bodies that have meetings (for the filter). */
  gremien: Gremium[];
  /** Selected body (query gremium), null for all. */
  gremium: Gremium | null;
  zeitraum: RatstermineZeitraum;
  seite: number;
  seiten: number;
  gesamt: number;
  /** Calendar subscription of the upcoming meetings of the selected body (or of all). */
  feed: { webcal: string; https: string };
}

function gremiumParam(query: URLSearchParams): string | null {
  const v = query.get('gremium');
  return v && /^[a-z0-9-]{1,60}$/.test(v) ? v : null;
}

function zeitraumParam(query: URLSearchParams): RatstermineZeitraum {
  return query.get('zeitraum') === 'vergangen' ? 'vergangen' : 'kommend';
}

export const ratstermineListLoader: Loader<RatstermineListData> = async ({ cms, query, origin }) => {
  const seite = pageParam(query);
  const zeitraum = zeitraumParam(query);
  const gremien = (await cms.get(ratstermineGremien))?.data ?? [];
  // An unknown body is shown as "all" rather than as an empty list.
  const gremium = gremien.find((g) => g.key === gremiumParam(query)) ?? null;
  const list = found(
    await cms.load(ratstermineList, {
      query: { gremium: gremium?.key, zeitraum: zeitraum === 'vergangen' ? 'vergangen' : undefined, seite, pro_seite: LIST_PAGE_SIZE },
    }),
  );
  const seiten = list.meta?.seiten ?? 1;
  if (seite > seiten && seite > 1) notFound('Diese Seite der Liste gibt es nicht.');
  const feedPath = ratstermineFeedPath(gremium?.key ?? null);
  const titleParts = ['Sitzungstermine', gremium?.name, zeitraum === 'vergangen' ? 'vergangene Sitzungen' : null].filter(Boolean);
  return {
    title: titleParts.join(' – '),
    description: `Sitzungstermine des Gemeinderats, seiner Ausschüsse und der Ortschaftsräte der ${TOWN.officialName} mit Tagesordnungen`,
    data: {
      items: list.data,
      gremien,
      gremium,
      zeitraum,
      seite,
      seiten,
      gesamt: list.meta?.gesamt ?? list.data.length,
      feed: { webcal: webcalUrl(origin, feedPath), https: feedUrl(origin, feedPath) },
    },
  };
};

export interface RatsterminDetailData {
  item: RatsterminDetail;
  /** The page of the body that meets, if the council pages know it. */
  gremiumPfad: string | null;
}

export const ratsterminDetailLoader: Loader<RatsterminDetailData> = async ({ cms, params }) => {
  const id = slugId(params.slug);
  if (id === 0) notFound();
  const [detail, gremien] = await Promise.all([cms.load(ratsterminDetail, { params: { id } }), cms.get(gremienList)]);
  const item = found(detail).data;
  // An old or shortened slug with the right id leads to the current address.
  if (params.slug !== item.slug) redirect(ratsterminPath(item.slug), 301);
  const title = ratsterminTitle(item);
  const gremium = gremien?.data.find((g) => g.key === item.gremium.key);
  return {
    title,
    description: `${title}, ${item.ort}: Tagesordnung und Sitzungsunterlagen`,
    data: { item, gremiumPfad: gremium ? gremiumPath(gremium) : null },
  };
};
