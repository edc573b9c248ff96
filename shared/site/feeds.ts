import { NEWS_PATHS, NEWS_TITLES } from './news-paths';
import { TOWN } from './town';

/**
 * The site's news feeds (RSS 2.0): one per news category, the gazette, the public notices, the tenders
 * and the events. Each list page names its feed in the head (`<link rel="alternate">`), so a feed
 * reader finds it from the page; the server builds them (server/feeds/feeds.ts).
 */
export interface FeedDef {
  key: string;
  title: string;
  /** The list page(s) that name the feed; the first is the feed's own page. */
  lists: string[];
}

export const FEEDS: readonly FeedDef[] = [
  ...Object.entries(NEWS_PATHS).map(([rubrik, list]) => ({ key: rubrik, title: NEWS_TITLES[rubrik] ?? rubrik, lists: [list] })),
  { key: 'amtsblatt', title: 'Amtsblatt', lists: ['/rathaus/amtsblatt/'] },
  { key: 'bekanntmachungen', title: 'Öffentliche Bekanntmachungen', lists: ['/rathaus/bekanntmachungen/'] },
  { key: 'ausschreibungen', title: 'Ausschreibungen', lists: ['/rathaus/ausschreibungen/'] },
  { key: 'veranstaltungen', title: 'Veranstaltungen', lists: ['/gaeste/veranstaltungen/', '/stadtleben/veranstaltungen/'] },
  // The public reports (ADR 53): new and changed reports, of the whole town and per district.
  { key: 'meldungen', title: 'Gemeldete Schäden', lists: ['/rathaus/meldungen/'] },
];

/** The reports' feed of one district (its list is the reports' page filtered by the district). */
export const meldungenFeeds = (): FeedDef[] =>
  TOWN.districts.map((d) => ({
    key: `meldungen-${d.key}`,
    title: `Gemeldete Schäden in ${d.name}`,
    lists: [`/rathaus/meldungen/?ortsteil=${encodeURIComponent(d.name)}`],
  }));

export const FEED_PREFIX = '/feeds/';
export const feedPath = (key: string) => `${FEED_PREFIX}${key}.xml`;

/** The feeds a page names in its head: those whose list it is. */
export function feedsOfPage(pathname: string): FeedDef[] {
  return FEEDS.filter((f) => f.lists.includes(pathname));
}
