import { archivThemen } from '../../shared/parts/archiv/contract';
import { newsList } from '../../shared/parts/nachrichten/contract';
import { wetterList } from '../../shared/parts/wetter/contract';
import { warnhinweisAktuell } from '../../shared/parts/warnhinweis/contract';
import { veranstaltungenList } from '../../shared/parts/veranstaltungen/contract';
import type { SiteData } from '../../shared/app/state';
import type { Wetter } from '../../shared/parts/wetter/contract';
import type { CmsClient } from '../../shared/routing/types';
import { CONTENT_CHECK_PAGE, CONTENT_CHECK_PAGE_SIZE } from '../../shared/site/constants';
import { ADDRESS_KEY, addressKeys, contentKeys, normalizePath } from '../../shared/site/menu-state';
import { CONTENT_LINKS, MAIN_FOOTER_LEGAL, MAIN_FOOTER_NAV, MENUS } from '../../shared/site/menus';
import { DREI_LINDEN, FEUERWEHR, GRUNDSCHULE } from '../../shared/site/minisites';
import { abfallStrassen } from '../../shared/parts/abfall/contract';
import { SECTIONS, sectionOf } from '../../shared/site/sections';
import { matchRoute } from '../../shared/routes';
import { recordAllTablesRead } from '../cms/reads';
import { performance } from 'node:perf_hooks';
import type { ContentChanges, ContentStamp } from '../cms/changes';
import type { VersionState } from '../cms/store/changes';
import { beforeDeadline } from '../cms/store/deadline';
import { isStoreUnavailable } from '../cms/store/errors';

const FOOTER_LINKS = [...MAIN_FOOTER_NAV, ...MAIN_FOOTER_LEGAL, ...[FEUERWEHR, GRUNDSCHULE, DREI_LINDEN].flatMap((m) => m?.footer ?? [])].map((l) => l.href);
const KEYS = [...new Set([...contentKeys(Object.values(MENUS)), ...addressKeys(Object.values(MENUS), [...FOOTER_LINKS, ...CONTENT_LINKS])])];
const ARCHIVE_PREFIX = 'archiv-';
const EVENTS_PREFIX = 'veranstaltungen-';
/** The waste calendar: content while it has streets. */
const ABFALL_KEY = 'abfall';

/** Where the site's pages with content are: the site search's addresses (embedded store), or null where the site does not know them (CMS_URL). */
export type AddressSource = () => Promise<string[]>;

const HOMES = new Set(['/', ...SECTIONS.filter((s) => s.home).map((s) => `/${s.segment}/`)]);

/**
 * Lists whose items the site search finds at other addresses: the service area shows the town hall's
 * offices, staff and forms, the life situations group the procedures, the calendar of Bildung &
 * Soziales is the visitors' calendar.
 */
const ELSEWHERE: Readonly<Record<string, string>> = {
  '/servicebw/': '/rathaus/fachaemter/',
  '/servicebw/fachbereiche/': '/rathaus/fachaemter/',
  '/servicebw/mitarbeiter/': '/rathaus/mitarbeiter/',
  '/servicebw/formulare/': '/rathaus/wegweiser/formulare/',
  '/rathaus/wegweiser/lebenslagen/': '/rathaus/wegweiser/verfahren/',
  '/stadtleben/veranstaltungen/': '/gaeste/veranstaltungen/',
};
/** The waste calendar's pages: the search does not know the streets; they have content while there are streets. */
const ABFALL_PATH = '/wirtschaft/abfallkalender/';

/**
 * Whether an address leads to content (ADR 31): the home and the section homes always (they show
 * their menus), a form or a signed-in area always; any other page when a page with content is at that
 * address or below it.
 */
