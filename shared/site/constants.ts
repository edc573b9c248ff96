/**
 * Business constants of spec §9, under their spec names. Change them here only.
 */
export const HERO_AUTOPLAY_MS = 10_000;
export const HERO_TRANSITION_MS = 1_000;
export const HERO_MAX_SLIDES = 5;
/** Hero image size variants (width × height), largest first. */
export const HERO_SIZES = [
  { w: 2000, h: 650 },
  { w: 1200, h: 600 },
  { w: 990, h: 600 },
  { w: 770, h: 600 },
  { w: 575, h: 600 },
] as const;

export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export const DESKTOP_MENU_MIN_WIDTH = BREAKPOINTS.xl;
export const ACCESS_KEY_MENU_MOBILE_MAX_WIDTH = BREAKPOINTS.lg;
export const CONTAINER_MAX_WIDTH = 1530;

export const SIDE_MENU_WIDTH = 280;
export const SIDE_MENU_WIDTH_SM = 320;
export const DROPDOWN_COLUMN_WIDTH = 360;

export const YEAR_LIST_PAGE_SIZE = 100;
export const CONTENT_CHECK_PAGE = 1;
export const CONTENT_CHECK_PAGE_SIZE = 1;
export const LATEST_INTRANET_TEXTS = 3;
export const INTRANET_START_TOPIC_ID = 4;

/** Intranet user and token cookies expire after one hour. */
export const SESSION_MAX_AGE_MS = 60 * 60 * 1000;

export const PREFETCH_IDLE_MS = 2_000;
export const MIN_FETCH_DELAY_MS = 200;

export const FOCUS_DELAY_MOBILE_MENU_MS = 50;
export const FOCUS_DELAY_SEARCH_MS = 10;
export const FOCUS_DELAY_ACCESS_KEY_MENU_MS = 500;
export const SCROLL_TO_INVALID_MS = 250;
export const SCROLL_TO_INVALID_OFFSET_PX = 120;

export const PASSWORD_MIN_LENGTH = 8;
export const CALENDAR_FIRST_DAY_OF_WEEK = 2;

/**
 * Date display, as dayjs format strings (shared/format/date.ts). Words in brackets are literal text:
 * unbracketed, the 's' of 'bis' and the 'h' of 'Uhr' would be read as seconds and hours.
 */
export const DATE_LONG_FORMAT = 'dddd, DD.MM.YYYY';
export const DATE_FORMAT = 'DD.MM.YYYY';
/** Added after the start when the end is on a different day. */
export const END_DATE_FORMAT = ' [bis] DD.MM.YYYY';
/** Added after a date when its time is not 00:00. */
export const TIME_FORMAT = ', HH:mm [Uhr]';
/** Added when the end time differs from the start time (and is not 00:00). */
export const END_TIME_FORMAT = ' - HH:mm [Uhr]';

/** A failed code-chunk load reloads the page at most once in this period. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** Default page size of server-paginated lists. */
export const LIST_PAGE_SIZE = 10;
