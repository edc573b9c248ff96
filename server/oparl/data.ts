import type { CmsClient } from '../../shared/routing/types';
import type { ContentChanges, ContentStamp } from '../cms/changes';
import { gremienList, personenList, type GremiumInfo, type PersonInfo } from '../../shared/parts/gremien/contract';
import {
  ratsterminDetail,
  ratstermineList,
  vorlageDetail,
  vorlagenList,
  type RatsterminDetail,
  type VorlageDetail,
} from '../../shared/parts/ratstermine/contract';

/**
 * What the open data (OParl) shows, read from the public CMS contract only: the bodies, the persons with
 * their memberships, every meeting with its agenda and public documents, and the public papers. Nothing
 * of the council information system is read here, so nothing non-public can appear: the public
 * operations never answer it. Works alike with the embedded CMS and an upstream one (CMS_URL).
 */
export interface CouncilData {
  gremien: GremiumInfo[];
  personen: PersonInfo[];
  sitzungen: RatsterminDetail[];
  vorlagen: VorlageDetail[];
}

const PAGE = 100;

/** Every page of a paged list operation. */
async function allPages<T>(fetchPage: (seite: number) => Promise<{ data: T[]; meta: { seiten: number } } | null>): Promise<T[]> {
  const first = await fetchPage(1);
  if (!first) throw new Error('Liste nicht lesbar');
  const rest = await Promise.all(Array.from({ length: first.meta.seiten - 1 }, (_, i) => fetchPage(i + 2)));
  return [first, ...rest].flatMap((p) => {
    if (!p) throw new Error('Liste nicht lesbar');
    return p.data;
  });
}

export async function loadCouncilData(cms: CmsClient): Promise<CouncilData> {
  const [gremien, personen, meetings, papers] = await Promise.all([
    cms.load(gremienList),
    cms.load(personenList),
    allPages((seite) => cms.load(ratstermineList, { query: { zeitraum: 'alle', seite, pro_seite: PAGE } })),
    allPages((seite) => cms.load(vorlagenList, { query: { seite, pro_seite: PAGE } })),
  ]);
  if (!gremien || !personen) throw new Error('Gremien nicht lesbar');
  const [sitzungen, vorlagen] = await Promise.all([
    Promise.all(meetings.map(async (m) => (await cms.load(ratsterminDetail, { params: { id: m.id } }))?.data ?? null)),
    Promise.all(papers.map(async (v) => (await cms.load(vorlageDetail, { params: { id: v.id } }))?.data ?? null)),
  ]);
  return {
    gremien: gremien.data,
    personen: personen.data,
    sitzungen: sitzungen.filter((s): s is RatsterminDetail => s !== null),
    vorlagen: vorlagen.filter((v): v is VorlageDetail => v !== null),
  };
}

/**
 * The data, read once and kept while it is current (and once at a time): a client walking the pages of
 * a list sees one state, and a crawler's many requests cost one read. With the site's change tracking
 * (ADR 19) an edit of the council (on the desk, ADR 44) or a meeting's scheduled start makes it stale at
 * once; without it the data is read again after `freshMs`.
 */
export function councilDataSource(options: { changes?: ContentChanges; freshMs?: number } = {}) {
  const freshMs = options.freshMs ?? 15_000;
  let cached: { at: number; data: Promise<CouncilData>; stamp: Promise<ContentStamp | null> } | null = null;
  async function stillCurrent(c: NonNullable<typeof cached>): Promise<boolean> {
    if (!options.changes) return Date.now() - c.at <= freshMs;
    const stamp = await c.stamp.catch(() => null);
    return stamp !== null && (await options.changes.isCurrent(stamp).catch(() => false));
  }
  return async (cms: CmsClient): Promise<CouncilData> => {
    const kept = cached;
    if (kept && (await stillCurrent(kept))) return kept.data;
    // Another request may have started the read meanwhile.
    if (cached && cached !== kept) return cached.data;
    const tracked = options.changes ? options.changes.track(() => loadCouncilData(cms)) : loadCouncilData(cms).then((value) => ({ value, stamp: null }));
    const data = tracked.then((t) => t.value);
    const entry = { at: Date.now(), data, stamp: tracked.then((t) => t.stamp) };
    cached = entry;
    // A failed read is not kept: the next request tries again.
    data.catch(() => {
      if (cached === entry) cached = null;
    });
    return data;
  };
}
