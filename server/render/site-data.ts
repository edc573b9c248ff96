import type { ListResponse } from '../../shared/contract/common';
import { archivThemen } from '../../shared/contract/archiv';
import { newsList } from '../../shared/contract/nachrichten';
import { wetterList } from '../../shared/contract/wetter';
import { warnhinweisAktuell } from '../../shared/contract/warnhinweis';
import { veranstaltungenList } from '../../shared/contract/veranstaltungen';
import type { SiteData } from '../../shared/app/state';
import type { Wetter } from '../../shared/contract/wetter';
import type { CmsClient } from '../../shared/routing/types';
import type { ContentClock } from '../backend';
import { CONTENT_CHECK_PAGE, CONTENT_CHECK_PAGE_SIZE } from '../../shared/site/constants';
import { contentKeys } from '../../shared/site/menu-state';
import { LAYOUTS } from '../../shared/site/sections';

const KEYS = contentKeys(Object.values(LAYOUTS).map((l) => l.menu));
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

/**
 * Caches the site data for a short time: it is the same for every visitor. With the embedded store it
 * is loaded anew at once after a write of content (a publish on the desk fills an empty menu entry) and
 * when a scheduled or expiring item reaches its time (the warning banner, the menu content check).
 */
export function cachedSiteData(ttlMs: number, weatherSource?: WeatherSource, content: ContentClock | null = null) {
  let cached: { at: number; version: number; until: number; value: Promise<SiteData> } | null = null;
  return (cms: CmsClient): Promise<SiteData> => {
    const now = Date.now();
    const version = content?.version() ?? 0;
    const stale = !cached || now - cached.at > ttlMs || cached.version !== version || (content !== null && content.now().getTime() >= cached.until);
    if (stale) {
      const value = loadSiteData(cms, weatherSource);
      const entry = { at: now, version, until: Infinity, value };
      cached = entry;
      value.catch(() => {
        if (cached === entry) cached = null;
      });
      content
        ?.nextChange()
        .then((next) => {
          if (next) entry.until = next.getTime();
        })
        .catch(() => {
          entry.until = 0;
        });
    }
    return cached!.value;
  };
}
