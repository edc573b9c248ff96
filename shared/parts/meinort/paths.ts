/**
 * Addresses of "Mein Ort" (used by loaders, pages and feeds alike; plain module, the browser may
 * import it). The visitor's place is the waste calendar's street, by its stable uuid.
 */
export const MEIN_ORT_PATH = '/rathaus/mein-ort/';
export const MEIN_ORT_ICS = '/rathaus/mein-ort/kalender.ics';
export const MEIN_ORT_RSS = '/rathaus/mein-ort/feed.xml';

/** The remembered choice (a functional cookie, only when the visitor asks; ADR 51). */
export const MEIN_ORT_CHOICE = 'mein-ort';
/** How long the browser keeps it: a year, renewed whenever the visitor saves a place again. */
export const MEIN_ORT_CHOICE_DAYS = 365;

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The page of a place: `/rathaus/mein-ort/?strasse={uuid}`, the address a visitor bookmarks. */
export const meinOrtPath = (uuid: string) => `${MEIN_ORT_PATH}?strasse=${uuid}`;
export const meinOrtIcsPath = (uuid: string) => `${MEIN_ORT_ICS}?strasse=${uuid}`;
export const meinOrtRssPath = (uuid: string) => `${MEIN_ORT_RSS}?strasse=${uuid}`;

/**
 * The e-mail alerts' subscribe page with a topic chosen (the alerts part, ADR 50): the page links it
 * only while the site has that page (the address check of CONTENT_LINKS).
 */
export const ALERTS_PATH = '/benachrichtigungen/';
export const alertsPath = (uuid: string) => `${ALERTS_PATH}?thema=abfall&strasse=${uuid}`;
