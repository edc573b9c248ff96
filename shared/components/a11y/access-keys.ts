/**
 * Ids the shortcut menu of spec §2.8 relies on. The browser code needs only these; the list of access
 * keys itself is server markup (AccessKeysMarkup.tsx).
 */
export const HELP_ID = 'tastaturhilfe';
export const HELP_TITLE_ID = 'tastaturhilfe-titel';
/** The very top of the page (the skip-link block carries this id). */
export const TOP_ID = 'seitenanfang';
/** The header search input (SearchForm with id 'kopf-suche'). */
export const SEARCH_INPUT_ID = 'kopf-suche-q';
