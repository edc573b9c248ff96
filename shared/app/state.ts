import type { SessionUser } from '../routing/types';
import type { LayoutName } from '../site/sections';
import type { ArchivThema } from '../parts/archiv/contract';
import type { Wetter } from '../parts/wetter/contract';
import type { Warnhinweis } from '../parts/warnhinweis/contract';
import { TOWN } from '../site/town';

/** What the server found for one URL: enough to render it identically on server and client. */
export interface PageState {
  pathname: string;
  search: string;
  /**
   * HTTP status: 200; the error status when the error page is shown (404, 500, …); the action's status
   * (422, 400, 401, 429, 503) when a route's page is shown again with a refused form.
   */
  status: number;
  /** Id of the matched route; null when the error page is shown. */
  routeId: string | null;
  /**
   * The route's code-split page, as its module path below shared/ ('pages/home/HomePage'): the browser
   * loads it by this (shared/app/page-entry.ts) and needs no route table. Absent on error states.
   */
  pageId?: string;
  /** Document title without the site suffix. */
  title: string;
  description?: string;
  /** Main address of the content when it differs from pathname (see LoaderResult.canonical). */
  canonical?: string;
  /** The public address a preview of the editorial desk shows (see LoaderResult.shownAs). */
  shownAs?: string;
  /**
   * The layout the page is shown in, decided once by the server's resolve step from the address the
   * page shows (`shownAs`, else `pathname`; spec §2.1): the document's head and the body both read it.
   */
  layout: LayoutName;
  /** Kept out of search engines (see LoaderResult.noindex). */
  noindex?: true;
  data: unknown;
}

/** Data every layout needs, loaded once per server render (spec §4 content check, §7 weather). */
export interface SiteData {
  weather: Wetter[] | null;
  /** contentKey → has content; a missing key counts as having content (hasContent starts true). */
  content: Record<string, boolean>;
  /** The warning banner of the header while one is valid (editorial desk), else null. */
  warnhinweis?: Warnhinweis | null;
}

export interface InitialData {
  page: PageState;
  site: SiteData;
  user: SessionUser | null;
  /** With a user: the intranet archive topics of topic 4, loaded at start (spec §4, §9); null if that failed. */
  intranet?: { themen: ArchivThema[] | null };
}

/** Answer of the navigation data endpoint (client-side navigation) and of a form sent with JavaScript. */
export type NavigationData = { kind: 'page'; page: PageState } | { kind: 'redirect'; location: string };

export const DATA_ENDPOINT = '/_data';
/** Request header of the idle prefetch's data requests (value '1'). */
export const PREFETCH_HEADER = 'x-st-prefetch';
export const INITIAL_DATA_ID = 'st-data';

export function documentTitle(title: string): string {
  return title ? `${title} – ${TOWN.officialName}` : TOWN.officialName;
}
