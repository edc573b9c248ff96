import type { Loader } from '../../routing/types';
import { seiteDetail } from '../seiten/contract';
import { aemterList, amtDetail, type AmtDetail, type AmtListItem } from './contract';
import { found, notFound, redirect } from '../../routing/errors';
import { slugId } from '../../format/slug-id';
import { paths } from '../../site/paths';
import type { Bereich } from './links';
import { paginate, samePath } from './params.server';
import { pageParam } from '../../contract/paging';
import { TOWN } from '../../site/town';
import { termineDienste, termineFrei } from '../termine/contract';
import type { LoaderContext } from '../../routing/types';

/** An office in the overview with its Sachgebiete (and theirs) below it. */
export interface AmtNode {
  amt: AmtListItem;
  unter: AmtNode[];
}

export interface AemterListData {
  bereich: Bereich;
  /** Heading of the list (the document title adds the page number). */
  titel: string;
  /** Introduction from the CMS page of the list's address, if there is one. */
  intro: string | null;
  gruppen: AmtNode[];
  seite: number;
  seiten: number;
  gesamt: number;
}

/** Top-level offices per page: a town has a dozen or two, so one page usually shows all. */
const GROUPS_PER_PAGE = 20;

const byTitle = (a: { titel: string }, b: { titel: string }) => a.titel.localeCompare(b.titel, 'de');

/**
 * Offices as a tree: offices without a parent (or whose parent is not in the list) on top, each with
 * its Sachgebiete, sorted by title. A cycle in the data cannot loop: every office is placed once.
 */
export function amtTree(list: AmtListItem[]): AmtNode[] {
  const ids = new Set(list.map((a) => a.id));
  const placed = new Set<number>();
  const build = (amt: AmtListItem): AmtNode => {
    placed.add(amt.id);
    const unter = list.filter((c) => c.uebergeordnet === amt.id && !placed.has(c.id)).sort(byTitle);
    return { amt, unter: unter.map(build) };
  };
  return list
    .filter((a) => a.uebergeordnet === null || !ids.has(a.uebergeordnet))
    .sort(byTitle)
    .map(build);
}

const LIST_TITLES: Record<Bereich, string> = { rathaus: 'Ämter und Einrichtungen', servicebw: 'Fachbereiche' };

/** /rathaus/fachaemter/ and /servicebw/fachbereiche: all offices, grouped under the top-level ones. */
export function aemterListLoader(bereich: Bereich): Loader<AemterListData> {
  return async ({ cms, query, pathname }) => {
    const seite = pageParam(query);
    const [list, intro] = await Promise.all([
      cms.load(aemterList),
      bereich === 'rathaus' ? cms.get(seiteDetail, { query: { pfad: pathname } }) : Promise.resolve(null),
    ]);
    const page = paginate(amtTree(found(list).data), seite, GROUPS_PER_PAGE);
    const title = intro?.data.titel ?? LIST_TITLES[bereich];
    return {
      title: page.seite > 1 ? `${title}, Seite ${page.seite}` : title,
      description: intro?.data.beschreibung ?? `Ämter, Sachgebiete und Ortsverwaltungen der ${TOWN.officialName} mit Kontakt und Aufgaben.`,
      // The service area shows the town hall's list: search engines find it there.
      canonical: bereich === 'servicebw' ? '/rathaus/fachaemter/' : undefined,
      data: { bereich, titel: title, intro: intro?.data.inhalt ?? null, gruppen: page.items, seite: page.seite, seiten: page.seiten, gesamt: page.gesamt },
    };
  };
}

export interface AmtDetailData {
  bereich: Bereich;
  amt: AmtDetail;
  /** The Bürgerbüro's page: its next free appointment online (the termine part, ADR 55), if any. */
  naechsterTermin?: { tag: string; zeit: string } | null;
}

/** The next free time of the shortest bookable service, or null (none bookable, none free, no answer). */
async function naechsterTermin(cms: LoaderContext['cms']): Promise<{ tag: string; zeit: string } | null> {
  const dienste = await cms.get(termineDienste);
  const kurz = dienste?.data.slice().sort((a, b) => a.dauer - b.dauer)[0];
  if (!kurz) return null;
  const res = await cms.call(termineFrei, { body: { auswahl: [{ id: kurz.id, personen: 1 }], von: '2000-01-01', bis: '2999-12-31' } }).catch(() => null);
  if (!res?.ok) return null;
  const tag = res.data.data.tage.find((t) => t.zeiten.length);
  return tag ? { tag: tag.tag, zeit: tag.zeiten[0]! } : null;
}

/**
 * One office: /rathaus/fachaemter/{slug_id} (an outdated slug leads to the current one) or
 * /servicebw/fachbereiche/{id} (a slug there leads to the bare id).
 */
export function amtDetailLoader(bereich: Bereich): Loader<AmtDetailData> {
  return async ({ cms, params, pathname }) => {
    const raw = bereich === 'servicebw' ? params.id : params.slug;
    const id = slugId(raw);
    if (id === 0) notFound();
    const amt = found(await cms.load(amtDetail, { params: { id } })).data;
    const canonical = bereich === 'servicebw' ? paths.servicebwFachbereich(amt.id) : amt.url;
    if (!samePath(pathname, canonical)) redirect(canonical, 301);
    const buergerbuero = samePath(amt.url, TOWN.buergerbueroPage);
    return {
      title: amt.titel,
      description: amt.beschreibung,
      canonical: amt.url,
      data: { bereich, amt, ...(buergerbuero ? { naechsterTermin: await naechsterTermin(cms) } : {}) },
    };
  };
}