export function addressHasContent(path: string, addresses: ReadonlySet<string>, sorted: readonly string[], streets: boolean): boolean {
  if (HOMES.has(path)) return true;
  if (path.startsWith(ABFALL_PATH)) return streets;
  path = ELSEWHERE[path] ?? path;
  if (sectionOf(path)?.personal) return true;
  const route = matchRoute(path.length > 1 ? path.replace(/\/$/, '') : path) ?? matchRoute(path);
  if (route?.route.action) return true;
  if (addresses.has(path)) return true;
  // The first address not before the path in sorting order is the one that could start with it.
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < path) lo = mid + 1;
    else hi = mid;
  }
  return sorted[lo]?.startsWith(path) ?? false;
}

/**
 * Weather and the menu content check (spec §4, §7). A null answer means "no content" for that
 * category, exactly as the spec says; weather failing just hides the weather.
 */
/** Where the header's weather comes from when not from the CMS (WEATHER_URL, server/weather). */
export type WeatherSource = () => Promise<Wetter[] | null>;

export async function loadSiteData(cms: CmsClient, weatherSource?: WeatherSource, addressSource?: AddressSource): Promise<SiteData> {
  const addressKeyList = KEYS.filter((k) => k.startsWith(ADDRESS_KEY));
  const newsKeys = KEYS.filter((k) => !k.startsWith(ARCHIVE_PREFIX) && !k.startsWith(EVENTS_PREFIX) && !k.startsWith(ADDRESS_KEY) && k !== ABFALL_KEY);
  const archiveIds = KEYS.filter((k) => k.startsWith(ARCHIVE_PREFIX)).map((k) => Number(k.slice(ARCHIVE_PREFIX.length)));
  const eventKeys = KEYS.filter((k) => k.startsWith(EVENTS_PREFIX));
  // Upcoming events of a category: a market entry without markets ahead disappears from the menu.
  const eventsChecked = Promise.all(
    eventKeys.map((k) =>
      cms.get(veranstaltungenList, {
        query: { rubrik_id: Number(k.slice(EVENTS_PREFIX.length)), seite: CONTENT_CHECK_PAGE, pro_seite: CONTENT_CHECK_PAGE_SIZE },
      }),
    ),
  );
  // The address check reads the search index, which follows every table: any write renews it.
  const addressesRead = addressSource
    ? addressSource().then((list) => {
        recordAllTablesRead();
        return list.map((a) => normalizePath(a));
      })
    : Promise.resolve(null);
  const streets = cms.get(abfallStrassen, { query: {} });
  // Started early and awaited below: when a read awaited before them fails (a request's deadline), the
  // load fails with that error, and these must not fail a second time as unhandled rejections.
  for (const started of [eventsChecked, addressesRead, streets]) started.catch(() => undefined);
  const [weather, warnung, archive, ...news] = await Promise.all([
    weatherSource ? weatherSource().catch(() => null) : cms.get(wetterList),
    cms.get(warnhinweisAktuell),
    archiveIds.length
      ? cms.get(archivThemen, {
          query: {
            themen_id: archiveIds,
            gueltig_von: true,
            gueltig_bis: true,
            order: ['thema ASC', 'archiv.titel ASC', 'archiv.dokumente.downloadtext ASC'],
          },
        })
      : Promise.resolve(null),
    ...newsKeys.map((k) => cms.get(newsList, { params: { rubrik: k }, query: { seite: CONTENT_CHECK_PAGE, pro_seite: CONTENT_CHECK_PAGE_SIZE } })),
  ]);
  const content: Record<string, boolean> = {};
  newsKeys.forEach((k, i) => {
    content[k] = (news[i]?.data?.length ?? 0) > 0;
  });
  (await eventsChecked).forEach((answer, i) => {
    content[eventKeys[i]!] = (answer?.data?.length ?? 0) > 0;
  });
  for (const id of archiveIds) {
    content[`${ARCHIVE_PREFIX}${id}`] = (archive?.data?.find((t) => t.id === id)?.archiv.length ?? 0) > 0;
  }
  const streetList = await streets;
  // A failed read counts as content (the entry stays), as without the check.
  content[ABFALL_KEY] = streetList === null || streetList.data.length > 0;
  // Only the addresses without content go into the page's data: every page carries it.
  const addresses = await addressesRead;
  if (addresses) {
    const set = new Set(addresses);
    const sorted = [...set].sort();
    for (const key of addressKeyList) {
      if (!addressHasContent(key.slice(ADDRESS_KEY.length), set, sorted, content[ABFALL_KEY])) content[key] = false;
    }
  }
  return { weather: Array.isArray(weather) ? weather : null, content, warnhinweis: warnung?.data ?? null };
}

