import type { Loader } from '../../routing/types';
import { seiteDetail, type Seite } from '../seiten/contract';
import { amtsblattList, type Amtsblatt } from './contract';
import { found, notFound } from '../../routing/errors';
import { LIST_PAGE_SIZE } from '../../site/constants';
import { pageParam } from '../../contract/paging';

export interface AmtsblattData {
  /** Editorial intro of /rathaus/amtsblatt/ (optional: the list works without it). */
  intro: Seite | null;
  items: Amtsblatt[];
  seite: number;
  seiten: number;
  gesamt: number;
  /** Selected year, or null for all. */
  jahr: number | null;
  /** Years with issues, newest first. */
  jahre: number[];
}

const AMTSBLATT_PFAD = '/rathaus/amtsblatt/';

/** The `jahr` query: a four-digit year, else null (all years; an odd value never fails). */
export function jahrParam(query: URLSearchParams): number | null {
  const v = query.get('jahr');
  return v && /^(19|20)\d{2}$/.test(v) ? Number(v) : null;
}

/**
 * /rathaus/amtsblatt/: the weekly issues, newest first, filtered by year and paged on the server.
 * The year list runs from the oldest to the newest issue (the contract has no year list of its own):
 * the newest is the first of all issues, the oldest the last.
 */
export const amtsblattLoader: Loader<AmtsblattData> = async ({ cms, query }) => {
  const seite = pageParam(query);
  const jahr = jahrParam(query);
  const [intro, list, newest] = await Promise.all([
    cms.get(seiteDetail, { query: { pfad: AMTSBLATT_PFAD } }),
    cms.load(amtsblattList, { query: { seite, pro_seite: LIST_PAGE_SIZE, jahr: jahr ?? undefined } }),
    cms.get(amtsblattList, { query: { seite: 1, pro_seite: 1 } }),
  ]);
  const data = found(list);
  const seiten = data.meta.seiten;
  if (seite > 1 && seite > seiten) notFound('Diese Seite der Liste gibt es nicht.');
  const alle = newest?.meta.gesamt ?? 0;
  const oldest = alle > 1 ? await cms.get(amtsblattList, { query: { seite: alle, pro_seite: 1 } }) : newest;
  const bis = newest?.data[0]?.jahr ?? 0;
  const von = oldest?.data[0]?.jahr ?? bis;
  const jahre: number[] = [];
  for (let y = bis; y >= von && y > 0 && jahre.length < 100; y--) jahre.push(y);
  const titel = intro?.data.titel ?? 'Amtsblatt';
  return {
    title: jahr ? `${titel}: Ausgaben ${jahr}` : titel,
    description: intro?.data.beschreibung,
    data: {
      intro: intro?.data ?? null,
      items: data.data,
      seite,
      seiten,
      gesamt: data.meta.gesamt,
      jahr,
      jahre,
    },
  };
};
