import type { ListResponse } from '../../shared/contract/common';
import { archivThemen } from '../../shared/contract/archiv';
import { newsList } from '../../shared/contract/nachrichten';
import { wetterList } from '../../shared/contract/wetter';
import { warnhinweisAktuell } from '../../shared/contract/warnhinweis';
import { veranstaltungenList } from '../../shared/contract/veranstaltungen';
import type { SiteData } from '../../shared/app/state';
import type { Wetter } from '../../shared/contract/wetter';
import type { CmsClient } from '../../shared/routing/types';
import { CONTENT_CHECK_PAGE, CONTENT_CHECK_PAGE_SIZE } from '../../shared/site/constants';
import { contentKeys } from '../../shared/site/menu-state';
import { MENUS } from '../../shared/site/menus';
import { performance } from 'node:perf_hooks';
import type { ContentChanges, ContentStamp } from '../cms/changes';
import { beforeDeadline } from '../cms/store/deadline';
import { isStoreUnavailable } from '../cms/store/errors';

const KEYS = contentKeys(Object.values(MENUS));
const ARCHIVE_PREFIX = 'archiv-';
const EVENTS_PREFIX = 'veranstaltungen-';

/**
 * Weather and the menu content check (spec §4, §7). A null answer means "no content" for that
 * category, exactly as the spec says; weather failing just hides the weather.
 */
/** Where the header's weather comes from when not from the CMS (WEATHER_URL, server/weather). */
export type WeatherSource = () => Promise<Wetter[] | null>;

export async function loadSiteData(cms: CmsClient, weatherSource?: WeatherSource): Promise<SiteData> {
  const newsKeys = KEYS.filter((k) => !k.startsWith(ARCHIVE_PREFIX) && !k.startsWith(EVENTS_PREFIX));
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
    ...newsKeys.map((k) =>
      cms.get(newsList, { params: { rubrik: k }, query: { seite: CONTENT_CHECK_PAGE, pro_seite: CONTENT_CHECK_PAGE_SIZE } }),
    ),
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
export function siteDataSource(options: { ttlMs: number; weather?: WeatherSource; changes: ContentChanges; now?: () => number }) {
  const now = options.now ?? Date.now;
  let generation = 0;
  let kept: { at: number; startedAt: number; stamp: ContentStamp | null; state: SiteDataState; json: string } | null = null;
  let loading: { startedAt: number; done: Promise<SiteDataState> } | null = null;

  async function load(cms: CmsClient, startedAt: number): Promise<SiteDataState> {
    const at = now();
    const { value, stamp } = await options.changes.track(() => loadSiteData(cms, options.weather));
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