/** The site data as a page used it: `generation` changes exactly when the data does. */
export interface SiteDataState {
  value: SiteData;
  generation: number;
  /** False when an optional read failed (an outage): pages showing it are not kept. */
  complete: boolean;
}

/**
 * The site data, the same for every visitor, kept while nothing it read has changed (content versions,
 * upstream answers, ADR 19) and at most `ttlMs` (the weather of WEATHER_URL changes without a write).
 * A reload that brings the same data keeps the generation, so cached pages stay valid.
 */
export function siteDataSource(options: { ttlMs: number; weather?: WeatherSource; addresses?: AddressSource; changes: ContentChanges; now?: () => number }) {
  const now = options.now ?? Date.now;
  let generation = 0;
  let kept: { at: number; startedAt: number; stamp: ContentStamp | null; state: SiteDataState; json: string } | null = null;
  let loading: { startedAt: number; done: Promise<SiteDataState> } | null = null;

  async function load(cms: CmsClient, startedAt: number): Promise<SiteDataState> {
    const at = now();
    const { value, stamp } = await options.changes.track(() => loadSiteData(cms, options.weather, options.addresses));
    const json = JSON.stringify(value);
    const complete = stamp !== null;
    const state = kept && kept.json === json && kept.state.complete === complete ? kept.state : { value, generation: ++generation, complete };
    if (!kept || startedAt >= kept.startedAt) kept = { at, startedAt, stamp, state, json };
    return state;
  }

  function startLoad(cms: CmsClient): Promise<SiteDataState> {
    const startedAt = performance.now();
    const entry = {
      startedAt,
      done: load(cms, startedAt).finally(() => {
        if (loading === entry) loading = null;
      }),
    };
    loading = entry;
    return entry.done;
  }

  /** The site data as of a moment not before `since`; waits for another request's reload within this one's deadline. */
  async function current(cms: CmsClient, since: number): Promise<SiteDataState> {
    for (;;) {
      const k = kept;
      if (k && now() - k.at < options.ttlMs) {
        // Data from an outage is kept for ttlMs as before, so a down CMS is not asked on every request.
        if (!k.stamp || k.startedAt >= since) return k.state;
        try {
          if (await options.changes.isCurrent(k.stamp, since)) return k.state;
        } catch {
          // The store cannot say (it is unreachable): the last site data stands in, as the pages' last good answers do.
          return k.state;
        }
      }
      if (loading && loading.startedAt >= since) return beforeDeadline(loading.done);
      if (!loading) return startLoad(cms);
      await beforeDeadline(loading.done.catch(() => undefined));
    }
  }

  return {
    /**
     * The kept site data when it is known current without a wait (within its time, and its stamp
     * judged current on versions known without a read, `ContentChanges.isCurrentNow`); else null, and
     * `get` decides. The page cache's answer in front of Express asks this (ADR 65).
     */
    peek(versions?: VersionState | null): SiteDataState | null {
      const k = kept;
      if (!k || now() - k.at >= options.ttlMs) return null;
      if (!k.stamp) return k.state;
      return options.changes.isCurrentNow(k.stamp, versions) === true ? k.state : null;
    },
    /**
     * The current site data as of a moment not before `since` (a `performance.now()` value, default
     * now): a change another instance made before the request arrived is in it. Requests arriving
     * while a reload runs share the next one.
     */
    async get(cms: CmsClient, since = performance.now()): Promise<SiteDataState> {
      try {
        return await current(cms, since);
      } catch (error) {
        // A reload another request started did not end within this request's deadline (the database
        // does not answer): the last site data stands in, as the pages' last good answers do.
        if (kept && isStoreUnavailable(error)) return kept.state;
        throw error;
      }
    },
  };
}
